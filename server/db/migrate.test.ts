import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { migrate } from './migrate.ts';
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
