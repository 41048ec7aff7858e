import { createAction } from '@reduxjs/toolkit';
import { PAGE_STATE_ELEMENT_ID, type RenderedPage } from '../../shared/page-render';

/**
 * The answers a page rendered on the server was drawn with (src/app/page-render.tsx),
 * written into its document beside it, so the browser's first render draws the same page and
 * React hydrates it instead of drawing it again. RTK Query takes them in through its
 * rehydration (base-api.ts `extractRehydrationInfo`): the queries with their answers and the tags
 * they provide, so a later change of the same data refetches them as usual.
 */
export type PageState = RenderedPage['state'];

export const hydratePage = createAction<PageState>('page/hydrate');

/** What the render hands on: the api slice's answers, nothing of its subscriptions or settings. */
export function pageStateOf(api: { queries: object; provided: unknown }): PageState {
  return { queries: { ...api.queries }, provided: api.provided };
}

/** The state written into the document, once (the element is removed); null when there is none. */
export function takePageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent ?? '') as Partial<PageState> | null;
    if (!parsed || typeof parsed.queries !== 'object' || parsed.queries === null) return null;
    // The answers are as fresh as the document that brought them: they are not read again at once
    // (spec 000 §9's 2 s stale time counts from here, not from the server's clock).
    const now = Date.now();
    const queries = Object.fromEntries(
      Object.entries(parsed.queries).map(([key, entry]) => [key, entry && typeof entry === 'object' ? { ...entry, fulfilledTimeStamp: now } : entry]),
    );
    return { queries, provided: parsed.provided ?? { tags: {}, keys: {} } };
  } catch {
    return null;
  }
}
