import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../schemas.ts';
import { buildTestApp, type Cookies, type TestApp } from '../test/build-test-app.ts';
import { poll, postForm, waitForState } from './test-kit.ts';

/**
 * A certificate is one folder (the plugin rule): a sixth court certificate
 * (EXTERNAL_CHANNELING) and a university certificate with its own portal are dropped into the
 * catalogue from tests/fixtures/certificates and are issued end to end through the API, with no
 * code naming them.
 */
const FIXTURES = path.join(projectRoot, 'tests/fixtures/certificates');
const COURT_FIXTURE = 'removal-record';
const PORTAL_FIXTURE = 'university-english-graduation';
const read = <T>(slug: string, file: string): T => JSON.parse(fs.readFileSync(path.join(FIXTURES, slug, file), 'utf8')) as T;

let dir: string;
let t: TestApp;
let citizen: Cookies;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jigap-fixture-catalogue-'));
  fs.cpSync(path.join(projectRoot, 'certificates'), dir, { recursive: true });
  for (const slug of [COURT_FIXTURE, PORTAL_FIXTURE]) fs.cpSync(path.join(FIXTURES, slug), path.join(dir, slug), { recursive: true });
  t = await buildTestApp({ catalogueDir: dir, simLatencyMs: 0 });
  citizen = await t.login('citizen');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('fixture certificates pass through issuance with no code change', () => {
  it('the catalogue lists both', async () => {
    const listed = (await t.call('GET', '/api/v2/application/form', citizen)).json().result as { path: string; applicationType: string }[];
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '제적등본', applicationType: 'EXTERNAL_CHANNELING' }),
        expect.objectContaining({ path: '대학영문졸업증명서', applicationType: 'CHANNELING' }),
      ]),
    );
  });

  it('a sixth court certificate: the court url, 전자문서지갑 → COMPLETE with a document', async () => {
    const response = await t.call('POST', '/api/v2/application/channeling/external', citizen, { 문서종류: '제적등본' });
    expect(response.statusCode).toBe(200);
    const { id, url } = response.json().result as { id: string; url: string };
    expect(url).toMatch(new RegExp(`^/sim/court/${id}\\?`));
    expect(await poll(t, citizen, id)).toMatchObject({ state: 'CHANNELING', path: '제적등본', name: '제적등본' });
    const applied = await postForm(t, url, citizen, { method: '전자문서지갑' });
    expect(applied.statusCode).toBe(302);
    const done = await waitForState(t, citizen, id, 'COMPLETE');
    const document = (await t.call('GET', `/api/v2/inbox/${String(done.documentId)}`, citizen)).json().result;
    expect(document).toMatchObject({ path: '제적등본', name: '제적등본', issuerName: '대법원' });
  });

  it('a university certificate with its own portal: the university list by its path, that university\'s portal, then COMPLETE', async () => {
    const universities = (await t.call('GET', `/api/v2/application/info/${encodeURIComponent('대학')}/${encodeURIComponent('대학영문졸업증명서')}`, citizen)).json().result as { 코드: string }[];
    expect(universities.length).toBeGreaterThan(0);
    const sample = read<Record<string, unknown>>(PORTAL_FIXTURE, 'sample.json');
    expect(universities.map((u) => u.코드)).toContain(sample['학교코드']);
    const created = await t.call('POST', '/api/v2/application', citizen, { data: { 문서종류: '대학영문졸업증명서', ...sample }, returnUrl: '/issue/back', noCallback: true });
    expect(created.statusCode).toBe(200);
    const { id, url: signUrl } = created.json().result as { id: string; url: string };
    expect((await postForm(t, signUrl, citizen, { action: 'sign' })).statusCode).toBe(302);
    const started = (await t.call('POST', `/api/v2/application/${id}`, citizen, { returnUrl: '/issue/channeling?id=1' })).json().result;
    expect(started.applicationState).toBe('CHANNELING');
    expect(started.url).toMatch(new RegExp(`^/sim/portal/${id}\\?university=${String(sample['학교코드'])}&returnUrl=`));
    expect((await postForm(t, started.url, citizen, { action: 'verify' })).statusCode).toBe(302);
    const done = await waitForState(t, citizen, id, 'COMPLETE');
    expect((await t.call('GET', `/api/v2/inbox/${String(done.documentId)}`, citizen)).json().result).toMatchObject({ path: '대학영문졸업증명서' });
  });
});
