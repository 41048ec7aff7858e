import { decodeSdJwt } from '@sd-jwt/decode';
import { digest } from '@sd-jwt/crypto-nodejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletPresentation } from '../../contracts/generated/api.ts';
import { JONGNO_BRANCH } from '../desk/test-kit.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { answer, deskOf, holderBrowser, openRequest, present, type HolderBrowser } from './test-kit.ts';

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
      ['세대주 성명(한자)', '김민준', false],
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
      { label: '세대주', value: '김민준' },
    ]);
    expect(received.result!.checks.map((check) => [check.kind, check.ok])).toEqual([
      ['ISSUER_SIGNATURE', true],
      ['HOLDER_BINDING', true],
      ['NOT_REVOKED', true],
      ['NOT_EXPIRED', true],
    ]);
    expect(received.result!.presentedAt).toBe(answered.json().result.presentedAt);
  });
});
