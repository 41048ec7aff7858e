import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { certificateCases, certificatePersonaCases, personaFor } from '../../test/certificate-cases.ts';
import { shownStrings } from './shown-strings.ts';
import { pdfPages, squash } from '../../test/pdf-text.ts';
import { recordedSnapshots } from '../../test/recorded-snapshots.ts';
import { documentModel, renderDocumentPdf, type RenderInput } from './render.ts';
import type { DocumentModel } from './resolve.ts';
import { sampleDocumentInput } from '../../sim/sample-document.ts';

// What every certificate's document reads, for every persona the wallet issues for, kept as a
// fingerprint per certificate and persona in __snapshots__: a change to a layout, to the agency
// facts (shared.json, a folder's agency.json) or to the renderer that alters what a citizen reads
// fails here, naming the certificate and persona. When the change is meant,
// `JIGAP_RECORD_SNAPSHOTS=1 npx vitest run -u <this file>` records the new reading.
//
// Each case is named by its folder's slug and the persona, never by a position: a new folder adds
// its own cases and moves no other. A case with no recorded reading (a folder added since) is
// checked by rules instead — the PDF drawn for that persona prints every fact its layout resolved
// (documents.test.ts issues every folder signed, and pdfsig checks the signature) — and vitest is
// never asked to match it, so no run writes a snapshot outside the new folder.

const SUITE = 'every certificate’s document reads as recorded';
const recorded = recordedSnapshots(new URL('./__snapshots__/documents-as-recorded.test.ts.snap', import.meta.url));
const fixed = { issuedAt: '2026-11-20T05:00:00.000Z', documentNumber: 'JG-2026-5A3B1E00' };
const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const inputFor = (slug: string, persona: string) => sampleDocumentInput(slug, { ...fixed, persona });

/** What a drawing leaves out of what its document resolves: the rule a case without a recorded reading is held to. */
const unprinted = (model: DocumentModel, text: string) => shownStrings(model).filter((shown) => !text.includes(squash(shown)));
const drawnText = async (input: RenderInput) => squash((await pdfPages(await renderDocumentPdf(input))).join(''));

const readings = certificatePersonaCases().map(({ slug, persona }) => ({ slug, persona, name: `${slug} for ${persona}: what the document shows (the resolved text of every block)` }));
// The drawing of each certificate, read back by pdf.js, for one persona chosen by its slug.
const drawings = certificateCases().map(({ slug }) => ({ slug, persona: personaFor(slug).id, name: `${slug}: the PDF drawn for ${personaFor(slug).id} reads the same text` }));
const isRecorded = ({ name }: { name: string }) => recorded.has(`${SUITE} > ${name}`);

describe(SUITE, () => {
  for (const { name, slug, persona } of readings.filter(isRecorded)) {
    it(name, () => {
      expect(fingerprint(JSON.stringify(documentModel(inputFor(slug, persona))))).toMatchSnapshot();
    });
  }

  for (const { name, slug, persona } of drawings.filter(isRecorded)) {
    it(name, async () => {
      const pages = await pdfPages(await renderDocumentPdf(inputFor(slug, persona)));
      expect(fingerprint(pages.join('\f'))).toMatchSnapshot();
    });
  }
});

describe('a document with no recorded reading is held to the rules', () => {
  const unrecorded = readings.filter((reading) => !isRecorded(reading));
  it.each(unrecorded)('$slug for $persona: the drawn PDF prints every fact the layout resolves, under its seal', async ({ slug, persona }) => {
    const input = inputFor(slug, persona);
    const model = documentModel(input);
    expect(model.blocks.some((block) => block.kind === 'seal')).toBe(true);
    expect(unprinted(model, await drawnText(input))).toEqual([]);
  });

  it('the rule catches a fact the drawing leaves out', async () => {
    const { slug, persona } = readings[0]!;
    const input = inputFor(slug, persona);
    const model = documentModel(input);
    const text = await drawnText(input);
    expect(unprinted(model, text)).toEqual([]);
    const more: DocumentModel = { ...model, blocks: [...model.blocks, { kind: 'text', text: '어디에도 없는 사실', style: 'body' }] };
    expect(unprinted(more, text)).toEqual(['어디에도 없는 사실']);
  });
});
