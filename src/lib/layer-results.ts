import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { layerHref } from '../config/paths';
import { layerClosed, layerSearch, pagePathOf } from './layer-navigation';

/**
 * Layers are routes, so a page cannot hand a layer a callback. The one mechanism for a layer's
 * outcome (agreement, pickers, the agency search):
 *
 * - the page asks with `useAskLayer()`: it opens the layer and waits on the layer's key;
 * - the layer answers with `useLayerAnswer(key)`: `answer(value)` or `dismiss()`, and leaving
 *   the layer any other way (the browser's back, a close button, an unmount) answers `null`;
 * - a reloaded layer URL has lost its waiter (memory), so the page asks again on arrival
 *   (`useAskAgainAfterReload`): the layer stays on screen and its outcome reaches the page.
 *
 * One waiter per key: asking again answers the previous, abandoned waiter with `null`.
 */
type Resolve = (value: unknown) => void;

const waiters = new Map<string, Resolve>();

export function waitForLayerResult<T>(key: string): Promise<T | null> {
  settleLayerResult(key, null);
  return new Promise((resolve) => {
    waiters.set(key, resolve as Resolve);
  });
}

/** Settles the waiter of `key`; `null` means the layer was closed without a result. */
export function settleLayerResult(key: string, value: unknown): void {
  const resolve = waiters.get(key);
  waiters.delete(key);
  resolve?.(value);
}

export function hasLayerWaiter(key: string): boolean {
  return waiters.has(key);
}

/** The channel an agreement layer settles, per set of agreement kinds (any order). */
export const agreementResultKey = (types: readonly string[]) => `agreement:${[...types].sort().join(',')}`;

/** True when `pathname` is the layer `layer` of its page (or one of that layer's own sub-layers). */
export function isOnLayer(pathname: string, layer: string): boolean {
  return isWithin(pathname, layerHref(pagePathOf(pathname), layer));
}

function isExactly(pathname: string, path: string): boolean {
  return safeDecode(pathname) === safeDecode(path);
}

/** `pathname` is `path` or below it, compared decoded (the router and `window.location` may differ in escaping). */
function isWithin(pathname: string, path: string): boolean {
  const here = safeDecode(pathname);
  const base = safeDecode(path);
  return here === base || here.startsWith(`${base}/`);
}

function safeDecode(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

export type AskLayer = <T>(key: string, layer: string, query?: Record<string, string | string[] | undefined>) => Promise<T | null>;

/**
 * `ask(key, layer, query)` opens `layer` of the current page and resolves with its answer, or
 * null when it was left without one. When the URL already shows that layer (the page asks again
 * after a reload) the entry is replaced, not pushed, so back still leads to the page.
 */
export function useAskLayer(): AskLayer {
  const navigate = useNavigate();
  const location = useLocation();
  return <T,>(key: string, layer: string, query: Record<string, string | string[] | undefined> = {}) => {
    const result = waitForLayerResult<T>(key);
    const already = isOnLayer(location.pathname, layer);
    const state = location.state as { fromPage?: boolean } | null;
    navigate(`${layerHref(pagePathOf(location.pathname), layer)}${layerSearch(query)}`, {
      state: { fromPage: already ? state?.fromPage : true },
      replace: already,
    });
    return result;
  };
}

/**
 * The layer's side: `answer(value)` settles the page's waiter, `dismiss()` settles it with null.
 * Leaving the layer without either (back, unmount) settles null too; moving on to one of the
 * layer's own sub-layers (`agreement/detail`) keeps the page waiting. The check runs after a tick,
 * so React's StrictMode remount does not answer early.
 */
export function useLayerAnswer(key: string | null): { answer: (value: unknown) => void; dismiss: () => void } {
  const location = useLocation();
  const own = useRef(location.pathname);
  const mounted = useRef(false);
  const answered = useRef(false);
  useEffect(() => {
    mounted.current = true;
    const path = own.current;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (mounted.current || answered.current || key === null) return;
        if (!isWithin(window.location.pathname, path)) settleLayerResult(key, null);
      }, 0);
    };
  }, [key]);
  // A layer closed when it answers hands its answer over once the back traversal is done: the
  // waiting page may move on next (leave the document, open the next layer, go to another page),
  // and a traversal still running would undo that move. The close is looked for after this task,
  // so a layer may answer before or after it calls its close.
  const settle = (value: unknown) => {
    answered.current = true;
    if (key !== null) queueMicrotask(() => void layerClosed().then(() => settleLayerResult(key, value)));
  };
  return { answer: settle, dismiss: () => settle(null) };
}

/**
 * The page's side after a reload on one of its layer URLs: nobody waits on `key` any more, so the
 * page asks again when it mounts (`askAgain` opens the same layer through `useAskLayer`, which
 * replaces the entry) and the layer's outcome reaches the page as if the reload had not happened.
 * Only the layer itself counts, not its sub-layers (a reloaded term detail stays where it is).
 */
export function useAskAgainAfterReload(layer: string, key: string | null, askAgain: () => void): void {
  const latest = useRef(askAgain);
  latest.current = askAgain;
  useEffect(() => {
    if (key === null || layer === '' || hasLayerWaiter(key)) return;
    const { pathname } = window.location;
    if (!isExactly(pathname, layerHref(pagePathOf(pathname), layer))) return;
    latest.current();
  }, [layer, key]);
}
