import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_COOKIE } from '../../desk/callers.ts';
import { deskCalls, GANGNAM_BRANCH, JONGNO_BRANCH, staffLogin, submitTo, TWO_DOCUMENTS, wrongNumber } from '../../desk/test-kit.ts';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';
import { pdfsig } from '../../test/pdfsig.ts';
import { logOf } from '../../activity/test-kit.ts';

let t: TestApp;
let citizen: Cookies;
let jongno: ReturnType<typeof deskCalls>;
let gangnam: ReturnType<typeof deskCalls>;

beforeAll(async () => {
  t = await buildTestApp();
  citizen = await t.login('citizen');
  jongno = deskCalls(t, { cookies: await staffLogin(t, JONGNO_BRANCH.name) });
  gangnam = deskCalls(t, { cookies: await staffLogin(t, GANGNAM_BRANCH.name) });
});
afterAll(() => t.close());

const sentRecord = async (distributionId: string, documentId: string) =>
  (await t.call('GET', `/api/v2/distribution/${distributionId}/document/${documentId}`, citizen)).json().result;
const events = (distributionId: string) => t.app.desk.repo.events(distributionId);

describe('staff sign-in (/sim/org-login): a desk session of its own kind', () => {
  it('lists every organisation of the search with its demo key; a name signs its staff in and returns to /desk', async () => {
    const page = await t.app.inject({ url: '/sim/org-login' });
    expect(page.statusCode).toBe(200);
    for (const name of ['한빛은행 종로지점', '서울특별시 종로구청 민원여권과', '푸른약국', '박정호 (개인 임대인)']) expect(page.body).toContain(name);
    expect(page.body).toContain('demo-org-hanbit-bank-02');
    expect((await t.app.inject({ url: '/sim/login' })).body).toContain('href="/sim/org-login"');
    const login = await t.app.inject({ url: `/sim/org-login?organisation=${encodeURIComponent(JONGNO_BRANCH.name)}&returnUrl=/desk` });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/desk');
    expect(login.cookies.find((cookie) => cookie.name === DESK_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('an unknown organisation is a 400 page and signs nobody in', async () => {
    const response = await t.app.inject({ url: `/sim/org-login?organisation=${encodeURIComponent('없는 은행')}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.cookies).toEqual([]);
  });

  it('without a desk session the desk answers 401 pointing at the organisation login; a citizen’s session is not one', async () => {
    for (const cookies of [{}, citizen]) {
      const response = await t.call('GET', '/api/v1/desk/submissions', cookies);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'UNAUTHENTICATED', returnUrl: '/sim/org-login' });
    }
    // …and a desk session is no wallet session.
    expect((await t.call('GET', '/api/v2/inbox?pageNumber=1&pageSize=20', await staffLogin(t, JONGNO_BRANCH.name))).statusCode).toBe(401);
  });

  it('the desk names the organisation and the staff member', async () => {
    const response = await jongno.call('GET', '/organisation');
    expect(response.json().result).toEqual({ name: '한빛은행 종로지점', region: '서울특별시 종로구', type: 'FINANCIAL_CORPORATION', staffName: '한빛은행 종로지점 담당자', retentionDays: 30 });
  });
});

describe('the desk: received submissions, the 열람번호, the documents and their verdicts', () => {
  let sent: { distributionId: string; pin: string };
  beforeAll(async () => {
    sent = await submitTo(t, citizen, JONGNO_BRANCH.id);
  });

  it('lists it newest first: sender masked, both documents, received time, 열람전 with five tries', async () => {
    const page = (await jongno.list()).json();
    expect(page.totalCount).toBe(1);
    expect(page.result[0]).toMatchObject({ id: sent.distributionId, sender: '김*준', state: 'UNOPENED', locked: false, remainingTries: 5, openedAt: null });
    expect(page.result[0].documents.map((d: { name: string }) => d.name).sort()).toEqual(['건강보험 자격득실 확인서', '주민등록표 등본']);
    expect(page.result[0].documents.every((d: { checks: unknown }) => d.checks === null)).toBe(true);
    expect(page.result[0].receivedAt).toMatch(/^\d{14}$/);
  });

  it('finds it by the sender’s name or its 열람번호, and by nothing else', async () => {
    for (const keyword of ['김민준', '민준', sent.pin]) expect((await jongno.list(`?keyword=${encodeURIComponent(keyword)}`)).json().totalCount).toBe(1);
    for (const keyword of ['이서연', wrongNumber(sent.pin), '%', '_']) expect((await jongno.list(`?keyword=${encodeURIComponent(keyword)}`)).json().totalCount).toBe(0);
  });

  it('another organisation’s staff do not see it: not in their list, and not found by id', async () => {
    expect((await gangnam.list()).json().result.map((s: { id: string }) => s.id)).not.toContain(sent.distributionId);
    for (const response of [
      await gangnam.detail(sent.distributionId),
      await gangnam.open(sent.distributionId, sent.pin),
      await gangnam.processed(sent.distributionId),
      await gangnam.download(sent.distributionId, TWO_DOCUMENTS[0]!),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await jongno.detail(sent.distributionId)).json().result.remainingTries).toBe(5);
  });

  it('before opening, its documents cannot be read and it cannot be marked processed', async () => {
    expect((await jongno.download(sent.distributionId, TWO_DOCUMENTS[0]!)).json().code).toBe('SUBMISSION_NOT_OPENED');
    expect((await jongno.processed(sent.distributionId)).json().code).toBe('SUBMISSION_NOT_OPENED');
  });

  it('a wrong 열람번호 is refused: one try fewer, nothing opened, the citizen still sees 열람전', async () => {
    const response = await jongno.open(sent.distributionId, wrongNumber(sent.pin));
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ accepted: false, submission: { state: 'UNOPENED', remainingTries: 4, locked: false } });
    expect((await sentRecord(sent.distributionId, TWO_DOCUMENTS[0]!)).state).toBe('NOT_READ_YET');
  });

  it('the right one opens it: every line it can judge passes (neither document states a validity: that line says so), and the citizen’s sent record says READ with its 열람 일시', async () => {
    const before = Date.now();
    const opened = (await jongno.open(sent.distributionId, sent.pin)).json().result;
    expect(opened.accepted).toBe(true);
    expect(opened.submission.state).toBe('OPENED');
    for (const document of opened.submission.documents) {
      expect(document.genuine).toBe(true);
      expect(document.checks.map((line: { check: string; passed: boolean }) => [line.check, line.passed])).toEqual([
        ['SIGNATURE', true],
        ['CHAIN', true],
        ['UNALTERED', true],
        ['NOT_EXPIRED', null],
        ['NOT_REVOKED', true],
        ['NOT_CANCELED', true],
      ]);
      expect(document.validity).toBeNull();
    }
    for (const id of TWO_DOCUMENTS) {
      const record = await sentRecord(sent.distributionId, id);
      expect(record.state).toBe('READ');
      expect(record.lastUpdatedAt).toBe(opened.submission.openedAt);
      expect(record).toMatchObject({ readAt: opened.submission.openedAt, processedAt: null });
    }
    expect(Date.parse(`${opened.submission.openedAt.replace(/^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/, '$1-$2-$3T$4:$5:$6')}+09:00`)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect((await events(sent.distributionId)).map((event) => [event.kind, event.actor])).toEqual([['OPENED', `staff:staff-${JONGNO_BRANCH.id}`]]);
    // The citizen can no longer cancel what was opened.
    expect((await t.call('POST', `/api/v2/distribution/${sent.distributionId}/document/${TWO_DOCUMENTS[0]}/cancel`, citizen)).statusCode).toBe(409);
  });

  it('the original downloads as a file whose signature pdfsig reports valid; each download is recorded', async () => {
    const response = await jongno.download(sent.distributionId, 'seed-citizen-resident-copy');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('주민등록표 등본.pdf')}`);
    expect(pdfsig(response.rawPayload)).toContain('Signature is Valid');
    const file = await jongno.call('GET', `/submissions/${sent.distributionId}/documents/seed-citizen-resident-copy/file`);
    expect(file.headers['content-disposition']).toBe('inline');
    expect(file.rawPayload.equals(response.rawPayload)).toBe(true);
    const kinds = (await events(sent.distributionId)).map((event) => [event.kind, event.documentId]);
    expect(kinds).toEqual([
      ['OPENED', null],
      ['DOWNLOADED', 'seed-citizen-resident-copy'],
    ]);
  });

  it('the desk keeps its own copy: the citizen deleting the document changes nothing at the desk', async () => {
    expect((await t.call('POST', '/api/v2/inbox/delete', citizen, { documentIds: ['seed-citizen-health-history'] })).statusCode).toBe(200);
    await t.app.db.run('DELETE FROM document_files WHERE document_id = ?', ['seed-citizen-health-history']);
    const response = await jongno.download(sent.distributionId, 'seed-citizen-health-history');
    expect(response.statusCode).toBe(200);
    expect(pdfsig(response.rawPayload)).toContain('Signature is Valid');
  });

  it('처리완료 is the staff member’s own mark; a repeat changes nothing and the same key replays the answer', async () => {
    const first = await jongno.processed(sent.distributionId, 'mark-processed-0001');
    expect(first.json().result).toMatchObject({ state: 'PROCESSED' });
    const replay = await jongno.processed(sent.distributionId, 'mark-processed-0001');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect((await jongno.processed(sent.distributionId)).json().result.processedAt).toBe(first.json().result.processedAt);
    expect((await events(sent.distributionId)).filter((event) => event.kind === 'PROCESSED')).toHaveLength(1);
  });

  it('the citizen’s record keeps its 열람 일시 and gains 처리 일시; their log says 받는 곳 처리완료 once, with the time', async () => {
    const marked = (await jongno.detail(sent.distributionId)).json().result;
    for (const id of TWO_DOCUMENTS) {
      expect(await sentRecord(sent.distributionId, id)).toMatchObject({ state: 'READ', readAt: marked.openedAt, processedAt: marked.processedAt });
    }
    const log = (await logOf(t, citizen, `?kind=RECIPIENT_PROCESSED`)).json().result;
    const processed = log.filter((event: { distributionId: string }) => event.distributionId === sent.distributionId);
    expect(processed).toHaveLength(1);
    expect(processed[0]).toMatchObject({ kind: 'RECIPIENT_PROCESSED', perspective: 'OWNER', counterpart: JONGNO_BRANCH.name, at: marked.processedAt });
    expect(processed[0].documents.map((document: { name: string }) => document.name)).toEqual(['건강보험 자격득실 확인서', '주민등록표 등본']);
  });
});

describe('altered, cancelled and locked submissions', () => {
  it('a stored copy changed after signing shows the unaltered line failing, in words; the others still pass', async () => {
    const sent = await submitTo(t, citizen, JONGNO_BRANCH.id, ['seed-citizen-tax-paid']);
    await jongno.open(sent.distributionId, sent.pin);
    const row = await t.app.db.get<{ pdf: Uint8Array }>('SELECT pdf FROM desk_files WHERE distribution_id = ?', [sent.distributionId]);
    const tampered = Buffer.from(row!.pdf);
    const at = tampered.indexOf('/MediaBox');
    tampered[at + 1] = 'm'.charCodeAt(0);
    await t.app.db.run('UPDATE desk_files SET pdf = ? WHERE distribution_id = ?', [tampered, sent.distributionId]);

    const [document] = (await jongno.detail(sent.distributionId)).json().result.documents;
    expect(document.genuine).toBe(false);
    const lines = Object.fromEntries(document.checks.map((line: { check: string }) => [line.check, line]));
    expect(lines.UNALTERED).toEqual({ check: 'UNALTERED', passed: false, message: '서명한 뒤에 문서 내용이 바뀌었어요. 받은 파일이 발급된 원본과 달라요.' });
    expect([lines.SIGNATURE.passed, lines.CHAIN.passed, lines.NOT_EXPIRED.passed, lines.NOT_CANCELED.passed]).toEqual([true, true, true, true]);
  });

  it('a document its agency revoked (폐기) after it was submitted: the desk’s line says 폐기된 증명서, its signature still checks', async () => {
    const sent = await submitTo(t, citizen, JONGNO_BRANCH.id, ['seed-citizen-income-expiring']);
    expect(await t.app.credentials.revoke('seed-citizen-income-expiring')).toBe(true);
    const [document] = (await jongno.open(sent.distributionId, sent.pin)).json().result.submission.documents;
    const lines = Object.fromEntries(document.checks.map((line: { check: string }) => [line.check, line]));
    expect(lines.NOT_REVOKED).toEqual({ check: 'NOT_REVOKED', passed: false, message: expect.stringMatching(/^폐기된 증명서예요\. 발급기관이 \d{4}년 \d{1,2}월 \d{1,2}일에 폐기해 효력이 없어요\.$/) });
    expect([lines.SIGNATURE.passed, lines.CHAIN.passed, lines.UNALTERED.passed]).toEqual([true, true, true]);
    expect(document.genuine).toBe(false);
  });

  it('a sending the citizen cancelled before it was opened shows 취소됨 and cannot be opened', async () => {
    const sent = await submitTo(t, citizen, JONGNO_BRANCH.id, ['seed-citizen-resident-abstract']);
    expect((await t.call('POST', `/api/v2/distribution/${sent.distributionId}/document/seed-citizen-resident-abstract/cancel`, citizen)).statusCode).toBe(200);
    expect((await jongno.detail(sent.distributionId)).json().result.state).toBe('CANCELED');
    const response = await jongno.open(sent.distributionId, sent.pin);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('SUBMISSION_CANCELED');
    expect((await t.app.db.get<{ state: string }>('SELECT state FROM desk_submissions WHERE distribution_id = ?', [sent.distributionId]))?.state).toBe('RECEIVED');
  });

  it('one document cancelled of two: the other opens; the cancelled one is not read, not copied, and its line says so', async () => {
    const sent = await submitTo(t, citizen, GANGNAM_BRANCH.id, ['seed-citizen-premium-paid', 'seed-citizen-driving-career']);
    await t.call('POST', `/api/v2/distribution/${sent.distributionId}/document/seed-citizen-driving-career/cancel`, citizen);
    const opened = (await gangnam.open(sent.distributionId, sent.pin)).json().result.submission;
    const byId = Object.fromEntries(opened.documents.map((d: { id: string }) => [d.id, d]));
    expect(byId['seed-citizen-premium-paid'].genuine).toBe(true);
    const canceled = byId['seed-citizen-driving-career'];
    expect(canceled).toMatchObject({ canceled: true, genuine: false });
    expect(canceled.checks.at(-1)).toEqual({ check: 'NOT_CANCELED', passed: false, message: '보낸 분이 열람 전에 제출을 취소했어요.' });
    expect(canceled.checks.slice(0, 3).map((line: { passed: unknown }) => line.passed)).toEqual([null, null, null]);
    expect((await gangnam.download(sent.distributionId, 'seed-citizen-driving-career')).json().code).toBe('SUBMISSION_CANCELED');
    expect((await sentRecord(sent.distributionId, 'seed-citizen-driving-career')).state).toBe('CANCELED');
  });

  it('five wrong 열람번호 lock it: then even the right one is refused, and the citizen can submit again', async () => {
    const sent = await submitTo(t, citizen, JONGNO_BRANCH.id, ['seed-citizen-resident-copy']);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await jongno.open(sent.distributionId, wrongNumber(sent.pin))).json().result.submission);
    expect(answers.map((answer) => [answer.remainingTries, answer.locked])).toEqual([
      [4, false],
      [3, false],
      [2, false],
      [1, false],
      [0, true],
    ]);
    for (const viewingNumber of [wrongNumber(sent.pin), sent.pin]) {
      const refused = await jongno.open(sent.distributionId, viewingNumber);
      expect(refused.statusCode).toBe(423);
      expect(refused.json()).toMatchObject({ code: 'SUBMISSION_LOCKED', message: expect.stringContaining('다시 제출해 달라고') });
    }
    expect((await events(sent.distributionId)).map((event) => event.kind)).toEqual(['LOCKED']);
    expect((await sentRecord(sent.distributionId, 'seed-citizen-resident-copy')).state).toBe('NOT_READ_YET');
    const again = await submitTo(t, citizen, JONGNO_BRANCH.id, ['seed-citizen-resident-copy']);
    expect(again.distributionId).not.toBe(sent.distributionId);
    expect((await jongno.open(again.distributionId, again.pin)).json().result.accepted).toBe(true);
  });

  it('a submission the database had opened before the desk existed (seeded) shows 열람, and its documents are copied on first view', async () => {
    const office = deskCalls(t, { cookies: await staffLogin(t, '서울특별시 종로구청 민원여권과') });
    const seeded = (await office.detail('seed-delivery-07')).json().result;
    expect(seeded).toMatchObject({ state: 'OPENED', sender: '김*준' });
    expect(seeded.documents[0].checks.slice(0, 3).every((line: { passed: boolean }) => line.passed)).toBe(true);
    expect((await t.app.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM desk_files WHERE distribution_id = ?', ['seed-delivery-07']))?.n).toBe(1);
  });
});
