import { describe, expect, it } from 'vitest';
import { parseCertificateFolder } from '../catalogue/folder.ts';
import type { DocumentLayout } from '../issuance/document/layout.ts';
import { printedFacts } from '../issuance/document/render.ts';
import { issueFacts } from '../issuance/document/render.ts';
import { claimsOf, disclosureFrameOf } from './claims.ts';
import { credentialProblems, DEFAULT_SETTINGS, type CredentialSettings } from './credential-file.ts';
import { claimMetadataOf } from './credential-types.ts';

// How the values a document prints become its credential's claims (one source: the resolution the
// PDF is drawn from), what credential.json may change, and what cert:check says of it.

const layout: DocumentLayout = {
  title: '테스트 증명서',
  meta: [{ label: { ko: '발급번호', en: 'No.' }, value: '{issue.documentNumber}' }],
  sections: [
    { type: 'fields', rows: [{ label: '성명', value: '{record.person.name}' }, { label: '주소', value: '{record.person.address}' }, { label: '용도', value: '{form.사용용도}' }] },
    {
      type: 'table',
      heading: '세대 구성원',
      source: 'record.household.members',
      filter: { field: 'item.shown', equals: true },
      columns: [
        { header: '번호', value: '{index}' },
        { header: '성명', value: [{ when: { field: 'item.self', equals: true }, value: '{item.name}' }, { value: '(표시 안 함)' }] },
        { header: '관계', value: '{item.relation}' },
      ],
    },
    { type: 'fields', source: 'record.military', rows: [{ label: '군별', value: '{item.branch}' }] },
    { type: 'text', text: '위 사람의 주민등록번호는 {record.person.rrn|rrnMasked}입니다.' },
    { type: 'seal', authority: '{issue.issuerName}' },
  ],
};

const record = {
  person: { name: '김민준', address: '서울특별시 종로구', rrn: '980315-1234567' },
  household: {
    members: [
      { name: '김민준', relation: '본인', self: true, shown: true },
      { name: '숨은 사람', relation: '동거인', self: false, shown: false },
      { name: '이정희', relation: '모', self: false, shown: true },
    ],
  },
  military: { branch: '육군' },
};

const input = {
  layout,
  form: { 사용용도: '은행 제출용', 숨은값: '안 보임' },
  record,
  issue: issueFacts({ documentNumber: 'JG-2026-00000001', issuedAt: '2026-11-20T05:00:00.000Z', issuerName: '행정안전부', name: '테스트 증명서', holderName: '김민준', validity: null }),
};

const claims = (settings: CredentialSettings = DEFAULT_SETTINGS) => claimsOf(printedFacts(input), layout, settings);

