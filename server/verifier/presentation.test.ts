import { decodeSdJwt } from '@sd-jwt/decode';
import { digest } from '@sd-jwt/crypto-nodejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEvent, DistributionItem, PresentationRecord, WalletPresentation } from '../../contracts/generated/api.ts';
import { JONGNO_BRANCH } from '../desk/test-kit.ts';
import { claimMetadataOf } from '../credentials/credential-types.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { readTemplates } from './templates.ts';
import { answer, deskOf, foreignRequest, holderBrowser, openRequest, postToDesk, present, type HolderBrowser } from './test-kit.ts';

// The desk asks (OpenID4VP 1.0, DCQL, direct_post.jwt) and the citizen's wallet answers with only
// what was asked: the exchange through both sides' HTTP endpoints, and each refusal.

let t: TestApp;
let citizen: HolderBrowser;
let desk: Awaited<ReturnType<typeof deskOf>>;
const ADDRESS = [['person', 'address'], ['household', 'headName']] as const;

beforeAll(async () => {
  t = await buildTestApp();
  citizen = await holderBrowser(t);
  desk = await deskOf(t, JONGNO_BRANCH.name);
});
afterAll(async () => {
  await t.close();
});

const opened = async (link: string) => {
  const response = await openRequest(t, citizen, link);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as WalletPresentation;
};

describe('the desk asks for 주소 확인 and receives only the address and the head of household', () => {
  it('the wallet shows who asks (the certificate’s organisation), why, and each claim with its value; the desk gets exactly those', async () => {
    const request = await desk.ask('address');
    expect(request).toMatchObject({ status: 'PENDING', templateName: '주소 확인', result: null });
    expect(request.link).toMatch(/^openid4vp:\/\/\?client_id=x509_hash%3A/);
    const view = await opened(request.link);
    expect(view).toMatchObject({ status: 'READY', verifier: JONGNO_BRANCH.name, certificate: { name: '주민등록표 등본' } });
    expect(view.purpose).toContain('주소');
    expect(view.claims.map((claim) => [claim.label, claim.value, claim.optional])).toEqual([
      ['현 주소', '서울특별시 종로구 율곡로 190, 101동 1502호 (원남동, 지갑아파트)', false],
      ['세대주 성명', '김민준', false],
    ]);
    const presentation = await present(citizen, view, ADDRESS);
    const disclosed = (await decodeSdJwt(presentation, digest)).disclosures.map((disclosure) => disclosure.key);
    expect(disclosed.sort()).toEqual(['address', 'headName', 'household', 'person']);
    const answered = await answer(t, citizen, view, presentation);
    expect(answered.statusCode, answered.body).toBe(200);
    const received = await desk.request(request.id);
    expect(received.status).toBe('ANSWERED');
    expect(received.result!.claims).toEqual([
      { label: '현 주소', value: '서울특별시 종로구 율곡로 190, 101동 1502호 (원남동, 지갑아파트)' },
      { label: '세대주 성명', value: '김민준' },
    ]);
    // The citizen consented to the very words the desk reads.
    expect(received.result!.claims.map((claim) => claim.label)).toEqual(view.claims.map((claim) => claim.label));
    // 세대주 성명(한자) prints two facts: each claim has its own label (credential.json), in the log and the type metadata too.
    const log = (await t.call('GET', '/api/v2/activity?kind=PRESENTED', citizen.cookies)).json().result as { detail: string }[];
    expect(log.find((entry) => entry.detail.startsWith(request.purpose))?.detail).toBe(`${request.purpose} · 현 주소, 세대주 성명`);
    const metadata = (await t.app.inject({ url: '/vct/resident-registration-copy' })).json() as { claims: { path: string[]; display?: { label: string }[] }[] };
    const labelAt = (...path: string[]) => metadata.claims.find((claim) => claim.path.join('.') === path.join('.'))?.display?.[0]?.label;
    expect([labelAt('household', 'headName'), labelAt('household', 'headHanja')]).toEqual(['세대주 성명', '세대주 성명(한자)']);
    expect(received.result!.checks.map((check) => [check.kind, check.ok])).toEqual([
      ['ISSUER_SIGNATURE', true],
      ['HOLDER_BINDING', true],
      ['NOT_REVOKED', true],
      ['NOT_EXPIRED', true],
    ]);
    expect(received.result!.presentedAt).toBe(answered.json().result.presentedAt);
  });
});

