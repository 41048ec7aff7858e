import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { buildTestApp, type Cookies, type TestApp } from '../test/build-test-app.ts';
import { testKeys } from '../test/test-databases.ts';
import { KeyFile } from './key-file.ts';
import { dataKeysNotUnder, retireUnusedKeys, rotateKeys } from './rotation.ts';

let dir: string;
let keyPath: string;
let t: TestApp;
let restarted: TestApp | undefined;
let citizen: Cookies;
let script: Database;
beforeAll(async () => {
  // A copy of the test key file: this test's rotation changes it, the other tests' stays as it is.
  dir = mkdtempSync(join(tmpdir(), 'jigap-rotation-'));
  keyPath = join(dir, 'master.key');
  copyFileSync(testKeys().path, keyPath);
  t = await buildTestApp({ keys: KeyFile.open(keyPath) });
  citizen = await t.login('citizen');
  // `npm run keys:rotate` is another process: its own connection and its own reading of the key file.
  script = await t.openDatabase();
});
afterAll(async () => {
  await script.close();
  await restarted?.close();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const opens = async (id: string): Promise<boolean> => {
  const viewer = await t.call('GET', `/api/v2/inbox/${id}/viewer`, citizen);
  const file = await t.call('GET', viewer.json().result.url as string, citizen);
  return file.statusCode === 200 && file.rawPayload.subarray(0, 5).toString('latin1') === '%PDF-';
};

describe('npm run keys:rotate while the server runs', () => {
  it('makes a new key current, re-wraps every data key in batches, resumes when interrupted, and retires the old key only once nothing uses it', async () => {
    expect(await opens('seed-citizen-resident-copy')).toBe(true);
    const rotating = KeyFile.open(keyPath);
    const old = await rotating.currentId();
    const total = Number((await script.get<{ n: number }>('SELECT COUNT(*) AS n FROM data_keys'))!.n);
    expect(total).toBeGreaterThan(1);

    // Interrupted after its first batch of one.
    let batches = 0;
    const cut = await rotateKeys(script, rotating, { batch: 1, stopped: () => batches++ > 0, settleMs: 0 });
    expect(cut).toMatchObject({ made: expect.stringMatching(/^mk-/), rewrapped: 1, left: total - 1, done: false });
    const fresh = cut.current;
    expect(fresh).not.toBe(old);
    // Half way, everything still opens: the file holds both keys.
    expect(await opens('seed-citizen-tax-paid')).toBe(true);
    expect(await retireUnusedKeys(script, rotating)).toEqual({ retired: [], inUse: [fresh, old] });

    // Run again, it finishes that rotation rather than starting another — its last pass after the
    // settling time (SETTLE_MS), by which every process reads the file anew before it wraps a data key.
    const resumed = await rotateKeys(script, rotating);
    expect(resumed).toMatchObject({ made: null, current: fresh, rewrapped: total - 1, left: 0, done: true });
    expect(await dataKeysNotUnder(script, fresh)).toBe(0);

    // The server's own reading of the key file wraps the next data key it makes under the new key.
    await t.app.sealer.seal('test:new-owner', 'server_secrets.value', 'x', Buffer.from('x'));
    expect((await script.get<{ kek_id: string }>('SELECT kek_id FROM data_keys WHERE owner = ?', ['test:new-owner']))?.kek_id).toBe(fresh);

    expect(await retireUnusedKeys(script, rotating)).toEqual({ retired: [old], inUse: [fresh] });
    expect(await KeyFile.open(keyPath).ids()).toEqual([fresh]);
    for (const id of ['seed-citizen-resident-copy', 'seed-citizen-tax-paid', 'seed-citizen-health-history']) expect(await opens(id)).toBe(true);

    // A restart with the retired key gone opens everything.
    await t.app.close();
    restarted = await buildTestApp({ dir: t.dir, keys: KeyFile.open(keyPath) });
    const again = await restarted.login('citizen');
    const viewer = await restarted.call('GET', '/api/v2/inbox/seed-citizen-resident-abstract/viewer', again);
    expect((await restarted.call('GET', viewer.json().result.url as string, again)).statusCode).toBe(200);
  });
});
