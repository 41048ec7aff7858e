import { useEffect } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { layerHref } from '../config/paths';

/**
 * Layers are routes (DESIGN §3a): `<page>/layer/<name>`. Opening a layer is navigation, closing
 * it is going back, so the back button, deep links and the back-handler stack share one mechanism.
 */
export interface LayerProps {
  params: Record<string, string | undefined>;
  close: () => void;
}

type LayerState = { fromPage?: boolean } | null;

/** The page a layer URL belongs to; the root page's layers (`/layer/qr`) belong to `/`. */
export const pagePathOf = (pathname: string): string => pathname.replace(/\/layer\/.*$/, '').replace(/(.)\/$/, '$1') || '/';


export function layerSearch(query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, item);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Opens a layer of the current page: `openLayer('wallet-address')`. */
export function useOpenLayer(): (layer: string, query?: Record<string, string | string[] | undefined>, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (layer, query = {}, options = {}) => {
    const fromPage = options.replace ? (location.state as LayerState)?.fromPage : true;
    navigate(`${layerHref(pagePathOf(location.pathname), layer)}${layerSearch(query)}`, {
      state: { fromPage },
      replace: options.replace ?? false,
    });
  };
}

let closing: { promise: Promise<void>; done: () => void } | null = null;

/**
 * How long a back traversal may take before we stop waiting for it (no history entry to go to).
 * Generous: on a busy phone a traversal can take over a second, and a page that moves on before
 * it lands has that late traversal undo its move (the start page's exit popup over the next page).
 */
const CLOSE_SETTLE_MS = 4000;

/**
 * Resolves once the layer being closed is gone from the router's location. Going back is
 * asynchronous: a page that leaves the document (`location.assign`) while the back traversal is
 * still pending has its navigation aborted by that traversal, so a layer answers its waiter only
 * after this (src/lib/layer-results.ts).
 */
export function layerClosed(): Promise<void> {
  return closing?.promise ?? Promise.resolve();
}

function startClosing(): void {
  closing?.done();
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  const timer = window.setTimeout(() => entry.done(), CLOSE_SETTLE_MS);
  const entry = {
    promise,
    done: () => {
      window.clearTimeout(timer);
      if (closing === entry) closing = null;
      resolve();
    },
  };
  closing = entry;
}

/**
 * Goes back when the layer was opened from its page, else (a deep link) replaces the URL by the
 * page's. The location the close leaves ends the close (the effect's cleanup runs when the
 * location changes or the layer's outlet unmounts), whatever router the app runs in.
 */
export function useCloseLayer(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => () => closing?.done(), [location.key]);
  return () => {
    if ((location.state as LayerState)?.fromPage) {
      startClosing();
      void navigate(-1);
    } else void navigate(pagePathOf(location.pathname), { replace: true });
  };
}

export function matchLayer<T>(table: Record<string, T>, splat: string): { def: T; params: Record<string, string | undefined> } | null {
  for (const [pattern, def] of Object.entries(table)) {
    const match = matchPath({ path: `/${pattern}`, end: true }, `/${splat}`);
    if (match) return { def, params: match.params };
  }
  return null;
}
