import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { RawCertificateFolder } from '../catalogue/folder.ts';
import type { IssuedDocument, IssuedDocumentsRepo, StoredFile } from '../db/issued-documents.ts';
import { certificateDocument, type CertificateDocument } from './document/certificate-document.ts';
import type { DocumentLayout } from './document/layout.ts';
import type { PrintedFact } from './document/resolve.ts';
import { defaultLayout, issueFacts, printedFacts, type RenderInput, type RenderSigner } from './document/render.ts';
import { renderInThread } from './render-thread.ts';
import type { Agency } from './ports.ts';
import type { SigningAuthority } from './signing/authority.ts';

/** A certificate's folder by its edoc path (the catalogue's). */
export type FolderOf = (edocPath: string) => RawCertificateFolder | undefined;

/** 'JG-2026-7F3A09C1': the year of issue and 8 random hex digits. */
export const newDocumentNumber = (issuedAt: Date): string =>
  `JG-${issuedAt.getUTCFullYear()}-${randomBytes(4).toString('hex').toUpperCase()}`;

export type DocumentToRender = Pick<IssuedDocument, 'id' | 'ownerUserId' | 'name' | 'issuerName' | 'holderName' | 'documentNumber' | 'issuedAt' | 'edocPath' | 'formData' | 'validity'>;

/**
 * The PDF issuer: lays the certificate out from its folder's document.json with what the
 * agency holds about the holder (the agency port) and signs it inside the file with the issuer's
 * certificate (PAdES), in the render thread (render-thread.ts). The signed file is kept in the
 * database with its document (never on one machine's disk), so every server process serves the
 * same bytes.
 */
export class PdfIssuer {
  private readonly inFlight = new Map<string, Promise<StoredFile>>();

  constructor(
    private readonly repo: IssuedDocumentsRepo,
    private readonly folderOf: FolderOf,
    private readonly agency: Pick<Agency, 'holderRecord'>,
    private readonly authority: SigningAuthority,
    /** The service's public origin: where the document says it can be checked. */
    private readonly origin: string,
    /** Where an installation before migration 008 wrote its files (SQLite: `<db dir>/documents`). */
    private readonly legacyDir: string | null = null,
  ) {}

  /** Renders and signs the document's PDF; the caller stores it. */
  render(document: DocumentToRender): Promise<StoredFile> {
    const running = this.inFlight.get(document.id);
    if (running) return running;
    const work = this.renderNow(document).finally(() => this.inFlight.delete(document.id));
    this.inFlight.set(document.id, work);
    return work;
  }

  /** A certificate's layout (its folder's document.json); throws with the reason when the folder's document is broken. */
  layoutOf(folder: RawCertificateFolder): DocumentLayout {
    return certificateDocument(folder).layout;
  }

  /** The document's layout and every value it prints: the same reading its PDF is drawn from. */
  printedFacts(document: DocumentToRender): { layout: DocumentLayout; facts: PrintedFact[] } {
    const input = this.inputOf(document);
    return { layout: input.layout, facts: printedFacts(input) };
  }

  /** The document drawn from its certificate's layout and what the agency holds about the holder. */
  private inputOf(document: DocumentToRender): RenderInput {
    const folder = document.edocPath ? this.folderOf(document.edocPath) : undefined;
    const certificate: Partial<CertificateDocument> = folder ? certificateDocument(folder) : {};
    return {
      layout: certificate.layout ?? defaultLayout(undefined),
      form: document.formData,
      formSchema: certificate.formSchema,
      record: this.agency.holderRecord({ userId: document.ownerUserId, holderName: document.holderName, form: document.formData }, certificate.agency),
      issue: issueFacts(document),
      origin: this.origin,
    };
  }

  private async signerOf(document: DocumentToRender): Promise<RenderSigner> {
    return { cms: await this.authority.signerFor(document.issuerName), name: document.issuerName };
  }

  private async renderNow(document: DocumentToRender): Promise<StoredFile> {
    return fileOf(await renderInThread({ input: this.inputOf(document), signer: await this.signerOf(document) }));
  }

  /** The copy PDF로 저장 hands out: the document encrypted with `password` and signed inside (render.ts). */
  async protectedCopy(document: DocumentToRender, password: string): Promise<Buffer> {
    return renderInThread({ input: this.inputOf(document), signer: await this.signerOf(document), password });
  }

  /**
   * The finished, signed PDF. A seeded document is rendered on its first view (seeding stays
   * fast); an issued one was rendered by its job, off every request path.
   */
  async bytes(document: IssuedDocument): Promise<Buffer> {
    const stored = await this.repo.file(document.id);
    if (stored) return stored;
    const file = (await this.legacyFile(document)) ?? (await this.render(document));
    return await this.repo.storeFile(document, file, new Date().toISOString());
  }

  /**
   * Draws, in the background, the files of documents that have none (the seeded ones), so that
   * no one's first view waits for one. Stops when `stopped()` says so; a document that cannot be
   * drawn is left to its first view, which reports why.
   */
  async prerender(stopped: () => boolean): Promise<number> {
    const failed = new Set<string>();
    let drawn = 0;
    while (!stopped()) {
      const ids = (await this.repo.withoutFile(failed.size + 10)).filter((id) => !failed.has(id));
      if (ids.length === 0) return drawn;
      for (const id of ids) {
        if (stopped()) break;
        const document = await this.repo.findById(id);
        try {
          if (document) await this.bytes(document);
          drawn += 1;
        } catch {
          failed.add(id);
        }
      }
    }
    return drawn;
  }

  private async legacyFile(document: IssuedDocument): Promise<StoredFile | null> {
    if (!this.legacyDir || !document.pdfFile) return null;
    try {
      return fileOf(await readFile(join(this.legacyDir, basename(document.pdfFile))));
    } catch {
      return null; // gone with a copied database: rendered again
    }
  }
}

const fileOf = (pdf: Buffer): StoredFile => ({ pdf, sha256: createHash('sha256').update(pdf).digest('hex') });
