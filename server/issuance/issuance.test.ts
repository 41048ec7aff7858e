import { createHash, X509Certificate } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type Cookies, type TestApp } from '../test/build-test-app.ts';
import { pdfText } from '../test/pdf-text.ts';
import { pdfsig } from '../test/pdfsig.ts';
import { DatabaseAvailability } from '../db/availability.ts';
import { MAX_ATTEMPTS } from './runner.ts';
import { issuanceTexts } from '../messages.ts';
import { NORMAL, createSigned, poll, waitForState } from './test-kit.ts';

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0).reverse()) await t.close();
});

async function issued(t: TestApp, cookies: Cookies, overrides: Record<string, unknown> = {}) {
  const id = await createSigned(t, cookies, NORMAL, overrides);
  await t.call('POST', `/api/v2/application/${id}`, cookies);
  return waitForState(t, cookies, id, 'COMPLETE');
}

describe('durable issuance jobs', () => {
  it('a restart loses nothing: an application PROCESSING when the server stops completes after the next start', async () => {
    const first = await buildTestApp({ simLatencyMs: 400 });
    const cookies = await first.login('citizen');
    const id = await createSigned(first, cookies, NORMAL);
    await first.call('POST', `/api/v2/application/${id}`, cookies);
    await first.app.close();

    const db = await first.openDatabase();
    try {
      expect(await db.get('SELECT state FROM applications WHERE id = ?', [id])).toEqual({ state: 'PROCESSING' });
      expect(await db.get('SELECT state FROM jobs WHERE application_id = ?', [id])).toEqual({ state: 'PENDING' });
    } finally {
      await db.close();
    }

    const restarted = await buildTestApp({ dir: first.dir, simLatencyMs: 50 });
    opened.push(first, restarted);
    const again = await restarted.login('citizen');
    const done = await waitForState(restarted, again, id, 'COMPLETE');
    expect(done.documentId).toBe(`doc-${id}`);
    expect(await restarted.app.issuance.jobs.find(id)).toMatchObject({ state: 'DONE', attempts: 1 });
  });

  it('a job that fails is retried later, and completes', async () => {
    const t = await buildTestApp({ simLatencyMs: 20 });
    opened.push(t);
    const cookies = await t.login('citizen');
    const issuer = t.app.issuance.issuer;
    const render = issuer.render.bind(issuer);
    let failures = 1;
    issuer.render = async (document) => (failures-- > 0 ? Promise.reject(new Error('agency link down')) : await render(document));
    const id = await createSigned(t, cookies, NORMAL);
    await t.call('POST', `/api/v2/application/${id}`, cookies);
    await expect.poll(async () => (await t.app.issuance.jobs.find(id))?.lastError, { timeout: 3000 }).toBe('agency link down');
    expect((await poll(t, cookies, id)).state).toBe('PROCESSING');
    await t.app.issuance.runner.runDue(Date.now() + 10_000);
    expect((await poll(t, cookies, id)).state).toBe('COMPLETE');
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts: FAIL with a Korean message`, async () => {
    const t = await buildTestApp({ simLatencyMs: 20 });
    opened.push(t);
    const cookies = await t.login('citizen');
    t.app.issuance.issuer.render = () => Promise.reject(new Error('broken'));
    const id = await createSigned(t, cookies, NORMAL);
    await t.call('POST', `/api/v2/application/${id}`, cookies);
    await expect.poll(async () => (await t.app.issuance.jobs.find(id))?.attempts, { timeout: 3000 }).toBe(1);
    // Every later attempt made at once, until the job has ended: the runner's own tick may hold an
    // attempt while a runDue here passes it by (a slow database), so the calls are not the attempts.
    const attemptAgain = async () => {
      await t.app.issuance.runner.runDue(Date.now() + 3_600_000);
      return (await t.app.issuance.jobs.find(id))?.state;
    };
    await expect.poll(attemptAgain, { timeout: 15_000, interval: 20 }).toBe('FAILED');
    const failed = await poll(t, cookies, id);
    expect(failed.state).toBe('FAIL');
    expect(failed.message).toBe(issuanceTexts.agencyRetriesExhausted);
    expect(await t.app.issuance.jobs.find(id)).toMatchObject({ state: 'FAILED', attempts: expect.any(Number) });
    expect((await t.app.issuance.jobs.find(id))!.attempts).toBeGreaterThanOrEqual(MAX_ATTEMPTS);
  });
});

describe('when the database goes away under the jobs', () => {
  const lost = () => new Error('Connection terminated unexpectedly');

  it("a job the database's going away interrupted is not a failed attempt: it runs again at once, not after its lease", async () => {
    const t = await buildTestApp({ simLatencyMs: 20, jobLeaseMs: 600_000 });
    opened.push(t);
    const cookies = await t.login('citizen');
    const issuer = t.app.issuance.issuer;
    const render = issuer.render.bind(issuer);
    let interruptions = 1;
    issuer.render = async (document) => (interruptions-- > 0 ? Promise.reject(lost()) : await render(document));
    const id = await createSigned(t, cookies, NORMAL);
    await t.call('POST', `/api/v2/application/${id}`, cookies);
    await waitForState(t, cookies, id, 'COMPLETE', 5000);
    expect(interruptions).toBeLessThan(0);
    expect(await t.app.issuance.jobs.find(id)).toMatchObject({ state: 'DONE', attempts: 1, lastError: null });
  });

  it('while the database is away nothing is claimed; its return runs what is due at once', async () => {
    const t = await buildTestApp({ simLatencyMs: 20 });
    opened.push(t);
    const cookies = await t.login('citizen');
    const { runner, jobs } = t.app.issuance;
    let reachable = false;
    const availability = new DatabaseAvailability(async () => {
      if (!reachable) throw lost();
    });
    // The test's SQLite database is given the watch a PostgreSQL one has, which the runner heeds from its start.
    await runner.stop();
    Object.assign(t.app.db, { availability });
    runner.start();
    try {
      availability.check('Connection terminated unexpectedly');
      await expect.poll(() => availability.up).toBe(false);
      const id = await createSigned(t, cookies, NORMAL);
      await t.call('POST', `/api/v2/application/${id}`, cookies);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await jobs.find(id)).toMatchObject({ state: 'PENDING', attempts: 0, lockedBy: null });
      reachable = true;
      await waitForState(t, cookies, id, 'COMPLETE', 5000);
      expect(await jobs.find(id)).toMatchObject({ state: 'DONE', attempts: 1 });
    } finally {
      availability.close();
    }
  });

  it('the jobs a process holds but does not run (a claim whose answer was lost) are given back, their attempt not counted; the one it runs stays its own', async () => {
    const t = await buildTestApp({ simLatencyMs: 0 });
    opened.push(t);
    const cookies = await t.login('citizen');
    const { runner, jobs } = t.app.issuance;
    await runner.stop();
    const ids: string[] = [];
    for (const purpose of ['첫째', '둘째']) {
      const id = await createSigned(t, cookies, NORMAL, { 사용용도: purpose });
      await t.call('POST', `/api/v2/application/${id}`, cookies);
      ids.push(id);
    }
    const now = Date.now() + 1000;
    expect((await jobs.claim('gone-process', now, now + 600_000, 10)).map((job) => job.applicationId).sort()).toEqual([...ids].sort());
    expect(await jobs.releaseHeld('gone-process', [ids[0]!], new Date(now).toISOString())).toBe(1);
    expect(await jobs.find(ids[0]!)).toMatchObject({ lockedBy: 'gone-process', attempts: 1 });
    expect(await jobs.find(ids[1]!)).toMatchObject({ lockedBy: null, attempts: 0, state: 'PENDING' });
    expect((await jobs.claim('next-process', now, now + 600_000, 10)).map((job) => job.applicationId)).toEqual([ids[1]]);
  });
});

describe('the issued PDF', () => {
  it('is a real A4 PDF with the Korean font embedded, laid out from its folder: the holder, the agency record, the options, the document number and where to verify it', async () => {
    const t = await buildTestApp({ simLatencyMs: 20, publicUrl: 'https://wallet.example.kr' });
    opened.push(t);
    const cookies = await t.login('citizen');
    const done = await issued(t, cookies, { 사용용도: '회사 제출용' });
    const documentId = done.documentId as string;
    const file = await t.call('GET', (await t.call('GET', `/api/v2/inbox/${documentId}/viewer`, cookies)).json().result.url, cookies);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const bytes = file.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/FontFile[23]/);

    const stored = (await t.app.issuance.documents.findById(documentId))!;
    expect(stored.documentNumber).toMatch(/^JG-\d{4}-[0-9A-F]{8}$/);
    expect((await t.app.issuance.documents.file(documentId))?.equals(bytes)).toBe(true);
    // The database knows the file by a keyed hash of its SHA-256, never the SHA-256 itself.
    expect(stored.fileIndex).toBe(t.app.sealer.index('document-file', createHash('sha256').update(bytes).digest('hex')));
    const text = await pdfText(bytes);
    for (const expected of ['납세증명서', '김민준', '980315-1234567', '종로세무서장', '회사 제출용', `문서확인번호 ${stored.documentNumber}`, 'https://wallet.example.kr/verify', 'https://wallet.example.kr/ca/jigap-demo-root.crt']) {
      expect(text).toContain(expected.replace(/\s+/g, ''));
    }
  });

  it('carries a PAdES signature that pdfsig (poppler) reports valid over the whole file; one changed byte makes it invalid', async () => {
    const t = await buildTestApp({ simLatencyMs: 20 });
    opened.push(t);
    const cookies = await t.login('citizen');
    const done = await issued(t, cookies);
    const stored = (await t.app.issuance.documents.findById(done.documentId as string))!;
    const bytes = (await t.call('GET', (await t.call('GET', `/api/v2/inbox/${stored.id}/viewer`, cookies)).json().result.url, cookies)).rawPayload;
    const report = pdfsig(bytes);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toMatch(/Signer full Distinguished Name: CN=국세청,O=Jigap 데모 발급기관,C=KR/);

    const tampered = Buffer.from(bytes);
    const at = tampered.indexOf('(Jigap)');
    expect(at).toBeGreaterThan(0);
    tampered.write('q', at + 5, 'latin1');
    const broken = pdfsig(tampered);
    expect(broken).not.toContain('Signature is Valid');
    expect(broken).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });

  it('one signing certificate per issuer, made once, under the demo root that GET /ca/jigap-demo-root.crt serves', async () => {
    const t = await buildTestApp({ simLatencyMs: 20 });
    opened.push(t);
    const cookies = await t.login('citizen');
    await issued(t, cookies);
    await issued(t, cookies);
    const slots = (await t.app.db.all<{ slot: string }>('SELECT slot FROM signing_certificates ORDER BY slot')).map((r) => r.slot);
    expect(slots).toEqual(['issuer:국세청', 'root']);

    const download = await t.call('GET', '/ca/jigap-demo-root.crt');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/x-x509-ca-cert');
    const root = new X509Certificate(download.body);
    expect(root.ca).toBe(true);
    expect(root.subject).toContain('CN=Jigap 데모 발급 인증기관');
    const issuerPem = (await t.app.db.get<{ certificate: string }>("SELECT certificate FROM signing_certificates WHERE slot = 'issuer:국세청'"))!.certificate;
    const issuer = new X509Certificate(issuerPem);
    expect(issuer.ca).toBe(false);
    expect(issuer.checkIssued(root) && issuer.verify(root.publicKey)).toBe(true);
    // A seeded document is signed at its issue time, months back: the certificates were valid then.
    const earliest = (await t.app.db.get<{ at: string }>('SELECT MIN(issued_at) AS at FROM documents'))!.at;
    for (const certificate of [root, issuer]) expect(Date.parse(certificate.validFrom)).toBeLessThanOrEqual(Date.parse(earliest));
  });

  it('the seeded documents are drawn in the background after start (off the request path): their first view finds the file stored', async () => {
    const t = await buildTestApp({ prerenderDocuments: true });
    opened.push(t);
    await expect.poll(() => t.app.issuance.documents.withoutFile(100), { timeout: 60_000, interval: 250 }).toEqual([]);
    const stored = (await t.app.issuance.documents.findById('seed-citizen-resident-copy'))!;
    expect(stored.fileIndex).toMatch(/^bi:[0-9a-f]{64}$/);
    expect(pdfsig((await t.app.issuance.documents.file(stored.id))!)).toContain('Signature is Valid');
  });

  it('records how long the document took after the agency answered', async () => {
    const t = await buildTestApp({ simLatencyMs: 20 });
    opened.push(t);
    await issued(t, await t.login('citizen'));
    // The figure is taken once the issuing transaction has committed, so a poll can see COMPLETE first.
    await expect.poll(() => t.app.issuance.runner.documentReadyMs.length).toBeGreaterThan(0);
    // One figure per issued document, whole milliseconds (how long is the bench's question, not this test's).
    const [readyMs, ...others] = t.app.issuance.runner.documentReadyMs;
    expect(others).toEqual([]);
    expect(Number.isInteger(readyMs)).toBe(true);
    expect(readyMs).toBeGreaterThanOrEqual(0);
  });
});
