import { BLIND_INDEXES, userOwner, type Sealer } from '../encryption/sealer.ts';
import { readValidity, type Validity } from '../issuance/validity.ts';
import type { Database } from './database.ts';
import { SigningCertificatesRepo } from './signing-certificates.ts';

/** A document as the issuer made it: what the PDF shows and the hash of its signed file. */
export interface IssuedDocument {
  id: string;
  ownerUserId: string;
  applicationId: string | null;
  edocPath: string | null;
  name: string;
  issuerName: string;
  holderName: string;
  documentNumber: string;
  formData: Record<string, unknown>;
  issuedAt: string;
  /** The one expiry (server/issuance/validity.ts documentExpiry): the stated validity's end, else the keep period's. */
  expiresAt: string;
  /** The validity the document states, as its folder gave it at issue; null: none. */
  validity: Validity | null;
  /** A file of an installation before 008 (`<db dir>/documents/<name>`), read into the database on the next view. */
  pdfFile: string | null;
  /** The signed file's keyed hash (a blind index of its SHA-256); null until it is rendered. */
  fileIndex: string | null;
  /** When the issuing agency revoked it (폐기); null while it stands. */
  revokedAt: string | null;
}

/** A signed PDF as rendered. */
export interface StoredFile {
  pdf: Buffer;
  /** Hex SHA-256 of `pdf`. */
  sha256: string;
}

interface Row {
  id: string;
  owner_user_id: string;
  application_id: string | null;
  edoc_path: string | null;
  name: string;
  issuer_name: string;
  holder_name: string | null;
  document_number: string | null;
  form_data: string | null;
  issued_at: string;
  expires_at: string;
  validity: string | null;
  pdf_file: string | null;
  sha256: string | null;
  revoked_at: string | null;
}

/** The form values as sealed in `documents.form_data` (sealed with the owner's key, bound to the row). */
export const sealFormData = (sealer: Sealer, documentId: string, ownerId: string, formData: Record<string, unknown>): Promise<string> =>
  sealer.sealJson(userOwner(ownerId), 'documents.form_data', documentId, formData);

export type NewDocument = Omit<IssuedDocument, 'pdfFile' | 'fileIndex' | 'revokedAt'>;

/** The issuance side of the documents table (the inbox lists it through DocumentsRepo). */
export class IssuedDocumentsRepo {
  /** The issuing authority's certificates, kept in the same database as the documents they sign. */
  readonly certificates: SigningCertificatesRepo;

  constructor(
    private readonly db: Database,
    private readonly sealer: Sealer,
  ) {
    this.certificates = new SigningCertificatesRepo(db, sealer);
  }

  private async toDocument(row: Row): Promise<IssuedDocument> {
    return {
      id: row.id,
      ownerUserId: row.owner_user_id,
      applicationId: row.application_id,
      edocPath: row.edoc_path,
      name: row.name,
      issuerName: row.issuer_name,
      holderName: row.holder_name ?? '',
      documentNumber: row.document_number ?? row.id,
      formData: row.form_data ? await this.sealer.openJson<Record<string, unknown>>('documents.form_data', row.id, row.form_data) : {},
      issuedAt: row.issued_at,
      expiresAt: row.expires_at,
      validity: readValidity(row.validity),
      pdfFile: row.pdf_file,
      fileIndex: row.sha256,
      revokedAt: row.revoked_at ?? null,
    };
  }

  private sealFile(id: string, ownerId: string, pdf: Buffer): Promise<Buffer> {
    return this.sealer.seal(userOwner(ownerId), 'document_files.pdf', id, pdf);
  }

  /** Records an issued document with its signed file (the caller's transaction makes them one). */
  async insert(d: NewDocument, file: StoredFile, now: string): Promise<void> {
    const fileIndex = this.sealer.index(BLIND_INDEXES.documentFile, file.sha256);
    await this.db.run(
      `INSERT INTO documents (id, owner_user_id, name, issuer_name, issued_at, expires_at, is_paid, sort_order,
         remaining_submission_count, application_id, edoc_path, holder_name, document_number, form_data, sha256, validity)
       VALUES (?, ?, ?, ?, ?, ?, 0, 0, NULL, ?, ?, ?, ?, ?, ?, ?)`,
      [
        d.id,
        d.ownerUserId,
        d.name,
        d.issuerName,
        d.issuedAt,
        d.expiresAt,
        d.applicationId,
        d.edocPath,
        d.holderName,
        d.documentNumber,
        await sealFormData(this.sealer, d.id, d.ownerUserId, d.formData),
        fileIndex,
        d.validity ? JSON.stringify(d.validity) : null,
      ],
    );
    await this.db.run('INSERT INTO document_files (document_id, pdf, sha256, created_at) VALUES (?, ?, ?, ?)', [
      d.id,
      await this.sealFile(d.id, d.ownerUserId, file.pdf),
      fileIndex,
      now,
    ]);
  }

