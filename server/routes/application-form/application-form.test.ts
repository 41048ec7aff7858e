import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../../plugins/catalogue.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const entry: CatalogueEntry = {
  name: '주민등록표등본',
  path: '주민등록표등본',
  applicationType: 'NORMAL',
  badgeType: 'POPULAR',
  maintenanceType: 'NONE',
  available: true,
};

describe('GET /api/v2/application/form', () => {
  it('lists the catalogue with totalCount; a user who is not joined may browse it', async () => {
    t = await buildTestApp({ catalogue: { entries: () => [entry] } });
    const response = await t.call('GET', '/api/v2/application/form', await t.login('newcomer'));
    expect(response.json()).toEqual({ result: [entry], totalCount: 1 });
  });

  it('answers 503 TAB_MAINTENANCE while the apply tab is under maintenance', async () => {
    t = await buildTestApp({ tabMaintenance: ['apply'] });
    const response = await t.call('GET', '/api/v2/application/form', await t.login('citizen'));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'TAB_MAINTENANCE', title: '증명서 신청 점검 중' });
  });
});
