import type { Database } from './database.ts';
import { SigningCertificatesRepo } from './signing-certificates.ts';

/** A document as the issuer made it: what the PDF shows and where its signed file is. */
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
  expiresAt: string;
  pdfFile: string | null;
  /** Hex SHA-256 of the signed file (the file route names it in a header). */
  sha256: string | null;
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
  pdf_file: string | null;
  sha256: string | null;
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
  pdfFile: row.pdf_file,
  sha256: row.sha256,
});

export type NewDocument = Omit<IssuedDocument, 'pdfFile' | 'sha256'> & Partial<Pick<IssuedDocument, 'pdfFile' | 'sha256'>>;

/** The issuance side of the documents table (the inbox lists it through DocumentsRepo). */
export class IssuedDocumentsRepo {
  /** The issuing authority's certificates, kept in the same database as the documents they sign. */
  readonly certificates: SigningCertificatesRepo;

  constructor(private readonly db: Database) {
    this.certificates = new SigningCertificatesRepo(db);
  }

  insert(d: NewDocument): void {
    this.db.run(
      `INSERT INTO documents (id, owner_user_id, name, issuer_name, issued_at, expires_at, is_paid, sort_order,
         remaining_submission_count, application_id, edoc_path, holder_name, document_number, form_data, pdf_file,
         sha256)
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
        d.pdfFile ?? null,
        d.sha256 ?? null,
      ],
    );
  }

  /** The owner's document, not deleted (another user's id answers undefined). */
  find(id: string, ownerId: string): IssuedDocument | undefined {
    const row = this.db.get<Row>('SELECT * FROM documents WHERE id = ? AND owner_user_id = ? AND deleted_at IS NULL', [id, ownerId]);
    return row && toDocument(row);
  }

  /** The document with this number, deleted or not (the verifier reads the number from the signature). */
  findByDocumentNumber(documentNumber: string): IssuedDocument | undefined {
    const row = this.db.get<Row>('SELECT * FROM documents WHERE document_number = ? ORDER BY issued_at DESC LIMIT 1', [documentNumber]);
    return row && toDocument(row);
  }

  findById(id: string): IssuedDocument | undefined {
    const row = this.db.get<Row>('SELECT * FROM documents WHERE id = ?', [id]);
    return row && toDocument(row);
  }

  setFile(id: string, file: { pdfFile: string; sha256: string }): void {
    this.db.run('UPDATE documents SET pdf_file = ?, sha256 = ? WHERE id = ?', [file.pdfFile, file.sha256, id]);
  }
}
