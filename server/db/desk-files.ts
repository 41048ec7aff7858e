import { createHash } from 'node:crypto';
import { BLIND_INDEXES, userOwner, type Sealer } from '../encryption/sealer.ts';
import type { Database } from './database.ts';

/**
 * The desk's copies of the documents an organisation opened (desk_files), sealed under the
 * organisation's data key and bound to their submission and document (server/encryption).
 */
export class DeskFiles {
  constructor(
    private readonly db: Database,
    private readonly sealer: Sealer,
  ) {}

  /** Keeps the organisation's copy of one document of a submission (the first copy stands). */
  async store(submission: { distribution_id: string; organisation_id: string }, documentId: string, pdf: Buffer, at: string): Promise<void> {
    const { distribution_id: distributionId } = submission;
    const sealed = await this.sealer.seal(userOwner(submission.organisation_id), 'desk_files.pdf', `${distributionId}/${documentId}`, pdf);
    const fileIndex = this.sealer.index(BLIND_INDEXES.documentFile, createHash('sha256').update(pdf).digest('hex'));
    await this.db.run(
      `INSERT INTO desk_files (distribution_id, document_id, pdf, sha256, copied_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (distribution_id, document_id) DO NOTHING`,
      [distributionId, documentId, sealed, fileIndex, at],
    );
  }

  /** The desk's copy of one document, once taken. */
  async file(distributionId: string, documentId: string): Promise<Buffer | undefined> {
    const row = await this.db.get<{ pdf: Uint8Array }>('SELECT pdf FROM desk_files WHERE distribution_id = ? AND document_id = ?', [distributionId, documentId]);
    return row && (await this.sealer.open('desk_files.pdf', `${distributionId}/${documentId}`, row.pdf));
  }
}
