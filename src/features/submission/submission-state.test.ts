import { describe, expect, it } from 'vitest';
import type { Recipient } from '../../api/generated/api';
import {
  addressFromQr,
  addressToLookUp,
  canSubmit,
  documentProblem,
  initialSubmission,
  primaryButton,
  submissionReducer,
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
});
