import { describe, expect, it } from 'vitest';
import { canReject, counterpartOf, distributionActions } from './actions';
import { stateLabel } from './messages';

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

describe('labels and counterpart (000 §3)', () => {
  it.each([
    ['NOT_READ_YET', '열람전', '열람전'],
    ['READ', '열람완료', '열람완료'],
    ['RETURNED', '반려됨', '반려함'],
    ['CANCELED', '보내기취소함', '보내기취소됨'],
  ] as const)('%s reads %s to the sender and %s to the receiver', (state, sender, receiver) => {
    expect(stateLabel({ type: 'SUBMITTED', state })).toBe(sender);
    expect(stateLabel({ type: 'RECEIVED', state })).toBe(receiver);
  });

  it('the counterpart of a sent record is its receiver, of a received one its submitter', () => {
    expect(counterpartOf({ type: 'SUBMITTED', submitter: '김민준', receiver: '이서연' })).toBe('이서연');
    expect(counterpartOf({ type: 'RECEIVED', submitter: '김민준', receiver: '이서연' })).toBe('김민준');
  });
});

describe('reject reason (000 §5)', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\n\t', false],
    [' 사유 ', true],
    ['가'.repeat(200), true],
    ['가'.repeat(201), false],
  ])('%j → done %s', (reason, expected) => {
    expect(canReject(reason)).toBe(expected);
  });
});
