import { describe, expect, it } from 'vitest';
import type { Term, TermGroup } from '../../api/types';
import { applyReplacements, canSubmit, isAllChecked, requiredTermIds, submission, toggleAll, toggleGroup } from './agreement-state';
import { agreementToast } from './messages';

const term = (id: string, isRequired: boolean): Term => ({
  id,
  title: `약관 ${id}`,
  isRequired,
  url: null,
  termType: '이용약관',
  replacementStrings: [],
  isBackButtonVisible: true,
});
const group: TermGroup = { groupName: '필수 동의', isRequired: true, terms: [term('g1', false), term('g2', true)] };
const items = [group, term('a', true), term('b', false)];

describe('agreement screen rules (spec 000 §2.3, §5)', () => {
  it('every required term, including those in a required group, must be checked to submit', () => {
    expect(requiredTermIds(items).sort()).toEqual(['a', 'g1', 'g2']);
    expect(canSubmit(items, new Set(['a', 'g2']))).toBe(false);
    expect(canSubmit(items, new Set(['a', 'g1', 'g2']))).toBe(true);
  });

  it('all-agree checks every term and unchecks them when all are checked', () => {
    const all = toggleAll(items, new Set());
    expect(isAllChecked(items, all)).toBe(true);
    expect(toggleAll(items, all).size).toBe(0);
  });

  it('a group checkbox toggles every term of the group', () => {
    expect([...toggleGroup(group, new Set(['a']))].sort()).toEqual(['a', 'g1', 'g2']);
    expect([...toggleGroup(group, new Set(['g1', 'g2']))]).toEqual([]);
  });

  it('submits every term with whether it was agreed', () => {
    expect(submission(items, new Set(['a']))).toEqual([
      { id: 'g1', isAgreed: false },
      { id: 'g2', isAgreed: false },
      { id: 'a', isAgreed: true },
      { id: 'b', isAgreed: false },
    ]);
  });

  it('applies replacement strings', () => {
    expect(applyReplacements('{receiverName}에 제공', [{ from: '{receiverName}', to: '국민은행' }])).toBe('국민은행에 제공');
  });

  it('toasts: joined, terms renewed, wallet updated', () => {
    expect(agreementToast(['NEW'])).toBe('전자증명서 지갑을 연결했어요.');
    expect(agreementToast(['RENEW_SERVICE_TERM'])).toBe('약관 재동의가 완료되었습니다.');
    expect(agreementToast(['UNREGISTERED_WALLET'])).toBe('이용정보를 업데이트하였습니다.');
    expect(agreementToast(['APPLICATION'])).toBeNull();
  });
});
