import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * False while a page is drawn before React has it (on the server, or while React hydrates what
 * the server or the build drew), true otherwise. What only the browser knows (its storage, its
 * document.body) is drawn from the second render on: the first one matches the drawn page, so
 * React takes that page in place instead of drawing it anew (issue 9).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
