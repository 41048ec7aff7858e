import type { Database } from './database.ts';

/**
 * How many more times a document may be submitted (000 §3 remainingSubmissionCount; NULL: no
 * limit). Paid and my-data certificates go once only (001 §4.2).
 */
export class SubmissionCountsRepo {
  constructor(private readonly db: Database) {}

  /** The ids among `documentIds` that may not be submitted again (count 0). */
  async usedUp(documentIds: readonly string[]): Promise<string[]> {
    const marks = documentIds.map(() => '?').join(', ');
    return (await this.db
      .all<{ id: string }>(`SELECT id FROM documents WHERE id IN (${marks}) AND remaining_submission_count <= 0`, [...documentIds]))
      .map((row) => row.id);
  }

  /** One submission of each limited document; the caller checked none is used up, in its transaction. */
  async use(documentIds: readonly string[]): Promise<void> {
    for (const id of documentIds) {
      await this.db.run(
        'UPDATE documents SET remaining_submission_count = remaining_submission_count - 1 WHERE id = ? AND remaining_submission_count > 0',
        [id],
      );
    }
  }
}
