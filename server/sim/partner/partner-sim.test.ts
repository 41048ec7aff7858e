import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../../issuance/test-kit.ts';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';
import { count, signedPackage, startAndPass, waitForPackage } from '../../packages/test-kit.ts';

let t: TestApp;
let citizen: Cookies;
beforeAll(async () => {
  t = await buildTestApp({ simLatencyMs: 30 });
  citizen = await t.login('citizen');
});
afterAll(async () => {
  await t.close();
});

describe('/sim/partner: the simulated partner console (DESIGN §5)', () => {
  it('lists every package and persona, with the skip-complete option', async () => {
    const page = await t.call('GET', '/sim/partner');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    for (const text of ['직장인 신용대출 증명서 제출', '보훈가족 보험료 할인 신청', '장애인 카드 연회비 면제 신청', 'citizen', 'newcomer', 'isSkipCompletedSubmissionPage']) {
      expect(page.body).toContain(text);
    }
    expect(page.body).not.toContain('<script');
  });

  it('starts a request through the partner API and sends the browser to the demo login, then to the redirect page', async () => {
    const before = await count(t, 'papas_requests');
    const response = await postForm(t, '/sim/partner', {}, { package: 'veteran-benefit', persona: 'newcomer', skipComplete: '1' });
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string, 'http://x');
    expect(location.pathname).toBe('/sim/login');
    expect(location.searchParams.get('persona')).toBe('newcomer');
    expect(location.searchParams.get('returnUrl')).toMatch(/^\/papas\/[A-Za-z0-9_-]{22}\/redirect$/);
    expect(await count(t, 'papas_requests')).toBe(before + 1);
    const papas = location.searchParams.get('returnUrl')!.split('/')[2];
    expect((await t.app.packages.repo.findRequest(papas!))?.isSkipCompletedSubmissionPage).toBe(true);
  });

  it('refuses an unknown package or persona (400) and a cross-site post (403), creating nothing', async () => {
    const before = await count(t, 'papas_requests');
    expect((await postForm(t, '/sim/partner', {}, { package: 'nope', persona: 'citizen' })).statusCode).toBe(400);
    expect((await postForm(t, '/sim/partner', {}, { package: 'loan-basic', persona: 'nobody' })).statusCode).toBe(400);
    expect((await postForm(t, '/sim/partner', {}, { package: 'loan-basic', persona: 'citizen' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(await count(t, 'papas_requests')).toBe(before);
  });

  it("the return pages show the request's state and the documents the partner's wallet received", async () => {
    const { papas, id } = await signedPackage(t, citizen, 'disability-benefit');
    const waiting = await t.call('GET', `/sim/partner/return/cancel?papas=${papas}`);
    expect(waiting.body).toContain('신청을 취소했어요');
    expect(waiting.body).toContain('전자서명 대기');
    expect(waiting.body).toContain('아직 받은 증명서가 없어요.');
    await startAndPass(t, citizen, id);
    await waitForPackage(t, citizen, id, 'COMPLETED');
    const success = await t.call('GET', `/sim/partner/return/success?papas=${papas}`);
    expect(success.body).toContain('증명서를 제출했어요');
    expect(success.body).toContain('제출 완료');
    expect(success.body).toContain('장애인증명서');
    expect((await t.call('GET', `/sim/partner/return/elsewhere?papas=${papas}`)).statusCode).toBe(404);
    expect((await t.call('GET', '/sim/partner/return/success?papas=unknown')).statusCode).toBe(404);
    expect((await t.call('GET', '/sim/partner/return/success')).statusCode).toBe(404);
  });

  it('the package signing page needs a session, and signs once', async () => {
    const { id } = await signedPackage(t, citizen, 'loan-basic');
    expect((await t.call('GET', `/sim/sign-package/${id}?returnUrl=/x`)).statusCode).toBe(401);
    // Already signed: a second signature changes nothing and returns.
    expect((await postForm(t, `/sim/sign-package/${id}?returnUrl=/x`, citizen, { action: 'sign' })).statusCode).toBe(302);
    // The portal before the package was started: not at that step.
    expect((await postForm(t, `/sim/portal-package/${id}?returnUrl=/x`, citizen, { action: 'verify' })).statusCode).toBe(409);
  });
});
