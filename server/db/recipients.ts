import type { Recipient, RecipientType } from '../../contracts/generated/api.ts';
import { normalizeName } from '../../shared/hangul.ts';
import type { Database } from './database.ts';
import type { Page } from './documents.ts';

/** 001 §3 submission recipient types (shown as 개인, 일반법인, 행정기관, 공공기관, 금융법인, 사업자). */
export const RECIPIENT_TYPES = [
  'PERSONAL',
  'GENERAL_CORPORATION',
  'ADMINISTRATIVE_AGENCY',
  'PUBLIC_INSTITUTION',
  'FINANCIAL_CORPORATION',
  'BUSINESS',
] as const satisfies readonly RecipientType[];

/** A wallet that can receive a submission (001 §3 "Submission recipient"), as the API shows it and whose it is. */
export interface RecipientRecord extends Recipient {
  /** The receiving wallet's user id (never sent to the client). */
  userId: string;
}

interface RecipientRow {
  user_id: string;
  name: string;
  wallet_address: string;
  type: RecipientType | null;
  need_agreement: number | null;
  region: string | null;
}

const toRecipient = (row: RecipientRow): RecipientRecord => ({
  userId: row.user_id,
  name: row.name,
  address: row.wallet_address,
  type: row.type ?? 'PERSONAL',
  needAgreement: row.need_agreement === 1,
  region: row.region ?? '',
});

/**
 * What the organisation search compares a keyword with: the name and the region, each in the
 * normalised form of shared/hangul.ts. A normalised keyword holds no space, so it never spans both.
 */
export const recipientSearchText = (name: string, region: string): string => `${normalizeName(name)} ${normalizeName(region)}`;

/** Escapes LIKE wildcards so a keyword matches literally. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SELECT = `SELECT u.id AS user_id, u.name, u.wallet_address, r.type, r.need_agreement, r.region
  FROM users u LEFT JOIN recipients r ON r.user_id = u.id`;

/**
 * Recipients are wallets: a users row with a wallet address. Organisations carry a recipients
 * row (type, needAgreement, region) and are listed in the search; a citizen's wallet has none
 * and is a PERSONAL recipient found by its address only.
 */
export class RecipientsRepo {
  constructor(private readonly db: Database) {}

  /** The joined wallet with this address (addresses are stored upper-case). */
  async byAddress(address: string): Promise<RecipientRecord | undefined> {
    const row = await this.db.get<RecipientRow>(`${SELECT} WHERE u.wallet_address = ? AND u.joined = 1`, [address.toUpperCase()]);
    return row && toRecipient(row);
  }

  /** Listed recipients whose name or region contains the keyword (case-normalised), in the directory's order. */
  async search(keyword: string, page: { limit: number; offset: number }): Promise<Page<RecipientRecord>> {
    const where = "r.search_text LIKE ? ESCAPE '\\' AND u.joined = 1 AND u.wallet_address IS NOT NULL";
    const pattern = `%${likeLiteral(normalizeName(keyword))}%`;
    const from = 'FROM recipients r JOIN users u ON u.id = r.user_id';
    const totalCount = (await this.db.get<{ n: number }>(`SELECT COUNT(*) AS n ${from} WHERE ${where}`, [pattern]))?.n ?? 0;
    const rows = await this.db.all<RecipientRow>(
      `SELECT u.id AS user_id, u.name, u.wallet_address, r.type, r.need_agreement, r.region ${from}
       WHERE ${where} ORDER BY r.sort_order, u.id LIMIT ? OFFSET ?`,
      [pattern, page.limit, page.offset],
    );
    return { totalCount, items: rows.map(toRecipient) };
  }

  /**
   * Rewrites the stored search text that an older installation wrote in another form (before
   * shared/hangul.ts: lower case, spaces kept). Returns how many rows changed; none on a current database.
   */
  async refreshSearchText(): Promise<number> {
    const rows = await this.db.all<{ user_id: string; name: string; region: string | null; search_text: string }>(
      'SELECT r.user_id, u.name, r.region, r.search_text FROM recipients r JOIN users u ON u.id = r.user_id',
    );
    let changed = 0;
    for (const row of rows) {
      const text = recipientSearchText(row.name, row.region ?? '');
      if (text === row.search_text) continue;
      await this.db.run('UPDATE recipients SET search_text = ? WHERE user_id = ?', [text, row.user_id]);
      changed += 1;
    }
    return changed;
  }
}
