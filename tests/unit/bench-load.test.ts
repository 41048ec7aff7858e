// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInterleaved } from '../../bench/lib/load.ts';
import { pairedRatio } from '../../bench/lib/stats.ts';

/** A server that answers /slow after ~3 ms and /missing with 404. */
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/slow') setTimeout(() => response.end('{"ok":true}'), 3);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the bench’s load runner', () => {
  it('keeps each response’s latency to the fraction of a millisecond, per round and in all, and the CPU a request costs', async () => {
    const job = (id: string, path: string, serverPid?: number) => ({ id, connections: 4, serverPid, request: { url: base + path, method: 'GET', headers: {} } });
    // The test's server runs in this process: its pid stands for the server's.
    const figures = await runInterleaved([job('slow', '/slow', process.pid), job('missing', '/missing')], { durationS: 1, warmupS: 0, rounds: 2 });
    const slow = figures.get('slow')!;
    expect(slow.totalRequests).toBeGreaterThan(0);
    expect(slow.rounds).toHaveLength(2);
    // setTimeout(3) answers after 3 ms or more; autocannon's own histogram would say 3 or 4.
    expect(slow.p50Ms).toBeGreaterThanOrEqual(3);
    expect([slow.p50Ms, slow.p90Ms, slow.p99Ms, slow.meanMs].some((value) => !Number.isInteger(value))).toBe(true);
    expect(slow.p50Ms).toBeLessThanOrEqual(slow.p90Ms);
    expect(slow.p90Ms).toBeLessThanOrEqual(slow.p99Ms);
    expect(slow.p99Ms).toBeLessThanOrEqual(slow.maxMs);
    for (const round of slow.rounds) expect(round.p99Ms).toBeGreaterThanOrEqual(3);
    // CPU per request: the load generator's always, the server's when its process is known.
    expect(slow.cpuUsPerRequest.client).toBeGreaterThan(0);
    expect(slow.cpuUsPerRequest.server).toBeGreaterThan(0);
    // Only 2xx answers have a latency, as in autocannon's own figures.
    const missing = figures.get('missing')!;
    expect(missing.non2xx).toBe(missing.totalRequests);
    expect(missing.p99Ms).toBe(0);
    expect(missing.cpuUsPerRequest.server).toBeNull();
  }, 30_000);
});

describe('the ratio of two endpoints measured in the same rounds', () => {
  it('is the median of the rounds’ ratios, so one round a neighbour’s burst fell on moves it least', () => {
    // Four calm rounds near 1.1 ×, one round where the machine stalled the one side: 5 ×.
    expect(pairedRatio(1.6, [1.1, 1.05, 5, 1.12, 1.08])).toMatchObject({ value: 1.1, basis: 'rounds' });
    // A round without a ratio (a bare round with no answer) is left out of the median and of the rounds it names.
    expect(pairedRatio(1.6, [1.1, Number.NaN, 1.2, 1.3]).rounds).toEqual([1.1, 1.2, 1.3]);
    expect(pairedRatio(0.9, [0.8, 0.7, 0.75, 0.72])).toMatchObject({ value: 0.735, basis: 'rounds' });
  });

  it('is the whole run’s ratio with fewer than three rounds, where no median means anything', () => {
    expect(pairedRatio(1.4, [1.1, 1.2])).toMatchObject({ value: 1.4, basis: 'whole run' });
    expect(pairedRatio(1.4, [])).toMatchObject({ value: 1.4, basis: 'whole run' });
  });
});
