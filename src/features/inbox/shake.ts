import { useSyncExternalStore } from 'react';

/**
 * The inbox's shake setting (000 §2.3 "A shake setting button"). The spec does not say what it
 * does; Jigap makes it "shake to open my certificates": when on, shaking the phone on the
 * wallet's home opens the 내 증명서 tab. It is a preference of this device, kept in
 * localStorage (another phone of the same user keeps its own), off until the user turns it on.
 */
const KEY = 'jigap.shakeToOpen';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export const isShakeToOpenOn = read;

export function setShakeToOpen(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(KEY, 'on');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the setting lasts as long as the page.
  }
  listeners.forEach((listener) => listener());
}

export function useShakeToOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => event.key === KEY && listener();
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    read,
    () => false,
  );
}