describe('the templates are data', () => {
  it('every template asks for claims its certificate’s credential holds, and the desk lists each under the credential’s own label', () => {
    for (const [kind, templates] of readTemplates()) {
      for (const template of templates) {
        const type = t.app.credentials.issuer.type(template.certificate);
        expect(type, `${kind}/${template.id}`).toBeDefined();
        const labels = new Map(claimMetadataOf(type!).map((claim) => [JSON.stringify(claim.path), claim.label?.ko]));
        const expected = template.claims.map((claim) => labels.get(JSON.stringify(claim.path)));
        expect(expected.every(Boolean), `${kind}/${template.id}: ${JSON.stringify(expected)}`).toBe(true);
        expect(t.app.presentations.verifier.templateBody(template).claims.map((claim) => claim.label)).toEqual(expected);
      }
    }
  });
});

describe('an answer is refused, and changes nothing, when it is not this request’s', () => {
  it('a presentation made for one request (its nonce) is refused by another; the wallet will not send it either', async () => {
    const first = await desk.ask('address');
    const second = await desk.ask('address');
    const view = await opened(first.link);
    const presentation = await present(citizen, view, ADDRESS);
    const refused = await postToDesk(t, second, presentation);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'invalid_request', error_description: '이 요청에 대한 본인 서명이 아니에요' });
    expect(await desk.request(second.id)).toMatchObject({ status: 'PENDING', refusal: '이 요청에 대한 본인 서명이 아니에요', result: null });
    const secondView = await opened(second.link);
    expect((await answer(t, citizen, secondView, presentation)).statusCode).toBe(400);
    expect((await desk.request(second.id)).status).toBe('PENDING');
  });

  it('a key-binding JWT for another audience is refused', async () => {
    const request = await desk.ask('address');
    const view = await opened(request.link);
    const refused = await postToDesk(t, request, await present(citizen, view, ADDRESS, { aud: 'x509_hash:another-verifier' }));
    expect(refused.statusCode).toBe(400);
    expect((await desk.request(request.id)).status).toBe('PENDING');
  });

  it('a disclosure that was not asked for (the address history) is refused', async () => {
    const request = await desk.ask('address');
    const view = await opened(request.link);
    const refused = await postToDesk(t, request, await present(citizen, view, [...ADDRESS, ['addressHistory']]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toContain('요청하지 않은 정보');
    expect((await answer(t, citizen, view, await present(citizen, view, [...ADDRESS, ['addressHistory']]))).statusCode).toBe(400);
    expect(await desk.request(request.id)).toMatchObject({ status: 'PENDING', result: null });
  });

  it('a second answer to an answered request is refused; its request_uri is gone and the wallet says it was answered', async () => {
    const request = await desk.ask('address');
    const view = await opened(request.link);
    const presentation = await present(citizen, view, ADDRESS);
    expect((await postToDesk(t, request, presentation)).statusCode).toBe(200);
    const again = await postToDesk(t, request, presentation);
    expect(again.statusCode).toBe(400);
    expect(again.json().error_description).toBe('이미 답을 받은 요청이에요');
    expect((await t.app.inject({ url: new URL(new URLSearchParams(request.link.split('?')[1]).get('request_uri')!).pathname })).statusCode).toBe(410);
    const reopened = await openRequest(t, citizen, request.link);
    expect(reopened.statusCode).toBe(410);
    expect(reopened.json()).toMatchObject({ code: 'PRESENTATION_ANSWERED', title: '이미 답한 요청이에요' });
  });

  it('an answer after the request expired is refused, and the wallet says the request expired', async () => {
    const caller = { organisation: (await t.app.desk.access.organisations()).find((o) => o.name === JONGNO_BRANCH.name)!, actor: 'test' };
    const made = await t.app.presentations.verifier.create(caller, 'address', Date.now() - 6 * 60_000);
    const request = await desk.request(made.id);
    expect(request.status).toBe('EXPIRED');
    const refusedOpen = await openRequest(t, citizen, made.uri);
    expect(refusedOpen.statusCode).toBe(410);
    expect(refusedOpen.json()).toMatchObject({ code: 'PRESENTATION_EXPIRED', title: '요청 시간이 지났어요' });
    const live = await opened((await desk.ask('address')).link);
    const refused = await postToDesk(t, request, await present(citizen, live, ADDRESS, { nonce: 'the-expired-request' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toBe('요청 시간이 지났어요');
  });
});

describe('the wallet refuses what it cannot trust or answer, in words', () => {
  it('a request signed by a certificate that does not chain to the demo CA is refused, and nothing is kept', async () => {
    const refused = await openRequest(t, citizen, await foreignRequest(t.app.settings.publicUrl));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PRESENTATION_UNTRUSTED', title: '확인할 수 없는 요청이에요' });
    expect(refused.json().message).toContain('믿을 수 있는 인증기관');
  });

  it('a request_uri at a private, loopback or link-local address, or over plain http, is not fetched: refused in words, nothing kept', async () => {
    const link = (requestUri: string) => `openid4vp://?${new URLSearchParams({ client_id: 'x509_san_dns:verifier.example', request_uri: requestUri }).toString()}`;
    const cases = [
      ['https://10.0.0.7/oid4vp/requests/1', '내부망'],
      ['https://169.254.169.254/latest/meta-data', '내부망'],
      ['https://[::ffff:127.0.0.1]/x', '내부망'],
      ['https://localhost:9/x', '내부망'],
      ['http://verifier.example/oid4vp/requests/1', 'https'],
    ] as const;
    for (const [requestUri, words] of cases) {
      const refused = await openRequest(t, citizen, link(requestUri));
      expect(refused.statusCode, requestUri).toBe(400);
      expect(refused.json(), requestUri).toMatchObject({ code: 'PRESENTATION_UNSAFE_ADDRESS', title: '열 수 없는 요청 주소예요' });
      expect(refused.json().message, requestUri).toContain(words);
    }
    const db = await t.openDatabase();
    expect(await db.get('SELECT COUNT(*) AS n FROM wallet_presentations WHERE client_id = ?', ['x509_san_dns:verifier.example'])).toMatchObject({ n: 0 });
    await db.close();
  });

  it('a request for a certificate the citizen does not hold says which, with its issue page', async () => {
    const newcomer = await holderBrowser(t, 'receiver', 'receiver-phone');
    const response = await openRequest(t, newcomer, (await desk.ask('national-tax-paid')).link);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ status: 'MISSING', credential: null, certificate: { name: '납세증명서(국세완납증명)', edocPath: expect.any(String) } });
  });
});

describe('the record of a presentation', () => {
  it('the log has the verifier, the purpose and the claim labels — never the values — at the time the desk shows; the export has it', async () => {
    const request = await desk.ask('national-tax-paid');
    const view = await opened(request.link);
    // 국세 완납 확인: that 체납액 is 없음, as the document prints it, without the rest of 납세증명서.
    expect(view.claims.map((claim) => [claim.label, claim.value, claim.optional])).toEqual([
      ['성명(상호)', '김민준', false],
      ['체납액', '없음', false],
      ['관할 세무서', '종로세무서', true],
    ]);
    const answered = await answer(t, citizen, view, await present(citizen, view, [['person', 'name'], ['tax', 'arrears']]));
    expect(answered.statusCode, answered.body).toBe(200);
    const received = await desk.request(request.id);
    expect(received.result!.claims).toEqual([
      { label: '성명(상호)', value: '김민준' },
      { label: '체납액', value: '없음' },
    ]);
    const log = (await t.call('GET', '/api/v2/activity?kind=PRESENTED', citizen.cookies)).json().result as { at: string; counterpart: string; detail: string }[];
    const event = log.find((entry) => entry.detail.startsWith(request.purpose))!;
    expect(event).toMatchObject({ counterpart: JONGNO_BRANCH.name, detail: `${request.purpose} · 성명(상호), 체납액` });
    expect(event.detail).not.toContain('김민준');
    expect(event.at).toBe(received.result!.presentedAt);
    const exported = await t.call('GET', '/api/v2/activity/export?format=json', citizen.cookies);
    expect(exported.body).toContain(request.purpose);
  });

  it('a revoked credential’s presentation is refused: the status list says 폐기', async () => {
    const request = await desk.ask('national-tax-paid');
    const view = await opened(request.link);
    const presentation = await present(citizen, view, [['person', 'name'], ['tax', 'arrears']]);
    expect((await t.app.inject({ method: 'POST', url: '/sim/agency/revocations', payload: { documentId: view.documentId } })).statusCode).toBe(200);
    const refused = await postToDesk(t, request, presentation);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toBe('폐기된 증명서예요');
    expect(await desk.request(request.id)).toMatchObject({ status: 'PENDING', refusal: '폐기된 증명서예요', result: null });
  });
});

describe('what the desk received is kept like a submission', () => {
  it('the citizen asks for its deletion: the desk sees the request and deletes it; without a request it cannot', async () => {
    const request = await desk.ask('address');
    const view = await opened(request.link);
    expect((await answer(t, citizen, view, await present(citizen, view, ADDRESS))).statusCode).toBe(200);
    expect((await desk.call('POST', `/presentations/${request.id}/delete`)).json()).toMatchObject({ code: 'DELETION_NOT_REQUESTED' });
    const asked = await t.call('POST', `/api/v2/wallet/presentation-requests/${view.id}/deletion-request`, citizen.cookies);
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await desk.request(request.id)).result!.deletionRequestedAt).toMatch(/^\d{14}$/);
    expect(asked.json().result).toMatchObject({ id: view.id, deletionRequestedAt: expect.stringMatching(/^\d{14}$/), recipientDeletedAt: null, deletionByWallet: true });
    expect((await t.call('POST', `/api/v2/wallet/presentation-requests/${view.id}/deletion-request`, citizen.cookies)).json().result).toEqual(asked.json().result);
    expect((await desk.call('POST', `/presentations/${request.id}/delete`)).statusCode).toBe(200);
    expect((await desk.request(request.id)).result).toBeNull();
    const record = (await t.call('GET', `/api/v2/wallet/presentations/${view.id}`, citizen.cookies)).json().result as PresentationRecord;
    expect(record.recipientDeletedAt).toMatch(/^\d{14}$/);
    const log = (await t.call('GET', '/api/v2/activity?kind=DELETION_REQUESTED', citizen.cookies)).json().result as ActivityEvent[];
    expect(log[0]).toMatchObject({ counterpart: JONGNO_BRANCH.name, distributionId: view.id });
    const deleted = (await t.call('GET', '/api/v2/activity?kind=RECIPIENT_DELETED', citizen.cookies)).json().result as ActivityEvent[];
    expect(deleted[0]).toMatchObject({ counterpart: JONGNO_BRANCH.name, distributionId: view.id, detail: 'REQUESTED', documents: [{ id: view.documentId }] });
  });

  it('the retention round deletes a received presentation after the retention days', async () => {
    const request = await desk.ask('address');
    const view = await opened(request.link);
    expect((await answer(t, citizen, view, await present(citizen, view, ADDRESS))).statusCode).toBe(200);
    await t.app.desk.retention.sweep(Date.now() + (t.app.desk.retentionDays - 1) * 86_400_000);
    expect((await desk.request(request.id)).result).not.toBeNull();
    await t.app.desk.retention.sweep(Date.now() + (t.app.desk.retentionDays + 1) * 86_400_000);
    expect((await desk.request(request.id)).result).toBeNull();
    // The citizen's record says so; a deletion request has nothing left to ask.
    expect((await t.call('GET', `/api/v2/wallet/presentations/${view.id}`, citizen.cookies)).json().result.recipientDeletedAt).toMatch(/^\d{14}$/);
    const asked = await t.call('POST', `/api/v2/wallet/presentation-requests/${view.id}/deletion-request`, citizen.cookies);
    expect(asked.json()).toMatchObject({ code: 'DISTRIBUTION_ERROR', title: '이미 삭제됐어요' });
  });
});

