import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_DIR, MASK, maskingField } from '../../catalogue/index.ts';
import { certificateCases } from '../../test/certificate-cases.ts';
import type { JsonSchema } from '../../catalogue/types.ts';
import { pdfPages, squash } from '../../test/pdf-text.ts';
import { documentTexts } from './texts.ts';
import { documentModel } from './render.ts';
import { renderSampleDocument, sampleDocumentInput } from '../../sim/sample-document.ts';
import { shownStrings } from './shown-strings.ts';
import { sharedFacts, type AgencyFacts } from '../../sim/agency-records/index.ts';
import { lookAlikeIdentifiers } from '../../sim/agency-records/world-rules.ts';

// Every certificate honours its options in the document, and long documents page as
// paper does. The PDFs are read back with pdf.js.

const readJson = (...parts: string[]): unknown => JSON.parse(fs.readFileSync(path.join(...parts), 'utf8'));
/** A resident number with its back digits (squashed text: no spaces). */
const FULL_RESIDENT_NUMBER = /\d{6}-[1-8]\d{6}/;
const HOLDER_RRN = '980315-1234567';

/** Every certificate whose form offers to hide the resident number's back digits, with the field that does and its other choice. */
const maskable = certificateCases().flatMap(({ slug }) => {
  const option = maskingField(readJson(DEFAULT_CATALOGUE_DIR, slug, 'schema.json') as JsonSchema);
  return option ? [[slug, option.field, option.shows] as const] : [];
});

const withOption = (slug: string, field: string, value: unknown) => ({ formData: { ...(readJson(DEFAULT_CATALOGUE_DIR, slug, 'sample.json') as object), [field]: value } });
/** The drawn text with 뒷자리표기안함, less what the facts declare only looks like a resident number (a ship's number). */
async function maskedText(slug: string, field: string): Promise<string> {
  const text = squash((await pdfPages(await renderSampleDocument(slug, withOption(slug, field, MASK)))).join('\n'));
  const files = [sharedFacts().facts, ...(fs.existsSync(path.join(DEFAULT_CATALOGUE_DIR, slug, 'agency.json')) ? [readJson(DEFAULT_CATALOGUE_DIR, slug, 'agency.json') as AgencyFacts] : [])];
  const record = sampleDocumentInput(slug, withOption(slug, field, MASK)).record;
  return lookAlikeIdentifiers(record, files).reduce((rest, lookAlike) => rest.replaceAll(squash(lookAlike), ''), text);
}
/** Whether the document, with the option's other choice, shows the holder's number. */
const showsHolder = (slug: string, field: string, shows: unknown) => shownStrings(documentModel(sampleDocumentInput(slug, withOption(slug, field, shows)))).some((s) => s.includes(HOLDER_RRN));

describe('the documents honour the forms’ options, for every certificate', () => {
  it('some forms offer 뒷자리표기안함: the cases below are theirs', () => {
    expect(maskable.length).toBeGreaterThan(0);
  });

  it.each(maskable)('%s: with %s = 뒷자리표기안함 no number shows its back digits, and the holder’s, where the document shows it, shows masked', async (slug, field, shows) => {
    const text = await maskedText(slug, field);
    expect(text).not.toMatch(FULL_RESIDENT_NUMBER);
    // The option hides, it does not drop the line: 980315-*******. A register that names no one (건축물대장) shows none.
    if (showsHolder(slug, field, shows)) expect(text).toContain(`${HOLDER_RRN.slice(0, 6)}-*******`);
  });
});

describe('a document longer than a page reads as paper does', () => {
  it('a table that runs onto the next page repeats its header there, and every page says which of how many it is', async () => {
    const pages = (await pdfPages(await renderSampleDocument('pension-premium-paid'))).map(squash);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const t = documentTexts();
    pages.forEach((page, index) => {
      expect(page).toContain(squash(t.page(index + 1, pages.length)));
      expect(page).toContain(squash(t.documentNumber));
    });
    // The monthly table's header (its first columns) stands on the first page and again on the second.
    const header = ['납부연월', '납부금액'].filter((word) => pages[0]!.includes(word));
    expect(header.length).toBeGreaterThan(0);
    for (const word of header) expect(pages[1]).toContain(word);
  });
});
