import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_CATALOGUE_DIR, listCertificateSlugs } from '../../server/catalogue/index.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { IssuedDocumentsRepo } from '../../server/db/issued-documents.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createKeyFile, KeyFile } from '../../server/encryption/key-file.ts';
import { openSealer } from '../../server/encryption/open-sealer.ts';
import { renderDocumentPdf } from '../../server/issuance/document/render.ts';
import { sampleDocumentInput } from '../../server/sim/sample-document.ts';
import { authorityOf } from '../../server/issuance/signing/authority.ts';
import { int, kb, ms, table } from './format.ts';
import { median, roundTo } from './stats.ts';

/**
 * Every certificate's document, as the issuance job makes it — the folder's layout
 * read against the citizen's agency records and the sample's options, drawn, and signed inside
 * the file by the issuer's certificate of a demo CA (in an in-memory database). Per certificate:
 * the PDF's size and pages, and the render + sign time over a few rounds (median, largest).
 * In this process, after a warm-up render (the font is parsed once per process).
 */
export interface DocumentFigure {
  slug: string;
  name: string;
  bytes: number;
  pages: number;
  medianMs: number;
  maxMs: number;
  /** Sealing the PDF for the database (AES-256-GCM under the owner's data key, server/encryption) and opening it again: medians, µs. */
  sealUs: number;
  openUs: number;
}

export interface DocumentsResult {
  rounds: number;
  certificates: DocumentFigure[];
  medianMs: number;
  medianBytes: number;
  slowest: DocumentFigure;
  largest: DocumentFigure;
  warmUpMs: number;
  /** Medians over the certificates of each one's median, µs. */
  sealUs: number;
  openUs: number;
}

const round1 = (value: number) => roundTo(value, 1);

export async function measureDocuments(rounds = 3, dir = DEFAULT_CATALOGUE_DIR): Promise<DocumentsResult> {
  const db = await openDatabase({ sqlitePath: ':memory:' });
  await migrate(db);
  const keyDir = mkdtempSync(join(tmpdir(), 'jigap-bench-keys-'));
  createKeyFile(join(keyDir, 'master.key'));
  const sealer = await openSealer(db, KeyFile.open(join(keyDir, 'master.key')));
  const authority = authorityOf(new IssuedDocumentsRepo(db, sealer));
  /** What sealing a document's file for its row and opening it cost, µs (medians of 20, the data key already in memory). */
  const sealing = async (slug: string, pdf: Buffer): Promise<{ sealUs: number; openUs: number }> => {
    const seal: number[] = [];
    const open: number[] = [];
    for (let i = 0; i < 21; i++) {
      const started = performance.now();
      const sealed = await sealer.seal('user:citizen', 'document_files.pdf', slug, pdf);
      const sealedAt = performance.now();
      await sealer.open('document_files.pdf', slug, sealed);
      // The first round also loads the data key: not counted.
      if (i > 0) {
        seal.push(sealedAt - started);
        open.push(performance.now() - sealedAt);
      }
    }
    return { sealUs: Math.round(median(seal) * 1000), openUs: Math.round(median(open) * 1000) };
  };
  try {
    const slugs = listCertificateSlugs(dir);
    const render = async (slug: string) => {
      const input = sampleDocumentInput(slug, { catalogueDir: dir });
      return renderDocumentPdf(input, { cms: await authority.signerFor(input.issue.issuerName), name: input.issue.issuerName });
    };
    const warm = performance.now();
    await render(slugs[0]!);
    const warmUpMs = round1(performance.now() - warm);
    const certificates: DocumentFigure[] = [];
    for (const slug of slugs) {
      const times: number[] = [];
      let pdf: Buffer = Buffer.alloc(0);
      for (let i = 0; i < rounds; i++) {
        const started = performance.now();
        pdf = await render(slug);
        times.push(performance.now() - started);
      }
      const name = sampleDocumentInput(slug, { catalogueDir: dir }).issue.name;
      const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
      certificates.push({ slug, name, bytes: pdf.length, pages, medianMs: round1(median(times)), maxMs: round1(Math.max(...times)), ...(await sealing(slug, pdf)) });
    }
    const by = (key: 'medianMs' | 'bytes') => certificates.reduce((a, b) => (b[key] > a[key] ? b : a));
    return {
      rounds,
      certificates,
      medianMs: round1(median(certificates.map((c) => c.medianMs))),
      medianBytes: Math.round(median(certificates.map((c) => c.bytes))),
      slowest: by('medianMs'),
      largest: by('bytes'),
      warmUpMs,
      sealUs: Math.round(median(certificates.map((c) => c.sealUs))),
      openUs: Math.round(median(certificates.map((c) => c.openUs))),
    };
  } finally {
    await db.close();
    rmSync(keyDir, { recursive: true, force: true });
  }
}

/** The report's section (under the heading the report writer adds). */
export function documentsMarkdown(result: DocumentsResult | null): string[] {
  const out: string[] = [];
  if (!result) return ['_No figure (see the errors above)._', ''];
  out.push(
    `Every certificate's sample rendered from its \`document.json\` with the citizen's agency records and signed inside the file (PAdES, demo CA in an in-memory ` +
      `database), ${result.rounds} rounds each in the bench's process after a warm-up render (${ms(result.warmUpMs)}, the font parsed once). ` +
      'The issuance job does the same work between the agency\'s answer and the stored PDF (section 4, "Document ready").',
    '',
    `- Render + sign, median over the ${result.certificates.length} certificates: **${ms(result.medianMs)}**; slowest: ${result.slowest.name} (\`${result.slowest.slug}\`) ${ms(result.slowest.medianMs)} median, ${ms(result.slowest.maxMs)} max.`,
    `- PDF size, median: **${kb(result.medianBytes)}**; largest: ${result.largest.name} (\`${result.largest.slug}\`) ${kb(result.largest.bytes)}, ${result.largest.pages} page(s).`,
    `- Sealed for the database and opened again (AES-256-GCM under the owner's data key, kept in memory; docs/keys.md), median over the certificates: **${int(result.sealUs)} µs** and **${int(result.openUs)} µs** — what encryption at rest adds to an issuance's "document ready" and to each view.`,
    '',
    table(
      ['Certificate', 'Slug', 'Pages', 'Size', 'Median', 'Max', 'Seal', 'Open'],
      result.certificates.map((c) => [c.name, `\`${c.slug}\``, String(c.pages), `${kb(c.bytes)} (${int(c.bytes)} B)`, ms(c.medianMs), ms(c.maxMs), `${int(c.sealUs)} µs`, `${int(c.openUs)} µs`]),
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
  );
  return out;
}
