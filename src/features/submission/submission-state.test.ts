import { beforeEach, describe, expect, it } from 'vitest';
import type { Recipient } from '../../../contracts/generated/api';
import {
  addressFromQr,
  addressToLookUp,
  canSubmit,
  documentProblem,
  initialSubmission,
  primaryButton,
  submissionReducer,
  toneOf,
  type SubmissionEvent,
  type SubmissionState,
} from './submission-state';

const person: Recipient = { name: '이서연', address: 'ABC123', type: 'PERSONAL', needAgreement: false, region: '' };
const bank: Recipient = { name: '한빛은행 여의도지점', address: 'BANK01', type: 'FINANCIAL_CORPORATION', needAgreement: true, region: '서울특별시 영등포구' };
const doc = { remainingDays: 30, remainingSubmissionCount: null };
const run = (...events: SubmissionEvent[]): SubmissionState => events.reduce(submissionReducer, initialSubmission);

describe('submission (001 §4.2, §5)', () => {
  it('switching method clears the target and the error', () => {
    const withAgency = run({ type: 'agency', recipient: bank });
    expect(submissionReducer(withAgency, { type: 'method', method: 'wallet' })).toEqual({ ...initialSubmission, method: 'wallet' });
    const withError = run({ type: 'method', method: 'wallet' }, { type: 'address', text: 'X-1' }, { type: 'lookup', address: 'X-1' }, { type: 'failed', address: 'X-1', error: 'INVALID_WALLET_ADDRESS' });
    expect(withError.error).toBe('INVALID_WALLET_ADDRESS');
    expect(submissionReducer(withError, { type: 'method', method: 'agency' })).toEqual(initialSubmission);
  });

  it('the lookup is skipped when the field is empty and not repeated for the same address', () => {
    const wallet = run({ type: 'method', method: 'wallet' });
    expect(addressToLookUp(wallet)).toBeNull();
    expect(addressToLookUp(submissionReducer(wallet, { type: 'address', text: '   ' }))).toBeNull();
    const typed = submissionReducer(wallet, { type: 'address', text: ' ABC123 ' });
    expect(addressToLookUp(typed)).toBe('ABC123');
    expect(addressToLookUp(submissionReducer(typed, { type: 'lookup', address: 'ABC123' }))).toBeNull();
  });

  it('a found recipient becomes the target; typing again clears it; a late answer for old text is ignored', () => {
    const found = run({ type: 'method', method: 'wallet' }, { type: 'address', text: 'ABC123' }, { type: 'lookup', address: 'ABC123' }, { type: 'found', address: 'ABC123', recipient: person });
    expect(found.target).toEqual(person);
    const retyped = submissionReducer(found, { type: 'address', text: 'ABC12' });
    expect(retyped.target).toBeNull();
    expect(submissionReducer(retyped, { type: 'found', address: 'ABC123', recipient: person }).target).toBeNull();
  });

  it('submit needs a target; in wallet mode also an address and no error; every document must be submittable', () => {
    expect(canSubmit(initialSubmission, [doc])).toBe(false);
    expect(canSubmit(run({ type: 'agency', recipient: bank }), [doc])).toBe(true);
    expect(canSubmit(run({ type: 'agency', recipient: bank }), [])).toBe(false);
    expect(canSubmit(run({ type: 'agency', recipient: bank }), [doc, { remainingDays: 3, remainingSubmissionCount: 0 }])).toBe(false);
    expect(canSubmit(run({ type: 'agency', recipient: bank }), [{ remainingDays: -1, remainingSubmissionCount: null }])).toBe(false);
    const wallet = run({ type: 'method', method: 'wallet' }, { type: 'address', text: 'ABC123' }, { type: 'found', address: 'ABC123', recipient: person });
    expect(canSubmit(wallet, [doc])).toBe(true);
  });

  it("'Confirm' while the keypad is open; 'Next' for a target that needs agreement; else 'Submit'", () => {
    const wallet = run({ type: 'method', method: 'wallet' });
    expect(primaryButton(wallet, true)).toBe('confirm');
    expect(primaryButton(wallet, false)).toBe('submit');
    expect(primaryButton(run({ type: 'agency', recipient: bank }), false)).toBe('next');
    expect(primaryButton(run({ type: 'agency', recipient: person }), true)).toBe('submit');
  });

  it('documents: used up (count 0) or expired cannot go', () => {
    expect(documentProblem({ remainingDays: 5, remainingSubmissionCount: 0 })).toBe('usedUp');
    expect(documentProblem({ remainingDays: -1, remainingSubmissionCount: 1 })).toBe('expired');
    expect(documentProblem({ remainingDays: 0, remainingSubmissionCount: null })).toBeNull();
  });

  it('a QR holds the address or a link with it', () => {
    expect(addressFromQr(' ABC123 ')).toBe('ABC123');
    expect(addressFromQr('https://wallet.example/pay?address=XYZ789')).toBe('XYZ789');
  });

  it('a QR link may name it walletAddress; a link without either is the text itself', () => {
    expect(addressFromQr('https://wallet.example/pay?walletAddress=QQQ111')).toBe('QQQ111');
    expect(addressFromQr(' https://wallet.example/pay ')).toBe('https://wallet.example/pay');
  });
});

