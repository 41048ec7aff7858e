import { useSyncExternalStore } from 'react';

export interface PopupButton {
  label: string;
  value: string;
  variant?: 'primary' | 'secondary' | 'danger';
}

/** A code the user passes on (a PIN): shown large under the message, with a button that copies it. */
export interface PopupCode {
  label: string;
  value: string;
}

export interface PopupSpec {
  title?: string;
  /** Line breaks (`\n`) are kept. */
  message: string;
  code?: PopupCode;
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

/** The one button of a notice, as the spec writes it. */
export const ALERT_BUTTON = '확인';

export interface AlertSpec {
  title?: string;
  message: string;
  code?: PopupCode;
}

/** The one-button notice (its message, one primary 확인): resolves when it is closed, either way. */
export async function showAlert(spec: AlertSpec): Promise<void> {
  await showPopup({
    ...(spec.title !== undefined ? { title: spec.title } : {}),
    ...(spec.code ? { code: spec.code } : {}),
    message: spec.message,
    buttons: [{ label: ALERT_BUTTON, value: 'ok', variant: 'primary' }],
  });
}

export interface ConfirmSpec {
  title?: string;
  message: string;
  /** The secondary button on the left (e.g. 취소). */
  cancel: string;
  /** The primary button on the right (e.g. 확인, 삭제). */
  confirm: string;
  /** The action cannot be undone: its button in the danger colour. */
  destructive?: boolean;
}

/**
 * The two-button question (cancel on the left, the action on the right): true when the action
 * was chosen, false for cancel, null when the popup was closed without an answer.
 */
export async function confirm(spec: ConfirmSpec): Promise<boolean | null> {
  const choice = await showPopup({
    ...(spec.title !== undefined ? { title: spec.title } : {}),
    message: spec.message,
    buttons: [
      { label: spec.cancel, value: 'cancel', variant: 'secondary' },
      { label: spec.confirm, value: 'confirm', variant: spec.destructive ? 'danger' : 'primary' },
    ],
  });
  return choice === null ? null : choice === 'confirm';
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
