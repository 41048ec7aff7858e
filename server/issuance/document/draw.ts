import PDFDocument from 'pdfkit';
import { addSignaturePlaceholder, type SignatureFields } from '../signing/pdf-signature.ts';
import { BOLD, font, REGULAR } from './fonts.ts';
import type { Block, DocumentModel } from './resolve.ts';
import { documentTexts } from './texts.ts';

/**
 * Draws a resolved document on A4 in the manner of Korean official certificates: a centred,
 * spaced title, ruled grids with grey label cells, tables whose header repeats on every page,
 * the closing statement with the authority's red seal, and on every page a footer with the
 * document number, page x / y and where to check the document.
 */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN_X = 46;
const TOP = 40;
const FOOTER = 46;
const BOTTOM = PAGE.height - 30 - FOOTER;
const WIDTH = PAGE.width - MARGIN_X * 2;
const PAD_X = 5;
const PAD_Y = 4;
const INK = '#111111';
const MUTED = '#555d66';
const LINE = '#3a3f45';
const FILL = '#eef0f3';
const SEAL = '#d0302a';

export interface DrawOptions {
  documentNumber: string;
  issuerName: string;
  /** The service's public origin, where the verification line sends a reader. */
  origin: string;
  /** The signature field to add (omitted: an unsigned preview). */
  signature?: SignatureFields;
}

type Align = 'left' | 'center' | 'right';

class Pen {
  y = TOP;

  constructor(readonly doc: PDFKit.PDFDocument) {}

  /** Starts a new page when `height` does not fit below the cursor; true when it did. */
  ensure(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = TOP;
    return true;
  }

  height(text: string, width: number, size: number, bold = false): number {
    this.doc.font(bold ? 'kr-bold' : 'kr').fontSize(size);
    return this.doc.heightOfString(text || ' ', { width, lineGap: 1 });
  }

  write(text: string, x: number, y: number, width: number, size: number, options: { bold?: boolean; align?: Align; color?: string; spacing?: number } = {}): void {
    this.doc
      .font(options.bold ? 'kr-bold' : 'kr')
      .fontSize(size)
      .fillColor(options.color ?? INK)
      .text(text, x, y, { width, align: options.align ?? 'left', lineGap: 1, characterSpacing: options.spacing ?? 0 });
  }

  box(x: number, y: number, width: number, height: number, fill?: string): void {
    if (fill) this.doc.rect(x, y, width, height).fill(fill);
    this.doc.rect(x, y, width, height).lineWidth(0.5).strokeColor(LINE).stroke();
  }

  heading(text: string | undefined): void {
    if (!text) return;
    this.ensure(40);
    this.write(`■ ${text}`, MARGIN_X, this.y, WIDTH, 10, { bold: true });
    this.y += this.height(text, WIDTH, 10, true) + 3;
  }
}

/** One grid row of cells: each cell is [text, width, label?]; height fits the tallest. */
function gridRow(pen: Pen, cells: { text: string; width: number; label?: boolean; align?: Align; bold?: boolean }[], size: number): void {
  const height = Math.max(18, ...cells.map((c) => pen.height(c.text, c.width - PAD_X * 2, size, c.label || c.bold) + PAD_Y * 2));
  pen.ensure(height);
  let x = MARGIN_X;
  for (const cell of cells) {
    pen.box(x, pen.y, cell.width, height, cell.label ? FILL : undefined);
    const textHeight = pen.height(cell.text, cell.width - PAD_X * 2, size, cell.label || cell.bold);
    pen.write(cell.text, x + PAD_X, pen.y + (height - textHeight) / 2, cell.width - PAD_X * 2, size, {
      bold: cell.label || cell.bold,
      align: cell.align ?? (cell.label ? 'center' : 'left'),
    });
    x += cell.width;
  }
  pen.y += height;
}

function fields(pen: Pen, block: Extract<Block, { kind: 'fields' }>): void {
  pen.heading(block.heading);
  if (block.empty !== undefined) {
    gridRow(pen, [{ text: block.empty, width: WIDTH, align: 'center' }], 9.5);
    pen.y += 10;
    return;
  }
  const label = block.columns === 2 ? 86 : 118;
  const half = WIDTH / 2;
  for (let i = 0; i < block.rows.length; ) {
    const row = block.rows[i]!;
    const next = block.rows[i + 1];
    if (block.columns === 2 && !row.wide && next && !next.wide) {
      gridRow(
        pen,
        [
          { text: row.label, width: label, label: true },
          { text: row.value, width: half - label },
          { text: next.label, width: label, label: true },
          { text: next.value, width: half - label },
        ],
        9.5,
      );
      i += 2;
    } else {
      gridRow(pen, [{ text: row.label, width: label, label: true }, { text: row.value, width: WIDTH - label }], 9.5);
      i += 1;
    }
  }
  pen.y += 10;
}

