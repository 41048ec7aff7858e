import { describe, expect, it } from 'vitest';
import { claimValueAt } from './presentation';

describe('claimValueAt: the value at a DCQL claims path, one rule for the wallet and the desk', () => {
  const claims = { person: { address: '서울특별시 종로구' }, household: { members: [{ name: '김민준' }, { name: '이서연' }] } };

  it('follows names and indexes', () => {
    expect(claimValueAt(claims, ['person', 'address'])).toBe('서울특별시 종로구');
    expect(claimValueAt(claims, ['household', 'members', 1, 'name'])).toBe('이서연');
  });

  it('a null step selects a list whole, and nothing of an object or a value', () => {
    expect(claimValueAt(claims, ['household', 'members', null])).toEqual(claims.household.members);
    expect(claimValueAt(claims, ['person', null])).toBeUndefined();
    expect(claimValueAt(claims, ['person', 'address', null])).toBeUndefined();
  });

  it('nothing where the path leads nowhere', () => {
    expect(claimValueAt(claims, ['person', 'rrn'])).toBeUndefined();
    expect(claimValueAt(claims, ['person', 'address', 'city'])).toBeUndefined();
  });
});
