import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * False while a page is drawn before React has it (on the server, or while React hydrates what
 * the server or the build drew), true otherwise. For a leaf that only the browser can draw (a
 * portal into document.body): the second render it causes is urgent, and would make React give up
 * a drawn part below it that still waits for its code. Above such parts, use isDrawingPage.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

let drawing = typeof document === 'undefined';

/**
 * True while the page is drawn on the server or hydrated from that drawing (src/app/main.tsx
 * sets it, the frame clears it once React has the page): what only the browser knows (its
 * storage) is left out of that render and comes after it, so the hydrated page matches the drawing.
 */
export const isDrawingPage = (): boolean => drawing;

export function setDrawingPage(on: boolean): void {
  drawing = on;
}
