import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createKeyFile, KeyFile } from '../encryption/key-file.ts';
import { personaNeedles, pgRestoreSql, scanPgDump, scanSqliteFile, secretNeedles } from '../test/at-rest-scan.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createTestServerDatabase, onPostgresServer, testKeys } from '../test/test-databases.ts';
import { backup, restore, RestoreTargetInUseError } from './backup.ts';
import type { Database } from './database.ts';
import { openDatabase } from './open-database.ts';

let t: TestApp;
let dir: string;
const databases: string[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  dir = mkdtempSync(join(tmpdir(), 'jigap-backup-'));
});
afterAll(async () => {
  await t.close();
  for (const name of databases) await onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(dir, { recursive: true, force: true });
});

/** Where a restore goes: a new SQLite path, or a new empty PostgreSQL database. */
async function newTarget(name: string): Promise<{ url?: string; sqlitePath: string }> {
  if (!t.databaseUrl) return { sqlitePath: join(dir, name, 'jigap.db') };
  const database = await createTestServerDatabase(`jigap_restore_${name}`);
  databases.push(database.name);
  return { url: database.url, sqlitePath: join(dir, name, 'unused.db') };
}

async function scanBackup(file: string, db: Database): Promise<string[]> {
  const needles = [...personaNeedles(), ...(await secretNeedles(db, testKeys()))];
  return t.databaseUrl ? scanPgDump(pgRestoreSql(file), needles, file) : scanSqliteFile(file, db, needles);
}

describe('npm run backup and npm run restore', () => {
  it('a backup taken while the server runs is consistent and sealed; restored with its key the server opens every document; without it nothing is restored', async () => {
    const citizen = await t.login('citizen');
    const viewer = await t.call('GET', '/api/v2/inbox/seed-citizen-resident-copy/viewer', citizen);
    const original = (await t.call('GET', viewer.json().result.url as string, citizen)).rawPayload;

    const file = join(dir, t.databaseUrl ? 'jigap.dump' : 'jigap-backup.db');
    const taken = await backup({ url: t.databaseUrl, sqlitePath: t.dbPath }, file);
    expect(taken.keys).toEqual([await testKeys().currentId()]);
    const copy = await openDatabase(t.databaseUrl ? { sqlitePath: '', url: t.databaseUrl } : { sqlitePath: file });
    try {
      expect(await scanBackup(file, copy)).toEqual([]);
    } finally {
      await copy.close();
    }

    // Without its key: refused, and nothing is left behind.
    const otherKey = join(dir, 'other', 'master.key');
    createKeyFile(otherKey);
    const refusedTarget = await newTarget('refused');
    await expect(restore(file, refusedTarget, KeyFile.open(otherKey))).rejects.toThrow(/data keys are wrapped by the key-encryption key mk-/);
    if (refusedTarget.url) {
      const left = await openDatabase(refusedTarget);
      try {
        expect(await left.all("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'")).toEqual([]);
      } finally {
        await left.close();
      }
    } else {
      expect(existsSync(refusedTarget.sqlitePath)).toBe(false);
    }

    // With it: restored, and a server on it serves the same document.
    const target = await newTarget('restored');
    expect(await restore(file, target, testKeys())).toMatchObject({ keys: taken.keys });
    await expect(restore(file, target, testKeys())).rejects.toThrow(RestoreTargetInUseError);
    const app = await buildApp({ dbPath: target.sqlitePath, databaseUrl: target.url, clientDir: t.clientDir, keys: testKeys() });
    try {
      const session = (await app.inject({ url: '/sim/login?persona=citizen', cookies: { jigap_device: 'test-browser-device' } })).cookies;
      const cookies = Object.fromEntries(session.map((cookie) => [cookie.name, cookie.value]));
      const url = (await app.inject({ url: '/api/v2/inbox/seed-citizen-resident-copy/viewer', cookies })).json().result.url as string;
      expect((await app.inject({ url, cookies })).rawPayload.equals(original)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
