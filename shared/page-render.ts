/**
 * What the server asks of its renderer of signed-in pages (src/app/page-render.tsx,
 * built into dist-server/) and what it gets back (server/plugins/page-render.ts loads it).
 */
export interface PageRequest {
  /** The address with its query, as the browser asked for it. */
  url: string;
  /** The answers of the page's first reads by URL (server/plugins/boot-data.ts). */
  answers: Record<string, unknown>;
  userAgent: string;
  cookie: string;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The document's title the page asks for (src/lib/document-title.ts), or null. */
  title: string | null;
  /** Its style attributes as classes (src/app/rendered-styles.ts), for a style element with the response's nonce. */
  css: string;
  /** The store's answers, for the browser's first render (src/api/page-state.ts). */
  state: { queries: Record<string, unknown>; provided: unknown };
}

/**
 * A page that leads elsewhere before it shows anything (a startup check's verdict, a route that
 * is not there): the address, on this origin, the browser is sent to in its place.
 */
export interface RedirectedPage {
  redirect: string;
}

export type RenderPage = (request: PageRequest) => Promise<RenderedPage | RedirectedPage | null>;

/** The document's JSON elements: the first answers (server/plugins/boot-data.ts, src/api/boot-answers.ts) and a drawn page's state (src/api/page-state.ts). */
export const BOOT_ANSWERS_ELEMENT_ID = 'boot-answers';
export const PAGE_STATE_ELEMENT_ID = 'page-state';