describe('a credential’s claims are the values its document prints', () => {
  it('record facts at their place, the form under application, the issue under document; a value printed in a statement too', () => {
    expect(claims()).toEqual({
      document: { documentNumber: 'JG-2026-00000001', issuerName: '행정안전부' },
      person: { name: '김민준', address: '서울특별시 종로구', rrn: '980315-*******' },
      application: { 사용용도: '은행 제출용' },
      household: { members: [{ name: '김민준', relation: '본인' }, { relation: '모' }] },
      military: { branch: '육군' },
    });
  });

  it('a table’s rows are a list of the rows shown, each with only what its row printed (a hidden name is no claim)', () => {
    const members = (claims().household as { members: Record<string, string>[] }).members;
    expect(members).toHaveLength(2);
    expect(members[1]).not.toHaveProperty('name');
    expect(JSON.stringify(claims())).not.toContain('숨은');
    expect(JSON.stringify(claims())).not.toContain('표시 안 함');
  });

  it('a value chosen by a condition on the fact it otherwise prints is that fact, as printed (체납액 없음); a word chosen on another fact or in a statement is not', () => {
    const arrears = (amount: number) => {
      const chosen: DocumentLayout = {
        title: '납세증명서',
        sections: [
          {
            type: 'fields',
            rows: [
              { label: '체납액', value: [{ when: { field: 'record.tax.arrears', equals: 0 }, value: '없음' }, { value: '{record.tax.arrears|money}원' }] },
              { label: '구분', value: [{ when: { field: 'record.tax.kind', equals: 'A' }, value: '개인' }, { value: '법인' }] },
            ],
          },
          { type: 'text', text: [{ when: { field: 'record.tax.arrears', equals: 0 }, value: '체납이 없습니다.' }, { value: '체납액 {record.tax.arrears|money}원' }] },
        ],
      };
      return claimsOf(printedFacts({ ...input, layout: chosen, record: { tax: { arrears: amount, kind: 'A' } } }), chosen, DEFAULT_SETTINGS);
    };
    expect(arrears(0)).toEqual({ tax: { arrears: '없음' } });
    expect(arrears(1250000)).toEqual({ tax: { arrears: '1,250,000' } });
  });

  it('credential.json leaves places out (with what is under them) and renames a key where it is', () => {
    const settled = claims({ ...DEFAULT_SETTINGS, omit: ['person.rrn', 'household.members.relation'], rename: { 'person.address': 'residence', military: '병역' } });
    expect(settled.person).toEqual({ name: '김민준', residence: '서울특별시 종로구' });
    expect(settled.household).toEqual({ members: [{ name: '김민준' }] });
    expect(settled).toHaveProperty('병역', { branch: '육군' });
    expect(settled).not.toHaveProperty('military');
  });

  it('every property at every level and every list element is selectively disclosable', () => {
    expect(disclosureFrameOf({ person: { name: 'a' }, list: [{ x: '1' }, 'b'] })).toEqual({
      _sd: ['person', 'list'],
      person: { _sd: ['name'] },
      list: { _sd: [0, 1], 0: { _sd: ['x'] } },
    });
  });

  it('the type metadata names each place with the document’s label (English where the layout has it), a list with its table’s heading', () => {
    const metadata = claimMetadataOf({ layout, settings: DEFAULT_SETTINGS });
    const label = (...path: (string | null)[]) => metadata.find((claim) => JSON.stringify(claim.path) === JSON.stringify(path))?.label;
    expect(label('document', 'documentNumber')).toEqual({ ko: '발급번호', en: 'No.' });
    expect(label('household', 'members')).toEqual({ ko: '세대 구성원' });
    expect(label('household', 'members', null, 'name')).toEqual({ ko: '성명' });
    expect(label('military', 'branch')).toEqual({ ko: '군별' });
    expect(label('person', 'rrn')).toBeUndefined();
    expect(metadata.some((claim) => claim.path.includes('index'))).toBe(false);
  });

  it('credential.json’s labels name a claim apart from the row that prints it with another (the place as the document names it, before renaming)', () => {
    const twoFacts: DocumentLayout = {
      title: 'x',
      sections: [{ type: 'fields', rows: [{ label: { ko: '세대주 성명(한자)', en: 'Head' }, value: '{record.household.headName} ({record.household.headHanja})' }] }],
    };
    const labelsOf = (settings: CredentialSettings) => claimMetadataOf({ layout: twoFacts, settings }).map((claim) => [claim.path.join('.'), claim.label]);
    expect(labelsOf(DEFAULT_SETTINGS)).toEqual([
      ['household', undefined],
      ['household.headName', { ko: '세대주 성명(한자)', en: 'Head' }],
      ['household.headHanja', { ko: '세대주 성명(한자)', en: 'Head' }],
    ]);
    const labels = { 'household.headName': { ko: '세대주 성명', en: 'Head of household' }, 'household.headHanja': { ko: '세대주 성명(한자)' } };
    expect(labelsOf({ ...DEFAULT_SETTINGS, labels, rename: { 'household.headName': 'head' } })).toEqual([
      ['household', undefined],
      ['household.head', { ko: '세대주 성명', en: 'Head of household' }],
      ['household.headHanja', { ko: '세대주 성명(한자)' }],
    ]);
  });
});

describe('cert:check’s rule for credential.json', () => {
  const folder = (credential?: unknown, document: unknown = layout) =>
    parseCertificateFolder('test', '/tmp/test', (file) =>
      file === 'document.json' ? JSON.stringify(document) : file === 'credential.json' ? (credential === undefined ? undefined : JSON.stringify(credential)) : '{}',
    );
  const problems = (credential?: unknown, document: DocumentLayout = layout) => credentialProblems(folder(credential, document), document).map((p) => `${p.field ?? ''} ${p.message}`);

  it('a folder without credential.json, or with a valid one, has none', () => {
    expect(problems()).toEqual([]);
    expect(problems({ name: { en: 'Test certificate' }, omit: ['person.rrn'], rename: { 'person.address': 'residence' } })).toEqual([]);
  });

  it('a file against its schema, a place the document does not print, two keys meeting, a reserved name: each named', () => {
    expect(problems({ omit: 'person.rrn' })[0]).toContain('does not match schemas/credential.schema.json');
    expect(problems({ omit: ['person.phone'] })[0]).toContain('"person.phone" is not a place the document prints');
    expect(problems({ rename: { 'person.address': 'name' } })[0]).toContain('would both be person.name');
    expect(problems({ labels: { 'person.address': { ko: '' } } })[0]).toContain('does not match schemas/credential.schema.json');
    expect(problems({ labels: { 'person.phone': { ko: '전화번호' } } })).toEqual(['labels "person.phone" is not a place the document prints a value at (document, document.documentNumber, person, person.name, person.address, application, application.사용용도, household, …)']);
    expect(problems({ omit: ['household'], labels: { 'household.members.name': { ko: '세대원 성명' } } })).toEqual(['labels "household.members.name" is left out (omit): it has no label to give']);
    expect(problems({ labels: { 'household.members.name': { ko: '세대원 성명' }, household: { ko: '세대' } } })).toEqual([]);
    const reserved: DocumentLayout = { title: 'x', sections: [{ type: 'fields', rows: [{ label: '상태', value: '{record.status.code}' }] }] };
    expect(problems(undefined, reserved)[0]).toContain('reserves');
    expect(problems({ rename: { status: '상태' } }, reserved)).toEqual([]);
  });
});
