import { describe, expect, it } from 'vitest';
import { documentsSummary, searchKeyword, signedInLabel, stateLabel, stateTone, submissionView } from './desk-logic';

describe('the desk’s states as a clerk reads them', () => {
  it.each([
    ['UNOPENED', false, '열람전', 'todo', 'pin'],
    ['UNOPENED', true, '잠김', 'closed', 'locked'],
    ['OPENED', false, '열람', 'todo', 'documents'],
    ['PROCESSED', false, '처리 완료', 'done', 'documents'],
    ['CANCELED', false, '취소됨', 'closed', 'canceled'],
    ['EXPIRED', false, '만료', 'closed', 'expired'],
    ['EXPIRED', true, '만료', 'closed', 'locked'],
    ['RETURNED', false, '반려', 'closed', 'documents'],
  ] as const)('%s (locked: %s) reads %s, tone %s, and its page shows %s', (state, locked, label, tone, view) => {
    expect(stateLabel({ state, locked })).toBe(label);
    expect(stateTone({ state, locked })).toBe(tone);
    expect(submissionView({ state, locked })).toBe(view);
  });
});

it('the list names the first document in the one order of documents (by name), and how many more', () => {
  expect(documentsSummary([{ name: '주민등록표 등본' }, { name: '건강보험 자격득실 확인서' }])).toBe('건강보험 자격득실 확인서 외 1건');
  expect(documentsSummary([{ name: '건강보험 자격득실 확인서' }, { name: '주민등록표 등본' }])).toBe('건강보험 자격득실 확인서 외 1건');
  expect(documentsSummary([{ name: '주민등록표 등본' }])).toBe('주민등록표 등본');
  expect(documentsSummary([])).toBe('');
});

it('the search is trimmed to what the server reads', () => {
  expect(searchKeyword('  김민준 ')).toBe('김민준');
  expect(searchKeyword('x'.repeat(60))).toHaveLength(50);
});

it('names the organisation once: its staff member by what follows its name, or by their own name', () => {
  expect(signedInLabel('한빛은행 종로지점', '한빛은행 종로지점 담당자')).toBe('한빛은행 종로지점 · 담당자');
  expect(signedInLabel('한빛은행 종로지점', '김담당')).toBe('한빛은행 종로지점 · 김담당');
  expect(signedInLabel('한빛은행 종로지점', '한빛은행 종로지점')).toBe('한빛은행 종로지점');
});
