import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLICK_GUARD_MS, createClickGuard, type ClickGuardKind } from './click-guard';

describe('click guard (spec 000 §4.11)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the spec time-outs', () => {
    expect(CLICK_GUARD_MS).toEqual({ layer: 400, api: 1000, link: 500, delayedLayer: 1400 });
  });

  it.each([
    ['layer', 400],
    ['api', 1000],
    ['link', 500],
    ['delayedLayer', 1400],
  ] as [ClickGuardKind, number][])('blocks further clicks for %s until %i ms pass', (kind, ms) => {
    const guard = createClickGuard();
    const first = vi.fn();
    const second = vi.fn();
    expect(guard.run(kind, first)).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(ms - 1);
    expect(guard.isBlocked()).toBe(true);
    expect(guard.run(kind, second)).toBe(false);
    expect(second).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(guard.isBlocked()).toBe(false);
    expect(guard.run(kind, second)).toBe(true);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('releases early when the action ends', async () => {
    const guard = createClickGuard();
    let finish!: () => void;
    guard.run('api', () => new Promise<void>((resolve) => (finish = resolve)));
    vi.advanceTimersByTime(300);
    expect(guard.isBlocked()).toBe(true);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(guard.isBlocked()).toBe(false);
  });

  it('releases early when the action fails', async () => {
    const guard = createClickGuard();
    const failing = Promise.reject(new Error('x'));
    failing.catch(() => undefined);
    guard.run('api', () => failing);
    await vi.advanceTimersByTimeAsync(0);
    expect(guard.isBlocked()).toBe(false);
  });

  it('releases at the time-out even if the action has not ended', () => {
    const guard = createClickGuard();
    guard.run('api', () => new Promise(() => undefined));
    vi.advanceTimersByTime(1000);
    expect(guard.isBlocked()).toBe(false);
  });

  it('a late settling action does not release a newer click', async () => {
    const guard = createClickGuard();
    let finishOld!: () => void;
    guard.run('api', () => new Promise<void>((resolve) => (finishOld = resolve)));
    vi.advanceTimersByTime(1000);
    guard.run('api', () => new Promise(() => undefined));
    finishOld();
    await vi.advanceTimersByTimeAsync(0);
    expect(guard.isBlocked()).toBe(true);
  });

  it('releases and rethrows when the action throws', () => {
    const guard = createClickGuard();
    expect(() =>
      guard.run('layer', () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(guard.isBlocked()).toBe(false);
  });

  it('uses an injected clock', () => {
    const timers: { cb: () => void; ms: number }[] = [];
    const guard = createClickGuard({
      now: () => 0,
      setTimeout: (cb: () => void, ms: number) => timers.push({ cb, ms }),
      clearTimeout: () => undefined,
    });
    guard.run('link', () => undefined);
    expect(timers[0]?.ms).toBe(500);
    timers[0]?.cb();
    expect(guard.isBlocked()).toBe(false);
  });
});
