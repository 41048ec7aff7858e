/**
 * Layers are routes, so a page cannot hand a layer a callback. A page that needs a layer's
 * outcome (e.g. "the user agreed") waits on a named channel that the layer settles.
 */
type Waiter = { resolve: (value: unknown) => void };

const waiters = new Map<string, Waiter[]>();

export function waitForLayerResult<T>(key: string): Promise<T | null> {
  return new Promise((resolve) => {
    const list = waiters.get(key) ?? [];
    list.push({ resolve: resolve as (value: unknown) => void });
    waiters.set(key, list);
  });
}

/** Settles every waiter of `key`; `null` means the layer was closed without a result. */
export function settleLayerResult(key: string, value: unknown): void {
  const list = waiters.get(key) ?? [];
  waiters.delete(key);
  for (const waiter of list) waiter.resolve(value);
}

export function hasLayerWaiter(key: string): boolean {
  return (waiters.get(key)?.length ?? 0) > 0;
}

/** The channel an agreement layer settles, per set of agreement kinds (any order). */
export const agreementResultKey = (types: readonly string[]) => `agreement:${[...types].sort().join(',')}`;
