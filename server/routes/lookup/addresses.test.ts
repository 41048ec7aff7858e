import { describe, expect, it } from 'vitest';
import type { AddressListResponse } from '../../../contracts/generated/api.ts';
import { loadLookupData } from '../../lookup-data/index.ts';
import { infoUrl, STATIC_CACHE, useLookupApp } from './test-kit.ts';

const data = loadLookupData();
const searchUrl = (query: Record<string, string | number>) => infoUrl(['주소', '검색'], query);

const app = useLookupApp();

describe('GET …/주소/검색 (address search)', () => {
  it.each([
    ['the road-name address', '세종대로 209'],
    ['the lot address', '세종로 77-6'],
    ['the building name', '정부서울청사'],
  ])('finds an address by %s', async (_what, keyword) => {
    const response = await app.t.call('GET', searchUrl({ keyword }), app.citizen);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(STATIC_CACHE);
    expect(response.json<AddressListResponse>().result).toContainEqual(expect.objectContaining({ 도로명주소: '서울특별시 종로구 세종대로 209', 지번주소: '서울특별시 종로구 세종로 77-6', 행정구역코드: '11110' }));
  });

  it('is paged 20 per page with the totalCount of every match', async () => {
    const all = data.addresses.filter((a) => [a.도로명주소, a.지번주소, a.건물명].some((f) => f.includes('서울')));
    expect(all.length).toBeGreaterThan(20);
    const first = (await app.t.call('GET', searchUrl({ keyword: '서울' }), app.citizen)).json<AddressListResponse>();
    expect(first).toEqual({ result: all.slice(0, 20), totalCount: all.length });
    const second = (await app.t.call('GET', searchUrl({ keyword: '서울', page: 2, size: 20 }), app.citizen)).json<AddressListResponse>();
    expect(second).toEqual({ result: all.slice(20, 40), totalCount: all.length });
  });

  it('matches case-normalised: extra spaces and decomposed Hangul find the same address', async () => {
    const plain = (await app.t.call('GET', searchUrl({ keyword: '세종대로 209' }), app.citizen)).json<AddressListResponse>();
    expect(plain.totalCount).toBeGreaterThan(0);
    expect((await app.t.call('GET', searchUrl({ keyword: ` 세종대로   ${'209'} `.normalize('NFD') }), app.citizen)).json<AddressListResponse>()).toEqual(plain);
  });

  it('answers an empty page when nothing matches', async () => {
    expect((await app.t.call('GET', searchUrl({ keyword: '없는주소입니다' }), app.citizen)).json()).toEqual({ result: [], totalCount: 0 });
  });

  it.each([
    ['an empty keyword', { keyword: '' }],
    ['a blank keyword', { keyword: '   ' }],
    ['no keyword', {}],
  ])('the address search runs only when a keyword exists: %s answers 400 INVALID_PARAM', async (_name, query) => {
    const response = await app.t.call('GET', searchUrl(query), app.citizen);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PARAM', message: '입력값이 올바르지 않아요: keyword' });
  });

  it('answers 400 INVALID_PARAM for a page size above 20', async () => {
    expect((await app.t.call('GET', searchUrl({ keyword: '서울', size: 21 }), app.citizen)).statusCode).toBe(400);
  });
});
