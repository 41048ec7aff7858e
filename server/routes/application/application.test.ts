import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadCache } from '../../db/read-cache.ts';
import { projectRoot } from '../../schemas.ts';
import { DEMO_FAIL_VALUE, DEMO_LONG_LEAD_VALUE, LONG_LEAD_MS } from '../../sim/agency.ts';
import { nonMemberCode } from '../../issuance/flow.ts';
import {
  CHANNELING,
  COURT,
  NORMAL,
  UNIVERSITY,
  create,
  createSigned,
  pathOf,
  poll,
  postForm,
  sample,
  waitForState,
} from '../../issuance/test-kit.ts';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let citizen: Cookies;
beforeEach(async () => {
  t = await buildTestApp({ simLatencyMs: 50 });
  citizen = await t.login('citizen');
});
afterEach(async () => {
  await t.close();
});

const countApplications = async () => (await t.app.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM applications'))?.n;

describe('POST /api/v2/application (sign creation, 000 §4.6)', () => {
  it('answers code REDIRECT with the signing page url and the id; the application waits for the signature', async () => {
    const response = await create(t, citizen, NORMAL, {}, '/issue/납세증명서');
    expect(response.statusCode).toBe(200);
    const { code, url, id } = response.json().result;
    expect(code).toBe('REDIRECT');
    // Return urls are kept Location-safe: Korean path segments percent-encoded.
    expect(url).toBe(`/sim/sign/${id}?returnUrl=${encodeURIComponent(encodeURI('/issue/납세증명서'))}`);
    expect(await poll(t, citizen, id)).toMatchObject({
      id,
      name: '납세증명서(국세완납증명)',
      state: 'SIGN_REQUESTED',
      applicationState: 'SIGN_REQUESTED',
      signStatus: 'PREPARE',
      documentId: null,
      message: null,
      applicationDate: expect.stringMatching(/^\d{14}$/),
    });
  });

  it('refuses invalid form data with 400 INVALID_PARAM naming the field in Korean, storing nothing', async () => {
    const response = await create(t, citizen, NORMAL, { 사용용도: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PARAM', status: 400 });
    expect(response.json().message).toContain('사용 용도');
    expect(await countApplications()).toBe(0);
  });

  it.each([
    ['an unknown field', { 없는항목: 'x' }, '없는항목'],
    ['an unknown certificate', { 문서종류: '없는증명서' }, '문서종류'],
  ])('refuses %s (400, nothing stored)', async (_name, overrides, field) => {
    const response = await create(t, citizen, NORMAL, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect(await countApplications()).toBe(0);
  });

  it('refuses a body without data.문서종류 (400)', async () => {
    const response = await t.call('POST', '/api/v2/application', citizen, { data: {}, returnUrl: '/x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('문서종류');
  });

  it('refuses a certificate under maintenance with a 409 ERROR popup', async () => {
    const form = t.app.catalogue.form(pathOf(NORMAL))!;
    const original = t.app.catalogue.form;
    t.app.catalogue.form = (path) => (path === form.path ? { ...form, maintenanceType: '서비스점검' } : original(path));
    try {
      const response = await create(t, citizen, NORMAL);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'ERROR', title: '지금은 발급받을 수 없는 증명서예요' });
      expect(await countApplications()).toBe(0);
    } finally {
      t.app.catalogue.form = original;
    }
  });

  it('may be made for a qualification pass of the certificate: the poll then carries qrPassCode and its institution', async () => {
    const data = { 문서종류: pathOf(CHANNELING), ...sample(CHANNELING) };
    const response = await t.call('POST', '/api/v2/application', citizen, { data, returnUrl: '/x', qrPassCode: 'HANBIT-RESIDENT-COPY' });
    expect(await poll(t, citizen, response.json().result.id)).toMatchObject({ qrPassCode: 'HANBIT-RESIDENT-COPY', institutionCode: 'HANBIT-BANK-YEOUIDO' });
    const wrong = await t.call('POST', '/api/v2/application', citizen, { data, returnUrl: '/x', qrPassCode: 'SNU-ENROLLMENT' });
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PARAM', message: expect.stringContaining('qrPassCode') });
    const otherInstitution = await t.call('POST', '/api/v2/application', citizen, { data, returnUrl: '/x', qrPassCode: 'HANBIT-RESIDENT-COPY', institutionCode: 'SNU-STUDENT-CENTER' });
    expect(otherInstitution.json().message).toContain('institutionCode');
    expect(await countApplications()).toBe(1);
  });

  it('keeps only same-origin return urls', async () => {
    const response = await create(t, citizen, NORMAL, {}, 'https://evil.example/');
    expect(response.json().result.url).toContain(`returnUrl=${encodeURIComponent('/home/apply')}`);
  });

  it('needs a joined user on the main device', async () => {
    expect((await create(t, await t.login('newcomer'), NORMAL)).json().code).toBe('UNREGISTERED_USER');
    expect((await create(t, await t.login('subdevice'), NORMAL)).json().code).toBe('MAIN_DEVICE_ONLY');
    expect((await create(t, {}, NORMAL)).statusCode).toBe(401);
  });
});

describe('POST /api/v2/application/{id} (start) and the state transitions of 000 §4.2', () => {
  it('refuses to start before signing: 409 SIGN_REQUIRED', async () => {
    const { id } = (await create(t, citizen, NORMAL)).json().result;
    const response = await t.call('POST', `/api/v2/application/${id}`, citizen);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('SIGN_REQUIRED');
  });

  it('NORMAL: SIGN_REQUESTED → SIGN_COMPLETED → PROCESSING → COMPLETE with a document', async () => {
    const id = await createSigned(t, citizen, NORMAL);
    expect(await poll(t, citizen, id)).toMatchObject({ state: 'SIGN_COMPLETED', signStatus: 'COMPLETE' });
    const started = await t.call('POST', `/api/v2/application/${id}`, citizen);
    expect(started.json().result).toEqual({ id, applicationState: 'PROCESSING', state: 'PROCESSING', url: null, message: null });
    const done = await waitForState(t, citizen, id, 'COMPLETE');
    expect(done.documentId).toBe(`doc-${id}`);
    const inbox = (await t.call('GET', '/api/v2/inbox', citizen)).json().result as { id: string }[];
    expect(inbox.map((d) => d.id)).toContain(`doc-${id}`);
  });

  it('starting twice is harmless: the second answer is the current state', async () => {
    const id = await createSigned(t, citizen, NORMAL);
    await t.call('POST', `/api/v2/application/${id}`, citizen);
    const again = await t.call('POST', `/api/v2/application/${id}`, citizen);
    expect(['PROCESSING', 'COMPLETE']).toContain(again.json().result.applicationState);
    expect((await t.app.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM jobs'))?.n).toBe(1);
  });

  it('CHANNELING: … → CHANNELING with the portal url → 본인확인 → PROCESSING → COMPLETE', async () => {
    const id = await createSigned(t, citizen, CHANNELING);
    const started = (await t.call('POST', `/api/v2/application/${id}`, citizen, { returnUrl: '/issue/channeling?id=1' })).json().result;
    expect(started.applicationState).toBe('CHANNELING');
    expect(started.url).toBe(`/sim/portal/${id}?returnUrl=${encodeURIComponent('/issue/channeling?id=1')}`);
    expect((await poll(t, citizen, id)).state).toBe('CHANNELING');
    const verified = await postForm(t, started.url, citizen, { action: 'verify' });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/issue/channeling?id=1');
    expect((await t.app.issuance.applications.findById(id))?.state).toBe('PROCESSING');
    await waitForState(t, citizen, id, 'COMPLETE');
  });

  it('a certificate whose manifest names an institution portal (the universities) gets that portal url (same-origin sim page naming the university)', async () => {
    const id = await createSigned(t, citizen, UNIVERSITY);
    const { url } = (await t.call('POST', `/api/v2/application/${id}`, citizen)).json().result;
    expect(url).toMatch(new RegExp(`^/sim/portal/${id}\\?university=${String(sample(UNIVERSITY)['대학코드'])}&returnUrl=`));
    const page = await t.call('GET', url, citizen);
    expect(page.body).toContain('본인확인');
  });

  it('a non-member of the portal (guest) on a CHANNELING certificate gets the {hash} popup (409)', async () => {
    const guest = await t.login('guest');
    const id = await createSigned(t, guest, CHANNELING);
    const response = await t.call('POST', `/api/v2/application/${id}`, guest);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: nonMemberCode(id),
      title: '정부24 회원이 아니거나, 정부24에 본인 검증이 필요합니다.',
      message: '간편 인증을 통해 정부24 비회원으로 전자증명서를 신청해 주세요.',
      returnUrl: expect.stringMatching(/^\/sim\/simple-auth\?edoc=/),
    });
    expect(response.json().code).toMatch(/^[0-9a-f]{32}$/);
  });

  it('FAIL: the usage purpose 발급 실패 시연 ends in FAIL with the agency message', async () => {
    const id = await createSigned(t, citizen, NORMAL, { 사용용도: DEMO_FAIL_VALUE });
    await t.call('POST', `/api/v2/application/${id}`, citizen);
    const failed = await waitForState(t, citizen, id, 'FAIL');
    expect(failed.message).toMatch(/발급받지 못했어요/);
    expect(failed.documentId).toBeNull();
  });

  it('long lead: 발급 지연 시연 stays PROCESSING past 20 polls, then completes', async () => {
    const id = await createSigned(t, citizen, NORMAL, { 사용용도: DEMO_LONG_LEAD_VALUE });
    await t.call('POST', `/api/v2/application/${id}`, citizen);
    const job = (await t.app.issuance.jobs.find(id))!;
    // The agency's answer is scheduled LONG_LEAD_MS after the job was queued (its own record of when).
    const queued = (await t.app.db.get<{ updated_at: string }>('SELECT updated_at FROM jobs WHERE application_id = ?', [id]))!;
    expect(job.runAt).toBe(Date.parse(queued.updated_at) + LONG_LEAD_MS);
    // The runner's work due a moment before that leaves it processing.
    await t.app.issuance.runner.runDue(job.runAt - 1);
    expect((await poll(t, citizen, id)).state).toBe('PROCESSING');
    await t.app.issuance.runner.runDue(job.runAt + 1);
    expect((await poll(t, citizen, id)).state).toBe('COMPLETE');
  });

  it('a poll while the agency works is held and answers as soon as the document is ready; with nothing ready it answers PROCESSING after the hold', async () => {
    const id = await createSigned(t, citizen, NORMAL, { 사용용도: DEMO_LONG_LEAD_VALUE });
    await t.call('POST', `/api/v2/application/${id}`, citizen);
    const job = (await t.app.issuance.jobs.find(id))!;
    expect((await poll(t, citizen, id)).state).toBe('PROCESSING');
    const waits = vi.spyOn(ReadCache.prototype, 'changedSince');
    let answered = false;
    const held = poll(t, citizen, id).finally(() => (answered = true));
    await vi.waitFor(() => expect(waits).toHaveBeenCalled());
    expect(answered).toBe(false);
    await t.app.issuance.runner.runDue(job.runAt + 1);
    expect(await held).toMatchObject({ state: 'COMPLETE', documentId: `doc-${id}` });
    waits.mockRestore();
  });

  it('nocert: creation is accepted, the sign page sends to signup, start answers REQUIRED_TO_ISSUE_CERTIFICATION', async () => {
    const nocert = await t.login('nocert');
    const { id, url } = (await create(t, nocert, NORMAL)).json().result;
    const page = await t.call('GET', url, nocert);
    expect(page.body).toContain('/sim/cert-signup?returnUrl=');
    expect(page.body).not.toContain('>서명하기<');
    expect((await postForm(t, url, nocert, { action: 'sign' })).statusCode).toBe(403);
    const start = await t.call('POST', `/api/v2/application/${id}`, nocert);
    expect(start.json()).toMatchObject({ code: 'REQUIRED_TO_ISSUE_CERTIFICATION', status: 403 });

    const signup = await postForm(t, `/sim/cert-signup?returnUrl=${encodeURIComponent(url)}`, nocert);
    expect(signup.headers.location).toBe(url);
    expect((await t.call('GET', '/api/v1/user/status', nocert)).json().result.certificateStatus).toBe('ACTIVE');
    expect((await postForm(t, url, nocert, { action: 'sign' })).statusCode).toBe(302);
    expect((await t.call('POST', `/api/v2/application/${id}`, nocert)).json().result.applicationState).toBe('PROCESSING');
  });
});

describe('another user’s application answers as not found', () => {
  it('GET, start and the sim pages', async () => {
    const { id, url } = (await create(t, citizen, NORMAL)).json().result;
    const receiver = await t.login('receiver');
    expect((await t.call('GET', `/api/v2/application/${id}`, receiver)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/v2/application/${id}`, receiver)).json().code).toBe('NOT_FOUND');
    expect((await t.call('GET', url, receiver)).statusCode).toBe(404);
    expect((await postForm(t, url, receiver, { action: 'sign' })).statusCode).toBe(404);
    expect((await poll(t, citizen, id)).signStatus).toBe('PREPARE');
  });

  it('an unknown id is 404 NOT_FOUND; a malformed one 400', async () => {
    expect((await t.call('GET', '/api/v2/application/nope', citizen)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/v2/application/a%20b', citizen)).statusCode).toBe(400);
  });
});

describe('GET /api/v2/application/count and the list', () => {
  it('counts the last 90 days; pending = neither COMPLETE nor FAIL', async () => {
    const done = await createSigned(t, citizen, NORMAL);
    await t.call('POST', `/api/v2/application/${done}`, citizen);
    await waitForState(t, citizen, done, 'COMPLETE');
    // Two applications of their own (a second identical one still waiting would be answered as the first).
    await create(t, citizen, NORMAL, { 사용용도: '용도 1' });
    const old = (await create(t, citizen, NORMAL, { 사용용도: '용도 2' })).json().result.id;
    await t.app.db.run('UPDATE applications SET created_at = ? WHERE id = ?', [new Date(Date.now() - 91 * 86_400_000).toISOString(), old]);
    expect((await t.call('GET', '/api/v2/application/count', citizen)).json()).toEqual({ result: { totalCount: 2, pendingCount: 1 } });
    expect((await t.call('GET', '/api/v2/application/count', await t.login('receiver'))).json().result).toEqual({ totalCount: 0, pendingCount: 0 });
  });

  it('lists newest first, pages of 10 by default, each page an applications array', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const id = (await create(t, citizen, NORMAL, { 사용용도: `용도 ${i}` })).json().result.id as string;
      await t.app.db.run('UPDATE applications SET created_at = ? WHERE id = ?', [new Date(Date.now() - (12 - i) * 60_000).toISOString(), id]);
      ids.push(id);
    }
    const first = (await t.call('GET', '/api/v2/application', citizen)).json();
    expect(first.totalCount).toBe(12);
    expect(first.result.applications).toHaveLength(10);
    expect(first.result.applications[0].id).toBe(ids[11]);
    // Each carries its certificate's path: the wallet matches the catalogue by it (reissue), never by name.
    expect(first.result.applications[0].path).toBe('납세증명서');
    expect((await t.call('GET', `/api/v2/application/${ids[11]}`, citizen)).json().result.path).toBe('납세증명서');
    const second = (await t.call('GET', '/api/v2/application?pageNumber=2&pageSize=10', citizen)).json();
    expect(second.result.applications.map((a: { id: string }) => a.id)).toEqual([ids[1], ids[0]]);
  });
});

describe('guest application after simple authentication (spec POST {token})', () => {
  it('간편인증 returns a one-time token; POST /api/v2/application/guest/{token} creates a signed, PROCESSING application', async () => {
    const guest = await t.login('guest');
    const edoc = pathOf(CHANNELING);
    const page = await t.call('GET', `/sim/simple-auth?edoc=${encodeURIComponent(edoc)}&returnUrl=%2Fissue%2Fguest`, guest);
    expect(page.body).toContain('간편인증');
    const auth = await postForm(t, `/sim/simple-auth?edoc=${encodeURIComponent(edoc)}&returnUrl=%2Fissue%2Fguest%3Fa%3D1`, guest);
    const location = new URL(auth.headers.location as string, 'http://x');
    expect(location.pathname + '?a=1').toBe('/issue/guest?a=1');
    const token = location.searchParams.get('token')!;
    const body = { data: { 문서종류: edoc, ...sample(CHANNELING) } };
    const created = await t.call('POST', `/api/v2/application/guest/${token}`, guest, body);
    expect(created.statusCode).toBe(200);
    const { id } = created.json().result;
    expect(await poll(t, guest, id)).toMatchObject({ signStatus: 'COMPLETE' });
    await waitForState(t, guest, id, 'COMPLETE');
    const reused = await t.call('POST', `/api/v2/application/guest/${token}`, guest, body);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toContain('token');
  });

  it('a token of another user or an unknown token is refused, nothing stored', async () => {
    const response = await t.call('POST', `/api/v2/application/guest/${'x'.repeat(32)}`, citizen, { data: { 문서종류: pathOf(CHANNELING), ...sample(CHANNELING) } });
    expect(response.statusCode).toBe(400);
    expect(await countApplications()).toBe(0);
  });
});

describe('POST /api/v2/application/channeling/external (court site, 000 §4.7)', () => {
  it('answers id and the court url; 전자문서지갑 then 신청하기 → PROCESSING → COMPLETE', async () => {
    const response = await t.call('POST', '/api/v2/application/channeling/external', citizen, { 문서종류: pathOf(COURT) });
    const { id, url } = response.json().result;
    expect(url).toBe(`/sim/court/${id}?returnUrl=${encodeURIComponent(`/issue/external-channeling?id=${id}`)}`);
    expect(await poll(t, citizen, id)).toMatchObject({ state: 'CHANNELING' });
    const page = await t.call('GET', url, citizen);
    expect(page.body).toContain('value="전자문서지갑"');
    expect(page.body).toContain('신청하기');
    expect((await t.call('POST', `/api/v2/application/${id}`, citizen)).json().result).toMatchObject({ applicationState: 'CHANNELING', url: expect.stringMatching(/^\/sim\/court\//) });
    const applied = await postForm(t, url, citizen, { method: '전자문서지갑' });
    expect(applied.headers.location).toBe(`/issue/external-channeling?id=${id}`);
    const done = await waitForState(t, citizen, id, 'COMPLETE');
    expect(done.documentId).toBe(`doc-${id}`);
  });

  it('another receiving method ends the application without a document (FAIL with a message)', async () => {
    const { id, url } = (await t.call('POST', '/api/v2/application/channeling/external', citizen, { 문서종류: pathOf(COURT) })).json().result;
    expect((await postForm(t, url, citizen, {})).statusCode).toBe(400);
    await postForm(t, url, citizen, { method: '우편' });
    expect(await poll(t, citizen, id)).toMatchObject({ state: 'FAIL', documentId: null, message: expect.stringContaining('전자문서지갑') });
  });

  it("carries the form's choices (증명서 종류, 표기) to the court site and into the document's form data", async () => {
    const data = { 증명서종류: '상세', 주민등록번호표기: '뒷자리표기안함' };
    const response = await t.call('POST', '/api/v2/application/channeling/external', citizen, { 문서종류: pathOf(COURT), data });
    expect(response.statusCode).toBe(200);
    const { id, url } = response.json().result;
    expect((await t.app.issuance.applications.findById(id))!.formData).toEqual(data);
    const page = (await t.call('GET', url, citizen)).body;
    expect(page).toMatch(/<input type="radio" name="증명서종류" value="상세" checked>/);
    expect(page).not.toMatch(/name="증명서종류" value="일반" checked/);
    expect(page).toMatch(/<input type="radio" name="주민등록번호표기" value="뒷자리표기안함" checked>/);
    await postForm(t, url, citizen, { ...data, method: '전자문서지갑' });
    const done = await waitForState(t, citizen, id, 'COMPLETE');
    expect((await t.app.issuance.documents.findById(done.documentId as string))!.formData).toEqual(data);
  });

  it('keeps what the user changes on the court site; refuses a value outside the certificate and changes nothing', async () => {
    const { id, url } = (await t.call('POST', '/api/v2/application/channeling/external', citizen, { 문서종류: pathOf(COURT), data: { 증명서종류: '일반', 주민등록번호표기: '전체표기' } })).json().result;
    const refused = await postForm(t, url, citizen, { 증명서종류: '전부', 주민등록번호표기: '전체표기', method: '전자문서지갑' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('증명서 종류');
    expect(await poll(t, citizen, id)).toMatchObject({ state: 'CHANNELING' });
    expect((await t.app.issuance.applications.findById(id))!.formData).toEqual({ 증명서종류: '일반', 주민등록번호표기: '전체표기' });
    await postForm(t, url, citizen, { 증명서종류: '특정', 주민등록번호표기: '전체표기', method: '전자문서지갑' });
    const done = await waitForState(t, citizen, id, 'COMPLETE');
    expect((await t.app.issuance.documents.findById(done.documentId as string))!.formData).toEqual({ 증명서종류: '특정', 주민등록번호표기: '전체표기' });
  });

  it('without form values the court site offers the defaults, and the confirmed ones are kept', async () => {
    const { id, url } = (await t.call('POST', '/api/v2/application/channeling/external', citizen, { 문서종류: pathOf(COURT) })).json().result;
    expect((await t.call('GET', url, citizen)).body).toMatch(/name="증명서종류" value="일반" checked/);
    await postForm(t, url, citizen, { 증명서종류: '일반', 주민등록번호표기: '전체표기', method: '전자문서지갑' });
    const done = await waitForState(t, citizen, id, 'COMPLETE');
    expect((await t.app.issuance.documents.findById(done.documentId as string))!.formData).toEqual({ 증명서종류: '일반', 주민등록번호표기: '전체표기' });
  });

  it("validates the form values against the certificate's schema: a bad value, an unknown field or another 문서종류 is INVALID_PARAM and stores nothing", async () => {
    for (const data of [{ 증명서종류: '전부', 주민등록번호표기: '전체표기' }, { 증명서종류: '일반', 주민등록번호표기: '전체표기', 알수없는항목: 1 }, { 증명서종류: '일반', 주민등록번호표기: '전체표기', 문서종류: pathOf(NORMAL) }, { 증명서종류: 3 }]) {
      const response = await t.call('POST', '/api/v2/application/channeling/external', citizen, { 문서종류: pathOf(COURT), data });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_PARAM' });
    }
    expect((await t.call('POST', '/api/v2/application/channeling/external', citizen, { 문서종류: pathOf(COURT), data: [] })).statusCode).toBe(400);
    expect(await countApplications()).toBe(0);
  });

  it('refuses a certificate that is not from the court', async () => {
    const response = await t.call('POST', '/api/v2/application/channeling/external', citizen, { 문서종류: pathOf(NORMAL) });
    expect(response.statusCode).toBe(400);
    expect(await countApplications()).toBe(0);
  });
});

describe('GET /api/v2/application/package/{id}', () => {
  it('answers 404 for an unknown package', async () => {
    expect((await t.call('GET', '/api/v2/application/package/p1', citizen)).json().code).toBe('NOT_FOUND');
  });
});

describe('the polling call never touches documents or PDFs', () => {
  it('GET /api/v2/application/{id} reads only the applications row, even after completion', async () => {
    const id = await createSigned(t, citizen, NORMAL);
    await t.call('POST', `/api/v2/application/${id}`, citizen);
    await waitForState(t, citizen, id, 'COMPLETE');
    const issuer = t.app.issuance.issuer;
    const documents = t.app.issuance.documents;
    const calls: string[] = [];
    const spies = [
      [issuer, 'render'],
      [issuer, 'bytes'],
      [documents, 'find'],
      [documents, 'findById'],
      [documents, 'inboxItem'],
    ] as const;
    const originals = spies.map(([target, name]) => {
      const original = (target as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
      (target as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        calls.push(name);
        return original.apply(target, args);
      };
      return () => {
        (target as unknown as Record<string, unknown>)[name] = original;
      };
    });
    const sql: string[] = [];
    const db = t.app.db;
    const get = db.get.bind(db);
    db.get = (<T>(text: string, params?: readonly (string | number | null)[]) => {
      sql.push(text);
      return get<T>(text, params);
    }) as typeof db.get;
    try {
      for (let i = 0; i < 5; i++) expect((await poll(t, citizen, id)).state).toBe('COMPLETE');
    } finally {
      originals.forEach((restore) => restore());
      db.get = get;
    }
    expect(calls).toEqual([]);
    expect(sql.filter((text) => /documents|jobs/.test(text))).toEqual([]);
    // The status is cached until the application changes (on PostgreSQL, until any process
    // changes it: server/db/read-cache.ts): at most one read of its row.
    expect(sql.filter((text) => /FROM applications/.test(text)).length).toBeLessThanOrEqual(1);
  });
});

describe('the polling answer is served pre-serialized', () => {
  it('still matches contracts/api/application-response.json in every state', async () => {
    const ajv = new Ajv({ strict: false });
    const dir = join(projectRoot, 'contracts/api');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) ajv.addSchema(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    const validate = ajv.getSchema('application-response.json')!;
    const id = (await create(t, citizen, NORMAL)).json().result.id as string;
    const check = async () => {
      const response = await t.call('GET', `/api/v2/application/${id}`, citizen);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true);
      return response.json().result.state as string;
    };
    expect(await check()).toBe('SIGN_REQUESTED');
    await postForm(t, `/sim/sign/${id}?returnUrl=%2Fx`, citizen, { action: 'sign' });
    expect(await check()).toBe('SIGN_COMPLETED');
    await t.call('POST', `/api/v2/application/${id}`, citizen);
    await waitForState(t, citizen, id, 'COMPLETE');
    expect(await check()).toBe('COMPLETE');
  });
});
