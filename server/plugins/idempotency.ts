import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { BLIND_INDEXES, type Sealer } from '../encryption/sealer.ts';
import { AppError } from '../errors.ts';
import { idempotencyTexts } from '../messages.ts';
import { globalPlugin } from './global-plugin.ts';
import { routeHooks } from './route-hooks.ts';

/**
 * One generic idempotency mechanism for writes that must not happen twice (a double tap, a retry
 * after a lost answer, ten identical submits at once):
 *
 * - A route opts in with `config: { idempotent: true }`; the client sends an `Idempotency-Key`
 *   header with its writes (src/api/base-api.ts).
 * - The first request with a key claims it: one row in `idempotency_keys`, inserted with
 *   ON CONFLICT DO NOTHING, so exactly one request wins whatever the number of processes (the
 *   state is in the database, never in process memory).
 * - Its answer (status and body) is stored with the key; a repeat with the same key and the same
 *   request gets that answer replayed (header `Idempotent-Replayed: true`) and runs nothing. A
 *   repeat that arrives while the first still runs waits for its answer.
 * - The same key with a different request is refused (INVALID_PARAM). A 5xx or 429 answer is
 *   not stored: the key is released, so the client may try again.
 *
 * Keys are per user and kept for a day. What is kept is sealed: the answer (it may hold a one-time
 * link's PIN, a form's values) under its owner's data key, bound to the key's row, and the request
 * only as a keyed hash (server/encryption).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
export const KEEP_KEYS_MS = 24 * 60 * 60_000;
/** How long a repeat waits for the first request's answer before it gives up (409). */
export const WAIT_FOR_FIRST_MS = 10_000;
/** A claim this old without an answer belongs to a request that died (a crash): it may be taken over. */
export const STALE_CLAIM_MS = 60_000;
const POLL_MS = 20;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Repeats of a request with the same Idempotency-Key answer the first one's answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim: { scope: string; key: string; settled: boolean } | null;
  }
}

interface KeyRow {
  fingerprint: string;
  status_code: number | null;
  response_body: string | null;
  created_at: string;
}

/** The keyed hash a request is compared by: its body may hold what the database must not (form values). */
export function fingerprintOf(sealer: Sealer, request: Pick<FastifyRequest, 'method' | 'url' | 'body'>): string {
  const digest = createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  return sealer.index(BLIND_INDEXES.request, digest);
}

const rowKeyOf = (scope: string, key: string): string => `${scope}/${key}`;

/** The key's store: claim, complete, release. Every step is one statement. */
export class IdempotencyKeys {
  constructor(
    private readonly db: Database,
    private readonly sealer: Sealer,
  ) {}

  /** True when this request now owns the key (new, or taken over from a dead request). */
  claim(scope: string, key: string, fingerprint: string, now: number): Promise<boolean> {
    return this.db.transaction(async () => {
      await this.db.run('DELETE FROM idempotency_keys WHERE scope = ? AND created_at < ?', [scope, new Date(now - KEEP_KEYS_MS).toISOString()]);
      const at = new Date(now).toISOString();
      const inserted = await this.db.run(
        `INSERT INTO idempotency_keys (scope, idem_key, fingerprint, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (scope, idem_key) DO NOTHING`,
        [scope, key, fingerprint, at],
      );
      if (inserted.changes === 1) return true;
      const taken = await this.db.run(
        `UPDATE idempotency_keys SET created_at = ? WHERE scope = ? AND idem_key = ? AND fingerprint = ?
           AND status_code IS NULL AND created_at < ?`,
        [at, scope, key, fingerprint, new Date(now - STALE_CLAIM_MS).toISOString()],
      );
      return taken.changes === 1;
    });
  }

  async find(scope: string, key: string): Promise<KeyRow | undefined> {
    const row = await this.db.get<KeyRow>(
      'SELECT fingerprint, status_code, response_body, created_at FROM idempotency_keys WHERE scope = ? AND idem_key = ?',
      [scope, key],
    );
    if (row?.response_body == null) return row;
    return { ...row, response_body: await this.sealer.openText('idempotency_keys.response_body', rowKeyOf(scope, key), row.response_body) };
  }

  async complete(scope: string, key: string, statusCode: number, body: string, now: number): Promise<void> {
    await this.db.run('UPDATE idempotency_keys SET status_code = ?, response_body = ?, completed_at = ? WHERE scope = ? AND idem_key = ?', [
      statusCode,
      await this.sealer.sealText(scope, 'idempotency_keys.response_body', rowKeyOf(scope, key), body),
      new Date(now).toISOString(),
      scope,
      key,
    ]);
  }

  async release(scope: string, key: string): Promise<void> {
    await this.db.run('DELETE FROM idempotency_keys WHERE scope = ? AND idem_key = ? AND status_code IS NULL', [scope, key]);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whose key it is: the signed-in user, the partner of the partner API, or the desk's caller (a
 * staff member, an organisation's key). Keys of different owners never meet.
 */
function scopeOf(request: FastifyRequest): string | null {
  if (request.user) return `user:${request.user.id}`;
  const partner = (request as { partner?: { id: string } | null }).partner;
  if (partner) return `partner:${partner.id}`;
  const desk = (request as { deskCaller?: { actor: string } | null }).deskCaller;
  return desk ? `desk:${desk.actor}` : null;
}

function replay(reply: FastifyReply, row: KeyRow): FastifyReply {
  return reply
    .code(row.status_code ?? 200)
    .header('content-type', 'application/json; charset=utf-8')
    .header(REPLAYED_HEADER, 'true')
    .send(row.response_body ?? '');
}

/**
 * Registered before the routes; needs `app.db` and the session (auth plugin). Its hooks are added
 * to the routes that opt in only, so every other request pays nothing for it.
 */
export const idempotencyPlugin = globalPlugin(async (app) => {
  const keys = new IdempotencyKeys(app.db, app.sealer);
  app.decorateRequest('idempotencyClaim', null);

  const claimOrReplay = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const scope = scopeOf(request);
    if (!scope) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw new AppError('INVALID_PARAM', { text: { message: idempotencyTexts.badKey } });
    }
    const fingerprint = fingerprintOf(app.sealer, request);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      if (await keys.claim(scope, header, fingerprint, Date.now())) {
        request.idempotencyClaim = { scope, key: header, settled: false };
        return;
      }
      const row = await keys.find(scope, header);
      if (row && row.fingerprint !== fingerprint) {
        throw new AppError('INVALID_PARAM', { text: { message: idempotencyTexts.keyReused } });
      }
      if (row && row.status_code !== null) return replay(reply, row);
      if (Date.now() >= deadline) throw new AppError('ERROR', { status: 409, text: idempotencyTexts.inProgress });
      await sleep(POLL_MS);
    }
  };

  const keepAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = request.idempotencyClaim;
    if (!claim || claim.settled) return payload;
    claim.settled = true;
    const status = reply.statusCode;
    if (status >= 500 || status === 429 || typeof payload !== 'string') await keys.release(claim.scope, claim.key);
    else await keys.complete(claim.scope, claim.key, status, payload, Date.now());
    return payload;
  };

  // A request that ended without an answer (the client went away) leaves no claim behind.
  const releaseUnanswered = async (request: FastifyRequest) => {
    const claim = request.idempotencyClaim;
    if (claim && !claim.settled) {
      claim.settled = true;
      await keys.release(claim.scope, claim.key);
    }
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [...routeHooks(route.preHandler), claimOrReplay];
    route.onSend = [...routeHooks(route.onSend), keepAnswer];
    route.onResponse = [...routeHooks(route.onResponse), releaseUnanswered];
  });
});
