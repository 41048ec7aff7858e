import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../../issuance/test-kit.ts';
import { recipientWallets } from '../../db/seed-data/partners.ts';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';
import {
  count,
  createPackage,
  DISABILITY,
  info,
  INPUTS,
  PARTNER_AUTH,
  PATRIOT,
  REGION,
  requestPackage,
  signedPackage,
  startAndPass,
  status,
  waitForPackage,
} from '../../packages/test-kit.ts';

let t: TestApp;
let citizen: Cookies;
let receiver: Cookies;
beforeAll(async () => {
  t = await buildTestApp({ simLatencyMs: 30 });
  citizen = await t.login('citizen');
  receiver = await t.login('receiver', { device: 'receiver-phone' });
});
afterAll(async () => {
  await t.close();
});

const walletOf = (name: string) => recipientWallets.find((wallet) => wallet.name === name)!;

/** What a package's info says of itself (001 §3); `buttonName` is that of its return pages. */
interface OwnInfo {
  title: string;
  description: unknown;
  recipient: string;
  issuer: string;
  documentNames: string[];
  additionalPackageInfo: Record<string, string>;
  inputAlertMessage: string;
  inputs: Record<string, string>[];
  buttonName: string;
}

/** A fresh request for `key` answers its own fields, its recipient's wallet and return urls with the request id. */
async function expectInfo(key: string, { buttonName, ...own }: OwnInfo) {
  const papas = await requestPackage(t, key);
  const response = await info(t, citizen, papas);
  expect(response.statusCode).toBe(200);
  const back = (kind: string) => ({ url: `/sim/partner/return/${kind}?papas=${papas}`, buttonName });
  expect(response.json().result).toEqual({
    papas,
    package: key,
    ...own,
    recipientAddress: walletOf(own.recipient).walletAddress,
    isSkipCompletedSubmissionPage: false,
    appSchemeBundle: { cancel: { url: `/sim/partner/return/cancel?papas=${papas}` }, success: back('success'), failed: back('failed'), notQualified: back('notQualified') },
    applicationId: null,
    packageState: null,
  });
}

