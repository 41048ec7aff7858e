import { describe, expect, it } from 'vitest';
import { canReject, counterpartOf } from './actions';
import { stateLabel } from './messages';

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
