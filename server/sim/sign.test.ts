import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHANNELING, COURT, NORMAL, create, createSigned, pathOf, poll, postForm } from '../issuance/test-kit.ts';
import { buildTestApp, type Cookies, type TestApp } from '../test/build-test-app.ts';
import { projectRoot } from '../schemas.ts';

let t: TestApp;
let citizen: Cookies;
beforeEach(async () => {
  t = await buildTestApp({ simLatencyMs: 50 });
  citizen = await t.login('citizen');
});
afterEach(async () => {
  await t.close();
});

const button = (name: string) => new RegExp(`<button[^>]*>${name}</button>`);
const noInlineCode = (body: string) => {
  expect(body).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
};

describe('the signing page /sim/sign/{id}', () => {
  it('shows the certificate and the holder with the buttons 서명하기 and 취소, posting to itself', async () => {
    const { url } = (await create(t, citizen, NORMAL)).json().result;
    const page = await t.call('GET', url, citizen);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('납세증명서(국세완납증명)');
    expect(page.body).toContain('김민준');
    expect(page.body).toMatch(button('서명하기'));
    expect(page.body).toMatch(button('취소'));
    expect(page.body).toContain('method="post"');
    noInlineCode(page.body);
  });

  it('서명하기 signs (SIGN_COMPLETED, signStatus COMPLETE) and returns to returnUrl', async () => {
    const { id, url } = (await create(t, citizen, NORMAL, {}, '/issue/back?x=1')).json().result;
    const response = await postForm(t, url, citizen, { action: 'sign' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/issue/back?x=1');
    expect(await poll(t, citizen, id)).toMatchObject({ state: 'SIGN_COMPLETED', signStatus: 'COMPLETE' });
  });

  it('취소 returns without signing (signStatus stays PREPARE)', async () => {
    const { id, url } = (await create(t, citizen, NORMAL)).json().result;
    const response = await postForm(t, url, citizen, { action: 'cancel' });
    expect(response.statusCode).toBe(302);
    expect(await poll(t, citizen, id)).toMatchObject({ state: 'SIGN_REQUESTED', signStatus: 'PREPARE' });
  });

  it('refuses a post from another site (Origin or Sec-Fetch-Site), and a caller without a session', async () => {
    const { id, url } = (await create(t, citizen, NORMAL)).json().result;
    expect((await postForm(t, url, citizen, { action: 'sign' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await postForm(t, url, citizen, { action: 'sign' }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await postForm(t, url, {}, { action: 'sign' })).statusCode).toBe(401);
    expect((await poll(t, citizen, id)).signStatus).toBe('PREPARE');
    expect((await postForm(t, url, citizen, { action: 'sign' }, { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(302);
  });
});

describe('the government portal /sim/portal/{id}', () => {
  it('shows 본인확인; it moves CHANNELING to PROCESSING and returns', async () => {
    const id = await createSigned(t, citizen, CHANNELING);
    const { url } = (await t.call('POST', `/api/v2/application/${id}`, citizen)).json().result;
    const page = await t.call('GET', url, citizen);
    expect(page.body).toMatch(button('본인확인'));
    noInlineCode(page.body);
    const response = await postForm(t, url, citizen, { action: 'verify' });
    expect(response.headers.location).toBe('/issue/back');
    expect((await t.app.issuance.applications.findById(id))?.state).toBe('PROCESSING');
  });

  it('refuses the identity check of an application that was never started (409 page)', async () => {
    const id = await createSigned(t, citizen, CHANNELING);
    expect((await postForm(t, `/sim/portal/${id}?returnUrl=%2Fx`, citizen)).statusCode).toBe(409);
    expect((await poll(t, citizen, id)).state).toBe('SIGN_COMPLETED');
  });
});

describe('the court site /sim/court/{id}', () => {
  it('offers the receiving methods as radios, 전자문서지갑 among them, and 신청하기', async () => {
    const { url } = (await t.call('POST', '/api/v2/application/channeling/external', citizen, { 문서종류: pathOf(COURT) })).json().result;
    const page = await t.call('GET', url, citizen);
    expect(page.body).toMatch(/<input type="radio" name="method" value="전자문서지갑">\s*전자문서지갑<\/label>/);
    expect(page.body).toMatch(button('신청하기'));
    noInlineCode(page.body);
  });
  it('is the site the certificate’s manifest names: its name, and the fields it confirms (any listed, none other)', async () => {
    const form = t.app.catalogue.form(pathOf(COURT))!;
    const { url } = (await t.call('POST', '/api/v2/application/channeling/external', citizen, { 문서종류: pathOf(COURT) })).json().result;
    const page = (await t.call('GET', url, citizen)).body;
    expect(page).toContain(`<title>${form.site!.name}</title>`);
    expect(page).toContain(`<h1>${form.site!.name}</h1>`);
    for (const key of form.site!.confirms) expect(page).toContain(`name="${key}"`);
    const dir = mkdtempSync(join(tmpdir(), 'jigap-site-'));
    cpSync(join(projectRoot, 'certificates'), dir, { recursive: true });
    const manifestFile = join(dir, COURT, 'certificate.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, site: { ...manifest.site, name: '다른 기관 발급 사이트', confirms: [form.site!.confirms[1]] } }));
    const other = await buildTestApp({ catalogueDir: dir });
    try {
      const cookies = await other.login('citizen');
      const started = (await other.call('POST', '/api/v2/application/channeling/external', cookies, { 문서종류: pathOf(COURT) })).json().result;
      const shown = (await other.call('GET', started.url, cookies)).body;
      expect(shown).toContain('<h1>다른 기관 발급 사이트</h1>');
      expect(shown).toContain(`name="${form.site!.confirms[1]}"`);
      expect(shown).not.toContain(`name="${form.site!.confirms[0]}"`);
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('simple authentication and certificate signup', () => {
  it('/sim/simple-auth shows 간편인증; /sim/cert-signup shows 인증서 발급', async () => {
    const guest = await t.login('guest');
    const auth = await t.call('GET', `/sim/simple-auth?edoc=${encodeURIComponent(pathOf(CHANNELING))}&returnUrl=%2Fx`, guest);
    expect(auth.body).toMatch(button('간편인증'));
    expect(auth.body).toContain('주민등록표 등본');
    const signup = await t.call('GET', '/sim/cert-signup?returnUrl=%2Fx', await t.login('nocert'));
    expect(signup.body).toMatch(button('인증서 발급'));
    noInlineCode(auth.body + signup.body);
  });

  it('인증서 발급 makes the certificate ACTIVE and returns', async () => {
    const nocert = await t.login('nocert');
    const response = await postForm(t, '/sim/cert-signup?returnUrl=%2Fissue%2Fx', nocert);
    expect(response.headers.location).toBe('/issue/x');
    expect((await t.call('GET', '/api/v1/user/status', nocert)).json().result.certificateStatus).toBe('ACTIVE');
  });

  it('the pages need the demo session', async () => {
    expect((await t.call('GET', '/sim/simple-auth')).statusCode).toBe(401);
    expect((await t.call('GET', '/sim/cert-signup')).statusCode).toBe(401);
    expect((await postForm(t, '/sim/cert-signup', {})).statusCode).toBe(401);
  });
});
