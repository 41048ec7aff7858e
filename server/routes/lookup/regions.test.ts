import { describe, expect, it } from 'vitest';
import type { Sido } from '../../../contracts/generated/api.ts';
import { loadLookupData } from '../../lookup-data/index.ts';
import { infoUrl, STATIC_CACHE, useLookupApp } from './test-kit.ts';

const data = loadLookupData();
const app = useLookupApp();

describe('GET …/시도시군구', () => {
  it('answers all 17 시도 with their 시군구 and codes, cached by the client', async () => {
    const response = await app.t.call('GET', infoUrl(['시도시군구']), app.citizen);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(STATIC_CACHE);
    const { result } = response.json<{ result: Sido[] }>();
    expect(result).toEqual(data.sidoSigungu);
    expect(result).toHaveLength(17);
    expect(result.find((s) => s.code === '11')?.sigungu).toContainEqual({ code: '11110', name: '종로구' });
    expect(result.find((s) => s.code === '41')?.sigungu).toContainEqual({ code: '41111', name: '수원시 장안구' });
  });
});

describe('GET …/교육청', () => {
  it('answers the 17 시도교육청 with their codes', async () => {
    const response = await app.t.call('GET', infoUrl(['교육청']), app.citizen);
    expect(response.headers['cache-control']).toBe(STATIC_CACHE);
    expect(response.json()).toEqual({ result: data.educationOffices });
    expect(data.educationOffices).toHaveLength(17);
    expect(data.educationOffices[0]).toEqual({ code: 'B10', name: '서울특별시교육청', sidoCode: '11', sidoName: '서울특별시' });
  });
});

describe('GET …/행정처리기관/장애인증명서/{행정구역코드}', () => {
  it('answers the administrative authorities (담당과) of that district', async () => {
    const response = await app.t.call('GET', infoUrl(['행정처리기관', '장애인증명서', '11110']), app.citizen);
    expect(response.headers['cache-control']).toBe(STATIC_CACHE);
    const { result } = response.json<{ result: { 기관명: string }[] }>();
    expect(result).toEqual(data.disabilityOrganisations['11110']);
    expect(result[0]).toMatchObject({ 기관명: '서울특별시 종로구청' });
  });

  it('every 시군구 of the 시도시군구 list has its authorities', async () => {
    for (const sigungu of data.sidoSigungu.flatMap((s) => s.sigungu)) {
      const { result } = (await app.t.call('GET', infoUrl(['행정처리기관', '장애인증명서', sigungu.code]), app.citizen)).json<{ result: unknown[] }>();
      expect(result.length, sigungu.name).toBeGreaterThan(0);
    }
  });

  it('answers an empty list for an unknown district code', async () => {
    const response = await app.t.call('GET', infoUrl(['행정처리기관', '장애인증명서', '99999']), app.citizen);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: [] });
  });
});
