import { describe, expect, it, vi } from 'vitest';
import { createShakeDetector } from './shake-motion';

const still = { x: 0, y: 0, z: 9.81 };
const jolt = { x: 25, y: 0, z: 9.81 };

describe('shake detection (the shake setting: shaking opens 내 증명서)', () => {
  it('two jolts close together are a shake; a phone at rest or one bump is not', () => {
    const onShake = vi.fn();
    const detect = createShakeDetector(onShake);
    detect(still, 0);
    detect(jolt, 100);
    expect(onShake).not.toHaveBeenCalled();
    detect(jolt, 1200);
    expect(onShake).not.toHaveBeenCalled();
    detect(jolt, 1500);
    expect(onShake).toHaveBeenCalledTimes(1);
  });

  it('keeps quiet for a moment after a shake, and ignores a device without readings', () => {
    const onShake = vi.fn();
    const detect = createShakeDetector(onShake);
    detect(null, 0);
    detect({ x: null, y: null, z: null }, 10);
    [100, 300, 500, 700].forEach((t) => detect(jolt, t));
    expect(onShake).toHaveBeenCalledTimes(1);
    [2500, 2700].forEach((t) => detect(jolt, t));
    expect(onShake).toHaveBeenCalledTimes(2);
  });
});
