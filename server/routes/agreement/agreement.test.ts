import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Term, TermGroup } from '../../../contracts/generated/api.ts';
import { AGREEMENT_KINDS, RENEWAL_KINDS } from '../../agreement-kinds.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { NEW_AGREEMENT } from '../../test/calls.ts';

type Item = Term | TermGroup;

const termsOf = (items: Item[]): Term[] => items.flatMap((item) => ('terms' in item ? item.terms : [item]));

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

async function sheet(persona: string, query: string) {
  const response = await t.call('GET', `/api/v2/agreement?${query}`, await t.login(persona));
  expect(response.statusCode).toBe(200);
  return response.json().result as { title: string; buttonTitle: string; items: Item[] };
}

const agreeAll = (kinds: string[], items: Item[]) => ({
  types: kinds,
  path: '/home/apply',
  terms: termsOf(items).map((term) => ({ id: term.id, isAgreed: true })),
});

describe('GET /api/v2/agreement', () => {
  it.each(AGREEMENT_KINDS)('kind %s has a Korean title, a button and at least one required term', async (kind) => {
    const result = await sheet('citizen', `types=${kind}&path=%2Fhome%2Fapply&receiverName=KB국민은행`);
    expect(result.title).toMatch(/[가-힣]/);
    expect(result.title).not.toContain('{receiverName}');
    expect(termsOf(result.items).some((term) => term.isRequired)).toBe(true);
  });

  it('the button reads 시작하기 for NEW, 인증 후 신청하기 for applications, 동의하기 otherwise (renewed terms included)', async () => {
    expect((await sheet('citizen', 'types=NEW')).buttonTitle).toBe('시작하기');
    for (const kind of RENEWAL_KINDS) expect((await sheet('citizen', `types=${kind}`)).buttonTitle).toBe('동의하기');
    for (const kind of AGREEMENT_KINDS.filter((k) => k.startsWith('APPLICATION'))) {
      expect((await sheet('citizen', `types=${kind}`)).buttonTitle).toBe('인증 후 신청하기');
    }
    for (const kind of ['SUBMISSION', 'PAPAS', 'QR_PASS', 'UNREGISTERED_WALLET']) {
      expect((await sheet('citizen', `types=${kind}`)).buttonTitle).toBe('동의하기');
    }
  });

  it('no group names itself 필수 or 선택: the screen puts [필수] or [선택] before it', async () => {
    const { seedTerms } = await import('../../db/seed-data/terms.ts');
    expect(seedTerms.map((term) => term.groupName).filter((name) => name && /필수|선택/.test(name))).toEqual([]);
  });

  it('NEW has the required group 전자증명서 서비스 동의 (its [필수] is the screen’s: the name does not say it again), single items, an optional term and an external link', async () => {
    const { items } = await sheet('newcomer', 'types=NEW&path=%2Fhome%2Fapply');
    const group = items[0] as TermGroup;
    expect(group).toMatchObject({ groupName: '전자증명서 지갑 이용 동의', isRequired: true });
    expect(group.terms.map((term) => term.termType)).toEqual([
      '이용약관',
      '개인정보수집_및_이용동의',
      '고유식별정보수집_및_이용동의',
    ]);
    const singles = items.slice(1) as Term[];
    expect(singles.some((term) => term.url?.startsWith('https://'))).toBe(true);
    expect(singles.some((term) => !term.isRequired)).toBe(true);
  });

  it('types is repeatable: the items of every requested kind, in the order asked', async () => {
    const { items } = await sheet('citizen', 'types=QR_PASS&types=APPLICATION');
    const ids = termsOf(items).map((term) => term.id);
    expect(ids[0]).toBe('qr-pass-info');
    expect(ids).toContain('application-admin-info');
  });

  it('SUBMISSION and PAPAS terms replace {receiverName} with the receiverName query value', async () => {
    for (const kind of ['SUBMISSION', 'PAPAS']) {
      const result = await sheet('citizen', `types=${kind}&receiverName=${encodeURIComponent('KB국민은행')}`);
      expect(result.title).toContain('KB국민은행');
      const replaced = termsOf(result.items).filter((term) => term.replacementStrings.length > 0);
      expect(replaced.length).toBeGreaterThan(0);
      for (const term of replaced) {
        expect(term.title).toContain('{receiverName}');
        expect(term.replacementStrings).toEqual([{ from: '{receiverName}', to: 'KB국민은행' }]);
      }
    }
  });

  it('seeded terms use the term types of 000 §3', async () => {
    const types = new Set<string>();
    for (const kind of AGREEMENT_KINDS) {
      for (const term of termsOf((await sheet('citizen', `types=${kind}`)).items)) types.add(term.termType);
    }
    for (const type of ['이용약관', '개인정보수집_및_이용동의', '개인신용정보수집_및_이용동의', '고유식별정보수집_및_이용동의', '제3자_제공동의']) {
      expect(types).toContain(type);
    }
  });

  it('an unknown kind answers 400 INVALID_PARAM naming the field', async () => {
    const response = await t.call('GET', '/api/v2/agreement?types=NOPE', await t.login('citizen'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PARAM', message: expect.stringContaining('types') });
  });

  it('a missing types answers 400 INVALID_PARAM', async () => {
    const response = await t.call('GET', '/api/v2/agreement', await t.login('citizen'));
    expect(response.json()).toMatchObject({ code: 'INVALID_PARAM', message: '입력값이 올바르지 않아요: types' });
  });
});

describe('GET /api/v2/agreement/term/{termType}', () => {
  it('every term of every kind has HTML content in Korean', async () => {
    const cookies = await t.login('citizen');
    for (const kind of AGREEMENT_KINDS) {
      for (const term of termsOf((await sheet('citizen', `types=${kind}`)).items)) {
        const response = await t.call('GET', `/api/v2/agreement/term/${encodeURIComponent(term.termType)}`, cookies);
        expect(response.statusCode, term.termType).toBe(200);
        const { content } = response.json().result;
        expect(content).toMatch(/^<h2>[^<]*[가-힣]/);
      }
    }
  });

  it('the service terms carry headings, lists and a table', async () => {
    const response = await t.call('GET', `/api/v2/agreement/term/${encodeURIComponent('이용약관')}`, await t.login('citizen'));
    const { content } = response.json().result;
    for (const tag of ['<h3>', '<ol>', '<ul>', '<table>', '<th scope="col">']) expect(content).toContain(tag);
  });

  it('an unknown term type answers 404 NOT_FOUND', async () => {
    const response = await t.call('GET', `/api/v2/agreement/term/${encodeURIComponent('없는약관')}`, await t.login('citizen'));
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('POST /api/v2/agreement', () => {
  it('newcomer joins through NEW: joined, with a new wallet address, and the wallet check passes', async () => {
    const cookies = await t.login('newcomer');
    const response = await t.call('POST', '/api/v2/agreement', cookies, NEW_AGREEMENT);
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result).toEqual({ joined: true, walletAddress: expect.stringMatching(/^[A-Z0-9]{20}$/) });
    expect((await t.call('GET', '/api/check/wallet-and-device', cookies)).json().result).toEqual({
      joined: true,
      walletAddress: result.walletAddress,
      mainDevice: true,
    });
    expect((await t.call('GET', '/api/v1/user', cookies)).json().result.walletName).toBe('박지훈의 전자증명서 지갑');
    expect((await t.call('GET', '/api/v2/inbox', cookies)).statusCode).toBe(200);
  });

  it('records who agreed to which term version, when, of which kind and from which path', async () => {
    await t.call('POST', '/api/v2/agreement', await t.login('newcomer'), NEW_AGREEMENT);
    const rows = await t.app.db.all<{ term_id: string; term_version: number; kind: string; path: string; is_agreed: number }>(
      'SELECT term_id, term_version, kind, path, is_agreed FROM agreements WHERE user_id = ? ORDER BY term_id',
      ['newcomer'],
    );
    expect(rows).toHaveLength(NEW_AGREEMENT.terms.length);
    expect(rows.find((row) => row.term_id === 'new-service-terms')).toEqual({
      term_id: 'new-service-terms',
      term_version: 2,
      kind: 'NEW',
      path: '/home/apply',
      is_agreed: 1,
    });
    expect(rows.find((row) => row.term_id === 'new-news')?.is_agreed).toBe(0);
  });

  it('a joined user who agrees to NEW again keeps the wallet address', async () => {
    const cookies = await t.login('citizen');
    const before = (await t.call('GET', '/api/v1/user', cookies)).json().result.walletAddress;
    const response = await t.call('POST', '/api/v2/agreement', cookies, NEW_AGREEMENT);
    expect(response.json().result).toEqual({ joined: true, walletAddress: before });
  });

  it('renewal: agreeing to RENEW_SERVICE_TERM records the version and clears the renewal requirement', async () => {
    const cookies = await t.login('renewal');
    expect((await t.call('GET', '/api/check/wallet-and-device', cookies)).json().code).toBe('REQUIRED_TO_RENEW_SERVICE_TERM');
    const { items } = await sheet('renewal', 'types=RENEW_SERVICE_TERM');
    const response = await t.call('POST', '/api/v2/agreement', cookies, agreeAll(['RENEW_SERVICE_TERM'], items));
    expect(response.statusCode).toBe(200);
    expect((await t.call('GET', '/api/check/wallet-and-device', cookies)).statusCode).toBe(200);
  });

  it('RENEW_SERVICE_PRIVACY_TERM clears both renewals', async () => {
    await t.app.repos.users.setTermVersions('citizen', { service: 1, privacy: 1 });
    const cookies = await t.login('citizen');
    expect((await t.call('GET', '/api/check/wallet-and-device', cookies)).json().code).toBe(
      'REQUIRED_TO_RENEW_SERVICE_PRIVACY_TERM',
    );
    const { items } = await sheet('citizen', 'types=RENEW_SERVICE_PRIVACY_TERM');
    await t.call('POST', '/api/v2/agreement', cookies, agreeAll(['RENEW_SERVICE_PRIVACY_TERM'], items));
    expect((await t.call('GET', '/api/check/wallet-and-device', cookies)).statusCode).toBe(200);
  });

  it('UNREGISTERED_WALLET registers the wallet again under a new wallet address', async () => {
    const cookies = await t.login('unregistered');
    const before = (await t.call('GET', '/api/v1/user', cookies)).json().result.walletAddress;
    const { items } = await sheet('unregistered', 'types=UNREGISTERED_WALLET');
    const response = await t.call('POST', '/api/v2/agreement', cookies, agreeAll(['UNREGISTERED_WALLET'], items));
    const { result } = response.json();
    expect(result.joined).toBe(true);
    expect(result.walletAddress).toMatch(/^[A-Z0-9]{20}$/);
    expect(result.walletAddress).not.toBe(before);
    expect((await t.call('GET', '/api/check/wallet-and-device', cookies)).json().result.walletAddress).toBe(result.walletAddress);
  });

  it.each(AGREEMENT_KINDS.filter((kind) => kind !== 'NEW'))('a joined user can agree to %s', async (kind) => {
    const { items } = await sheet('citizen', `types=${kind}&receiverName=KB국민은행`);
    const response = await t.call('POST', '/api/v2/agreement', await t.login('citizen'), agreeAll([kind], items));
    expect(response.statusCode).toBe(200);
    expect(response.json().result.joined).toBe(true);
  });

  it('a user who is not joined must agree to NEW first (UNREGISTERED_USER), unless NEW comes along', async () => {
    const cookies = await t.login('newcomer');
    const { items } = await sheet('newcomer', 'types=APPLICATION');
    const alone = await t.call('POST', '/api/v2/agreement', cookies, agreeAll(['APPLICATION'], items));
    expect(alone.statusCode).toBe(403);
    expect(alone.json().code).toBe('UNREGISTERED_USER');

    const both = agreeAll(['NEW', 'APPLICATION'], items);
    both.terms.push(...NEW_AGREEMENT.terms.map((term) => ({ ...term, isAgreed: true })));
    const together = await t.call('POST', '/api/v2/agreement', cookies, both);
    expect(together.statusCode).toBe(200);
    expect(together.json().result.joined).toBe(true);
  });

  it('a sub-device may not agree to wallet kinds (MAIN_DEVICE_ONLY)', async () => {
    const { items } = await sheet('subdevice', 'types=SUBMISSION');
    const response = await t.call('POST', '/api/v2/agreement', await t.login('subdevice'), agreeAll(['SUBMISSION'], items));
    expect(response.json().code).toBe('MAIN_DEVICE_ONLY');
  });

  describe('bad input answers 400 INVALID_PARAM and stores nothing', () => {
    const bad: [string, unknown, string][] = [
      ['an unknown kind', { ...NEW_AGREEMENT, types: ['NOPE'] }, 'types'],
      ['no kinds', { ...NEW_AGREEMENT, types: [] }, 'types'],
      ['no terms field', { types: ['NEW'], path: '/home/apply' }, 'terms'],
      ['no path', { types: ['NEW'], terms: NEW_AGREEMENT.terms }, 'path'],
      ['a term id of another kind', { ...NEW_AGREEMENT, terms: [...NEW_AGREEMENT.terms, { id: 'qr-pass-info', isAgreed: true }] }, 'qr-pass-info'],
      ['an unknown term id', { ...NEW_AGREEMENT, terms: [...NEW_AGREEMENT.terms, { id: 'made-up', isAgreed: true }] }, 'made-up'],
      [
        'a required term not agreed',
        { ...NEW_AGREEMENT, terms: NEW_AGREEMENT.terms.map((term) => (term.id === 'new-privacy' ? { ...term, isAgreed: false } : term)) },
        '개인정보 수집 및 이용 동의',
      ],
      ['a required term missing', { ...NEW_AGREEMENT, terms: NEW_AGREEMENT.terms.filter((term) => term.id !== 'new-wallet-terms') }, '정부 전자문서지갑 이용약관'],
      ['isAgreed not a boolean', { ...NEW_AGREEMENT, terms: [{ id: 'new-privacy', isAgreed: 'yes' }] }, 'terms.0.isAgreed'],
      ['a body that is not JSON', '{"types": [', 'body'],
    ];

    it.each(bad)('%s', async (_name, body, named) => {
      const cookies = await t.login('newcomer');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/agreement',
        cookies,
        headers: { 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_PARAM', status: 400 });
      expect(response.json().message).toContain(named);
      expect(await t.app.repos.agreements.countOf('newcomer')).toBe(0);
      expect((await t.call('GET', '/api/v1/user/status', cookies)).json().result.joined).toBe(false);
    });
  });
});
