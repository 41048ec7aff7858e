import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { newTestDatabase, testSealer, type TestDatabase } from '../test/test-databases.ts';
import type { UserRecord } from '../db/users.ts';
import { errorHandlerPlugin } from './error-handler.ts';
import { IdempotencyKeys, idempotencyPlugin, STALE_CLAIM_MS } from './idempotency.ts';

/** The mechanism alone: a route that counts its runs, slowly, and can be told to fail. */
let dir: string;
let db: Database;
let database: TestDatabase;
let app: FastifyInstance;
let runs: number;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'jigap-idem-'));
  database = await newTestDatabase(dir);
  db = await openDatabase({ sqlitePath: database.dbPath, url: database.databaseUrl });
  runs = 0;
  app = Fastify();
  app.decorate('db', db);
  app.decorate('sealer', await testSealer(db));
  await app.register(errorHandlerPlugin);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = { id: String(request.headers['x-user'] ?? 'u1') } as UserRecord;
  });
  await app.register(idempotencyPlugin);
  app.post<{ Body: { fail?: boolean } }>('/count', { config: { idempotent: true } }, async (request, reply) => {
    runs += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (request.body?.fail) return reply.code(503).send({ code: 'MAINTENANCE' });
    return { result: runs };
  });
  app.post('/plain', async () => ({ result: ++runs }));
  await app.ready();
});
afterEach(async () => {
  await app.close();
  await db.close();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

const post = (url: string, key: string | undefined, body: object = {}, user = 'u1') =>
  app.inject({ method: 'POST', url, payload: body, headers: { 'x-user': user, ...(key ? { 'idempotency-key': key } : {}) } });

describe('the Idempotency-Key mechanism (server/plugins/idempotency.ts)', () => {
  it('repeats that arrive while the first runs wait for it and replay its answer; the route runs once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/count', 'key-00000001')));
    expect(runs).toBe(1);
    expect(answers.map((a) => a.json())).toEqual(Array(5).fill({ result: 1 }));
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    const later = await post('/count', 'key-00000001');
    expect(later.json()).toEqual({ result: 1 });
    expect(runs).toBe(1);
  });

  it('a 5xx answer is not kept: the same key may try again', async () => {
    expect((await post('/count', 'key-00000002', { fail: true })).statusCode).toBe(503);
    expect((await post('/count', 'key-00000002', { fail: true })).statusCode).toBe(503);
    expect(runs).toBe(2);
    expect(await db.get('SELECT * FROM idempotency_keys')).toBeUndefined();
  });

  it('without a key, or on a route that does not opt in, every request runs', async () => {
    await post('/count', undefined);
    await post('/count', undefined);
    await post('/plain', 'key-00000003');
    await post('/plain', 'key-00000003');
    expect(runs).toBe(4);
  });

  it('a claim left by a request that died is taken over once it is stale, never before', async () => {
    const keys = new IdempotencyKeys(db, app.sealer);
    const now = Date.now();
    expect(await keys.claim('user:u1', 'key-00000004', 'f', now)).toBe(true);
    expect(await keys.claim('user:u1', 'key-00000004', 'f', now + 1000)).toBe(false);
    expect(await keys.claim('user:u1', 'key-00000004', 'f', now + STALE_CLAIM_MS + 1)).toBe(true);
  });
});
