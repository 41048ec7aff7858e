import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { pdfText } from '../test/pdf-text.ts';
import { applicationSigned } from './outside-answers.ts';
import type { Agency, AgencyRequest, CertificateAgencyData, Holder } from './ports.ts';
import { CHANNELING, COURT, NORMAL, create, createSigned, pathOf, poll, waitForState } from './test-kit.ts';

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

/** An agency of the test's own: it answers at once, refuses what the test says, and holds facts no simulated agency holds. */
function stubAgency(refuse: (request: AgencyRequest) => boolean) {
  const asked: AgencyRequest[] = [];
  const records: { holder: Holder; certificate: CertificateAgencyData | undefined }[] = [];
  const agency: Agency = {
    processingMs: () => 0,
    answer: async (request) => {
      asked.push(request);
      return refuse(request) ? { ok: false, message: '스텁 기관이 이 신청을 거절했어요.' } : { ok: true };
    },
    holderRecord: (holder, certificate) => {
      records.push({ holder, certificate });
      return {
        person: { name: holder.holderName, rrn: '900101-1234567', address: '포트광역시 어댑터구 스텁로 33' },
        tax: { office: '스텁세무서', arrears: 0 },
      };
    },
  };
  return { agency, asked, records };
}

describe('the agency port: the server issues through whatever agency it is given', () => {
  it('a stub agency written here answers the application, and the signed PDF prints the facts it holds', async () => {
    const stub = stubAgency(() => false);
    const t = await buildTestApp({ agency: stub.agency });
    opened.push(t);
    const cookies = await t.login('citizen');
    const id = await createSigned(t, cookies, NORMAL);
    await t.call('POST', `/api/v2/application/${id}`, cookies);
    const done = await waitForState(t, cookies, id, 'COMPLETE');

    expect(stub.asked).toEqual([expect.objectContaining({ applicationId: id, edocPath: pathOf(NORMAL), ownerUserId: 'citizen' })]);
    // The folder's agency.json reaches the agency as it is, for it alone to read.
    expect(stub.records[0]?.certificate).toMatchObject({ slug: NORMAL, file: { records: { '*': { tax: { arrears: 0 } } } } });
    const file = await t.app.issuance.documents.file(String(done.documentId));
    const text = await pdfText(file!);
    expect(text).toContain('스텁세무서');
    expect(text).toContain('포트광역시어댑터구스텁로33');
  });

  it('its refusal ends the application on the fail page with the agency’s own message', async () => {
    const stub = stubAgency((request) => request.formData['사용용도'] === '거절해 주세요');
    const t = await buildTestApp({ agency: stub.agency });
    opened.push(t);
    const cookies = await t.login('citizen');
    const id = await createSigned(t, cookies, NORMAL, { 사용용도: '거절해 주세요' });
    await t.call('POST', `/api/v2/application/${id}`, cookies);
    const failed = await waitForState(t, cookies, id, 'FAIL');
    expect(failed.message).toBe('스텁 기관이 이 신청을 거절했어요.');
  });
});

describe('the signer, portal and sites ports: their pages are where the configuration says', () => {
  it('sends the citizen to the signing page, the portal and the outside site at the configured URLs', async () => {
    const t = await buildTestApp({ pages: { signer: 'https://sign.messenger.example/wallet/', portal: 'https://portal.example.kr', sites: '/outside' } });
    opened.push(t);
    const cookies = await t.login('citizen');
    const created = (await create(t, cookies, CHANNELING)).json().result as { id: string; url: string };
    expect(created.url).toBe(`https://sign.messenger.example/wallet/sign/${created.id}?returnUrl=%2Fissue%2Fback`);

    // The signing page out there reports the signature (the wallet's one call for it); the CHANNELING application goes to the portal.
    expect(await applicationSigned(t.app, { id: created.id, signStatus: 'PREPARE' })).toBe(true);
    const started = (await t.call('POST', `/api/v2/application/${created.id}`, cookies)).json().result as { url: string };
    expect(started.url).toMatch(new RegExp(`^https://portal\\.example\\.kr/portal/${created.id}\\?returnUrl=`));

    const external = await t.call('POST', '/api/v2/application/channeling/external', cookies, { 문서종류: pathOf(COURT), returnUrl: '/issue/back' });
    const { id, url } = external.json().result as { id: string; url: string };
    expect(url).toBe(`/outside/court/${id}?returnUrl=%2Fissue%2Fback`);
    expect((await poll(t, cookies, id)).state).toBe('CHANNELING');
  });

  it('refuses to start with a page URL that is neither a path nor an http(s) URL', async () => {
    await expect(buildTestApp({ pages: { signer: 'sign.example.kr' } })).rejects.toThrow(/signer pages' URL must be a path such as \/sim or an http\(s\) URL/);
  });
});