function table(pen: Pen, block: Extract<Block, { kind: 'table' }>): void {
  const total = block.columns.reduce((s, c) => s + c.width, 0);
  const widths = block.columns.map((c) => (WIDTH * c.width) / total);
  const header = () => gridRow(pen, block.columns.map((c, i) => ({ text: c.header, width: widths[i]!, label: true })), 8.5);
  // The heading, the header and the first row stay together.
  const first = block.rows[0] ?? [block.empty ?? ''];
  const firstHeight = Math.max(18, ...first.map((text, i) => pen.height(text, (widths[i] ?? WIDTH) - PAD_X * 2, 8.5) + PAD_Y * 2));
  pen.ensure(24 + 30 + firstHeight);
  pen.heading(block.heading);
  header();
  if (block.rows.length === 0) {
    gridRow(pen, [{ text: block.empty ?? '', width: WIDTH, align: 'center' }], 9);
  }
  for (const row of [...block.rows, ...(block.total ? [block.total] : [])]) {
    const isTotal = row === block.total;
    const height = Math.max(18, ...row.map((text, i) => pen.height(text, widths[i]! - PAD_X * 2, 8.5, isTotal) + PAD_Y * 2));
    if (pen.ensure(height)) header();
    gridRow(
      pen,
      row.map((text, i) => ({ text, width: widths[i]!, align: isTotal && i === 0 ? 'center' : block.columns[i]!.align, bold: isTotal })),
      8.5,
    );
  }
  pen.y += 10;
}

function text(pen: Pen, block: Extract<Block, { kind: 'text' }>): void {
  const size = block.style === 'note' ? 8.5 : block.style === 'statement' ? 11.5 : 9.5;
  const align: Align = block.style === 'statement' ? 'center' : 'left';
  const height = pen.height(block.text, WIDTH, size);
  pen.ensure(height + 6);
  pen.write(block.text, MARGIN_X, pen.y, WIDTH, size, { align, color: block.style === 'note' ? MUTED : INK });
  pen.y += height + (block.style === 'statement' ? 14 : 8);
}

/** Hangul or Hanja: a seal in these is set character by character in a square grid. */
const CJK = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af\u3400-\u9fff]/;

/**
 * The red square seal of the authority: Korean (or Hanja) characters in a square grid, as a
 * stamped 직인 reads; an English seal's words one to a row, in capitals.
 */
function seal(pen: Pen, words: string, x: number, y: number, size: number): void {
  const doc = pen.doc;
  doc.save();
  doc.opacity(0.85);
  doc.rect(x, y, size, size).lineWidth(2.2).strokeColor(SEAL).stroke();
  doc.rect(x + 3, y + 3, size - 6, size - 6).lineWidth(0.6).strokeColor(SEAL).stroke();
  doc.font('kr-bold').fillColor(SEAL);
  if (CJK.test(words)) {
    const chars = [...words.replace(/\s+/g, '')];
    const rows = Math.max(1, Math.ceil(Math.sqrt(chars.length)));
    const cols = Math.ceil(chars.length / rows);
    const cell = (size - 10) / Math.max(rows, cols);
    doc.fontSize(cell * 0.92);
    for (let r = 0; r < rows; r++) {
      const line = chars.slice(r * cols, (r + 1) * cols).join('');
      doc.text(line, x + 5, y + 5 + r * cell + (size - 10 - rows * cell) / 2, { width: size - 10, align: 'center', lineBreak: false, characterSpacing: 0 });
    }
  } else {
    const lines = words.toUpperCase().split(/\s+/).filter(Boolean);
    const inner = size - 12;
    let fontSize = Math.min(11, (inner / Math.max(1, lines.length)) * 0.8);
    doc.fontSize(fontSize);
    const widest = Math.max(...lines.map((line) => doc.widthOfString(line)));
    if (widest > inner) fontSize *= inner / widest;
    doc.fontSize(fontSize);
    const lineHeight = fontSize * 1.15;
    const top = y + (size - lines.length * lineHeight) / 2;
    lines.forEach((line, i) => doc.text(line, x + 6, top + i * lineHeight, { width: inner, align: 'center', lineBreak: false, characterSpacing: 0 }));
  }
  doc.restore();
}

