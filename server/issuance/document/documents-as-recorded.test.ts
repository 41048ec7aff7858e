import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_DIR, listCertificateSlugs } from '../../catalogue/index.ts';
import { personas } from '../../personas.ts';
import { pdfPages } from '../../test/pdf-text.ts';
import { documentModel, renderDocumentPdf } from './render.ts';
import { sampleDocumentInput } from './sample.ts';

// What every certificate's document reads, for every persona, kept as a fingerprint per document
// in __snapshots__: a change to a layout, to the agency facts (shared.json, a folder's
// agency.json) or to the renderer that alters what a citizen reads fails here, naming the
// certificate and persona. When the change is meant, `npx vitest run -u` records the new reading.

const slugs = listCertificateSlugs(DEFAULT_CATALOGUE_DIR);
const fixed = { issuedAt: '2026-11-20T05:00:00.000Z', documentNumber: 'JG-2026-5A3B1E00' };
const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

describe('every certificate’s document reads as recorded', () => {
  it.each(slugs)('%s: what it shows each persona (the resolved text of every block)', (slug) => {
    const readings = Object.fromEntries(personas.map((p) => [p.id, fingerprint(JSON.stringify(documentModel(sampleDocumentInput(slug, { ...fixed, persona: p.id }))))]));
    expect(readings).toMatchSnapshot();
  });

  // One persona per certificate, in turn, read from the drawn PDF by pdf.js: every persona's
  // reading is drawn for some certificate, and the drawing itself is held to what it was.
  it.each(slugs.map((slug, i) => [slug, personas[i % personas.length]!.id] as const))('%s: the PDF drawn for %s reads the same text', async (slug, persona) => {
    const pages = await pdfPages(await renderDocumentPdf(sampleDocumentInput(slug, { ...fixed, persona })));
    expect(fingerprint(pages.join('\f'))).toMatchSnapshot();
  });
});
