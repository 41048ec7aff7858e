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

type MotionPermission = { requestPermission?: () => Promise<'granted' | 'denied'> };

/** iOS asks the user before a page may read motion; elsewhere motion is simply there (or not). */
export async function motionAllowed(): Promise<boolean> {
  if (typeof window === 'undefined' || typeof window.DeviceMotionEvent === 'undefined') return false;
  const ask = (window.DeviceMotionEvent as unknown as MotionPermission).requestPermission;
  if (typeof ask !== 'function') return true;
  try {
    return (await ask()) === 'granted';
  } catch {
    return false;
  }
}

/** A shake: two jolts of more than `threshold` m/s² beyond gravity within `windowMs`. */
export function createShakeDetector(onShake: () => void, { threshold = 12, windowMs = 800, quietMs = 1500 } = {}) {
  let lastJolt = -Infinity;
  let lastShake = -Infinity;
  return (acceleration: { x: number | null; y: number | null; z: number | null } | null, now: number): void => {
    if (!acceleration) return;
    const { x, y, z } = acceleration;
    const force = Math.abs(Math.hypot(x ?? 0, y ?? 0, z ?? 0) - 9.81);
    if (force < threshold) return;
    if (now - lastJolt <= windowMs && now - lastShake > quietMs) {
      lastShake = now;
      onShake();
    }
    lastJolt = now;
  };
}
