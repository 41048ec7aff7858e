import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { KeyFile } from '../../server/encryption/key-file.ts';
import { KEY_PROBLEM_EXIT_CODE } from '../../server/encryption/master-key.ts';
import { NORMAL } from '../../server/issuance/test-kit.ts';
import { copyPostgresDatabase, personaNeedles, pgDump, scanPgDump, secretNeedles } from '../../server/test/at-rest-scan.ts';
import { createTestServerDatabase, onPostgresServer } from '../../server/test/test-databases.ts';
import { seededWalletAddress } from '../../server/wallet-address.ts';
import { REPO_ROOT } from '../../scripts/lib/paths.ts';
import { call, issue, keyFileOf, login, send, stateOn, twoServers, type Cookies, type ServerProcess } from './scale-kit.ts';

// Encryption at rest on PostgreSQL with two server processes (started on their own, as on two
// machines sharing the key file): the key-encryption key rotated under load, a pg_dump read as a
// copier would read it, and a copy of the database started without its key.

const servers = twoServers('jigap_keys');

const ORGANISATION = 'recipient-hanbit-bank-02';
const ORGANISATION_KEY = { authorization: 'Bearer demo-org-hanbit-bank-02' };

/** `npm run keys:rotate [-- args]` against the servers' database and key file: its exit code and output. */
function keysCommand(args: string[] = []): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/keys-rotate.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, JIGAP_DATABASE_URL: servers.database.url, ...keyFileOf(servers.database.url).env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The document's PDF through the viewer's link, asked on `viewer` and fetched from `reader`. */
async function pdfOf(viewer: ServerProcess, reader: ServerProcess, cookies: Cookies, documentId: string): Promise<Buffer> {
  const answer = await call(viewer, 'GET', `/api/v2/inbox/${documentId}/viewer`, cookies);
  expect(answer.status, answer.text).toBe(200);
  const file = await send(`${reader.url}${answer.json().result.url as string}`, 'GET', { cookie: cookies });
  expect(file.status, file.text).toBe(200);
  return file.bytes;
}

/** Polls the application and the status call on both processes until stopped: every answer's status. */
function pollers(cookies: Cookies, ids: () => string[], until: () => boolean): Promise<number[]> {
  const statuses: number[] = [];
  const loop = async (server: ServerProcess) => {
    while (!until()) {
      for (const id of ids().slice(-4)) statuses.push((await call(server, 'GET', `/api/v2/application/${id}`, cookies)).status);
      statuses.push((await call(server, 'GET', '/api/v1/user/status', cookies)).status);
    }
  };
  return Promise.all([loop(servers.a), loop(servers.b)]).then(() => statuses);
}

