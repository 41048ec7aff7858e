/**
 * Reading the phone's motion for the shake setting (shake.ts): its own module, loaded only when the
 * setting is turned on or is on, so the home's first load carries none of it.
 */
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
