import { describe, expect, it } from 'vitest';
import { infoUrl, PERSONA_CACHE, STATIC_CACHE, useLookupApp } from './test-kit.ts';

/** One good call of each lookup of 000 §7 (and the office list), with how long the client may keep it. */
const calls: [string, string, string][] = [
  ['시도시군구', infoUrl(['시도시군구']), STATIC_CACHE],
  ['교육청', infoUrl(['교육청']), STATIC_CACHE],
  ['school search', infoUrl(['졸업증명서초중고', '초중고등학교', 'B10', '종로'], { page: 1, size: 20 }), STATIC_CACHE],
  ['학적정보', infoUrl(['학교생활기록부초중고', '초중고등학교', 'B10', '학적정보'], { 학교코드: '7010001', 과정구분: '02', 자료보유조직코드: '7010001' }), PERSONA_CACHE],
  ['university list', infoUrl(['대학', '대학재학증명서']), STATIC_CACHE],
  ['address search', infoUrl(['주소', '검색'], { keyword: '세종', page: 1, size: 20 }), STATIC_CACHE],
  ['국민연금가입내역', infoUrl(['국민연금가입내역']), PERSONA_CACHE],
  ['건강보험/보험증', infoUrl(['건강보험', '보험증']), PERSONA_CACHE],
  ['건강보험료납부', infoUrl(['건강보험료납부', '직장', 2025, 1, 12]), PERSONA_CACHE],
  ['사용용도', infoUrl(['주민등록표등본', '사용용도']), STATIC_CACHE],
  ['행정처리기관', infoUrl(['행정처리기관', '장애인증명서', '11110']), STATIC_CACHE],
];

const app = useLookupApp();

describe('the lookup calls (GET /api/v2/application/info/...)', () => {
  it.each(calls)('%s answers 200 with a result; lookups never go stale, persona data is not stored', async (_name, url, cache) => {
    const response = await app.t.call('GET', url, app.citizen);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('result');
    expect(response.headers['cache-control']).toBe(cache);
  });

  it.each(calls)('%s answers 401 UNAUTHENTICATED without a session', async (_name, url) => {
    const response = await app.t.call('GET', url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'UNAUTHENTICATED', returnUrl: '/sim/login' });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it.each(calls)('%s is readable by a user who is not joined yet', async (_name, url) => {
    expect((await app.t.call('GET', url, await app.t.login('newcomer'))).statusCode).toBe(200);
  });

  it.each(calls)('%s answers 403 for a blocked account', async (_name, url) => {
    expect((await app.t.call('GET', url, await app.t.login('minor'))).json()).toMatchObject({ code: 'UNDER_14', status: 403 });
  });
});

const FIXED_SEGMENTS = ['시도시군구', '교육청', '국민연금가입내역', '주소', '대학', '건강보험', '건강보험료납부', '행정처리기관', '학교생활기록부초중고'];

describe('routing of {path}/사용용도 beside the fixed lookup paths', () => {
  it('no certificate path equals a fixed lookup segment (it would be shadowed)', () => {
    const paths = app.t.app.catalogue.entries().map((e) => e.path);
    expect(paths.filter((p) => FIXED_SEGMENTS.includes(p))).toEqual([]);
  });

  it.each(FIXED_SEGMENTS)(
    '%s/사용용도 is not a certificate: 404 NOT_FOUND',
    async (segment) => {
      const response = await app.t.call('GET', infoUrl([segment, '사용용도']), app.citizen);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    },
  );

  it('a certificate path beside a fixed one still reaches its usage purposes', async () => {
    for (const path of ['학교생활기록부', '건강보험증', '건강보험료납부확인서', '대학졸업증명서']) {
      expect((await app.t.call('GET', infoUrl([path, '사용용도']), app.citizen)).statusCode, path).toBe(200);
    }
  });

  it('the school-record call wins over the school search for 학교생활기록부초중고/…/학적정보', async () => {
    const response = await app.t.call('GET', infoUrl(['학교생활기록부초중고', '초중고등학교', 'B10', '학적정보'], { 학교코드: '7010001', 과정구분: '02', 자료보유조직코드: '7010001' }), app.citizen);
    expect(response.json<{ result: { 학적상태: string }[] }>().result[0]).toHaveProperty('학적상태', '졸업');
  });

  it('the school search of the school-record certificate searches schools', async () => {
    const response = await app.t.call('GET', infoUrl(['학교생활기록부초중고', '초중고등학교', 'B10', '종로']), app.citizen);
    expect(response.json()).toMatchObject({ result: expect.arrayContaining([expect.objectContaining({ 학교명: '서울종로초등학교' })]) });
  });

  it('an unknown lookup answers 404 NOT_FOUND', async () => {
    expect((await app.t.call('GET', infoUrl(['없는조회']), app.citizen)).json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
