import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { openDatabase } from './open-database.ts';
import { migrate, migrationSqlFor } from './migrate.ts';
import { personas } from '../personas.ts';

/** Every migration file's version, in order: a new one needs no edit here. */
const versions = readdirSync(new URL('./migrations', import.meta.url))
  .filter((file) => /^\d{3}_.*\.sql$/.test(file))
  .sort()
  .map((file) => ({ version: file.slice(0, 3) }));
/** The personas of /sim/login (seeded partner and recipient wallets are users too). */
const PERSONAS = `SELECT COUNT(*) AS n FROM users WHERE id IN (${personas.map(() => '?').join(', ')})`;
const personaIds = personas.map((persona) => persona.id);

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0).reverse()) await t.close();
});

describe('schema migrations', () => {
  it('a new database is migrated and seeded on start', async () => {
    const t = await buildTestApp();
    opened.push(t);
    expect(await t.app.db.all('SELECT version FROM schema_migrations')).toEqual(versions);
    expect((await t.app.db.get<{ n: number }>(PERSONAS, personaIds))?.n).toBe(12);
  });

  it('are idempotent on restart and keep the data', async () => {
    const first = await buildTestApp();
    const joined = await first.call('POST', '/api/v2/agreement', await first.login('newcomer'), {
      types: ['NEW'],
      path: '/home/apply',
      terms: ['new-service-terms', 'new-privacy', 'new-unique-id', 'new-wallet-terms'].map((id) => ({ id, isAgreed: true })),
    });
    const walletAddress = joined.json().result.walletAddress;
    await first.app.close();

    const restarted = await buildTestApp({ dir: first.dir });
    opened.push(first, restarted);
    expect(await restarted.app.db.all('SELECT version FROM schema_migrations')).toEqual(versions);
    expect((await restarted.app.db.get<{ n: number }>(PERSONAS, personaIds))?.n).toBe(12);
    expect((await restarted.app.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM terms'))?.n).toBeGreaterThan(0);
    const user = await restarted.call('GET', '/api/v1/user', await restarted.login('newcomer'));
    expect(user.json().result).toMatchObject({ joined: true, walletAddress });
  });

  it('every migration file has a number of its own (two branches that each add the next number must renumber one)', () => {
    const numbers = readdirSync(join(import.meta.dirname, 'migrations'))
      .filter((file) => file.endsWith('.sql'))
      .map((file) => file.slice(0, 3));
    expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([]);
  });

  it('running migrate twice applies nothing the second time', async () => {
    const t = await buildTestApp();
    opened.push(t);
    const db = await t.openDatabase();
    try {
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('foreign keys are enforced (and SQLite runs in WAL mode)', async () => {
    const t = await buildTestApp();
    opened.push(t);
    const orphan = () =>
      t.app.db.run('INSERT INTO sessions (id, user_id, device_id, messenger_version, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)', [
        'orphan',
        'no-such-user',
        'd',
        '11.2.0',
        '2026-01-01T00:00:00.000Z',
        '2027-01-01T00:00:00.000Z',
      ]);
    await expect(orphan()).rejects.toThrow(/foreign key/i);
    // SQLite writes ahead of its file; PostgreSQL has no such setting to read.
    expect(t.app.db.dialect === 'sqlite' ? await t.app.db.get('PRAGMA journal_mode') : { journal_mode: 'wal' }).toEqual({ journal_mode: 'wal' });
  });
});

describe('migration 011 remakes the activity tables for a new kind', () => {
  it('keeps every event and its documents in order, and their link (deleting an event deletes its documents)', async () => {
    const db = await openDatabase({ sqlitePath: join(mkdtempSync(join(tmpdir(), 'jigap-011-')), 'jigap.db') });
    const files = readdirSync(new URL('./migrations', import.meta.url)).filter((file) => /^\d{3}_.*\.sql$/.test(file)).sort();
    const run = (file: string) => db.exec(migrationSqlFor(db.dialect, readFileSync(new URL(`./migrations/${file}`, import.meta.url), 'utf8')));
    for (const file of files.filter((file) => file < '011')) await run(file);
    await db.run("INSERT INTO users (id, name, joined, account_status, certificate_status, portal_member, created_at) VALUES ('u1', '김민준', 1, 'OK', 'ACTIVE', 1, '2026-11-01')");
    await db.run("INSERT INTO activity_events (id, owner_user_id, kind, at, detail) VALUES ('e1', 'u1', 'SUBMITTED', '2026-11-01', NULL), ('e2', 'u1', 'REJECTED', '2026-11-02', '사유')");
    await db.run("INSERT INTO activity_event_documents (event_id, position, document_id, name) VALUES ('e1', 0, 'd1', '주민등록표 등본'), ('e1', 1, 'd2', '건강보험 자격득실 확인서'), ('e2', 0, 'd1', '주민등록표 등본')");
    const before = await db.all('SELECT * FROM activity_event_documents ORDER BY event_id, position');
    await db.transaction(() => run(files.find((file) => file.startsWith('011'))!));
    expect(await db.all('SELECT id, kind, detail FROM activity_events ORDER BY id')).toEqual([
      { id: 'e1', kind: 'SUBMITTED', detail: null },
      { id: 'e2', kind: 'REJECTED', detail: '사유' },
    ]);
    expect(await db.all('SELECT * FROM activity_event_documents ORDER BY event_id, position')).toEqual(before);
    await db.run("INSERT INTO activity_events (id, owner_user_id, kind, at) VALUES ('e3', 'u1', 'RECIPIENT_PROCESSED', '2026-11-03')");
    await expect(db.run("INSERT INTO activity_events (id, owner_user_id, kind, at) VALUES ('e4', 'u1', 'SOMETHING', '2026-11-03')")).rejects.toThrow();
    await db.run("DELETE FROM activity_events WHERE id = 'e1'");
    expect(await db.all('SELECT event_id FROM activity_event_documents')).toEqual([{ event_id: 'e2' }]);
    await db.close();
  });
});

describe('migration 015 names a submission one way', () => {
  it('keeps every deletion row under the table’s new name', async () => {
    const db = await openDatabase({ sqlitePath: join(mkdtempSync(join(tmpdir(), 'jigap-015-')), 'jigap.db') });
    const files = readdirSync(new URL('./migrations', import.meta.url)).filter((file) => /^\d{3}_.*\.sql$/.test(file)).sort();
    const run = (file: string) => db.exec(migrationSqlFor(db.dialect, readFileSync(new URL(`./migrations/${file}`, import.meta.url), 'utf8')));
    for (const file of files.filter((file) => file < '015')) await run(file);
    await db.run("INSERT INTO users (id, name, joined, account_status, certificate_status, portal_member, created_at) VALUES ('u1', '김민준', 1, 'OK', 'ACTIVE', 1, '2026-11-01')");
    await db.run("INSERT INTO delivery_deletions (distribution_id, sender_user_id, receiver_user_id, requested_at, deleted_at, updated_at) VALUES ('s1', 'u1', 'u2', '2026-11-02', NULL, '2026-11-02')");
    await db.transaction(() => run(files.find((file) => file.startsWith('015'))!));
    expect(await db.all('SELECT distribution_id, sender_user_id, requested_at FROM submission_deletions')).toEqual([{ distribution_id: 's1', sender_user_id: 'u1', requested_at: '2026-11-02' }]);
    await db.close();
  });
});

describe('migration 016 names the one-time link one way', () => {
  it('keeps the links, their sessions and their events, the events under the new kinds', async () => {
    const db = await openDatabase({ sqlitePath: join(mkdtempSync(join(tmpdir(), 'jigap-016-')), 'jigap.db') });
    const files = readdirSync(new URL('./migrations', import.meta.url)).filter((file) => /^\d{3}_.*\.sql$/.test(file)).sort();
    const run = (file: string) => db.exec(migrationSqlFor(db.dialect, readFileSync(new URL(`./migrations/${file}`, import.meta.url), 'utf8')));
    for (const file of files.filter((file) => file < '016')) await run(file);
    await db.run("INSERT INTO users (id, name, joined, account_status, certificate_status, portal_member, created_at) VALUES ('u1', '김민준', 1, 'OK', 'ACTIVE', 1, '2026-11-01')");
    await db.run("INSERT INTO shares (id, owner_user_id, token_hash, pin_hash, failed_attempts, created_at, expires_at) VALUES ('l1', 'u1', 't', 'p', 1, '2026-11-01', '2026-11-02')");
    await db.run("INSERT INTO share_sessions (id_hash, share_id, created_at, expires_at) VALUES ('h1', 'l1', '2026-11-01', '2026-11-02')");
    await db.run("INSERT INTO activity_events (id, owner_user_id, kind, at, share_id, detail) VALUES ('e1', 'u1', 'SHARE_WRONG_PIN', '2026-11-01', 'l1', '4'), ('e2', 'u1', 'VIEWED', '2026-11-01', NULL, NULL)");
    await db.transaction(() => run(files.find((file) => file.startsWith('016'))!));
    expect(await db.all('SELECT id, failed_attempts FROM once_links')).toEqual([{ id: 'l1', failed_attempts: 1 }]);
    expect(await db.all('SELECT id_hash, once_link_id FROM once_link_sessions')).toEqual([{ id_hash: 'h1', once_link_id: 'l1' }]);
    expect(await db.all('SELECT id, kind, once_link_id, detail FROM activity_events ORDER BY id')).toEqual([
      { id: 'e1', kind: 'ONCE_LINK_WRONG_PIN', once_link_id: 'l1', detail: '4' },
      { id: 'e2', kind: 'VIEWED', once_link_id: null, detail: null },
    ]);
    expect(await db.all("SELECT kind FROM activity_kinds WHERE kind LIKE 'SHARE%'")).toEqual([]);
    await db.run("DELETE FROM once_links WHERE id = 'l1'");
    expect(await db.all('SELECT id_hash FROM once_link_sessions')).toEqual([]);
    await db.close();
  });
});
