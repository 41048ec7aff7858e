import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLookupData } from '../../lookup-data/index.ts';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';
import { infoUrl, PERSONA_CACHE } from './test-kit.ts';

const data = loadLookupData();
const premiums = (insurance: string, year: number | string, start: number | string, end: number | string) => infoUrl(['건강보험료납부', insurance, year, start, end]);

let t: TestApp;
let citizen: Cookies;
let receiver: Cookies;
let newcomer: Cookies;
beforeAll(async () => {
  t = await buildTestApp();
  citizen = await t.login('citizen');
  receiver = await t.login('receiver');
  newcomer = await t.login('newcomer');
});
afterAll(async () => {
  await t.close();
});

describe('GET …/국민연금가입내역 (pension workplaces)', () => {
  it('answers the signed-in persona’s workplaces (가입자구분, 사업장명, 취득일, 상실일, 납부자번호), never cached', async () => {
    const response = await t.call('GET', infoUrl(['국민연금가입내역']), citizen);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PERSONA_CACHE);
    expect(response.json()).toEqual({ result: data.pensionWorkplaces.citizen });
    expect(data.pensionWorkplaces.citizen?.[0]?.상실일).toBe('99991231');
  });

  it('answers persona data only for the signed-in persona', async () => {
    expect((await t.call('GET', infoUrl(['국민연금가입내역']), receiver)).json()).toEqual({ result: data.pensionWorkplaces.receiver });
    expect((await t.call('GET', infoUrl(['국민연금가입내역']), newcomer)).json()).toEqual({ result: [] });
  });
});

describe('GET …/건강보험/보험증 (health-insurance cards)', () => {
  it('answers the signed-in persona’s cards, never cached', async () => {
    const response = await t.call('GET', infoUrl(['건강보험', '보험증']), citizen);
    expect(response.headers['cache-control']).toBe(PERSONA_CACHE);
    expect(response.json()).toEqual({ result: data.healthInsurance.citizen?.cards });
  });

  it('answers persona data only for the signed-in persona', async () => {
    expect((await t.call('GET', infoUrl(['건강보험', '보험증']), receiver)).json()).toEqual({ result: data.healthInsurance.receiver?.cards });
    expect((await t.call('GET', infoUrl(['건강보험', '보험증']), newcomer)).json()).toEqual({ result: [] });
  });
});

describe('GET …/건강보험료납부/{세부보험}/{year}/{startMonth}/{endMonth} (health insurance months)', () => {
  it('answers months startMonth..endMonth of that year for that insurance, never cached', async () => {
    const response = await t.call('GET', premiums('직장', 2024, 3, 5), citizen);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PERSONA_CACHE);
    expect(response.json()).toEqual({ result: data.healthInsurance.citizen?.premiums['직장']?.['2024']?.slice(2, 5) });
  });

  it('answers the 지역 insurance separately from 직장', async () => {
    const { result } = (await t.call('GET', premiums('지역', 2021, 1, 12), citizen)).json<{ result: unknown[] }>();
    expect(result).toEqual(data.healthInsurance.citizen?.premiums['지역']?.['2021']);
  });

  it('answers a single month when startMonth equals endMonth', async () => {
    const { result } = (await t.call('GET', premiums('직장', 2024, 7, 7), citizen)).json<{ result: { 월: number }[] }>();
    expect(result.map((m) => m.월)).toEqual([7]);
  });

  it('answers an empty list when there is no data', async () => {
    expect((await t.call('GET', premiums('직장', 2019, 1, 12), citizen)).json()).toEqual({ result: [] });
    expect((await t.call('GET', premiums('지역', 2024, 1, 12), receiver)).json()).toEqual({ result: [] });
    expect((await t.call('GET', premiums('직장', 2024, 1, 12), newcomer)).json()).toEqual({ result: [] });
  });

  it('answers persona data only for the signed-in persona', async () => {
    const { result } = (await t.call('GET', premiums('직장', 2025, 1, 12), receiver)).json<{ result: unknown[] }>();
    expect(result).toEqual(data.healthInsurance.receiver?.premiums['직장']?.['2025']);
    expect(result).not.toEqual(data.healthInsurance.citizen?.premiums['직장']?.['2025']);
  });

  it.each([
    ['a start month after the end month', '직장', 2024, 5, 3, 'endMonth'],
    ['month 0', '직장', 2024, 0, 3, 'startMonth'],
    ['month 13', '직장', 2024, 1, 13, 'endMonth'],
    ['an insurance other than 직장 or 지역', '기타', 2024, 1, 3, 'insurance'],
    ['a year that is not a number', '직장', 'abcd', 1, 3, 'year'],
    ['a year before the insurance existed', '직장', 1900, 1, 3, 'year'],
  ])('answers 400 INVALID_PARAM for %s', async (_name, insurance, year, start, end, field) => {
    const response = await t.call('GET', premiums(insurance, year, start, end), citizen);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PARAM', message: `입력값이 올바르지 않아요: ${field}` });
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
