import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { issuanceTexts } from '../messages.ts';
import { projectRoot } from '../schemas.ts';
import type { FormRow } from './form-rows.ts';

const FONT_DIR = join(projectRoot, 'node_modules/@embedpdf/fonts-kr/fonts');
const REGULAR = 'NotoSansKR-Regular.otf';
const BOLD = 'NotoSansKR-Bold.otf';

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
const font = (file: string): FontSource => {
  let parsed = fonts.get(file);
  if (!parsed) {
    parsed = parse(readFileSync(join(FONT_DIR, file)));
    fonts.set(file, parsed);
  }
  return parsed;
};

export interface CertificateContent {
  title: string;
  holderName: string;
  issuerName: string;
  documentNumber: string;
  issuedAt: Date;
  rows: FormRow[];
}

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
export function koreanDateTime(date: Date): string {
  const kst = new Date(date.getTime() + KST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${kst.getUTCFullYear()}년 ${pad(kst.getUTCMonth() + 1)}월 ${pad(kst.getUTCDate())}일 ${pad(kst.getUTCHours())}:${pad(kst.getUTCMinutes())}`;
}

const MARGIN = 56;
const LABEL_WIDTH = 140;
const GAP = 12;
const INK = '#191f28';
const MUTED = '#6b7684';
const RULE = '#d1d6db';

/** Renders a certificate as an A4 PDF with Noto Sans KR embedded (subset). */
export function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const t = issuanceTexts.pdf;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: content.title, Author: content.issuerName, Subject: content.documentNumber, Creator: 'Jigap' },
  });
  doc.registerFont('kr', font(REGULAR));
  doc.registerFont('kr-bold', font(BOLD));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  const valueWidth = width - LABEL_WIDTH - GAP;
  const bottom = () => doc.page.height - MARGIN - 24;

  doc.font('kr-bold').fontSize(26).fillColor(INK).text(content.title, MARGIN, MARGIN + 8, { width, align: 'center' });
  doc.moveDown(0.3);
  doc.font('kr').fontSize(11).fillColor(MUTED).text(content.issuerName, { width, align: 'center' });
  doc.moveDown(1.2);

  const rule = () => {
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.6).strokeColor(RULE).stroke();
  };
  const row = (label: string, value: string) => {
    doc.font('kr').fontSize(11);
    const height = Math.max(doc.heightOfString(label, { width: LABEL_WIDTH }), doc.heightOfString(value, { width: valueWidth })) + 12;
    if (doc.y + height > bottom()) doc.addPage();
    const top = doc.y + 6;
    doc.font('kr-bold').fillColor(MUTED).text(label, MARGIN, top, { width: LABEL_WIDTH });
    doc.font('kr').fillColor(INK).text(value, MARGIN + LABEL_WIDTH + GAP, top, { width: valueWidth });
    doc.y = top + height - 6;
    rule();
  };

  rule();
  row(t.documentNumber, content.documentNumber);
  row(t.holder, content.holderName);
  row(t.issuer, content.issuerName);
  row(t.issueDate, koreanDateTime(content.issuedAt));
  if (content.rows.length > 0) {
    doc.y += 18;
    doc.font('kr-bold').fontSize(13).fillColor(INK).text(t.formHeading, MARGIN, doc.y, { width });
    doc.y += 6;
    rule();
    for (const { label, value } of content.rows) row(label, value);
  }
  doc.y += 28;
  if (doc.y + 60 > bottom()) doc.addPage();
  doc.font('kr').fontSize(12).fillColor(INK).text(t.certify, MARGIN, doc.y, { width, align: 'center' });
  doc.moveDown(1);
  doc.font('kr').fontSize(12).text(koreanDateTime(content.issuedAt), { width, align: 'center' });
  doc.moveDown(0.6);
  doc.font('kr-bold').fontSize(16).text(content.issuerName, { width, align: 'center' });

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.font('kr').fontSize(9).fillColor(MUTED).text(t.footer(content.documentNumber), MARGIN, doc.page.height - MARGIN + 8, {
      width,
      align: 'center',
      lineBreak: false,
    });
  }
  doc.end();
  return finished;
}
