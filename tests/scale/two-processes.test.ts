import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NORMAL, pathOf, sample } from '../../server/issuance/test-kit.ts';
import { NEW_AGREEMENT } from '../../server/test/calls.ts';
import { call, issue, login, send, stateOn, twoServers } from './scale-kit.ts';

// Several stateless server processes on one PostgreSQL serve the same users, with no
// sticky sessions: what one process stored (sessions, applications, jobs, documents) the other
// serves. Here two processes started on their own (as on two machines), each addressed by name;
// tests/scale/cluster.test.ts runs the reliability checks on JIGAP_PROCESSES=2.
//
// Each process keeps the hot rows (sessions, users, polled statuses) in memory: a change that
// commits on one reaches the other's cache through the row-change feed (server/db/row-changes.ts)
// within moments, never by its 30 s bound — the waits below are far shorter than that.

const SEEN_WITHIN = { timeout: 5000, interval: 50 };


const servers = twoServers('jigap_scale');


describe('two server processes on one PostgreSQL', () => {
  it('started together on an empty database, they migrated and seeded it once', async () => {
    expect(await servers.count('SELECT COUNT(*) AS n FROM schema_migrations')).toBeGreaterThanOrEqual(8);
    expect(await servers.count("SELECT COUNT(*) AS n FROM users WHERE id = 'citizen'")).toBe(1);
    expect(await servers.count("SELECT COUNT(*) AS n FROM signing_certificates WHERE slot = 'root'")).toBe(1);
  });

  it('a citizen signed in on one is served by the other: created on A, signed and started on B, polled on A, viewed through B and A', async () => {
    const cookies = await login(servers.a, 'citizen');
    const id = await issue(servers.a, servers.b, cookies, NORMAL);
    await expect.poll(async () => (await stateOn(servers.a, cookies, id)).state, { timeout: 20_000, interval: 200 }).toBe('COMPLETE');
    const documentId = (await stateOn(servers.b, cookies, id)).documentId as string;
    const viewer = await call(servers.b, 'GET', `/api/v2/inbox/${documentId}/viewer`, cookies);
    expect(viewer.status, viewer.text).toBe(200);
    const file = await send(`${servers.a.url}${viewer.json().result.url as string}`, 'GET', { cookie: cookies });
    expect(file.status).toBe(200);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.headers['x-document-sha256']).toBe(createHash('sha256').update(file.bytes).digest('hex'));
  });
});

describe('what one process keeps in memory follows the changes the other commits', () => {
  it('a session ended on A is refused by B, which was serving it from memory', async () => {
    const cookies = await login(servers.a, 'citizen', 'scale-logout-device');
    for (let i = 0; i < 3; i++) expect((await call(servers.b, 'GET', '/api/v1/user/status', cookies)).status).toBe(200);
    expect((await call(servers.a, 'GET', '/sim/logout', cookies)).status).toBe(302);
    await expect.poll(async () => (await call(servers.b, 'GET', '/api/v1/user/status', cookies)).status, SEEN_WITHIN).toBe(401);
  });

  it('a user who joins on A is joined on B (and on A at once, in the answer of the call that joined)', async () => {
    const cookies = await login(servers.a, 'newcomer');
    for (let i = 0; i < 3; i++) expect((await call(servers.b, 'GET', '/api/v1/user/status', cookies)).json().result.joined).toBe(false);
    const joined = await call(servers.a, 'POST', '/api/v2/agreement', cookies, NEW_AGREEMENT);
    expect(joined.status, joined.text).toBe(200);
    expect((await call(servers.a, 'GET', '/api/v1/user/status', cookies)).json().result.joined).toBe(true);
    await expect.poll(async () => (await call(servers.b, 'GET', '/api/v1/user/status', cookies)).json().result.joined, SEEN_WITHIN).toBe(true);
  });

  it('a status polled on A moves as B signs the application (each poll of A between them reads its memory)', async () => {
    const cookies = await login(servers.a, 'citizen');
    const data = { 문서종류: pathOf(NORMAL), ...sample(NORMAL), 사용용도: '기억 시험' };
    const created = await call(servers.a, 'POST', '/api/v2/application', cookies, { data, returnUrl: '/issue/back', noCallback: true });
    expect(created.status, created.text).toBe(200);
    const { id, url } = created.json().result as { id: string; url: string };
    for (let i = 0; i < 3; i++) expect((await stateOn(servers.a, cookies, id)).state).toBe('SIGN_REQUESTED');
    const form = { cookie: cookies, 'content-type': 'application/x-www-form-urlencoded' };
    expect((await send(`${servers.b.url}${url}`, 'POST', form, new URLSearchParams({ action: 'sign' }).toString())).status).toBe(302);
    await expect.poll(async () => (await stateOn(servers.a, cookies, id)).state, SEEN_WITHIN).toBe('SIGN_COMPLETED');
  });

  it("when A's connection that listens for changes is cut, A answers from the database meanwhile, listens again and follows changes again", async () => {
    const cookies = await login(servers.b, 'citizen', 'scale-feed-device');
    expect((await call(servers.a, 'GET', '/api/v1/user/status', cookies)).status).toBe(200);
    const listeners = "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN jigap_row_changed'";
    const before = (await servers.database.pool.query<{ pid: number }>(listeners)).rows.map((row) => row.pid);
    expect(before).toHaveLength(2);
    await servers.database.pool.query(`SELECT pg_terminate_backend(pid) FROM (${listeners}) l`);
    expect((await call(servers.a, 'GET', '/api/v1/user/status', cookies)).status).toBe(200);
    await expect
      .poll(async () => (await servers.database.pool.query<{ pid: number }>(listeners)).rows.filter((row) => !before.includes(row.pid)).length, { timeout: 15_000, interval: 100 })
      .toBe(2);
    expect((await call(servers.b, 'GET', '/sim/logout', cookies)).status).toBe(302);
    await expect.poll(async () => (await call(servers.a, 'GET', '/api/v1/user/status', cookies)).status, SEEN_WITHIN).toBe(401);
  });
});
