import { useSyncExternalStore } from 'react';

export interface PopupButton {
  label: string;
  value: string;
  variant?: 'primary' | 'secondary';
}

export interface PopupSpec {
  title?: string;
  /** Line breaks (`\n`) are kept. */
  message: string;
  buttons: PopupButton[];
  /** Escape, back and a tap on the dim close it with `null`. Off by default: a popup wants an answer. */
  dismissible?: boolean;
}

export interface OpenPopup extends PopupSpec {
  id: number;
}

const listeners = new Set<() => void>();
const resolvers = new Map<number, (value: string | null) => void>();
let queue: readonly OpenPopup[] = [];
let nextId = 1;

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Opens a popup (queued behind any already open) and resolves with the value of the button
 * pressed, or null when it is dismissed. Callable from anywhere, React or not.
 */
export function showPopup(spec: PopupSpec): Promise<string | null> {
  const id = nextId++;
  return new Promise((resolve) => {
    resolvers.set(id, resolve);
    queue = [...queue, { ...spec, id }];
    emit();
  });
}

export function resolvePopup(id: number, value: string | null): void {
  const resolve = resolvers.get(id);
  if (!resolve) return;
  resolvers.delete(id);
  queue = queue.filter((popup) => popup.id !== id);
  emit();
  resolve(value);
}

/** Closes every popup; each resolves with null. */
export function closeAllPopups(): void {
  const pending = [...resolvers.values()];
  resolvers.clear();
  queue = [];
  emit();
  for (const resolve of pending) resolve(null);
}

export function getPopups(): readonly OpenPopup[] {
  return queue;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePopups(): readonly OpenPopup[] {
  return useSyncExternalStore(subscribe, getPopups, getPopups);
}
