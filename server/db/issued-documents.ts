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
  /** Hex SHA-256 of the signed file (the file route names it in a header); null until it is rendered. */
  sha256: string | null;
  /** When the issuing agency revoked it (폐기); null while it stands. */
  revokedAt: string | null;
}

/** A signed PDF as stored. */
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

const toDocument = (row: Row): IssuedDocument => ({
  id: row.id,
  ownerUserId: row.owner_user_id,
  applicationId: row.application_id,
  edocPath: row.edoc_path,
  name: row.name,
  issuerName: row.issuer_name,
  holderName: row.holder_name ?? '',
  documentNumber: row.document_number ?? row.id,
  formData: row.form_data ? (JSON.parse(row.form_data) as Record<string, unknown>) : {},
  issuedAt: row.issued_at,
  expiresAt: row.expires_at,
  validity: readValidity(row.validity),
  pdfFile: row.pdf_file,
  sha256: row.sha256,
  revokedAt: row.revoked_at ?? null,
});

export type NewDocument = Omit<IssuedDocument, 'pdfFile' | 'sha256' | 'revokedAt'>;

/** The issuance side of the documents table (the inbox lists it through DocumentsRepo). */
export class IssuedDocumentsRepo {
  /** The issuing authority's certificates, kept in the same database as the documents they sign. */
  readonly certificates: SigningCertificatesRepo;

  constructor(private readonly db: Database) {
    this.certificates = new SigningCertificatesRepo(db);
  }

  /** Records an issued document with its signed file (the caller's transaction makes them one). */
  async insert(d: NewDocument, file: StoredFile, now: string): Promise<void> {
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
        JSON.stringify(d.formData),
        file.sha256,
        d.validity ? JSON.stringify(d.validity) : null,
      ],
    );
    await this.db.run('INSERT INTO document_files (document_id, pdf, sha256, created_at) VALUES (?, ?, ?, ?)', [d.id, file.pdf, file.sha256, now]);
  }

  /** The owner's document, not deleted (another user's id answers undefined). */
  async find(id: string, ownerId: string): Promise<IssuedDocument | undefined> {
    const row = await this.db.get<Row>('SELECT * FROM documents WHERE id = ? AND owner_user_id = ? AND deleted_at IS NULL', [id, ownerId]);
    return row && toDocument(row);
  }

  /** The document with this number, deleted or not (the verifier reads the number from the signature). */
  async findByDocumentNumber(documentNumber: string): Promise<IssuedDocument | undefined> {
    const row = await this.db.get<Row>('SELECT * FROM documents WHERE document_number = ? ORDER BY issued_at DESC LIMIT 1', [documentNumber]);
    return row && toDocument(row);
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
    return rows.map(toDocument);
  }

  /** The owner's held documents of one certificate (its edoc path), not revoked, newest first. */
  async heldOf(ownerId: string, edocPath: string): Promise<IssuedDocument[]> {
    const rows = await this.db.all<Row>(
      'SELECT * FROM documents WHERE owner_user_id = ? AND edoc_path = ? AND deleted_at IS NULL AND revoked_at IS NULL ORDER BY issued_at DESC, id DESC',
      [ownerId, edocPath],
    );
    return rows.map(toDocument);
  }

  async findById(id: string): Promise<IssuedDocument | undefined> {
    const row = await this.db.get<Row>('SELECT * FROM documents WHERE id = ?', [id]);
    return row && toDocument(row);
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

  /** The document's signed file, once stored. */
  async file(id: string): Promise<StoredFile | undefined> {
    const row = await this.db.get<{ pdf: Uint8Array; sha256: string }>('SELECT pdf, sha256 FROM document_files WHERE document_id = ?', [id]);
    return row && { pdf: Buffer.from(row.pdf.buffer, row.pdf.byteOffset, row.pdf.byteLength), sha256: row.sha256 };
  }

  /**
   * Stores the file of a document that has none yet (a seeded one on its first view). Two
   * processes may render it at once: the first to store wins and both answer the stored one.
   */
  async storeFile(id: string, file: StoredFile, now: string): Promise<StoredFile> {
    return this.db.transaction(async () => {
      const { changes } = await this.db.run(
        'INSERT INTO document_files (document_id, pdf, sha256, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (document_id) DO NOTHING',
        [id, file.pdf, file.sha256, now],
      );
      if (changes === 0) return (await this.file(id)) ?? file;
      await this.db.run('UPDATE documents SET sha256 = ?, pdf_file = NULL WHERE id = ?', [file.sha256, id]);
      return file;
    });
  }
}
