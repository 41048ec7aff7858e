import { describe, expect, it } from 'vitest';
import { distributionActions } from './distribution-actions';

const none = { view: false, cancel: false, reject: false, delete: false };

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
    ['read', 'READ', 5, { ...none, view: true, delete: true }],
    ['returned', 'RETURNED', 5, { ...none, view: true }],
    ['cancelled', 'CANCELED', 5, { ...none, view: true }],
    ['expired, not read', 'NOT_READ_YET', -1, { ...none, delete: true }],
    ['expired, cancelled', 'CANCELED', -2, { ...none, delete: true }],
  ] as const)('%s: view, cancel and delete as the spec says', (_name, state, remainingDays, expected) => {
    expect(distributionActions({ type: 'SUBMITTED', state, remainingDays })).toEqual(expected);
  });
});
