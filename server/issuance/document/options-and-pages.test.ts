import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_DIR, listCertificateSlugs } from '../../catalogue/index.ts';
import { declaredProperties } from '../../catalogue/schema-walk.ts';
import type { JsonSchema } from '../../catalogue/types.ts';
import { pdfPages, squash } from '../../test/pdf-text.ts';
import { documentTexts } from './texts.ts';
import { renderSampleDocument } from './sample.ts';

// Every certificate honours its options in the document, and long documents page as
// paper does. The PDFs are read back with pdf.js.

const readJson = (...parts: string[]): unknown => JSON.parse(fs.readFileSync(path.join(...parts), 'utf8'));
const MASK = '뒷자리표기안함';
/** A resident number with its back digits (squashed text: no spaces). */
const FULL_RESIDENT_NUMBER = /\d{6}-[1-8]\d{6}/;

const valuesOf = (field: JsonSchema): unknown[] =>
  Array.isArray(field.enum) ? field.enum : Array.isArray(field.oneOf) ? (field.oneOf as JsonSchema[]).map((option) => option.const) : [];

/** Every certificate whose form offers to hide the resident number's back digits, with the field that does. */
const maskable = listCertificateSlugs(DEFAULT_CATALOGUE_DIR).flatMap((slug) => {
  const schema = readJson(DEFAULT_CATALOGUE_DIR, slug, 'schema.json') as JsonSchema;
  const field = [...declaredProperties(schema).entries()].find(([, property]) => valuesOf(property).includes(MASK));
  return field ? [[slug, field[0]] as const] : [];
});

/** The property registers list owners by name: no resident number is on them to hide. */
const PROPERTY_REGISTERS = ['building-register', 'land-register'];
const withHolderNumber = maskable.filter(([slug]) => !PROPERTY_REGISTERS.includes(slug));

const maskedText = async (slug: string, field: string): Promise<string> => {
  const sample = readJson(DEFAULT_CATALOGUE_DIR, slug, 'sample.json') as Record<string, unknown>;
  return squash((await pdfPages(await renderSampleDocument(slug, { formData: { ...sample, [field]: MASK } }))).join('\n'));
};

describe('the documents honour the forms’ options, for every certificate', () => {
  it('finds the certificates that offer 뒷자리표기안함, the property registers among them', () => {
    expect(maskable.length).toBeGreaterThan(30);
    expect(maskable.map(([slug]) => slug)).toEqual(expect.arrayContaining(PROPERTY_REGISTERS));
  });

  it.each(withHolderNumber)('%s: with %s = 뒷자리표기안함 the holder’s number shows masked, and no number shows its back digits', async (slug, field) => {
    const text = await maskedText(slug, field);
    // The holder's number still shows, masked (980315-*******): the option hides, it does not drop the line.
    expect(text).toContain('980315-*******');
    expect(text).not.toMatch(FULL_RESIDENT_NUMBER);
  });

  it.each(PROPERTY_REGISTERS.map((slug) => maskable.find(([each]) => each === slug)!))('%s: with %s = 뒷자리표기안함 no resident number shows at all', async (slug, field) => {
    expect(await maskedText(slug, field)).not.toMatch(/\d{6}-(\*{7}|[1-8]\d{6})/);
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
