import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { warmUpTexts } from '../../issuance/document/texts.ts';
import { WARM_UP_DOCUMENT_PATH } from '../../../shared/warm-up.ts';

/** The fonts a PDF embeds, by name without the subset's tag (`CZZZZZ+NotoSansKR-Regular` → NotoSansKR-Regular), and of which kind. */
function embeddedFonts(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const names = [...text.matchAll(/\/BaseFont \/[A-Z]{6}\+([A-Za-z0-9-]+)/g)].map((match) => match[1]!);
  const kinds = [...text.matchAll(/\/Subtype \/(CIDFontType0C|CIDFontType2|Type1C|OpenType)\b/g)].map((match) => match[1]!);
  return [...new Set([...names, ...kinds])].sort();
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the viewer’s warm-up document (GET /pdf/warm-up.pdf)', () => {
  it('is a PDF anyone may fetch and a browser keeps for a day, with the same bytes for everyone', async () => {
    const anonymous = await t.call('GET', WARM_UP_DOCUMENT_PATH);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['content-type']).toBe('application/pdf');
    expect(anonymous.headers['cache-control']).toBe('public, max-age=86400');
    expect(anonymous.headers['x-content-type-options']).toBe('nosniff');
    const signedIn = await t.call('GET', WARM_UP_DOCUMENT_PATH, await t.login('citizen'));
    expect(signedIn.rawPayload.equals(anonymous.rawPayload)).toBe(true);
  });

  it('is drawn like an issued document — the same fonts of the same kind — but holds made-up words and no signature', async () => {
    const warmUp = (await t.call('GET', WARM_UP_DOCUMENT_PATH)).rawPayload;
    const issued = await t.app.issuance.issuer.bytes((await t.app.issuance.documents.findById('seed-citizen-resident-copy'))!);
    expect(embeddedFonts(warmUp)).toEqual(embeddedFonts(issued));
    expect(embeddedFonts(warmUp)).toContain('CIDFontType0C');
    const text = await pdfText(warmUp);
    expect(text).toContain(warmUpTexts.title.replace(/\s/g, ''));
    expect(text).toContain(warmUpTexts.statement.replace(/\s/g, ''));
    // An issued document is signed inside the file; this one could never pass for one.
    expect(warmUp.includes('/ByteRange')).toBe(false);
    expect(issued.includes('/ByteRange')).toBe(true);
  });
});
