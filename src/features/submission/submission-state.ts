import type { Recipient } from '../../../contracts/generated/api';
import type { InboxDocument } from '../../api/types';

/** 001 §2.2: 1. search for an organisation, 2. enter a wallet address or scan a QR code. */
export type SubmissionMethod = 'agency' | 'wallet';
export type WalletError = 'MY_WALLET_ADDRESS' | 'INVALID_WALLET_ADDRESS';

export interface SubmissionState {
  method: SubmissionMethod;
  /** The wallet-address field. */
  address: string;
  target: Recipient | null;
  error: WalletError | null;
  /** The address last sent to the lookup (a lookup is not repeated for the same text). */
  lookedUp: string | null;
}

export const initialSubmission: SubmissionState = { method: 'agency', address: '', target: null, error: null, lookedUp: null };

export type SubmissionEvent =
  | { type: 'method'; method: SubmissionMethod }
  | { type: 'address'; text: string }
  | { type: 'lookup'; address: string }
  | { type: 'found'; address: string; recipient: Recipient }
  | { type: 'failed'; address: string; error: WalletError | null }
  | { type: 'agency'; recipient: Recipient };

/** 001 §4.2 as a pure function: switching method clears the target and the error; a new address clears both too. */
export function submissionReducer(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  switch (event.type) {
    case 'method':
      return event.method === state.method ? state : { ...initialSubmission, method: event.method };
    case 'address':
      return event.text === state.address ? state : { ...state, address: event.text, target: null, error: null, lookedUp: null };
    case 'lookup':
      return { ...state, lookedUp: event.address };
    case 'found':
      return state.method === 'wallet' && event.address === state.address.trim() ? { ...state, target: event.recipient, error: null } : state;
    case 'failed':
      return state.method === 'wallet' && event.address === state.address.trim()
        ? { ...state, target: null, error: event.error, lookedUp: event.error ? state.lookedUp : null }
        : state;
    case 'agency':
      return state.method === 'agency' ? { ...state, target: event.recipient, error: null } : state;
  }
}

/** The address to look up now, or null: skipped when empty (001 §4.2) or already looked up. */
export function addressToLookUp(state: SubmissionState): string | null {
  const address = state.address.trim();
  if (state.method !== 'wallet' || address === '' || address === state.lookedUp) return null;
  return address;
}

/** Why a document cannot go (000 §5, 001 §4.2), or null. */
export function documentProblem(document: Pick<InboxDocument, 'remainingDays' | 'remainingSubmissionCount'>): 'usedUp' | 'expired' | null {
  if (document.remainingSubmissionCount === 0) return 'usedUp';
  if (document.remainingDays < 0) return 'expired';
  return null;
}

/**
 * 001 §5: submit is enabled only with a target; in wallet mode also with an address and no
 * error. Every document must be submittable.
 */
export function canSubmit(state: SubmissionState, documents: readonly Pick<InboxDocument, 'remainingDays' | 'remainingSubmissionCount'>[]): boolean {
  if (!state.target || documents.length === 0 || documents.some((document) => documentProblem(document) !== null)) return false;
  return state.method === 'agency' || (state.address.trim() !== '' && state.error === null);
}

/** 001 §2.2: 'Confirm' while the keypad is open; then 'Next' when the target needs agreement, else 'Submit'. */
export function primaryButton(state: SubmissionState, keypadOpen: boolean): 'confirm' | 'next' | 'submit' {
  if (keypadOpen && state.method === 'wallet') return 'confirm';
  return state.target?.needAgreement ? 'next' : 'submit';
}

/** A scanned QR holds the address itself, or a link carrying it as `address`. */
export function addressFromQr(text: string): string {
  const trimmed = text.trim();
  try {
    const url = new URL(trimmed);
    return url.searchParams.get('address') ?? url.searchParams.get('walletAddress') ?? trimmed;
  } catch {
    return trimmed;
  }
}

/** The style of a remaining-days label (src/lib/dates remainingDaysLabel): red when warned, muted once expired. */
export const toneOf = (label: { warning: boolean; expired: boolean }): 'expired' | 'warning' | 'normal' =>
  label.expired ? 'expired' : label.warning ? 'warning' : 'normal';
