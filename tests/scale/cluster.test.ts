import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { NORMAL, pathOf, sample } from '../../server/issuance/test-kit.ts';
import { buildTestApp, type TestApp } from '../../server/test/build-test-app.ts';
import { fuzzEveryRoute, ODD_COOKIES, storedDigest, type Caller } from '../../server/test/fuzz-kit.ts';
import { seededWalletAddress } from '../../server/wallet-address.ts';
import { CompactEncrypt, decodeJwt, importJWK, type JWK } from 'jose';
import { keyProof, walletKey } from '../../server/credentials/test-kit.ts';
import { presentCredential } from '../../shared/presentation.ts';
import { call, workerPids, countOf, issue, login, newScaleDatabase, send, signIn, startServer, stateOn, stopServer, type Cookies, type ServerProcess, waitUntil, type ScaleDatabase } from './scale-kit.ts';

// The reliability checks that hold on SQLite, on PostgreSQL with JIGAP_PROCESSES=2: two server
// processes on one port, node:cluster handing each new connection to the next one (every request
// here opens its own), so consecutive requests are served by different processes, each with its
// own read caches (server/db/read-cache.ts).

let database: ScaleDatabase;
let cluster: ServerProcess | undefined;

beforeAll(async () => {
  database = await newScaleDatabase('jigap_cluster');
  cluster = await startServer('cluster', database.url, { JIGAP_PROCESSES: '2' });
  // Each process draws the seeded documents' files after start: the checks begin once both run and that is done.
  const withoutFile = 'SELECT COUNT(*) AS n FROM documents d LEFT JOIN document_files f ON f.document_id = d.id WHERE f.document_id IS NULL AND d.deleted_at IS NULL';
  try {
    await waitUntil('both processes run', () => workerPids(cluster!.child.pid!).length === 2, 150_000);
    await waitUntil('every seeded document has its file', async () => (await count(withoutFile)) === 0, 120_000);
  } catch (error) {
    throw new Error(`${String(error)}\n${cluster.log()}`);
  }
}, 400_000);

afterAll(async () => {
  await stopServer(cluster);
  await database?.drop();
});

const count = (sql: string, params: unknown[] = []) => countOf(database.pool, sql, params);
const cookieHeader = (cookies: Record<string, string>): Cookies =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');

