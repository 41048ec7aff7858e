import { StrictMode } from 'react';
import { prerender } from 'react-dom/static.browser';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { baseApi } from '../api/base-api';
import type { PageRequest, RedirectedPage, RenderedPage } from '../../shared/page-render';
import { pageStateOf } from '../api/page-state';
import { takeDrawnTitle } from '../lib/document-title';
import { renderEnvironment } from '../lib/messenger-bridge';
import { takeDrawnRedirect } from '../lib/redirect';
import { markShellControls } from './early-taps';
import { moveStyleAttributes } from './rendered-styles';
import { createStore } from './store';
import { AppRoutes, preloadFirstPage } from './router';

/*
 * A signed-in page drawn on the server, so a phone paints it from the document instead of
 * after its JavaScript (the Lighthouse budgets of the form, the apply tab and the viewer).
 *
 * Built by Vite as its own server bundle (`vite build --ssr`, dist-server/page-render.js) and
 * called by the server for the pages whose first reads it writes into the document
 * (server/plugins/boot-data.ts): the same tree as the browser's (AppRoutes), its reads answered by
 * those written answers (no network: src/api/base-api.ts), its messenger environment the
 * request's. The store's answers go with the page, so the browser's first render is this one and
 * React hydrates it (src/app/main.tsx).
 *
 * A page that leads elsewhere (a startup check's verdict, src/lib/redirect.tsx) is answered with
 * where it leads: the server sends the browser there at once, as the browser's own render would.
 * It draws nothing (null: the browser renders as before) when anything is amiss: a read without a
 * written answer, an error while rendering, a page that is still loading, a page with nothing to
 * show (the browser would wait for the first paint of a page that never paints: entry.ts).
 */

/** A page is drawn again while its reads lead to more reads (the startup checks, then the page's own). */
const MAX_PASSES = 5;

/** A page that takes longer is given up (the server sends it without, server/plugins/page-render.ts). */
export const RENDER_LIMIT_MS = 1_000;

/**
 * React's renderer on web streams (react-dom/static.browser), not its Node build: the Node build
 * runs every render in an AsyncLocalStorage of its own and never disables it, and on Node 20 an
 * enabled AsyncLocalStorage makes every asynchronous resource of the process (each nextTick, each
 * promise, each socket) carry its store from then on — a cost every API call of the server paid
 * after the first page it drew (bench: API under load, its profiles). This render needs no
 * request storage: it reads nothing outside the tree it is given.
 */
async function markupOf(node: React.ReactNode, onError: (error: unknown) => void, signal: AbortSignal): Promise<string> {
  // Every part in place, none sent ahead to be moved by an inline script (the CSP allows none).
  const { prelude } = await prerender(node, { onError, signal, progressiveChunkSize: Number.POSITIVE_INFINITY });
  return await new Response(prelude).text();
}

/** Markup with nothing in it but React's markers (a part that drew nothing) shows nothing. */
const drawsNothing = (html: string): boolean => html.replace(/<!--.*?-->/gs, '').trim() === '';

async function render(request: PageRequest, signal: AbortSignal): Promise<RenderedPage | RedirectedPage | null> {
  const store = createStore(undefined, { answers: request.answers });
  let failed = false;
  const onError = () => {
    failed = true;
  };
  const tree = (
    <StrictMode>
      <Provider store={store}>
        <StaticRouter location={request.url}>
          <AppRoutes />
        </StaticRouter>
      </Provider>
    </StrictMode>
  );
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const asked = Object.keys(store.getState().api.queries).length;
    takeDrawnTitle();
    takeDrawnRedirect();
    html = await markupOf(tree, onError, signal);
    await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
    if (failed || signal.aborted) return null;
    if (Object.keys(store.getState().api.queries).length === asked) {
      const redirect = takeDrawnRedirect();
      if (redirect) return { redirect };
      const { api } = store.getState();
      const complete = Object.values(api.queries).every((query) => query?.status === 'fulfilled');
      // `<!--$!-->` is a part React gave up on, `<!--$?-->` one it left to a script: neither is the page.
      if (!complete || /<!--\$[!?]-->|<script/.test(html) || drawsNothing(html)) return null;
      const moved = moveStyleAttributes(markShellControls(html));
      return { html: moved.html, title: takeDrawnTitle(), css: moved.css, state: pageStateOf(api) };
    }
  }
  return null;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * One page at a time: the messenger environment the render reads (renderEnvironment) is the
 * module's, and a render waits on its lazy parts between its slices.
 */
export function renderPage(request: PageRequest): Promise<RenderedPage | RedirectedPage | null> {
  const next = queue.then(async () => {
    try {
      // The page's code is loaded before the clock starts: loading it is once per process (and
      // slow on a busy machine), not the render the limit is for.
      await preloadFirstPage(new URL(request.url, 'http://page').pathname);
      renderEnvironment({ userAgent: request.userAgent, cookie: request.cookie });
      // A render that hangs must not hold the pages after it: it is aborted, and the next one goes.
      const signal = AbortSignal.timeout(RENDER_LIMIT_MS);
      const given = new Promise<null>((resolve) => signal.addEventListener('abort', () => resolve(null), { once: true }));
      return await Promise.race([render(request, signal), given]);
    } catch {
      return null;
    } finally {
      renderEnvironment(null);
    }
  });
  queue = next.catch(() => undefined);
  return next;
}
