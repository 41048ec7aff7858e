import { describe, expect, it } from 'vitest';
import type { InboxDocument } from '../../../contracts/generated/api';
import { groupByIssuer, groupInbox, isShareable, isSubmittable, matchesSearch, MAX_SELECTION, toggleSelection } from './inbox-logic';

const doc = (id: string, name: string, issuerName: string, extra: Partial<InboxDocument> = {}): InboxDocument => ({
  id,
  name,
  issuerName,
  issueDate: '20261121093000',
  remainingDays: 80,
  isPaid: false,
  packageName: null,
  packageId: null,
  order: 0,
  remainingSubmissionCount: null,
  ...extra,
});

describe('issuer groups (000 §3: "Issuer groups hold a data array of documents")', () => {
  it('groups by issuer in the order of each group’s newest document, documents kept newest first', () => {
    const list = [doc('1', 'A', '국세청'), doc('2', 'B', '행정안전부'), doc('3', 'C', '국세청'), doc('4', 'D', '병무청')];
    expect(groupByIssuer(list).map((group) => [group.issuerName, group.data.map((d) => d.id)])).toEqual([
      ['국세청', ['1', '3']],
      ['행정안전부', ['2']],
      ['병무청', ['4']],
    ]);
    expect(groupByIssuer([])).toEqual([]);
  });
});

describe('search (000 §5: case-normalised substring matching)', () => {
  const health = doc('1', 'Health 보험 자격득실 확인서', '국민건강보험공단');
  it.each([
    ['', true],
    ['health', true],
    ['HEALTH', true],
    ['ｈｅａｌｔｈ', true],
    ['보험자격', true],
    ['  자격 득실 ', true],
    ['건강보험공단', true],
    ['ㄱㄱㅂㅎ', true],
    ['국세청', false],
    ['healthy', false],
  ])('"%s" → %s', (query, expected) => expect(matchesSearch(health, query)).toBe(expected));
});

describe('selection (000 §5, §9: at most 10)', () => {
  const ten = Array.from({ length: MAX_SELECTION }, (_, i) => `d${i}`);
  it('adds and removes', () => {
    expect(toggleSelection([], 'a', true)).toEqual({ selection: ['a'], refused: false });
    expect(toggleSelection(['a', 'b'], 'a', false)).toEqual({ selection: ['b'], refused: false });
    expect(toggleSelection(['a'], 'a', true)).toEqual({ selection: ['a'], refused: false });
  });
  it('refuses an 11th and keeps the ten', () => {
    expect(toggleSelection(ten, 'eleventh', true)).toEqual({ selection: ten, refused: true });
    expect(toggleSelection(ten, 'd3', false).selection).toHaveLength(9);
  });
});

describe('what can be shared and submitted (000 §5, 001 §4.2)', () => {
  it('paid or my-data certificates cannot be shared', () => {
    expect(isShareable(doc('1', 'A', 'X'))).toBe(true);
    expect(isShareable(doc('1', 'A', 'X', { isPaid: true }))).toBe(false);
    expect(isShareable(doc('1', 'A', 'X', { packageId: 'P1', packageName: '대출 서류' }))).toBe(false);
  });
  it('remainingSubmissionCount 0 cannot be submitted; null means no limit', () => {
    expect(isSubmittable(doc('1', 'A', 'X', { remainingSubmissionCount: 0 }))).toBe(false);
    expect(isSubmittable(doc('1', 'A', 'X', { remainingSubmissionCount: 1 }))).toBe(true);
    expect(isSubmittable(doc('1', 'A', 'X', { remainingSubmissionCount: null }))).toBe(true);
  });
});

describe('groupInbox: 만료 임박 first', () => {
  const at = (id: string, issuerName: string, remainingDays: number) => doc(id, id, issuerName, { remainingDays });
  it('puts what has 0 to 10 days left first, soonest first; expired and later ones stay with their issuer', () => {
    const list = [at('a', '국세청', 30), at('b', '행정안전부', 10), at('c', '국세청', 0), at('d', '행정안전부', -1), at('e', '국세청', 11)];
    expect(groupInbox(list).map((group) => [group.title, group.expiring, group.data.map((d) => d.id)])).toEqual([
      ['만료 임박', true, ['c', 'b']],
      ['국세청', false, ['a', 'e']],
      ['행정안전부', false, ['d']],
    ]);
  });

  it('no group of its own when nothing is about to expire', () => {
    expect(groupInbox([at('a', '국세청', 30)]).map((group) => group.title)).toEqual(['국세청']);
    expect(groupInbox([])).toEqual([]);
  });
});