describe('JIGAP_PROCESSES=2 on one PostgreSQL: the reliability checks', () => {
  it("one user's application and documents answer as not found to another, on both processes, also once each process keeps them in memory", async () => {
    const citizen = await login(cluster!, 'citizen');
    const receiver = await login(cluster!, 'receiver', 'scale-receiver-device');
    const created = await call(cluster!, 'POST', '/api/v2/application', citizen, { data: { 문서종류: pathOf(NORMAL), ...sample(NORMAL), 사용용도: '격리 확인' }, returnUrl: '/issue/back', noCallback: true });
    expect(created.status, created.text).toBe(200);
    const id = created.json().result.id as string;
    const cases = [
      { owner: citizen, other: receiver, path: `/api/v2/application/${id}` },
      { owner: citizen, other: receiver, path: '/api/v2/inbox/seed-citizen-resident-copy/viewer' },
      { owner: receiver, other: citizen, path: '/api/v2/inbox/seed-receiver-abstract/viewer' },
    ];
    for (const { owner, other, path } of cases) {
      for (let i = 0; i < 4; i++) {
        const mine = await call(cluster!, 'GET', path, owner);
        expect(mine.status, `${path} for its owner: ${mine.text}`).toBe(200);
        const theirs = await call(cluster!, 'GET', path, other);
        expect(theirs.status, `${path} for another user: ${theirs.text}`).toBe(404);
        expect(theirs.json().code).toBe('NOT_FOUND');
      }
    }
  });

  it('ten identical submissions at once make one record (with one Idempotency-Key, and without)', async () => {
    const cookies = await login(cluster!, 'citizen');
    const records = () => count("SELECT COUNT(*) AS n FROM distributions WHERE owner_user_id = 'citizen' AND type = 'SUBMITTED'");
    const body = (documentId: string) => ({ agreed: false, documentIds: [documentId], receiverAddress: seededWalletAddress('receiver') });
    for (const [documentId, key] of [
      ['seed-citizen-resident-copy', `scale-submit-${randomBytes(6).toString('hex')}`],
      ['seed-citizen-tax-paid', undefined],
    ] as const) {
      const before = await records();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => call(cluster!, 'POST', '/api/v1/submission', cookies, body(documentId), key ? { 'idempotency-key': key } : {})),
      );
      for (const answer of answers) expect(answer.status, answer.text).toBe(200);
      expect(new Set(answers.map((answer) => answer.json().result.distributionId)).size).toBe(1);
      expect(await records()).toBe(before + 1);
    }
  });

  it('ten identical applications without a key make one (a double tap)', async () => {
    const cookies = await login(cluster!, 'citizen');
    const data = { 문서종류: pathOf(NORMAL), ...sample(NORMAL), 사용용도: '두 프로세스 두 번 누름' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(cluster!, 'POST', '/api/v2/application', cookies, { data, returnUrl: '/issue/back', noCallback: true })),
    );
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().result.id)).size).toBe(1);
    // The values are sealed: the one application is found by their keyed hash, as the server finds a twin.
    expect(await count('SELECT COUNT(*) AS n FROM applications WHERE form_data_index = (SELECT form_data_index FROM applications WHERE id = $1)', [answers[0]!.json().result.id])).toBe(1);
  });

  it('50 issuances in flight, one process killed with SIGKILL mid-job: every application completes once, none is lost or doubled', async () => {
    const cookies = await login(cluster!, 'citizen');
    const ids: string[] = [];
    for (let i = 0; i < 50; i += 5) ids.push(...(await Promise.all(Array.from({ length: 5 }, () => issue(cluster!, cluster!, cookies, NORMAL)))));
    // Wait until a process holds leases on jobs it has not finished, then kill it without warning.
    const workers = workerPids(cluster!.child.pid!);
    const leased = async () =>
      (await database.pool.query<{ application_id: string; locked_by: string }>("SELECT application_id, locked_by FROM jobs WHERE state = 'PENDING' AND locked_by IS NOT NULL")).rows;
    let held: { application_id: string; locked_by: string }[] = [];
    await expect.poll(async () => (held = await leased()).length, { timeout: 20_000, interval: 5 }).toBeGreaterThan(0);
    const victim = workers.find((pid) => held[0]!.locked_by.includes(`:${pid}:`));
    expect(victim).toBeDefined();
    const orphaned = held.filter((job) => job.locked_by.includes(`:${victim}:`)).map((job) => job.application_id);
    process.kill(victim!, 'SIGKILL');

    const placeholders = ids.map((_, i) => `$${i + 1}`).join(', ');
    await expect.poll(() => count(`SELECT COUNT(*) AS n FROM applications WHERE id IN (${placeholders}) AND state = 'COMPLETE'`, ids), { timeout: 60_000, interval: 250 }).toBe(50);
    // Once: one document and one stored file per application, every job done, nothing failed.
    expect(await count(`SELECT COUNT(*) AS n FROM documents WHERE application_id IN (${placeholders})`, ids)).toBe(50);
    expect(await count(`SELECT COUNT(DISTINCT application_id) AS n FROM documents WHERE application_id IN (${placeholders})`, ids)).toBe(50);
    expect(
      await count(`SELECT COUNT(*) AS n FROM document_files f JOIN documents d ON d.id = f.document_id WHERE d.application_id IN (${placeholders}) AND f.sha256 = d.sha256`, ids),
    ).toBe(50);
    expect(await count(`SELECT COUNT(*) AS n FROM jobs WHERE application_id IN (${placeholders}) AND state = 'DONE'`, ids)).toBe(50);
    // The jobs the killed process held were taken over once their lease ran out: a second attempt
    // (one it finished in the instant before the kill may have needed none).
    const attempts = (await database.pool.query<{ attempts: number }>('SELECT attempts FROM jobs WHERE application_id = ANY($1)', [orphaned])).rows.map((row) => row.attempts);
    expect(Math.max(...attempts)).toBeGreaterThanOrEqual(2);
    // The cluster replaced the process, and what the killed one issued is served byte for byte as recorded.
    await expect.poll(() => workerPids(cluster!.child.pid!).filter((pid) => pid !== victim).length, { timeout: 60_000, interval: 200 }).toBe(2);
    const first = await stateOn(cluster!, cookies, ids[1]!);
    const viewer = await call(cluster!, 'GET', `/api/v2/inbox/${first.documentId as string}/viewer`, cookies);
    const file = await send(`${cluster!.url}${viewer.json().result.url as string}`, 'GET', { cookie: cookies });
    expect(file.headers['x-document-sha256']).toBe(createHash('sha256').update(file.bytes).digest('hex'));
  });

  it('a credential offer is redeemed once and a c_nonce accepted once, whichever process each request reaches', async () => {
    const cookies = await login(cluster!, 'citizen');
    const offer = async () => {
      const made = await call(cluster!, 'POST', '/api/v2/inbox/seed-citizen-tax-paid/credential-offer', cookies);
      expect(made.status, made.text).toBe(200);
      const { offer: uri, txCode } = made.json().result as { offer: string; txCode: string };
      const grants = (JSON.parse(new URL(uri).searchParams.get('credential_offer')!) as { grants: Record<string, { 'pre-authorized_code': string }> }).grants;
      return { code: Object.values(grants)[0]!['pre-authorized_code'], txCode };
    };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const redeem = ({ code, txCode }: { code: string; txCode: string }) =>
      send(`${cluster!.url}/oid4vci/token`, 'POST', form, new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:pre-authorized_code', 'pre-authorized_code': code, tx_code: txCode }).toString());
    const once = await offer();
    const redemptions = await Promise.all(Array.from({ length: 6 }, () => redeem(once)));
    expect(redemptions.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(redemptions.filter((answer) => answer.status === 400).every((answer) => JSON.parse(answer.text).error === 'invalid_grant')).toBe(true);

    const tokens = await Promise.all([offer(), offer()].map(async (made) => JSON.parse((await redeem(await made)).text).access_token as string));
    const nonce = JSON.parse((await send(`${cluster!.url}/oid4vci/nonce`, 'POST')).text).c_nonce as string;
    const key = await walletKey();
    const requests = await Promise.all(
      tokens.map(async (token) =>
        send(`${cluster!.url}/oid4vci/credential`, 'POST', { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, JSON.stringify({
          credential_configuration_id: 'national-tax-paid',
          proofs: { jwt: [await keyProof(key, { audience: cluster!.url, nonce })] },
        })),
      ),
    );
    expect(requests.map((answer) => answer.status).sort(), requests.map((answer) => answer.text.slice(0, 200)).join('\n')).toEqual([200, 400]);
    expect(JSON.parse(requests.find((answer) => answer.status === 400)!.text).error).toBe('invalid_nonce');
  });

  it('a presentation request is answered once, whichever process each answer reaches', async () => {
    const desk = await signIn(cluster!, `/sim/org-login?${new URLSearchParams({ organisation: '한빛은행 종로지점', returnUrl: '/desk' }).toString()}`);
    const citizen = await login(cluster!, 'citizen', 'scale-presenting-phone');
    const key = await walletKey();
    const nonce = JSON.parse((await send(`${cluster!.url}/oid4vci/nonce`, 'POST')).text).c_nonce as string;
    expect((await call(cluster!, 'PUT', '/api/v2/wallet/holder-key', citizen, { proof: await keyProof(key, { audience: cluster!.url, nonce }) })).status).toBe(200);
    const asked = await call(cluster!, 'POST', '/api/v1/desk/presentation-requests', desk, { templateId: 'address' });
    expect(asked.status, asked.text).toBe(200);
    const { id, link } = asked.json().result as { id: string; link: string };
    const opened = await call(cluster!, 'POST', '/api/v2/wallet/presentation-requests', citizen, { uri: link });
    expect(opened.status, opened.text).toBe(200);
    const view = opened.json().result as { credential: string; audience: string; nonce: string };
    const presentation = await presentCredential(view.credential, [['person', 'address'], ['household', 'headName']], { aud: view.audience, nonce: view.nonce, iat: Math.floor(Date.now() / 1000) }, key.privateKey);
    const object = decodeJwt((await send(new URLSearchParams(link.split('?')[1]).get('request_uri')!.replace(/^https?:\/\/[^/]+/, cluster!.url), 'GET')).text) as {
      state: string;
      response_uri: string;
      client_metadata: { jwks: { keys: (JWK & { kid: string })[] } };
    };
    const encryption = object.client_metadata.jwks.keys[0]!;
    const answer = async () => {
      const body = JSON.stringify({ vp_token: { credential: [presentation] }, state: object.state });
      const jwe = await new CompactEncrypt(new TextEncoder().encode(body)).setProtectedHeader({ alg: 'ECDH-ES', enc: 'A128GCM', kid: encryption.kid }).encrypt(await importJWK(encryption, 'ECDH-ES'));
      return send(object.response_uri.replace(/^https?:\/\/[^/]+/, cluster!.url), 'POST', { 'content-type': 'application/x-www-form-urlencoded' }, new URLSearchParams({ response: jwe }).toString());
    };
    const answers = await Promise.all(Array.from({ length: 6 }, answer));
    expect(answers.map((each) => each.status).sort(), answers.map((each) => each.text.slice(0, 120)).join('\n')).toEqual([200, 400, 400, 400, 400, 400]);
    expect(await count('SELECT COUNT(*) AS n FROM presentation_results WHERE request_id = $1', [id])).toBe(1);
  });

  // Last: what the fuzz's accepted requests change (a deleted document, a disposed wallet) must not meet the checks above.
  it('fuzz over HTTP, spread over both processes: no 5xx, the spec error body, a refused request changes nothing stored', async () => {
    const routesOf: TestApp = await buildTestApp();
    const db: Database = await openDatabase({ sqlitePath: '', url: database.url });
    try {
      const sessions: Record<Caller, Cookies> = {
        none: '',
        citizen: await login(cluster!, 'citizen'),
        receiver: await login(cluster!, 'receiver', 'scale-receiver-device'),
        odd: cookieHeader(ODD_COOKIES),
      };
      await fuzzEveryRoute({
        routes: routesOf.app.routeTable,
        schemaOf: (id) => routesOf.app.getSchema(id),
        digest: () => storedDigest(db),
        send: async ({ method, url, who, headers, payload }) => {
          const answer = await send(cluster!.url + url, method, { ...headers, ...(sessions[who] ? { cookie: sessions[who] } : {}) }, payload);
          return { statusCode: answer.status, contentType: String(answer.headers['content-type'] ?? ''), body: answer.text };
        },
      });
    } finally {
      await db.close();
      await routesOf.close();
    }
  }, 600_000);
});
