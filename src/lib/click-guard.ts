import { useCallback } from 'react';

/** Spec 000 §4.11 and §9: how long a click blocks further clicks, per kind of action. */
export const CLICK_GUARD_MS = { layer: 400, api: 1000, link: 500, delayedLayer: 1400 } as const;

export type ClickGuardKind = keyof typeof CLICK_GUARD_MS;

export interface ClickGuardClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ClickGuard {
  run<T>(kind: ClickGuardKind, action: () => T | Promise<T>): boolean;
  isBlocked(): boolean;
}

const realClock: ClickGuardClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}

/**
 * After a click, further clicks are blocked until the action ends or the kind's time-out
 * passes, whichever comes first. A synchronous action (a navigation that starts a layer
 * transition) cannot tell when its visible effect ends, so it blocks for the whole time-out;
 * an asynchronous one is released as soon as its promise settles.
 */
export function createClickGuard(clock: ClickGuardClock = realClock): ClickGuard {
  let generation = 0;
  let blocked = false;
  let timer: unknown = null;

  function release(ofGeneration: number): void {
    if (ofGeneration !== generation || !blocked) return;
    blocked = false;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  }

  return {
    run(kind, action) {
      if (blocked) return false;
      const current = ++generation;
      blocked = true;
      timer = clock.setTimeout(() => release(current), CLICK_GUARD_MS[kind]);
      let result: unknown;
      try {
        result = action();
      } catch (error) {
        release(current);
        throw error;
      }
      if (isPromiseLike(result)) {
        result.then(
          () => release(current),
          () => release(current),
        );
      }
      return true;
    },
    isBlocked: () => blocked,
  };
}

/** The one guard shared by the whole app, so a click anywhere blocks clicks everywhere. */
export const appClickGuard: ClickGuard = createClickGuard();

/**
 * `const guard = useClickGuard(); <button onClick={guard('api', save)}>` — the wrapped
 * callback does nothing while the app's guard is blocked.
 */
export function useClickGuard(guardInstance: ClickGuard = appClickGuard) {
  return useCallback(
    <A extends unknown[]>(kind: ClickGuardKind, fn: (...args: A) => unknown) =>
      (...args: A): void => {
        guardInstance.run(kind, () => fn(...args));
      },
    [guardInstance],
  );
}
