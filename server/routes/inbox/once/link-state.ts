import type { OnceLink } from '../../../../contracts/generated/api.ts';
import type { OnceLinkRow } from '../../../db/once-links.ts';

/** Wrong PINs before the link locks for good. */
export const MAX_PIN_TRIES = 5;

export type OnceLinkState = OnceLink['state'];

/** The PIN tries a link has left: none once it is locked. */
export const remainingTries = (failedAttempts: number): number => Math.max(0, MAX_PIN_TRIES - failedAttempts);

export interface ReaderView {
  /** This browser holds the link's live reading session. */
  opened: boolean;
  /** The linked documents that can still be read. */
  documents: number;
  now: number;
}

/**
 * What a one-time link is to its reader now: with no readable document left it has expired; the
 * browser whose right PIN spent it reads the documents; anyone else finds it spent, locked after
 * 5 wrong PINs, past its day, or asking for the PIN.
 */
export function onceLinkState(link: Pick<OnceLinkRow, 'used_at' | 'failed_attempts' | 'expires_at'>, { opened, documents, now }: ReaderView): OnceLinkState {
  if (documents === 0) return 'EXPIRED';
  if (opened) return 'OPENED';
  if (link.used_at) return 'USED';
  if (link.failed_attempts >= MAX_PIN_TRIES) return 'LOCKED';
  if (link.expires_at <= new Date(now).toISOString()) return 'EXPIRED';
  return 'PIN_REQUIRED';
}
