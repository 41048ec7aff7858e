import { useSyncExternalStore } from 'react';

export const TOAST_DEFAULT_MS = 2500;

export interface ToastItem {
  id: number;
  message: string;
}

const listeners = new Set<() => void>();
let current: ToastItem | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let nextId = 1;

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen, for `durationMs` (2.5 s by default). */
export function showToast(message: string, opts: { durationMs?: number } = {}): number {
  const id = nextId++;
  if (timer) clearTimeout(timer);
  current = { id, message };
  timer = setTimeout(() => hideToast(id), opts.durationMs ?? TOAST_DEFAULT_MS);
  emit();
  return id;
}

/** Hides the toast (only that one when an id is given). */
export function hideToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  if (timer) clearTimeout(timer);
  timer = null;
  current = null;
  emit();
}

export function getToast(): ToastItem | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast(): ToastItem | null {
  return useSyncExternalStore(subscribe, getToast, getToast);
}
