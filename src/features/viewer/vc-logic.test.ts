import { describe, expect, it } from 'vitest';
import { claimTree, credentialFacts, typeName, vctPath, type TypeMetadata } from './vc-logic';

const metadata: TypeMetadata = {
  display: [
    { locale: 'ko-KR', name: '주민등록표 등본' },
    { locale: 'en', name: 'Resident registration copy' },
  ],
  claims: [
    { path: ['person'] },
    { path: ['person', 'address'], display: [{ locale: 'ko-KR', label: '현 주소' }, { locale: 'en', label: 'Address' }] },
    { path: ['household', 'members'], display: [{ locale: 'ko-KR', label: '세대 구성원' }] },
    { path: ['household', 'members', null, 'relation'], display: [{ locale: 'ko-KR', label: '세대주 관계' }] },
    { path: ['household', 'members', null, 'name'], display: [{ locale: 'ko-KR', label: '성명' }] },
    { path: ['person', 'name'], display: [{ locale: 'ko-KR', label: '성명' }] },
  ],
};

const payload = {
  iss: 'https://wallet.example.kr',
  iat: 1795920000,
  exp: 1803600000,
  vct: 'https://wallet.example.kr/vct/resident-registration-copy',
  cnf: { jwk: { kty: 'EC' } },
  status: { status_list: { idx: 1, uri: 'x' } },
  household: { members: [{ name: '김민준', relation: '본인' }, { relation: '모' }] },
  person: { name: '김민준', address: '서울특별시 종로구' },
  extra: '3',
};

describe('the 전자증명 view reads the credential by its type metadata', () => {
  it('leaves out what the credential says of itself, and orders and labels the claims as the document prints them', () => {
    const tree = claimTree(payload, metadata);
    expect(tree.map((node) => node.key)).toEqual(['person', 'household', 'extra']);
    const person = tree[0]!;
    expect(person.kind === 'group' && person.children.map((child) => (child.kind === 'field' ? [child.label, child.value] : null))).toEqual([
      ['현 주소', '서울특별시 종로구'],
      ['성명', '김민준'],
    ]);
  });

  it('a list is its table’s heading with each entry’s fields, in order; an unknown claim keeps its name', () => {
    const household = claimTree(payload, metadata)[1]!;
    expect(household.kind).toBe('group');
    const members = household.kind === 'group' ? household.children[0]! : null;
    expect(members?.kind === 'list' && members.label).toBe('세대 구성원');
    expect(members?.kind === 'list' && members.entries.map((entry) => entry.map((field) => (field.kind === 'field' ? `${field.label}:${field.value}` : '')))).toEqual([
      ['세대주 관계:본인', '성명:김민준'],
      ['세대주 관계:모'],
    ]);
    expect(claimTree(payload, metadata)[2]).toEqual({ kind: 'field', key: 'extra', label: 'extra', value: '3' });
  });

  it('the issuer, the validity and the type’s Korean name; the vct is read on this origin', () => {
    expect(credentialFacts(payload)).toEqual({ issuer: 'https://wallet.example.kr', issuedAt: new Date(1795920000_000), expiresAt: new Date(1803600000_000) });
    expect(typeName(metadata)).toBe('주민등록표 등본');
    expect(vctPath(payload.vct)).toBe('/vct/resident-registration-copy');
  });
});