describe('보낸 내역 lists the presentations the citizen made', () => {
  it('with presentations=true a presentation is a record of its own among the documents (to whom, why, the labels, the desk’s time); without it the list is the spec’s', async () => {
    const request = await desk.ask('address');
    const view = await opened(request.link);
    const answered = (await answer(t, citizen, view, await present(citizen, view, ADDRESS))).json().result as { presentedAt: string };
    const mixed = (await t.call('GET', '/api/v2/distribution?pageNumber=1&presentations=true', citizen.cookies)).json() as { result: { type: string; id: string }[]; totalCount: number };
    // Newest first (the key-binding JWT's time, to the second, then when the request was opened).
    expect(mixed.result[0]).toEqual({
      type: 'PRESENTED',
      id: view.id,
      name: '주민등록표 등본',
      receiver: JONGNO_BRANCH.name,
      purpose: request.purpose,
      documentId: view.documentId,
      claimLabels: ['현 주소', '세대주 성명'],
      presentedAt: answered.presentedAt,
      deletionRequestedAt: null,
      recipientDeletedAt: null,
      deletionByWallet: true,
    });
    expect(mixed.result[0]).toMatchObject({ presentedAt: (await desk.request(request.id)).result!.presentedAt });
    expect(JSON.stringify(mixed.result[0])).not.toContain('율곡로');
    const spec = (await t.call('GET', '/api/v2/distribution?pageNumber=1', citizen.cookies)).json() as { result: { type: string }[]; totalCount: number };
    expect(new Set(spec.result.map((item) => item.type))).toEqual(new Set(['SUBMITTED', 'RECEIVED']));
    const presented = mixed.result.filter((item) => item.type === 'PRESENTED').length;
    expect(mixed.totalCount).toBeGreaterThan(spec.totalCount);
    expect(mixed.result.filter((item) => item.type !== 'PRESENTED')).toEqual(spec.result.slice(0, mixed.result.length - presented));
  });

  it('the pages of the mixed list hold every record once, newest first; another citizen’s presentation is not found', async () => {
    const pages = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const page = (await t.call('GET', `/api/v2/distribution?pageNumber=${pageNumber}&presentations=true`, citizen.cookies)).json() as { result: (DistributionItem | PresentationRecord)[]; totalCount: number };
      pages.push(...page.result);
      if (page.result.length < 20) {
        expect(pages).toHaveLength(page.totalCount);
        break;
      }
    }
    const times = pages.map((item) => (item.type === 'PRESENTED' ? item.presentedAt : item.distributedAt));
    expect(times).toEqual([...times].sort().reverse());
    const presentation = pages.find((item) => item.type === 'PRESENTED')!;
    const stranger = await t.login('receiver');
    expect((await t.call('GET', `/api/v2/wallet/presentations/${presentation.id}`, stranger)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/v2/wallet/presentation-requests/${presentation.id}/deletion-request`, stranger)).statusCode).toBe(404);
    const unanswered = await opened((await desk.ask('address')).link);
    expect((await t.call('GET', `/api/v2/wallet/presentations/${unanswered.id}`, citizen.cookies)).statusCode).toBe(404);
  });
});
