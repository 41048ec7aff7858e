import { describe, expect, it } from 'vitest';
import { personas } from '../../db/seed-data/personas.ts';
import { loadLookupData } from '../../lookup-data/index.ts';
import { agencyRecordOf } from './index.ts';

const rrns = (value: unknown): string[] => (JSON.stringify(value).match(/\d{6}-\d{7}/g) ?? []);

describe('the simulated agencies’ records', () => {
  it.each(personas.map((p) => [p.id, p.name] as const))('%s has a record under their own name, with only obviously fake resident numbers', (id, name) => {
    const record = agencyRecordOf(id, name);
    expect(record.person.name).toBe(name);
    expect(record.household.headName).toBe(name);
    expect(record.household.members.filter((m) => m.self)).toHaveLength(1);
    expect(record.addressHistory.filter((a) => a.current)).toHaveLength(1);
    expect(rrns(record).length).toBeGreaterThan(0);
    for (const rrn of rrns(record)) expect(rrn).toMatch(/^\d{6}-[1-4]234567$/);
  });

  it('is deterministic: the same person and request give the same record, on every machine', () => {
    const first = JSON.stringify(agencyRecordOf('receiver', '이서연', { 소재지: '서울특별시 중구 세종대로 110' }));
    expect(JSON.stringify(agencyRecordOf('receiver', '이서연', { 소재지: '서울특별시 중구 세종대로 110' }))).toBe(first);
  });

  it('agrees with what the form pickers offer the same persona (lookup data)', () => {
    const lookup = loadLookupData();
    const record = agencyRecordOf('citizen', '김민준');
    expect(record.insurance.pensionHistory.map((w) => w.number)).toEqual(lookup.pensionWorkplaces.citizen!.map((w) => w.납부자번호));
    expect(record.education.schools.map((s) => s.schoolCode)).toEqual(lookup.academicRecords.citizen!.map((s) => s.학교코드));
    expect(record.insurance.healthNumber).toBe(lookup.healthInsurance.citizen!.cards[0]!.건강보험증번호);
  });

  it('public registers answer for the address asked, not for the person', () => {
    const a = agencyRecordOf('citizen', '김민준', { 소재지: '서울특별시 종로구 세종대로 209' }).property;
    const b = agencyRecordOf('citizen', '김민준', { 소재지: '부산광역시 연제구 중앙대로 1001' }).property;
    expect(a.building.address).toBe('서울특별시 종로구 세종대로 209');
    expect(b.land.address).toBe('부산광역시 연제구 중앙대로 1001');
    expect(a.building.siteArea).not.toBe(b.building.siteArea);
  });

  it('someone without a persona profile still gets an ordinary record under their name', () => {
    const record = agencyRecordOf('user-added-later', '홍길순');
    expect(record.person.name).toBe('홍길순');
    expect(record.household.members[0]!.name).toBe('홍길순');
  });
});