describe('GET /api/v2/papas/{papas}: the package info of 001 §3', () => {
  it('loan-basic: purpose, recipient, issuer, documentNames, extra rows, urls with the request id, the region to ask', () =>
    expectInfo('loan-basic', {
      title: '직장인 신용대출 증명서 제출',
      description: expect.stringContaining('한빛은행'),
      recipient: '한빛은행',
      issuer: '행정안전부, 국민건강보험공단',
      documentNames: ['주민등록표 등본', '건강보험 자격득실 확인서'],
      additionalPackageInfo: { '대출 상품': '한빛 직장인 신용대출', '제출 기한': '대출 신청일로부터 7일 이내', 문의: '한빛은행 고객센터 1588-0000' },
      inputAlertMessage: '주민등록표 등본을 발급받을 주민등록지(시/도, 시/군/구)를 선택해 주세요.',
      inputs: [{ kind: 'region', edoc: '주민등록표등본', documentName: '주민등록표 등본', sidoField: '시도', sigunguField: '시군구' }],
      buttonName: '한빛은행으로 돌아가기',
    }));

  it('veteran-benefit: every field of 001 §3, the patriot number of the reward group to ask', () =>
    expectInfo('veteran-benefit', {
      title: '보훈가족 보험료 할인 신청',
      description:
        '누리생명 보훈가족 보험료 할인을 받으려면 보훈보상대상자(유족) 확인원이 필요해요. 전자증명서로 발급받아 누리생명에 바로 제출해요.',
      recipient: '누리생명',
      issuer: '국가보훈부',
      documentNames: ['보훈보상대상자(유족) 확인원'],
      additionalPackageInfo: { '할인 혜택': '월 보험료 5% 할인', 대상: '보훈보상대상자 본인 및 유족' },
      inputAlertMessage: '보훈보상대상자 확인을 위해 보훈번호를 입력해 주세요.',
      inputs: [{ kind: 'patriot-number', edoc: '보훈보상대상자유족확인원', documentName: '보훈보상대상자(유족) 확인원', field: '보훈번호', group: 'reward' }],
      buttonName: '누리생명으로 돌아가기',
    }));

  it('disability-benefit: every field of 001 §3, the address and the jurisdiction organisation of its district to ask', () =>
    expectInfo('disability-benefit', {
      title: '장애인 카드 연회비 면제 신청',
      description: '바른카드 장애인 연회비 면제를 받으려면 장애인증명서가 필요해요. 전자증명서로 발급받아 바른카드에 바로 제출해요.',
      recipient: '바른카드',
      issuer: '시·군·구 (보건복지부)',
      documentNames: ['장애인증명서'],
      additionalPackageInfo: { 혜택: '카드 연회비 전액 면제', '처리 기간': '증명서 제출 후 3영업일 이내' },
      inputAlertMessage: '장애인증명서를 발급받을 주소와 담당 기관을 선택해 주세요.',
      inputs: [
        {
          kind: 'address-organisation',
          edoc: '장애인증명서',
          documentName: '장애인증명서',
          addressField: '주소',
          districtCodeField: '행정구역코드',
          organisationField: '처리기관',
          departmentCodeField: '부서코드',
        },
      ],
      buttonName: '바른카드로 돌아가기',
    }));

  it('the partner may ask to skip the complete page for one request', async () => {
    const papas = await requestPackage(t, 'loan-basic', { isSkipCompletedSubmissionPage: true });
    expect((await info(t, citizen, papas)).json().result.isSkipCompletedSubmissionPage).toBe(true);
  });

  it('a user who has not joined may read it (the start page asks them to join); applicable needs a wallet', async () => {
    const newcomer = await t.login('newcomer', { device: 'newcomer-phone' });
    const papas = await requestPackage(t, 'loan-basic');
    expect((await info(t, newcomer, papas)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/v2/papas/${papas}/applicable`, newcomer)).json().code).toBe('UNREGISTERED_USER');
  });

  it('an unknown request is 404, a malformed id 400, no session 401', async () => {
    expect((await info(t, citizen, 'AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await info(t, citizen, 'bad%20id%21')).statusCode).toBe(400);
    expect((await info(t, {}, 'AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(401);
  });
});

describe("one user's package answers not found to another user", () => {
  it('the request, its applicability, creation, start, poll and the simulated pages', async () => {
    const { papas, id } = await signedPackage(t, citizen, 'loan-basic');
    expect((await info(t, receiver, papas)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/v2/papas/${papas}/applicable`, receiver)).statusCode).toBe(404);
    expect((await createPackage(t, receiver, papas, 'loan-basic')).statusCode).toBe(404);
    expect((await t.call('POST', `/api/v2/application/package/${id}`, receiver)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/v2/application/package/${id}`, receiver)).statusCode).toBe(404);
    expect((await t.call('GET', `/sim/sign-package/${id}`, receiver)).statusCode).toBe(404);
    expect((await postForm(t, `/sim/portal-package/${id}?returnUrl=/x`, receiver, { action: 'verify' })).statusCode).toBe(404);
    // The owner still has it, untouched.
    expect((await status(t, citizen, id)).packageState).toBe('SIGN_REQUESTED');
  });
});

describe('creating, signing, starting and polling a package (001 §4.1, §7)', () => {
  it('loan-basic: sign → start (CHANNELING, portal) → PROCESSING → COMPLETED; delivered to 한빛은행 as a received record', async () => {
    const papas = await requestPackage(t, 'loan-basic');
    await info(t, citizen, papas);
    const created = await createPackage(t, citizen, papas, 'loan-basic');
    expect(created.statusCode).toBe(200);
    const { applicationId: id, url, packageState } = created.json().result;
    expect(packageState).toBe('SIGN_REQUESTED');
    expect(url).toBe(`/sim/sign-package/${id}?returnUrl=${encodeURIComponent(`/papas/${papas}/start?resume=1`)}`);
    expect((await info(t, citizen, papas)).json().result).toMatchObject({ applicationId: id, packageState: 'SIGN_REQUESTED' });

    // Not signed yet: the start call refuses.
    expect((await t.call('POST', `/api/v2/application/package/${id}`, citizen)).json().code).toBe('SIGN_REQUIRED');
    const page = await t.call('GET', url, citizen);
    expect(page.body).toContain('서명하기');
    expect(page.body).toContain('주민등록표 등본, 건강보험 자격득실 확인서');
    expect((await postForm(t, url, citizen, { action: 'sign' })).statusCode).toBe(302);
    expect(await status(t, citizen, id)).toMatchObject({ packageState: 'SIGN_REQUESTED', signStatus: 'COMPLETE' });

    const started = await t.call('POST', `/api/v2/application/package/${id}`, citizen);
    expect(started.json().result).toEqual({ packageState: 'CHANNELING', url: `/sim/portal-package/${id}?returnUrl=${encodeURIComponent(`/papas/${papas}/start`)}` });
    // Starting again answers the same (a second tap).
    expect((await t.call('POST', `/api/v2/application/package/${id}`, citizen)).json().result.packageState).toBe('CHANNELING');
    expect((await t.call('GET', started.json().result.url, citizen)).body).toContain('본인확인');
    expect((await postForm(t, started.json().result.url, citizen, { action: 'verify' })).statusCode).toBe(302);

    const done = await waitForPackage(t, citizen, id, 'COMPLETED');
    expect(done.documents).toHaveLength(2);
    expect(done.documents.every((d) => d.state === 'COMPLETE' && d.documentId)).toBe(true);

    // The user's wallet: the documents are in the inbox, labelled with the package, and sent.
    const inbox = (await t.call('GET', '/api/v2/inbox?pageNumber=1&pageSize=20', citizen)).json().result as { id: string; packageName: string | null; packageId: string | null }[];
    const documents = inbox.filter((d) => done.documents.some((p) => p.documentId === d.id));
    expect(documents).toHaveLength(2);
    expect(documents.every((d) => d.packageName === '직장인 신용대출 증명서 제출' && d.packageId === id)).toBe(true);
    const sent = (await t.call('GET', '/api/v2/distribution?pageNumber=1', citizen)).json().result as { type: string; receiver: string; id: string; pin: string }[];
    const mine = sent.filter((item) => done.documents.some((d) => d.documentId === item.id));
    expect(mine).toHaveLength(2);
    expect(mine.every((item) => item.type === 'SUBMITTED' && item.receiver === '한빛은행' && /^\d{6}$/.test(item.pin))).toBe(true);

    // The recipient's wallet holds them as RECEIVED records; the partner reads them back.
    const wallet = walletOf('한빛은행');
    const received = (await t.app.repos.distributions.list(wallet.id, { limit: 50, offset: 0 }, Date.now())).items.filter((item) => item.type === 'RECEIVED');
    expect(received.map((item) => item.name).sort()).toEqual(['건강보험 자격득실 확인서', '주민등록표 등본']);
    expect(received.every((item) => item.submitter === '김민준' && item.state === 'NOT_READ_YET')).toBe(true);
    const partner = await t.app.inject({ url: `/partner/v1/requests/${papas}`, headers: PARTNER_AUTH });
    expect(partner.json().result).toMatchObject({
      state: 'COMPLETED',
      received: [
        { name: '주민등록표 등본', issuerName: '행정안전부', state: 'NOT_READ_YET' },
        { name: '건강보험 자격득실 확인서', issuerName: '국민건강보험공단', state: 'NOT_READ_YET' },
      ],
    });
  });

  it('veteran-benefit and disability-benefit complete with their inputs', async () => {
    for (const key of ['veteran-benefit', 'disability-benefit']) {
      const { id } = await signedPackage(t, citizen, key);
      await startAndPass(t, citizen, id);
      const done = await waitForPackage(t, citizen, id, 'COMPLETED');
      expect(done.documents).toHaveLength(1);
    }
  });

  it('a second creation for the same request (a double tap) answers the same application', async () => {
    const papas = await requestPackage(t, 'loan-basic');
    await info(t, citizen, papas);
    const before = await count(t, 'applications');
    const [first, second] = await Promise.all([createPackage(t, citizen, papas, 'loan-basic'), createPackage(t, citizen, papas, 'loan-basic')]);
    expect(first.json().result.applicationId).toBe(second.json().result.applicationId);
    expect(await count(t, 'applications')).toBe(before + 2);
  });

  it('once signed, the request cannot be applied for again (409 ERROR)', async () => {
    const { papas } = await signedPackage(t, citizen, 'disability-benefit');
    const again = await createPackage(t, citizen, papas, 'disability-benefit');
    expect(again.statusCode).toBe(409);
    expect(again.json().title).toBe('이미 신청한 증명서예요');
  });
});

describe('the application list names the package of a package application', () => {
  it('GET /api/v2/application: packageId and packageName filled from the package; a lone application has null', async () => {
    const { id } = await signedPackage(t, citizen, 'loan-basic');
    await startAndPass(t, citizen, id);
    const list = (await t.call('GET', '/api/v2/application?pageNumber=1&pageSize=100', citizen)).json().result.applications as {
      packageId: string | null;
      packageName: string | null;
    }[];
    const inPackage = list.filter((application) => application.packageId === id);
    expect(inPackage.length).toBeGreaterThan(0);
    for (const application of inPackage) expect(application.packageName).toBe('직장인 신용대출 증명서 제출');
    expect(list.filter((application) => application.packageId === null).every((application) => application.packageName === null)).toBe(true);
  });
});

describe('bad inputs are refused (400) and change nothing', () => {
  it.each([
    ['no region', []],
    ['a field the package does not ask', [{ ...REGION, 발급형태: '기본발급' }]],
    ['a document outside the package', [REGION, { 문서종류: '납세증명서', 사용용도: '기타' }]],
    ['the same document twice', [REGION, REGION]],
    ['a region value too long', [{ ...REGION, 시군구: '가'.repeat(31) }]],
  ])('loan-basic with %s', async (_name, inputs) => {
    const papas = await requestPackage(t, 'loan-basic');
    await info(t, citizen, papas);
    const before = [await count(t, 'applications'), await count(t, 'package_applications')];
    const response = await createPackage(t, citizen, papas, 'loan-basic', inputs as Record<string, unknown>[]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PARAM', status: 400 });
    expect([await count(t, 'applications'), await count(t, 'package_applications')]).toEqual(before);
  });

  it.each([
    ['a number of another group', '11-123456', '보훈보상대상자의 보훈번호가 아니에요'],
    ['a back part of 5 digits', '58-12345', '보훈번호'],
    ['letters', '58-ABCDEF', '보훈번호'],
  ])('veteran-benefit with %s names 보훈번호', async (_name, number, text) => {
    const papas = await requestPackage(t, 'veteran-benefit');
    await info(t, citizen, papas);
    const response = await createPackage(t, citizen, papas, 'veteran-benefit', [PATRIOT(number)]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(text);
  });

  it('disability-benefit with a malformed district code', async () => {
    const papas = await requestPackage(t, 'disability-benefit');
    await info(t, citizen, papas);
    const response = await createPackage(t, citizen, papas, 'disability-benefit', [{ ...DISABILITY, 행정구역코드: '11' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('행정구역코드');
  });

  it.each([
    ['another package key', { package: 'veteran-benefit' }],
    ['inputs that are not a list', { inputs: { 문서종류: '주민등록표등본' } }],
    ['an input without 문서종류', { inputs: [{ 시도: '서울특별시' }] }],
    ['an unknown body field', { extra: 1 }],
  ])('a body with %s', async (_name, override) => {
    const papas = await requestPackage(t, 'loan-basic');
    await info(t, citizen, papas);
    const before = await count(t, 'package_applications');
    const response = await t.call('POST', '/api/v2/application/package', citizen, { papas, package: 'loan-basic', inputs: INPUTS['loan-basic'], ...override });
    expect(response.statusCode).toBe(400);
    expect(await count(t, 'package_applications')).toBe(before);
  });

  it('a request nobody opened yet cannot be applied for (404)', async () => {
    const papas = await requestPackage(t, 'loan-basic');
    expect((await createPackage(t, citizen, papas, 'loan-basic')).statusCode).toBe(404);
  });

  it('the poll and start of an unknown id answer 404; a malformed id 400', async () => {
    expect((await t.call('GET', '/api/v2/application/package/unknown-id', citizen)).statusCode).toBe(404);
    expect((await t.call('POST', '/api/v2/application/package/unknown-id', citizen)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/v2/application/package/bad%20id', citizen)).statusCode).toBe(400);
  });
});

describe('qualification (001 §4.1 step 6, §8)', () => {
  it('a patriot number registered to no one (58-000000) is 403 APPLICATION_NOT_QUALIFIED and creates nothing', async () => {
    const papas = await requestPackage(t, 'veteran-benefit');
    await info(t, citizen, papas);
    const before = await count(t, 'applications');
    const response = await createPackage(t, citizen, papas, 'veteran-benefit', [PATRIOT('58-000000')]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'APPLICATION_NOT_QUALIFIED', title: '신청 대상이 아니에요' });
    expect(response.json().message).toContain('보훈보상대상자(유족) 확인원');
    expect(await count(t, 'applications')).toBe(before);
    // The same request with a registered number goes on.
    expect((await createPackage(t, citizen, papas, 'veteran-benefit', [PATRIOT('58-123456')])).statusCode).toBe(200);
  });
});

describe('the guest route (001 §4.1 step 2)', () => {
  it('a non-member of the portal is told isGuestGov24; after simple authentication the package is created PROCESSING and completes', async () => {
    const guest = await t.login('guest', { device: 'guest-phone' });
    const papas = await requestPackage(t, 'disability-benefit');
    await info(t, guest, papas);
    expect((await t.call('GET', `/api/v2/papas/${papas}/applicable`, guest)).json().result).toEqual({ isGuestGov24: true });
    expect((await t.call('GET', `/api/v2/papas/${papas}/applicable`, citizen)).statusCode).toBe(404);
    const auth = await postForm(t, `/sim/simple-auth?returnUrl=${encodeURIComponent(`/papas/${papas}/start`)}`, guest);
    const token = new URL(auth.headers.location as string, 'http://x').searchParams.get('token') as string;
    const body = { papas, package: 'disability-benefit', inputs: INPUTS['disability-benefit'] };
    const created = await t.call('POST', `/api/v2/application/package/guest/${token}`, guest, body);
    expect(created.statusCode).toBe(200);
    const { applicationId, packageState } = created.json().result;
    expect(packageState).toBe('PROCESSING');
    await waitForPackage(t, guest, applicationId, 'COMPLETED');
    // The token is spent.
    const papas2 = await requestPackage(t, 'disability-benefit');
    await info(t, guest, papas2);
    const again = await t.call('POST', `/api/v2/application/package/guest/${token}`, guest, { ...body, papas: papas2 });
    expect(again.statusCode).toBe(400);
  });

  it('a portal member is not a guest', async () => {
    const papas = await requestPackage(t, 'loan-basic');
    await info(t, citizen, papas);
    expect((await t.call('GET', `/api/v2/papas/${papas}/applicable`, citizen)).json().result).toEqual({ isGuestGov24: false });
  });
});
