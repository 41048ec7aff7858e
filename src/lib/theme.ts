import { useEffect, useSyncExternalStore } from 'react';
import { getBridge } from './messenger-bridge';

/** The page backgrounds of tokens.scss (`--color-bg`), for the native status bar. */
export const THEME_BG = { light: '#ffffff', dark: '#121212' } as const;
/** Spec 000 §9: the status bar under an open layer or popup is black at 0.5 opacity. */
export const DIM_COLOR = 'rgba(0,0,0,0.5)';

export type Scheme = keyof typeof THEME_BG;

const listeners = new Set<() => void>();
let dimCount = 0;

function emit(): void {
  for (const listener of listeners) listener();
}

/** Ref-counted: each open layer or popup calls setDimmed(true) once and setDimmed(false) once. */
export function setDimmed(on: boolean): void {
  dimCount = Math.max(0, dimCount + (on ? 1 : -1));
  emit();
}

export function isDimmed(): boolean {
  return dimCount > 0;
}

function subscribeDim(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeScheme(listener: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export function currentScheme(): Scheme {
  if (typeof document === 'undefined') return 'light';
  const forced = document.documentElement.dataset.theme;
  if (forced === 'dark' || forced === 'light') return forced;
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

export function statusBarColor(scheme: Scheme, dimmed: boolean): string {
  return dimmed ? DIM_COLOR : THEME_BG[scheme];
}

/**
 * Spec 000 §4.11: the status bar follows dark or light mode and open layers. Mount once near
 * the root; the 0.4 s fade is the backdrop's CSS transition.
 */
export function useThemeColor(): Scheme {
  const scheme = useSyncExternalStore(subscribeScheme, currentScheme, () => 'light' as const);
  const dimmed = useSyncExternalStore(subscribeDim, isDimmed, () => false);
  useEffect(() => {
    getBridge().changeStatusBarColor(statusBarColor(scheme, dimmed), { dim: dimmed });
  }, [scheme, dimmed]);
  return scheme;
}
