import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { JsonSchema, UiSchema } from '../catalogue/types.ts';
import type { IssuedDocument, IssuedDocumentsRepo } from '../db/issued-documents.ts';
import { isoNow } from '../time.ts';
import { formRows } from './form-rows.ts';
import { renderCertificatePdf } from './pdf.ts';
import { issuerKey, signPdf, type DetachedSignature } from './signer.ts';

export type FormOf = (edocPath: string) => { schema: JsonSchema; uiSchema: UiSchema } | undefined;

/** 'JG-2026-7F3A09C1': the year of issue and 8 random hex digits. */
export const newDocumentNumber = (issuedAt: Date): string =>
  `JG-${issuedAt.getUTCFullYear()}-${randomBytes(4).toString('hex').toUpperCase()}`;

export interface RenderedFile extends DetachedSignature {
  pdfFile: string;
}

/**
 * The PDF issuer: renders a document's certificate, signs the hash with the issuer's key and
 * stores the file at `<documentsDir>/<document id>.pdf` (beside the database). Files are written
 * to a temporary name and renamed, so a crash never leaves half a PDF under the real name.
 */
export class PdfIssuer {
  private readonly inFlight = new Map<string, Promise<RenderedFile>>();

  constructor(
    readonly documentsDir: string,
    private readonly repo: IssuedDocumentsRepo,
    private readonly formOf: FormOf,
  ) {
    mkdirSync(documentsDir, { recursive: true });
  }

  pathOf(pdfFile: string): string {
    return join(this.documentsDir, pdfFile);
  }

  /** Renders, signs and writes the document's PDF; the caller records the result. */
  render(document: Pick<IssuedDocument, 'id' | 'name' | 'issuerName' | 'holderName' | 'documentNumber' | 'issuedAt' | 'edocPath' | 'formData'>): Promise<RenderedFile> {
    const running = this.inFlight.get(document.id);
    if (running) return running;
    const work = this.renderNow(document).finally(() => this.inFlight.delete(document.id));
    this.inFlight.set(document.id, work);
    return work;
  }

  private async renderNow(document: Parameters<PdfIssuer['render']>[0]): Promise<RenderedFile> {
    const form = document.edocPath ? this.formOf(document.edocPath) : undefined;
    const pdf = await renderCertificatePdf({
      title: document.name,
      holderName: document.holderName,
      issuerName: document.issuerName,
      documentNumber: document.documentNumber,
      issuedAt: new Date(document.issuedAt),
      rows: formRows(form?.schema, form?.uiSchema, document.formData),
    });
    const key = issuerKey(this.repo, document.issuerName, isoNow());
    const signed = signPdf(pdf, key);
    const pdfFile = `${document.id}.pdf`;
    const temporary = this.pathOf(`${pdfFile}.${randomBytes(4).toString('hex')}.tmp`);
    await writeFile(temporary, pdf);
    await rename(temporary, this.pathOf(pdfFile));
    return { ...signed, pdfFile };
  }

  /**
   * The document's PDF bytes. A seeded document is rendered on its first view (seeding stays
   * fast); an issued one was rendered by its job, off every request path.
   */
  async bytes(document: IssuedDocument): Promise<Buffer> {
    if (document.pdfFile) {
      try {
        return await readFile(this.pathOf(document.pdfFile));
      } catch {
        // The file is gone (a copied database without its documents folder): render it again.
      }
    }
    const file = await this.render(document);
    this.repo.setFile(document.id, file);
    return readFile(this.pathOf(file.pdfFile));
  }
}
