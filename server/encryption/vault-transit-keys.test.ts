import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { CLIENT_INDEX_HTML } from '../test/build-test-app.ts';
import { testPostgresUrl } from '../test/test-databases.ts';
import { KeyUnavailableError, WrongKeyError } from './key-encryption-keys.ts';
import { retireUnusedKeys, rotateKeys } from './rotation.ts';
import { VaultTransitKeys } from './vault-transit-keys.ts';

/**
 * A stand-in for Vault's transit engine, answering the calls of its HTTP API the adapter makes
 * (keys/<name>, encrypt, decrypt with associated_data, rotate, config) as Vault documents them.
 */
function fakeVault(token: string): { server: Server; versions: Map<number, Buffer>; state: { latest: number; min: number } } {
  const versions = new Map([[1, randomBytes(32)]]);
  const state = { latest: 1, min: 1 };
  const body = async (request: IncomingMessage): Promise<Record<string, string | number>> => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return text ? (JSON.parse(text) as Record<string, string | number>) : {};
  };
  const server = createServer((request, response) => {
    const send = (status: number, answer: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    if (request.headers['x-vault-token'] !== token) return send(403, { errors: ['permission denied'] });
    void body(request).then((input) => {
      const path = request.url ?? '';
      if (path === '/v1/transit/keys/jigap') return send(200, { data: { latest_version: state.latest, min_decryption_version: state.min } });
      if (path === '/v1/transit/keys/jigap/rotate') {
        versions.set(++state.latest, randomBytes(32));
        return send(200, {});
      }
      if (path === '/v1/transit/keys/jigap/config') {
        state.min = Number(input.min_decryption_version);
        return send(204, {});
      }
      const aad = Buffer.from(String(input.associated_data ?? ''), 'base64');
      if (path === '/v1/transit/encrypt/jigap') {
        const iv = randomBytes(12);
        const cipher = createCipheriv('aes-256-gcm', versions.get(state.latest)!, iv).setAAD(aad);
        const sealed = Buffer.concat([cipher.update(Buffer.from(String(input.plaintext), 'base64')), cipher.final()]);
        return send(200, { data: { ciphertext: `vault:v${state.latest}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`, key_version: state.latest } });
      }
      if (path === '/v1/transit/decrypt/jigap') {
        const [, version, payload] = /^vault:v(\d+):(.*)$/.exec(String(input.ciphertext))!;
        if (Number(version) < state.min) return send(400, { errors: ['ciphertext or signature version is disallowed by policy (too old)'] });
        const bytes = Buffer.from(payload!, 'base64');
        try {
          const decipher = createDecipheriv('aes-256-gcm', versions.get(Number(version))!, bytes.subarray(0, 12)).setAAD(aad);
          decipher.setAuthTag(bytes.subarray(12, 28));
          return send(200, { data: { plaintext: Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('base64') } });
        } catch {
          return send(400, { errors: ['cipher: message authentication failed'] });
        }
      }
      return send(404, { errors: [] });
    });
  });
  return { server, versions, state };
}

let vault: ReturnType<typeof fakeVault>;
let address: string;
let dir: string;

const start = (keys: VaultTransitKeys) => buildApp({ dbPath: join(dir, 'data', 'jigap.db'), clientDir: join(dir, 'dist'), simLatencyMs: 0, keys });

// Its own SQLite installation whatever the run's database: `npm run test:pg` would only repeat it.
describe.skipIf(testPostgresUrl)('the key-encryption keys in a Vault transit engine (an adapter of one file)', () => {
  beforeAll(async () => {
    vault = fakeVault('s.jigap-test');
    await new Promise<void>((resolve) => vault.server.listen(0, '127.0.0.1', resolve));
    address = `http://127.0.0.1:${(vault.server.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), 'jigap-vault-'));
    mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'dist', 'index.html'), CLIENT_INDEX_HTML);
  });
  afterAll(async () => {
    await new Promise((resolve) => vault.server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('a new installation seals under Vault’s key; a rotation is Vault’s, the data keys are re-wrapped, the old version retired; a wrong token or a retired version opens nothing', async () => {
    const keys = new VaultTransitKeys({ address, token: 's.jigap-test', key: 'jigap' });
    const app = await start(keys);
    const login = await app.inject({ url: '/sim/login?persona=citizen', cookies: { jigap_device: 'vault-device' } });
    const cookies = Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie.value]));
    const view = async (server: typeof app) => {
      const url = (await server.inject({ url: '/api/v2/inbox/seed-citizen-resident-copy/viewer', cookies })).json().result.url as string;
      return (await server.inject({ url, cookies })).rawPayload;
    };
    const pdf = await view(app);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await app.db.all('SELECT DISTINCT kek_id FROM data_keys')).toEqual([{ kek_id: 'vault:jigap:v1' }]);
    const before = (await app.db.get<{ id: string; wrapped: Uint8Array }>("SELECT id, wrapped FROM data_keys WHERE owner = 'server'"))!;
    expect(Buffer.from(before.wrapped).toString()).toMatch(/^vault:v1:/);

    const rotation = await rotateKeys(app.db, keys, { settleMs: 0 });
    expect(rotation).toMatchObject({ made: 'vault:jigap:v2', done: true, left: 0 });
    expect(await retireUnusedKeys(app.db, keys)).toEqual({ retired: ['vault:jigap:v1'], inUse: ['vault:jigap:v2'] });
    expect(vault.state.min).toBe(2);
    await expect(keys.unwrap({ kekId: 'vault:jigap:v1', wrapped: Buffer.from(before.wrapped) }, before.id)).rejects.toThrow(KeyUnavailableError);
    await app.close();

    const again = await start(keys);
    try {
      expect((await view(again)).equals(pdf)).toBe(true);
      const wrapped = (await again.db.get<{ id: string; wrapped: Uint8Array }>("SELECT id, wrapped FROM data_keys WHERE owner = 'server'"))!;
      await expect(keys.unwrap({ kekId: 'vault:jigap:v2', wrapped: Buffer.from(wrapped.wrapped) }, 'dk-another-row')).rejects.toThrow(WrongKeyError);
    } finally {
      await again.close();
    }
    await expect(start(new VaultTransitKeys({ address, token: 's.wrong', key: 'jigap' }))).rejects.toThrow(/Vault answered 403: permission denied/);
  });
});
