import type { AgreementKind } from '../../contracts/generated/api.ts';
import type { Database } from './database.ts';

export interface TermRecord {
  id: string;
  kind: AgreementKind;
  groupName: string | null;
  title: string;
  isRequired: boolean;
  url: string | null;
  termType: string;
  version: number;
  isBackButtonVisible: boolean;
  replacementKeys: string | null;
}

interface TermRow {
  id: string;
  kind: AgreementKind;
  group_name: string | null;
  title: string;
  is_required: number;
  url: string | null;
  term_type: string;
  version: number;
  is_back_button_visible: number;
  replacement_keys: string | null;
}

const toTerm = (row: TermRow): TermRecord => ({
  id: row.id,
  kind: row.kind,
  groupName: row.group_name,
  title: row.title,
  isRequired: row.is_required === 1,
  url: row.url,
  termType: row.term_type,
  version: row.version,
  isBackButtonVisible: row.is_back_button_visible === 1,
  replacementKeys: row.replacement_keys,
});

export class TermsRepo {
  constructor(private readonly db: Database) {}

  /** Terms of one kind, in display order. */
  async ofKind(kind: AgreementKind): Promise<TermRecord[]> {
    return (await this.db
      .all<TermRow>('SELECT * FROM terms WHERE kind = ? ORDER BY sort_order', [kind]))
      .map(toTerm);
  }

  /** The current version of a term type within a kind (e.g. NEW's 이용약관). */
  async currentVersion(kind: AgreementKind, termType: string): Promise<number | undefined> {
    return (await this.db.get<{ version: number }>('SELECT MAX(version) AS version FROM terms WHERE kind = ? AND term_type = ?', [
      kind,
      termType,
    ]))?.version ?? undefined;
  }

  async contentOf(termType: string): Promise<string | undefined> {
    return (await this.db.get<{ content: string }>('SELECT content FROM term_contents WHERE term_type = ?', [termType]))?.content;
  }
}