function closing(pen: Pen, block: Extract<Block, { kind: 'seal' }>): void {
  pen.ensure(150);
  pen.y += 14;
  if (block.statement) {
    const height = pen.height(block.statement, WIDTH - 40, 11.5);
    pen.write(block.statement, MARGIN_X + 20, pen.y, WIDTH - 40, 11.5, { align: 'center' });
    pen.y += height + 20;
  }
  pen.write(block.date, MARGIN_X, pen.y, WIDTH, 11.5, { align: 'center', spacing: 1 });
  pen.y += 40;
  const doc = pen.doc;
  const spacing = [...block.authority].length > 12 ? 1 : 3;
  doc.font('kr-bold').fontSize(17);
  const width = Math.min(WIDTH, doc.widthOfString(block.authority, { characterSpacing: spacing }));
  const top = pen.y;
  pen.write(block.authority, MARGIN_X, top, WIDTH, 17, { bold: true, align: 'center', spacing });
  const sealSize = 58;
  // The seal sits over the end of the authority's name, as a stamped seal does, inside the page.
  seal(pen, block.sealText, Math.min(PAGE.width / 2 + width / 2 - 10, MARGIN_X + WIDTH - sealSize), top - 19, sealSize);
  pen.y = top + 50;
}

function footer(pen: Pen, options: DrawOptions, inEnglish: boolean): void {
  const doc = pen.doc;
  const t = documentTexts(inEnglish);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 30 - FOOTER + 10;
    doc.moveTo(MARGIN_X, y).lineTo(MARGIN_X + WIDTH, y).lineWidth(0.8).strokeColor(LINE).stroke();
    doc.font('kr').fontSize(8).fillColor(INK);
    doc.text(`${t.documentNumber} ${options.documentNumber}`, MARGIN_X, y + 5, { width: WIDTH / 2, lineBreak: false });
    doc.text(t.page(i - range.start + 1, range.count), MARGIN_X + WIDTH / 2, y + 5, { width: WIDTH / 2, align: 'right', lineBreak: false });
    doc.font('kr').fontSize(7).fillColor(MUTED).text(t.verify(options.origin), MARGIN_X, y + 17, { width: WIDTH, lineGap: 0.5 });
  }
}

function titleBlock(pen: Pen, model: DocumentModel): void {
  if (model.basis) {
    pen.write(model.basis, MARGIN_X, 26, WIDTH, 7.5, { color: MUTED });
  }
  pen.y = TOP + 8;
  const short = [...model.title].length <= 12;
  const titleHeight = pen.height(model.title, WIDTH, 21, true);
  pen.write(model.title, MARGIN_X, pen.y, WIDTH, 21, { bold: true, align: 'center', spacing: short ? 4 : 1 });
  pen.y += titleHeight + 2;
  if (model.subtitle) {
    pen.write(model.subtitle, MARGIN_X, pen.y, WIDTH, 11, { align: 'center', spacing: 2 });
    pen.y += pen.height(model.subtitle, WIDTH, 11) + 2;
  }
  pen.y += 8;
  if (model.meta.length > 0) {
    const line = model.meta.map((m) => `${m.label} ${m.value}`).join('      ');
    pen.write(line, MARGIN_X, pen.y, WIDTH, 8, { align: 'right', color: MUTED });
    pen.y += pen.height(line, WIDTH, 8) + 3;
  }
  pen.doc.moveTo(MARGIN_X, pen.y).lineTo(MARGIN_X + WIDTH, pen.y).lineWidth(1.4).strokeColor(INK).stroke();
  pen.y += 12;
}

/** The finished PDF bytes (with an empty signature field when `options.signature` is given). */
export function drawDocument(model: DocumentModel, options: DrawOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: TOP, bottom: 30, left: MARGIN_X, right: MARGIN_X },
    bufferPages: true,
    info: { Title: model.title, Author: options.issuerName, Subject: options.documentNumber, Creator: 'Jigap' },
    lang: model.english ? 'en' : 'ko',
  } as PDFKit.PDFDocumentOptions);
  doc.registerFont('kr', font(REGULAR));
  doc.registerFont('kr-bold', font(BOLD));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const pen = new Pen(doc);
  titleBlock(pen, model);
  for (const block of model.blocks) {
    if (block.kind === 'fields') fields(pen, block);
    else if (block.kind === 'table') table(pen, block);
    else if (block.kind === 'text') text(pen, block);
    else closing(pen, block);
  }
  footer(pen, options, model.english);
  if (options.signature) {
    const range = doc.bufferedPageRange();
    doc.switchToPage(range.start + range.count - 1);
    addSignaturePlaceholder(doc, options.signature);
  }
  doc.end();
  return finished;
}
