import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/index.ts';
import { personas } from '../personas.ts';
import { loadLookupData, LOOKUP_DATA_DIR, usagePurposesFor } from './index.ts';

const data = loadLookupData();
const catalogue = loadCatalogue();
const sigunguCodes = new Set(data.sidoSigungu.flatMap((s) => s.sigungu.map((g) => g.code)));
const unique = <T>(values: T[]) => new Set(values).size === values.length;

describe('시도시군구', () => {
  it('has the 17 시도 with every 시군구 and their 행정구역코드', () => {
    expect(data.sidoSigungu).toHaveLength(17);
    expect(data.sidoSigungu[0]).toMatchObject({ code: '11', name: '서울특별시' });
    expect(data.sidoSigungu[0]!.sigungu).toHaveLength(25);
    expect(data.sidoSigungu[0]!.sigungu[0]).toEqual({ code: '11110', name: '종로구' });
    expect(sigunguCodes.size).toBeGreaterThan(240);
    for (const sido of data.sidoSigungu) {
      expect(sido.code).toMatch(/^[0-9]{2}$/);
      for (const g of sido.sigungu) expect(g.code.startsWith(sido.code) && /^[0-9]{5}$/.test(g.code)).toBe(true);
    }
    expect(unique([...data.sidoSigungu.map((s) => s.code), ...sigunguCodes])).toBe(true);
  });
});

describe('schools', () => {
  const offices = new Set(data.educationOffices.map((o) => o.code));

  it('has the 17 education offices, one per 시도', () => {
    expect(data.educationOffices).toHaveLength(17);
    expect(new Set(data.educationOffices.map((o) => o.sidoCode))).toEqual(new Set(data.sidoSigungu.map((s) => s.code)));
  });

  it('has a few hundred schools across the offices, with unique codes', () => {
    expect(data.schools.length).toBeGreaterThanOrEqual(300);
    expect(new Set(data.schools.map((s) => s.교육청코드))).toEqual(offices);
    const codes = data.schools.map((s) => s.학교코드).filter(Boolean);
    expect(unique(codes)).toBe(true);
    expect(new Set(data.schools.map((s) => s.과정구분명))).toEqual(new Set(['초등학교', '중학교', '고등학교']));
  });

  it('has closed schools whose records the office keeps', () => {
    const closed = data.schools.filter((s) => s.폐교여부);
    expect(closed.length).toBeGreaterThan(10);
    for (const s of closed) expect(s.자료보유조직코드).not.toBe(s.학교코드);
  });

  it('has renamed schools: the old name has empty codes and points to a school of the same office', () => {
    const renamed = data.schools.filter((s) => s.변경된학교명);
    expect(renamed.length).toBeGreaterThan(10);
    for (const old of renamed) {
      expect(old.학교코드).toBe('');
      const current = data.schools.find((s) => s.학교명 === old.변경된학교명 && s.교육청코드 === old.교육청코드);
      expect(current?.학교코드).toBeTruthy();
    }
  });
});

describe('universities', () => {
  it('has 30+ universities with 학번필요 flags, kinds and degrees', () => {
    expect(data.universities.length).toBeGreaterThanOrEqual(30);
    expect(unique(data.universities.map((u) => u.코드))).toBe(true);
    expect(data.universities.some((u) => u.학번필요)).toBe(true);
    expect(data.universities.some((u) => !u.학번필요)).toBe(true);
    const degreeSchema = catalogue.get('대학졸업증명서')!.schema.properties as Record<string, { oneOf: { const: string }[] }>;
    const degrees = new Set(degreeSchema['학위과정']!.oneOf.map((o) => o.const));
    for (const u of data.universities) for (const d of u.학위과정) expect(degrees.has(d)).toBe(true);
  });
});

