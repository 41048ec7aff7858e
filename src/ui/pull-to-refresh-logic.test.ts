import { describe, expect, it } from 'vitest';
import {
  initialPull,
  PULL_HEADER_HEIGHT,
  PULL_MIN_MS,
  PULL_THRESHOLD,
  pullOffset,
  pullProgress,
  pullReducer,
  remainingIndicatorMs,
  shouldRefresh,
} from './pull-to-refresh-logic';

describe('pull-to-refresh (spec 001 §9)', () => {
  it('has threshold 140, header height 44 and minimum time 2000 ms', () => {
    expect([PULL_THRESHOLD, PULL_HEADER_HEIGHT, PULL_MIN_MS]).toEqual([140, 44, 2000]);
  });

  it('refreshes only from a pull of the threshold or more', () => {
    expect(shouldRefresh(139)).toBe(false);
    expect(shouldRefresh(140)).toBe(true);
    expect(pullProgress(70)).toBe(0.5);
    expect(pullProgress(400)).toBe(1);
  });

  it('moves the content less than the finger, never up', () => {
    expect(pullOffset(-20)).toBe(0);
    expect(pullOffset(100)).toBe(50);
    expect(pullOffset(1000)).toBeLessThanOrEqual(PULL_THRESHOLD);
  });

  it('keeps the indicator for at least 2000 ms', () => {
    expect(remainingIndicatorMs(1000, 1500)).toBe(1500);
    expect(remainingIndicatorMs(1000, 5000)).toBe(0);
  });

  it('a pull past the threshold at the top of the page starts a refresh', () => {
    let s = pullReducer(initialPull, { type: 'start', y: 100, atTop: true, disabled: false });
    s = pullReducer(s, { type: 'move', y: 250 });
    expect(s.phase).toBe('pulling');
    s = pullReducer(s, { type: 'end' });
    expect(s.phase).toBe('refreshing');
    expect(pullReducer(s, { type: 'start', y: 0, atTop: true, disabled: false }).phase).toBe('refreshing');
    expect(pullReducer(s, { type: 'done' })).toEqual(initialPull);
  });

  it('a short pull springs back', () => {
    let s = pullReducer(initialPull, { type: 'start', y: 100, atTop: true, disabled: false });
    s = pullReducer(s, { type: 'move', y: 200 });
    expect(pullReducer(s, { type: 'end' })).toEqual(initialPull);
  });

  it('does nothing when disabled or scrolled down', () => {
    for (const start of [
      { type: 'start', y: 0, atTop: true, disabled: true },
      { type: 'start', y: 0, atTop: false, disabled: false },
    ] as const) {
      let s = pullReducer(initialPull, start);
      s = pullReducer(s, { type: 'move', y: 500 });
      expect(s.phase).toBe('idle');
      expect(pullReducer(s, { type: 'end' }).phase).toBe('idle');
    }
  });
});