describe('the key-encryption key rotated while two processes serve', () => {
  it('keys:rotate completes under pollers and issuances on both; every document still opens on both, none is lost; the old key is then retired', async () => {
    const citizen = await login(servers.a, 'citizen');
    const receiver = await login(servers.b, 'receiver', 'scale-receiver-device');
    const received = await issue(servers.b, servers.a, receiver, NORMAL);
    const ids = [await issue(servers.a, servers.b, citizen, NORMAL)];
    const seeded = ['seed-citizen-resident-copy', 'seed-citizen-tax-paid'];
    for (const id of seeded) await pdfOf(servers.a, servers.b, citizen, id);
    // A one-time link, and a submission the organisation opened (its desk copy, sealed under the organisation's key).
    expect((await call(servers.a, 'GET', `/api/v2/inbox/once?documentIds=${seeded[0]}`, citizen)).status).toBe(200);
    const submitted = await call(servers.a, 'POST', '/api/v1/submission', citizen, { agreed: true, documentIds: [seeded[1]], receiverAddress: seededWalletAddress(ORGANISATION) });
    expect(submitted.status, submitted.text).toBe(200);
    const sent = submitted.json().result as { distributionId: string; pin: string };
    expect((await call(servers.b, 'POST', `/org/v1/submissions/${sent.distributionId}/open`, '', { viewingNumber: sent.pin }, ORGANISATION_KEY)).status).toBe(200);
    const keys = KeyFile.open(keyFileOf(servers.database.url).path);
    const old = await keys.currentId();

    let rotating = true;
    const polled = pollers(citizen, () => ids, () => !rotating);
    const issuing = (async () => {
      for (let n = 0; rotating || n < 4; n++) ids.push(await issue(n % 2 ? servers.b : servers.a, n % 2 ? servers.a : servers.b, citizen, NORMAL));
    })();
    const rotation = await keysCommand();
    rotating = false;
    await issuing;
    const statuses = await polled;

    expect(rotation.code, rotation.output).toBe(0);
    expect(rotation.output).toMatch(/made mk-[\w-]+ the current key \(it was mk-/);
    expect(rotation.output).toMatch(/done: every data key \(\d+\) is wrapped by mk-/);
    const fresh = await keys.currentId();
    expect(fresh).not.toBe(old);
    // Only answers: no call failed while the data keys were re-wrapped under it.
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    // Every issuance started before, during and after it completes, once; every document opens on both.
    const all = [received, ...ids];
    await expect
      .poll(async () => servers.count(`SELECT COUNT(*) AS n FROM applications WHERE id = ANY($1) AND state = 'COMPLETE'`, [all]), { timeout: 60_000, interval: 500 })
      .toBe(all.length);
    expect(await servers.count('SELECT COUNT(*) AS n FROM documents WHERE application_id = ANY($1)', [all])).toBe(all.length);
    for (const id of all) {
      const owner = id === received ? receiver : citizen;
      const documentId = (await stateOn(servers.a, owner, id)).documentId as string;
      for (const [viewer, reader] of [[servers.a, servers.b], [servers.b, servers.a]] as const) expect((await pdfOf(viewer, reader, owner, documentId)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect(await servers.count('SELECT COUNT(*) AS n FROM data_keys WHERE kek_id <> $1', [fresh])).toBe(0);
    for (const server of [servers.a, servers.b]) {
      const copy = await call(server, 'GET', `/org/v1/submissions/${sent.distributionId}/documents/${seeded[1]}`, '', undefined, ORGANISATION_KEY);
      expect(copy.status, copy.text).toBe(200);
      expect(copy.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }

    const retire = await keysCommand(['--retire']);
    expect(retire.output).toContain(`retired ${old}`);
    expect(await keys.ids()).toEqual([fresh]);
    for (const id of seeded) await pdfOf(servers.b, servers.a, citizen, id);
  });
});

describe('the database as someone who copied it holds it', () => {
  it('a pg_dump after issuing, sharing, submitting to a desk and rotating holds no persona’s resident number or address, no PDF and no signing secret', async () => {
    let db: Database | undefined;
    try {
      db = await openDatabase({ sqlitePath: '', url: servers.database.url });
      const needles = [...personaNeedles(), ...(await secretNeedles(db, KeyFile.open(keyFileOf(servers.database.url).path)))];
      expect(await servers.count('SELECT COUNT(*) AS n FROM document_files')).toBeGreaterThan(4);
      expect(await scanPgDump(pgDump(servers.database.url), needles, 'pg_dump')).toEqual([]);
    } finally {
      await db?.close();
    }
  });

  it('a copy started without its key opens nothing: a missing key file and another key each stop the start, a cluster’s primary with its processes, saying why', async () => {
    const { name: copy, url: copyUrl } = await createTestServerDatabase('jigap_keys_copy');
    try {
      copyPostgresDatabase(servers.database.url, copyUrl);
      const missing = await startToEnd(copyUrl, { JIGAP_MASTER_KEY_FILE: join(REPO_ROOT, 'no-such-dir', 'master.key') });
      expect(missing.code).toBe(KEY_PROBLEM_EXIT_CODE);
      expect(missing.output).toMatch(/cannot start: the master key file .*no-such-dir\/master\.key does not exist/);
      // Another key (the copy's own new key file), on a cluster of two: its primary stops too, rather than start processes in a loop.
      const other = await startToEnd(copyUrl, { JIGAP_PROCESSES: '2', ...keyFileOf(copyUrl).env });
      expect(other.code).toBe(KEY_PROBLEM_EXIT_CODE);
      expect(other.output).toMatch(/cannot start: data keys are wrapped by the key-encryption key mk-[\w-]+, which the key file .* does not hold/);
      expect(other.output).toContain('cannot open the database with these keys (said above); stopping');
      expect(other.output).not.toContain('starting another');
    } finally {
      await onPostgresServer(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`);
      keyFileOf(copyUrl).remove();
    }
  });
});

/** `server/main.ts` on `databaseUrl` until it ends by itself (a start that fails): its exit code and everything it wrote. */
function startToEnd(databaseUrl: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', JIGAP_DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // A start that does not end is the failure: it would have served the copy.
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
