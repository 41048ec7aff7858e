import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { JsonSchema } from '../catalogue/types.ts';
import type { IssuedDocument, IssuedDocumentsRepo } from '../db/issued-documents.ts';
import { agencyRecordOf } from '../sim/agency-records/index.ts';
import { defaultLayout, issueFacts, renderDocumentPdf, type LayoutSource } from './document/render.ts';
import type { SigningAuthority } from './signing/authority.ts';

export type FormOf = (edocPath: string) => { schema: JsonSchema } | undefined;

/** 'JG-2026-7F3A09C1': the year of issue and 8 random hex digits. */
export const newDocumentNumber = (issuedAt: Date): string =>
  `JG-${issuedAt.getUTCFullYear()}-${randomBytes(4).toString('hex').toUpperCase()}`;

export interface RenderedFile {
  pdfFile: string;
  /** Hex SHA-256 of the signed file. */
  sha256: string;
}

export type DocumentToRender = Pick<IssuedDocument, 'id' | 'ownerUserId' | 'name' | 'issuerName' | 'holderName' | 'documentNumber' | 'issuedAt' | 'edocPath' | 'formData'>;

/**
 * The PDF issuer: lays the certificate out from its folder's document.json with what the
 * simulated agency holds about the holder, signs it inside the file with the issuer's
 * certificate (PAdES) and stores it at `<documentsDir>/<document id>.pdf` (beside the database).
 * Files are written to a temporary name and renamed, so a crash never leaves half a PDF under
 * the real name.
 */
export class PdfIssuer {
  private readonly inFlight = new Map<string, Promise<RenderedFile>>();

  constructor(
    readonly documentsDir: string,
    private readonly repo: IssuedDocumentsRepo,
    private readonly formOf: FormOf,
    private readonly layoutOf: LayoutSource,
    private readonly authority: SigningAuthority,
  ) {
    mkdirSync(documentsDir, { recursive: true });
  }

  pathOf(pdfFile: string): string {
    return join(this.documentsDir, pdfFile);
  }

  /** Renders, signs and writes the document's PDF; the caller records the result. */
  render(document: DocumentToRender): Promise<RenderedFile> {
    const running = this.inFlight.get(document.id);
    if (running) return running;
    const work = this.renderNow(document).finally(() => this.inFlight.delete(document.id));
    this.inFlight.set(document.id, work);
    return work;
  }

  private async renderNow(document: DocumentToRender): Promise<RenderedFile> {
    const formSchema = document.edocPath ? this.formOf(document.edocPath)?.schema : undefined;
    const layout = (document.edocPath ? this.layoutOf(document.edocPath) : undefined) ?? defaultLayout(formSchema);
    const pdf = await renderDocumentPdf(
      {
        layout,
        form: document.formData,
        formSchema,
        record: agencyRecordOf(document.ownerUserId, document.holderName, document.formData),
        issue: issueFacts(document),
      },
      { cms: this.authority.signerFor(document.issuerName), name: document.issuerName },
    );
    const pdfFile = `${document.id}.pdf`;
    const temporary = this.pathOf(`${pdfFile}.${randomBytes(4).toString('hex')}.tmp`);
    await writeFile(temporary, pdf);
    await rename(temporary, this.pathOf(pdfFile));
    return { pdfFile, sha256: createHash('sha256').update(pdf).digest('hex') };
  }

  /**
   * The finished, signed PDF. A seeded document is rendered on its first view (seeding stays
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