describe('submission: what each event leaves alone (001 §4.2)', () => {
  // Made in each test, not while the file is read: a broken reducer fails the tests, not the file.
  let wallet: SubmissionState;
  beforeEach(() => {
    wallet = run({ type: 'method', method: 'wallet' }, { type: 'address', text: ' ABC123 ' }, { type: 'lookup', address: 'ABC123' });
  });

  it('the same method or the same text is no change at all', () => {
    expect(submissionReducer(wallet, { type: 'method', method: 'wallet' })).toBe(wallet);
    expect(submissionReducer(wallet, { type: 'address', text: ' ABC123 ' })).toBe(wallet);
  });

  it('an answer for the typed address counts with its spaces trimmed; in agency mode a wallet answer is ignored', () => {
    expect(submissionReducer(wallet, { type: 'found', address: 'ABC123', recipient: person })).toEqual({ ...wallet, target: person, error: null });
    const agency = run({ type: 'agency', recipient: bank });
    expect(submissionReducer({ ...agency, address: 'ABC123' }, { type: 'found', address: 'ABC123', recipient: person })).toEqual({ ...agency, address: 'ABC123' });
    expect(submissionReducer({ ...agency, address: 'ABC123' }, { type: 'failed', address: 'ABC123', error: 'INVALID_WALLET_ADDRESS' })).toEqual({ ...agency, address: 'ABC123' });
  });

  it('a refused address keeps its error and is not looked up again; a dropped lookup is tried again; an old one is ignored', () => {
    const refused = submissionReducer(wallet, { type: 'failed', address: 'ABC123', error: 'MY_WALLET_ADDRESS' });
    expect(refused).toEqual({ ...wallet, target: null, error: 'MY_WALLET_ADDRESS', lookedUp: 'ABC123' });
    const dropped = submissionReducer(wallet, { type: 'failed', address: 'ABC123', error: null });
    expect(dropped).toEqual({ ...wallet, target: null, error: null, lookedUp: null });
    expect(addressToLookUp(dropped)).toBe('ABC123');
    expect(submissionReducer(wallet, { type: 'failed', address: 'OLD999', error: 'INVALID_WALLET_ADDRESS' })).toBe(wallet);
  });

  it('an organisation picked in wallet mode is ignored, and agency mode looks nothing up', () => {
    expect(submissionReducer(wallet, { type: 'agency', recipient: bank })).toBe(wallet);
    expect(addressToLookUp({ ...initialSubmission, address: 'ABC123' })).toBeNull();
  });

  it('in wallet mode submit also needs an address that is not blank and no error', () => {
    const ready: SubmissionState = { ...initialSubmission, method: 'wallet', address: 'ABC123', target: person, error: null, lookedUp: 'ABC123' };
    expect(canSubmit(ready, [doc])).toBe(true);
    expect(canSubmit({ ...ready, error: 'MY_WALLET_ADDRESS' }, [doc])).toBe(false);
    expect(canSubmit({ ...ready, address: '   ' }, [doc])).toBe(false);
  });

  it('a remaining-days label reads as expired, warning or normal', () => {
    expect(toneOf({ expired: true, warning: true })).toBe('expired');
    expect(toneOf({ expired: false, warning: true })).toBe('warning');
    expect(toneOf({ expired: false, warning: false })).toBe('normal');
  });
});
