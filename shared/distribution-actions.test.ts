import { describe, expect, it } from 'vitest';
import { distributionActions } from './distribution-actions';

const none = { view: false, cancel: false, reject: false, delete: false, requestDeletion: false };

describe('received item (000 §4.8)', () => {
  it.each([
    ['not read yet', 'NOT_READ_YET', 5, { ...none, view: true, reject: true }],
    ['read', 'READ', 5, { ...none, view: true, reject: true, delete: true }],
    ['returned', 'RETURNED', 5, none],
    ['cancelled', 'CANCELED', 5, none],
    ['on its expiry day', 'NOT_READ_YET', 0, { ...none, view: true, reject: true }],
    ['expired, not read', 'NOT_READ_YET', -1, { ...none, delete: true }],
    ['expired, read', 'READ', -3, { ...none, delete: true }],
    ['expired, returned', 'RETURNED', -1, { ...none, delete: true }],
  ] as const)('%s: view, reject and delete as the spec says', (_name, state, remainingDays, expected) => {
    expect(distributionActions({ type: 'RECEIVED', state, remainingDays })).toEqual(expected);
  });
});

describe('sent item (000 §4.8)', () => {
  it.each([
    ['not read yet', 'NOT_READ_YET', 5, { ...none, view: true, cancel: true }],
    ['read', 'READ', 5, { ...none, view: true, delete: true, requestDeletion: true }],
    ['returned', 'RETURNED', 5, { ...none, view: true, requestDeletion: true }],
    ['cancelled', 'CANCELED', 5, { ...none, view: true }],
    ['expired, not read', 'NOT_READ_YET', -1, { ...none, delete: true }],
    ['expired, cancelled', 'CANCELED', -2, { ...none, delete: true }],
  ] as const)('%s: view, cancel and delete as the spec says', (_name, state, remainingDays, expected) => {
    expect(distributionActions({ type: 'SUBMITTED', state, remainingDays })).toEqual(expected);
  });
});

describe('deletion request (beyond the spec)', () => {
  it('the sender asks once the recipient has opened it, until it is asked or deleted', () => {
    const read = { type: 'SUBMITTED', state: 'READ', remainingDays: 5 } as const;
    expect(distributionActions(read).requestDeletion).toBe(true);
    expect(distributionActions({ ...read, remainingDays: -3 }).requestDeletion).toBe(true);
    expect(distributionActions({ ...read, deletionRequestedAt: '20260301120000' }).requestDeletion).toBe(false);
    expect(distributionActions({ ...read, recipientDeletedAt: '20260301120000' }).requestDeletion).toBe(false);
    for (const state of ['NOT_READ_YET', 'CANCELED'] as const) expect(distributionActions({ ...read, state }).requestDeletion).toBe(false);
  });

  it('the recipient asked may delete whatever the state; nobody asks from the received side', () => {
    const returned = { type: 'RECEIVED', state: 'RETURNED', remainingDays: 5 } as const;
    expect(distributionActions(returned).delete).toBe(false);
    expect(distributionActions({ ...returned, deletionRequestedAt: '20260301120000' })).toEqual({ ...none, delete: true });
  });
});
