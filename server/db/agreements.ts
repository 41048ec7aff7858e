import { randomUUID } from 'node:crypto';
import type { AgreementKind } from '../../contracts/generated/api.ts';
import type { Database } from './database.ts';

export interface AgreementRecord {
  userId: string;
  termId: string;
  termVersion: number;
  kind: AgreementKind;
  path: string;
  isAgreed: boolean;
  agreedAt: string;
}

/** Who agreed (or declined an optional term) to which term version, when and where. */
export class AgreementsRepo {
  constructor(private readonly db: Database) {}

  async record(agreement: AgreementRecord): Promise<void> {
    await this.db.run(
      `INSERT INTO agreements (id, user_id, term_id, term_version, kind, path, is_agreed, agreed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        randomUUID(),
        agreement.userId,
        agreement.termId,
        agreement.termVersion,
        agreement.kind,
        agreement.path,
        agreement.isAgreed ? 1 : 0,
        agreement.agreedAt,
      ],
    );
  }

  async countOf(userId: string): Promise<number> {
    return (await this.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM agreements WHERE user_id = ?', [userId]))?.n ?? 0;
  }
}