  /** The owner's document, not deleted (another user's id answers undefined). */
  async find(id: string, ownerId: string): Promise<IssuedDocument | undefined> {
    const row = await this.db.get<Row>('SELECT * FROM documents WHERE id = ? AND owner_user_id = ? AND deleted_at IS NULL', [id, ownerId]);
    return row && (await this.toDocument(row));
  }

  /** The document with this number, deleted or not (the verifier reads the number from the signature). */
  async findByDocumentNumber(documentNumber: string): Promise<IssuedDocument | undefined> {
    const row = await this.db.get<Row>('SELECT * FROM documents WHERE document_number = ? ORDER BY issued_at DESC LIMIT 1', [documentNumber]);
    return row && (await this.toDocument(row));
  }

  /**
   * The issuing agency revokes the document (폐기): its PDF and every credential of it are void
   * from then on. False when it was revoked already or does not exist (a repeat changes nothing).
   */
  async revoke(id: string, at: string): Promise<boolean> {
    return (await this.db.run('UPDATE documents SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', [at, id])).changes === 1;
  }

  /** The latest documents issued (deleted ones too: an agency's register keeps them), newest first. */
  async recent(limit: number): Promise<IssuedDocument[]> {
    const rows = await this.db.all<Row>('SELECT * FROM documents ORDER BY issued_at DESC, id LIMIT ?', [limit]);
    return Promise.all(rows.map((row) => this.toDocument(row)));
  }

  /** The owner's held documents of one certificate (its edoc path), not revoked, newest first. */
  async heldOf(ownerId: string, edocPath: string): Promise<IssuedDocument[]> {
    const rows = await this.db.all<Row>(
      'SELECT * FROM documents WHERE owner_user_id = ? AND edoc_path = ? AND deleted_at IS NULL AND revoked_at IS NULL ORDER BY issued_at DESC, id DESC',
      [ownerId, edocPath],
    );
    return Promise.all(rows.map((row) => this.toDocument(row)));
  }

  async findById(id: string): Promise<IssuedDocument | undefined> {
    const row = await this.db.get<Row>('SELECT * FROM documents WHERE id = ?', [id]);
    return row && (await this.toDocument(row));
  }

  /** Documents not deleted that have no signed file yet (seeded ones, before their first view), newest first. */
  async withoutFile(limit: number): Promise<string[]> {
    const rows = await this.db.all<{ id: string }>(
      `SELECT d.id FROM documents d LEFT JOIN document_files f ON f.document_id = d.id
       WHERE f.document_id IS NULL AND d.deleted_at IS NULL ORDER BY d.issued_at DESC, d.id LIMIT ?`,
      [limit],
    );
    return rows.map((row) => row.id);
  }

  /** The document's signed file, once stored (opened: it is sealed in the database). */
  async file(id: string): Promise<Buffer | undefined> {
    const row = await this.db.get<{ pdf: Uint8Array }>('SELECT pdf FROM document_files WHERE document_id = ?', [id]);
    return row && (await this.sealer.open('document_files.pdf', id, row.pdf));
  }

  /**
   * Stores the file of a document that has none yet (a seeded one on its first view). Two
   * processes may render it at once: the first to store wins and both answer the stored one.
   */
  async storeFile(document: Pick<IssuedDocument, 'id' | 'ownerUserId'>, file: StoredFile, now: string): Promise<Buffer> {
    const { id } = document;
    const fileIndex = this.sealer.index(BLIND_INDEXES.documentFile, file.sha256);
    const sealed = await this.sealFile(id, document.ownerUserId, file.pdf);
    return this.db.transaction(async () => {
      const { changes } = await this.db.run(
        'INSERT INTO document_files (document_id, pdf, sha256, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (document_id) DO NOTHING',
        [id, sealed, fileIndex, now],
      );
      if (changes === 0) return (await this.file(id)) ?? file.pdf;
      await this.db.run('UPDATE documents SET sha256 = ?, pdf_file = NULL WHERE id = ?', [fileIndex, id]);
      return file.pdf;
    });
  }
}
