/**
 * The dev server's issued-document preview (scripts/vite/document-preview.ts, development only), which
 * the dev catalogue (src/features/dev-catalogue) shows:
 * `<prefix><slug>.pdf` is the folder's document.json drawn from its sample.json, unsigned;
 * `<prefix>personas.json` the personas whose agency records can fill it.
 */
export const DOCUMENT_PREVIEW_PREFIX = '/__dev/document-preview/';
export const DOCUMENT_PREVIEW_PERSONAS = `${DOCUMENT_PREVIEW_PREFIX}personas.json`;
/** Who holds the document unless another persona is chosen (the demo login's first persona). */
export const DEFAULT_PREVIEW_PERSONA = 'citizen';

/** `revision` only makes the url change with the folder's files, so the page loads it again. */
export function documentPreviewHref(slug: string, persona: string = DEFAULT_PREVIEW_PERSONA, revision?: string): string {
  const query = new URLSearchParams({ persona });
  if (revision) query.set('v', revision);
  return `${DOCUMENT_PREVIEW_PREFIX}${encodeURIComponent(slug)}.pdf?${query.toString()}`;
}