describe('addresses, workplaces, insurance, purposes, organisations', () => {
  it('has 60+ addresses with road and lot forms in known districts', () => {
    expect(data.addresses.length).toBeGreaterThanOrEqual(60);
    for (const a of data.addresses) {
      expect(sigunguCodes.has(a.행정구역코드)).toBe(true);
      expect(a.도로명주소.startsWith(a.시도)).toBe(true);
      expect(a.지번주소).toMatch(/[0-9]/);
      expect(a.우편번호).toMatch(/^[0-9]{5}$/);
    }
  });

  it('has pension workplaces with 99991231 for the current one', () => {
    const rows = data.pensionWorkplaces.citizen!;
    expect(rows.some((w) => w.상실일 === '99991231')).toBe(true);
    for (const w of rows) expect(w.납부자번호).toMatch(/^[0-9]{11}$/);
  });

  it('has health insurance cards and premium months', () => {
    const citizen = data.healthInsurance.citizen!;
    expect(citizen.cards[0]!.건강보험증번호).toMatch(/^[0-9]{11}$/);
    expect(citizen.premiums['직장']!['2025']!.map((m) => m.월)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('keeps each persona’s records under a persona id, and the cards name the persona as server/personas.ts does', () => {
    const ids = new Set(personas.map((persona) => persona.id));
    for (const records of [data.academicRecords, data.pensionWorkplaces, data.healthInsurance]) {
      for (const id of Object.keys(records)) expect(ids, id).toContain(id);
    }
    for (const [id, { cards }] of Object.entries(data.healthInsurance)) {
      for (const card of cards) expect(card.가입자명).toBe(personas.find((persona) => persona.id === id)!.name);
    }
    // The name is said once, in server/personas.ts: the file keeps none.
    const stored = fs.readFileSync(`${LOOKUP_DATA_DIR}/health-insurance.json`, 'utf8');
    for (const persona of personas) expect(stored).not.toContain(persona.name);
  });

  it('has a jurisdiction organisation for every 시군구', () => {
    for (const code of sigunguCodes) expect(data.disabilityOrganisations[code]?.length).toBeGreaterThan(0);
  });

  it('offers usage purposes for every certificate whose form asks for one, including its sample value', () => {
    const asking = catalogue.entries.filter((entry) => (entry.uiSchema['사용용도'] as { 'ui:widget'?: string } | undefined)?.['ui:widget'] === 'issue-purpose');
    expect(asking.map((entry) => entry.manifest.path)).toEqual(expect.arrayContaining(['납세증명서', '지방세납세증명서']));
    for (const entry of asking) expect(usagePurposesFor(data, entry.manifest.path)).toContain(entry.sample['사용용도']);
  });
});

describe('the certificates samples are picks the widgets can really make', () => {
  const sample = (path: string) => catalogue.get(path)!.sample;

  it('school, university, address, organisation, card and workplace', () => {
    const school = sample('학교생활기록부');
    expect(data.schools).toContainEqual(expect.objectContaining({ 학교코드: school['학교코드'], 학교명: school['학교명'], 교육청코드: school['교육청'], 과정구분: school['과정구분'] }));
    const uni = sample('대학졸업증명서');
    expect(data.universities).toContainEqual(expect.objectContaining({ 코드: uni['대학코드'], 이름: uni['대학'], 학번필요: uni['학번필요'] }));
    const disability = sample('장애인증명서');
    expect(data.addresses.find((a) => a.도로명주소 === disability['주소'])?.행정구역코드).toBe(disability['행정구역코드']);
    expect(data.disabilityOrganisations[disability['행정구역코드'] as string]!.map((o) => o.담당코드)).toContain(disability['처리기관']);
    expect(data.healthInsurance.citizen!.cards.map((c) => c.건강보험증번호)).toContain(sample('건강보험증')['건강보험증번호']);
    expect(data.pensionWorkplaces.citizen).toEqual(expect.arrayContaining(sample('국민연금가입자가입증명')['사업장'] as object[]));
  });
});

describe('qualification passes', () => {
  it('each pass checks a certificate of the catalogue, which lists the pass', () => {
    expect(data.qrPassInstitutions.length).toBeGreaterThanOrEqual(4);
    for (const institution of data.qrPassInstitutions) {
      for (const pass of institution.passes) {
        const entry = catalogue.get(pass.edocPath);
        expect(entry, pass.edocPath).toBeDefined();
        expect(entry!.manifest.qrPass).toContain(pass.qrPassCode);
      }
    }
  });
});
