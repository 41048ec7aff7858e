import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseAvailability, type AvailabilityChange } from './availability.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** An availability whose checks fail while `reachable` is false; the checks made are counted, each with its time. */
function watch(reachable = false) {
  const world = { reachable, checks: [] as number[] };
  const availability = new DatabaseAvailability(async () => {
    world.checks.push(Date.now());
    if (!world.reachable) throw refused();
  });
  const changes: AvailabilityChange[] = [];
  availability.onChange((change) => changes.push(change));
  return { world, availability, changes };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DatabaseAvailability', () => {
  it('a failure of the statement itself starts no check', async () => {
    const { world, availability, changes } = watch();
    availability.failed(Object.assign(new Error('duplicate key'), { code: '23505' }));
    await vi.waitFor(() => expect(world.checks).toHaveLength(0));
    expect(availability.up).toBe(true);
    expect(changes).toEqual([]);
  });

  it('one connection ended while the server is there (the check passes): nothing is told, and it stays up', async () => {
    const { world, availability, changes } = watch(true);
    availability.check('Connection terminated unexpectedly');
    await vi.waitFor(() => expect(world.checks).toHaveLength(1));
    await Promise.resolve();
    expect(availability.up).toBe(true);
    expect(changes).toEqual([]);
    availability.close();
  });

  it('gone: told once however many calls fail, down until a check passes, then the return is told once with its length and the calls refused', async () => {
    vi.useFakeTimers();
    const { world, availability, changes } = watch();
    const start = Date.now();
    for (let i = 0; i < 50; i++) availability.failed(refused());
    await vi.advanceTimersByTimeAsync(0);
    expect(availability.up).toBe(false);
    expect(changes).toEqual([{ up: false, since: start, error: 'connect ECONNREFUSED 127.0.0.1:5432' }]);
    for (let i = 0; i < 7; i++) availability.refused();
    await vi.advanceTimersByTimeAsync(3000);
    expect(changes).toHaveLength(1);
    world.reachable = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(availability.up).toBe(true);
    expect(changes).toHaveLength(2);
    expect(changes[1]).toEqual({ up: true, since: start, downMs: expect.any(Number), refused: 7 });
    expect((changes[1] as { downMs: number }).downMs).toBeGreaterThanOrEqual(3000);
    expect((changes[1] as { downMs: number }).downMs).toBeLessThanOrEqual(4000);
    availability.close();
  });

  it('while down it checks sooner at first, then once a second: a return is seen within a second, and nothing is tried ten times a second', async () => {
    vi.useFakeTimers();
    const { world, availability } = watch();
    availability.failed(refused());
    await vi.advanceTimersByTimeAsync(20_000);
    const gaps = world.checks.slice(1).map((at, i) => at - world.checks[i]!);
    expect(gaps.slice(0, 4)).toEqual([100, 200, 400, 800]);
    expect(new Set(gaps.slice(4))).toEqual(new Set([1000]));
    expect(world.checks.length).toBeLessThanOrEqual(25);
    availability.close();
  });

  it('closed, it checks no more and tells nothing', async () => {
    vi.useFakeTimers();
    const { world, availability, changes } = watch();
    availability.failed(refused());
    await vi.advanceTimersByTimeAsync(0);
    availability.close();
    const checks = world.checks.length;
    world.reachable = true;
    await vi.advanceTimersByTimeAsync(5000);
    expect(world.checks).toHaveLength(checks);
    expect(changes).toHaveLength(1);
  });
});
