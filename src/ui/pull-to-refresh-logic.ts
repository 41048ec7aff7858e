/** Spec 001 §9: pull-to-refresh threshold 140, header height 44, minimum time 2000 ms. */
export const PULL_THRESHOLD = 140;
export const PULL_HEADER_HEIGHT = 44;
export const PULL_MIN_MS = 2000;

/** How far the content follows the finger: 1:2 up to the threshold, then much stiffer. */
export function pullOffset(distance: number): number {
  if (distance <= 0) return 0;
  const eased = Math.min(distance, PULL_THRESHOLD) / 2 + Math.max(0, distance - PULL_THRESHOLD) / 8;
  return Math.round(Math.min(eased, PULL_THRESHOLD * 0.75));
}

/** 0..1, how close the pull is to starting a refresh (drives the indicator's turn). */
export function pullProgress(distance: number): number {
  return Math.max(0, Math.min(1, distance / PULL_THRESHOLD));
}

export function shouldRefresh(distance: number): boolean {
  return distance >= PULL_THRESHOLD;
}

/** How much longer the indicator must stay so it shows for at least PULL_MIN_MS. */
export function remainingIndicatorMs(startedAt: number, now: number): number {
  return Math.max(0, PULL_MIN_MS - (now - startedAt));
}

export type PullPhase = 'idle' | 'pulling' | 'refreshing';

export interface PullState {
  phase: PullPhase;
  startY: number | null;
  distance: number;
}

export const initialPull: PullState = { phase: 'idle', startY: null, distance: 0 };

export type PullEvent =
  | { type: 'start'; y: number; atTop: boolean; disabled: boolean }
  | { type: 'move'; y: number }
  | { type: 'end' }
  | { type: 'done' };

/** A touch gesture as a pure transition; 'end' answers whether to start refreshing. */
export function pullReducer(state: PullState, event: PullEvent): PullState {
  switch (event.type) {
    case 'start':
      if (state.phase === 'refreshing' || event.disabled || !event.atTop) return state;
      return { phase: 'idle', startY: event.y, distance: 0 };
    case 'move': {
      if (state.phase === 'refreshing' || state.startY === null) return state;
      const distance = Math.max(0, event.y - state.startY);
      return { ...state, phase: distance > 0 ? 'pulling' : 'idle', distance };
    }
    case 'end':
      if (state.phase === 'refreshing') return state;
      return shouldRefresh(state.distance) ? { phase: 'refreshing', startY: null, distance: 0 } : initialPull;
    case 'done':
      return initialPull;
  }
}
