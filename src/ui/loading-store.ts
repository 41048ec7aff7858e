import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let count = 0;

function emit(): void {
  for (const listener of listeners) listener();
}

/** Counted: the overlay stays until every showLoading has its hideLoading. */
export function showLoading(): void {
  count += 1;
  emit();
}

export function hideLoading(): void {
  if (count === 0) return;
  count -= 1;
  emit();
}

export function isLoading(): boolean {
  return count > 0;
}

/** Shows the overlay while `work` runs. */
export async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  showLoading();
  try {
    return await work();
  } finally {
    hideLoading();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, isLoading);
}
