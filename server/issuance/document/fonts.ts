import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { projectRoot } from '../../schemas.ts';

const FONT_DIR = join(projectRoot, 'node_modules/@embedpdf/fonts-kr/fonts');
export const REGULAR = 'NotoSansKR-Regular.otf';
export const BOLD = 'NotoSansKR-Bold.otf';

type FontSource = Parameters<PDFKit.PDFDocument['registerFont']>[1];

/**
 * The parsed font, once per process: parsing the 4.5 MB OTF costs more than the rest of a
 * document. pdfkit takes a fontkit font as well as bytes; its own fontkit (a dependency of
 * pdfkit, resolved beside it) parses it. Each document still embeds only its glyphs (subset).
 */
function parse(bytes: Buffer): FontSource {
  try {
    const fromPdfkit = createRequire(createRequire(import.meta.url).resolve('pdfkit'));
    const fontkit = fromPdfkit('fontkit') as { create(data: Uint8Array): unknown };
    return fontkit.create(bytes) as FontSource;
  } catch {
    return bytes;
  }
}

const fonts = new Map<string, FontSource>();
export const font = (file: string): FontSource => {
  let parsed = fonts.get(file);
  if (!parsed) {
    parsed = parse(readFileSync(join(FONT_DIR, file)));
    fonts.set(file, parsed);
  }
  return parsed;
};
