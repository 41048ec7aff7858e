import { BOOT_ANSWERS_ELEMENT_ID } from '../../shared/page-render';

/**
 * The answers the server wrote into the page's document for its first reads
 * (server/plugins/boot-data.ts): the startup checks and what the page shows first, so a slow
 * phone network does not wait three round trips before the page is drawn. Each answer is taken
 * once, by the first GET of its URL, and only while the page is fresh; anything later asks the
 * server as usual.
 */

/** After this, a written answer is too old to stand for a new read. */
const FRESH_MS = 10_000;

let answers: Map<string, unknown> | null = null;

function written(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    const parsed = JSON.parse(element.textContent) as unknown;
    if (parsed && typeof parsed === 'object') for (const [url, body] of Object.entries(parsed)) answers.set(url, body);
  } catch {
    // A document without usable answers: every read goes to the server.
  }
  element.remove();
  return answers;
}

/** The written answer (the whole response body) for a GET of `url`, once; undefined when there is none. */
export function takeBootAnswer(url: string): unknown {
  const all = written();
  if (!all.has(url)) return undefined;
  const body = all.get(url);
  all.delete(url);
  return performance.now() <= FRESH_MS ? body : undefined;
}

/** Tests: forget what was read, so the next call reads the document again. */
export function resetBootAnswers(): void {
  answers = null;
}
