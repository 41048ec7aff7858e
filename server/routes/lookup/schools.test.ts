import { describe, expect, it } from 'vitest';
import type { SchoolListResponse } from '../../../contracts/generated/api.ts';
import { loadLookupData } from '../../lookup-data/index.ts';
import { infoUrl, PERSONA_CACHE, STATIC_CACHE, useLookupApp } from './test-kit.ts';

const data = loadLookupData();
const search = (office: string, keyword: string, query: Record<string, number> = {}) => infoUrl(['졸업증명서초중고', '초중고등학교', office, keyword], query);
const records = (office: string, query: Record<string, string>) => infoUrl(['학교생활기록부초중고', '초중고등학교', office, '학적정보'], query);
const citizenRecord = data.academicRecords.citizen![0]!;
const recordQuery = { 학교코드: citizenRecord.학교코드, 과정구분: citizenRecord.과정구분, 자료보유조직코드: citizenRecord.자료보유조직코드 };

const app = useLookupApp();


describe('GET …/{신청서명}/초중고등학교/{시도교육청}/{keyword} (school search)', () => {
  it('answers the schools of that office whose name contains the keyword, with totalCount', async () => {
    const response = await app.t.call('GET', search('B10', '종로'), app.citizen);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(STATIC_CACHE);
    const body = response.json<SchoolListResponse>();
    const expected = data.schools.filter((s) => s.교육청코드 === 'B10' && (s.학교명.includes('종로') || s.변경된학교명?.includes('종로')));
    expect(body).toEqual({ result: expected, totalCount: expected.length });
    expect(body.result.map((s) => s.학교명)).toContain('서울종로초등학교');
  });

  it('finds a renamed school by its changed school name, and its former-name entry carries 변경된학교명', async () => {
    const { result } = (await app.t.call('GET', search('B10', '종로정보'), app.citizen)).json<SchoolListResponse>();
    expect(result).toContainEqual(expect.objectContaining({ 학교명: '종로상업고등학교', 변경된학교명: '종로정보고등학교', 학교코드: '', 자료보유조직코드: '' }));
  });

  it('answers closed schools with the closed flag, their records kept at the office', async () => {
    const { result } = (await app.t.call('GET', search('B10', '강동서'), app.citizen)).json<SchoolListResponse>();
    expect(result).toContainEqual(expect.objectContaining({ 학교명: '강동서초등학교', 폐교여부: true, 자료보유조직코드: 'B100000' }));
  });

  it('searches only the chosen office', async () => {
    const { result } = (await app.t.call('GET', search('C10', '종로'), app.citizen)).json<SchoolListResponse>();
    expect(result.every((s) => s.교육청코드 === 'C10')).toBe(true);
    expect(result.map((s) => s.학교명)).not.toContain('서울종로초등학교');
  });

  it('accepts the office by its name as well as its code', async () => {
    const byName = (await app.t.call('GET', search('서울특별시교육청', '종로'), app.citizen)).json<SchoolListResponse>();
    expect(byName).toEqual((await app.t.call('GET', search('B10', '종로'), app.citizen)).json<SchoolListResponse>());
  });

  it('matches case-normalised: surrounding spaces and decomposed Hangul find the same schools', async () => {
    const plain = (await app.t.call('GET', search('B10', '종로'), app.citizen)).json<SchoolListResponse>();
    expect((await app.t.call('GET', search('B10', ` ${'종로'.normalize('NFD')} `), app.citizen)).json<SchoolListResponse>()).toEqual(plain);
  });

  it('is paged 20 per page, page from 1, with the totalCount of every match', async () => {
    const all = data.schools.filter((s) => s.교육청코드 === 'B10');
    const first = (await app.t.call('GET', search('B10', '학교'), app.citizen)).json<SchoolListResponse>();
    expect(first.totalCount).toBe(all.length);
    expect(first.result).toEqual(all.slice(0, 20));
    const second = (await app.t.call('GET', search('B10', '학교', { page: 2, size: 20 }), app.citizen)).json<SchoolListResponse>();
    expect(second).toEqual({ result: all.slice(20, 40), totalCount: all.length });
    const beyond = (await app.t.call('GET', search('B10', '학교', { page: 9 }), app.citizen)).json<SchoolListResponse>();
    expect(beyond).toEqual({ result: [], totalCount: all.length });
    const small = (await app.t.call('GET', search('B10', '학교', { page: 3, size: 5 }), app.citizen)).json<SchoolListResponse>();
    expect(small.result).toEqual(all.slice(10, 15));
  });

  it.each([
    ['size above 20', { size: 21 }],
    ['page 0', { page: 0 }],
    ['size 0', { size: 0 }],
  ])('answers 400 INVALID_PARAM for %s', async (_name, query) => {
    const response = await app.t.call('GET', search('B10', '학교', query), app.citizen);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PARAM' });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it.each(['종', ' 종 ', ''])("a keyword of at least 2 characters: '%s' answers 400 '두 글자 이상 입력해 주세요.'", async (keyword) => {
    const response = await app.t.call('GET', search('B10', keyword), app.citizen);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PARAM', message: '두 글자 이상 입력해 주세요.' });
  });

  it('answers 400 INVALID_PARAM for an office that does not exist', async () => {
    const response = await app.t.call('GET', search('Z99', '종로'), app.citizen);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PARAM', message: '입력값이 올바르지 않아요: 시도교육청' });
  });
});

describe('GET …/학교생활기록부초중고/초중고등학교/{교육청}/학적정보 (school record)', () => {
  it('answers the signed-in user’s records with that 학교코드, 과정구분 and 자료보유조직코드, never cached', async () => {
    const response = await app.t.call('GET', records('B10', recordQuery), app.citizen);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PERSONA_CACHE);
    expect(response.json()).toEqual({ result: [citizenRecord] });
  });

  it('answers an empty list when no record matches', async () => {
    const response = await app.t.call('GET', records('B10', { ...recordQuery, 과정구분: '04' }), app.citizen);
    expect(response.json()).toEqual({ result: [] });
  });

  it('answers only the signed-in persona’s records: another persona gets an empty list', async () => {
    const response = await app.t.call('GET', records('B10', recordQuery), await app.t.login('receiver'));
    expect(response.json()).toEqual({ result: [] });
  });

  it.each(['학교코드', '과정구분', '자료보유조직코드'])('answers 400 INVALID_PARAM naming %s when it is missing', async (field) => {
    const query: Record<string, string> = { ...recordQuery };
    delete query[field];
    const response = await app.t.call('GET', records('B10', query), app.citizen);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PARAM', message: `입력값이 올바르지 않아요: ${field}` });
  });

  it('answers 400 INVALID_PARAM for an office that does not exist', async () => {
    expect((await app.t.call('GET', records('Z99', recordQuery), app.citizen)).statusCode).toBe(400);
  });
});
