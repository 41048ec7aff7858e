import { timingSafeEqual } from 'node:crypto';
import type { ActivityDocument, DeskCheck, DeskSubmission, DeskSummary } from '../../contracts/generated/api.ts';
import type { Database } from '../db/database.ts';
import type { Organisation } from '../db/desk-access.ts';
import type { DeskDocumentRow, DeskListFilter, DeskRepo, DeskRow, ShownDeskRow } from '../db/desk.ts';
import type { DeskFiles } from '../db/desk-files.ts';
import { readValidity, validityWords } from '../issuance/validity.ts';
import type { DistributionsRepo } from '../db/distributions.ts';
import { AppError } from '../errors.ts';
import type { PdfInspection } from '../issuance/verify.ts';
import { isoNow, kstDigits, remainingDays } from '../time.ts';
import { deletesAt, DESK_STATES, maskName, MAX_VIEWING_NUMBER_TRIES } from './rules.ts';
import { purgeSubmission, type PurgeDeps } from './purge.ts';
import { verdictLines } from './verdict.ts';

/** Who acts at the desk: a staff member (`staff:<id>`) or a back office with the organisation's key (`key:<id>`). */
export interface DeskCaller {
  organisation: Organisation;
  actor: string;
  /** The staff member's name; null for a back office. */
  staffName: string | null;
}

export interface DeskServiceDeps extends PurgeDeps {
  db: Database;
  desk: DeskRepo;
  /** The desk's copies (sealed under the organisation's key). */
  files: DeskFiles;
  distributions: DistributionsRepo;
  /** The signed PDF of the citizen's document, as the wallet serves it (rendered on first use). */
  documentBytes: (documentId: string) => Promise<Buffer | undefined>;
  inspect: (pdf: Buffer) => Promise<PdfInspection>;
  retentionDays: () => number;
}

const validityWordsOf = (stored: string | null): string | null => {
  const validity = readValidity(stored);
  return validity ? validityWords(validity) : null;
};
const digitsOrNull = (iso: string | null): string | null => (iso ? kstDigits(iso) : null);
const sameNumber = (stored: string | null | undefined, given: string): boolean =>
  !!stored && stored.length === given.length && timingSafeEqual(Buffer.from(stored), Buffer.from(given));
const isOpen = (row: Pick<DeskRow, 'state'>): boolean => row.state === 'OPENED' || row.state === 'PROCESSED';

/**
 * The desk's rules, the same for the desk page (a staff session) and the organisation API (its
 * key): another organisation's submission is not found; the 열람번호 opens a submission (five
 * wrong ones lock it); opening reads its documents on both sides and takes the desk's copies;
 * each document's verdict is computed from that copy; processed is the desk's own mark.
 */
export class DeskService {
  constructor(private readonly deps: DeskServiceDeps) {}

  async list(caller: DeskCaller, query: DeskListFilter & { page: number; size: number }, now: number) {
    const { desk } = this.deps;
    const page = await desk.list(caller.organisation.id, query, now, { limit: query.size, offset: (query.page - 1) * query.size });
    const ids = page.items.map((row) => row.distribution_id);
    const [documents, requests] = await Promise.all([desk.documents(caller.organisation.id, ids), desk.deletionRequests(ids)]);
    const items = page.items.map((row) => this.body(row, documents.get(row.distribution_id) ?? [], now, null, requests.get(row.distribution_id)));
    return { items, totalCount: page.totalCount };
  }

  /** How many submissions the desk holds, in each state it shows, and asked to be deleted. */
  async summary(caller: DeskCaller, now: number): Promise<DeskSummary> {
    const counts = await this.deps.desk.counts(caller.organisation.id, now);
    const states = Object.fromEntries(DESK_STATES.map((state) => [state, counts.byState[state] ?? 0])) as DeskSummary['states'];
    return { total: counts.total, deletionRequested: counts.deletionRequested, states };
  }

  /** One submission; once opened, each document with its verdict. */
  async detail(caller: DeskCaller, id: string, now: number): Promise<DeskSubmission> {
    const { row, documents } = await this.own(caller, id, now);
    const requestedAt = (await this.deps.desk.deletionRequests([id])).get(id);
    if (!isOpen(row)) return this.body(row, documents, now, null, requestedAt);
    const verdicts = new Map<string, DeskCheck[]>();
    for (const document of documents) {
      const pdf = document.state === 'CANCELED' ? undefined : await this.copyOf(row, document);
      verdicts.set(document.document_id, verdictLines(pdf ? await this.deps.inspect(pdf) : null, document, now));
    }
    return this.body(row, documents, now, verdicts, requestedAt);
  }

  /**
   * One try of the 열람번호: `accepted` when it opened the submission (or it was open already). A
   * wrong one is counted and answered with the submission as it is now (tries left, locked), not
   * as an error: the count is what the try changed.
   */
  async open(caller: DeskCaller, id: string, viewingNumber: string, now: number): Promise<{ accepted: boolean; submission: DeskSubmission }> {
    const { row, documents } = await this.own(caller, id, now);
    if (!isOpen(row)) {
      const state = row.desk_state;
      if (state === 'CANCELED') throw new AppError('SUBMISSION_CANCELED');
      if (row.locked_at) throw new AppError('SUBMISSION_LOCKED');
      if (state === 'EXPIRED') throw new AppError('SUBMISSION_EXPIRED');
      const accepted = sameNumber(documents[0]?.pin, viewingNumber);
      if (!accepted) {
        await this.countWrongNumber(caller, row, isoNow(now));
        return { accepted: false, submission: await this.detail(caller, id, now) };
      }
      await this.openNow(caller, row, documents, isoNow(now));
    }
    const submission = await this.detail(caller, id, now);
    // Not open after a right number only when a fifth wrong one locked it a moment before.
    return { accepted: submission.openedAt !== null, submission };
  }

  /** 처리완료: the desk's mark on an opened submission, which the citizen's record and log show (a second one changes nothing). */
  async markProcessed(caller: DeskCaller, id: string, now: number): Promise<DeskSubmission> {
    const { row, documents } = await this.own(caller, id, now);
    if (row.desk_state === 'CANCELED') throw new AppError('SUBMISSION_CANCELED');
    if (!isOpen(row)) throw new AppError('SUBMISSION_NOT_OPENED');
    const at = isoNow(now);
    await this.deps.db.transaction(async () => {
      if (!(await this.deps.desk.markProcessed(row.distribution_id, caller.actor, at))) return;
      await this.deps.desk.event(row, 'PROCESSED', caller.actor, at);
      // The organisation has done with what they submitted (their record's 처리 일시).
      const processed = documents.filter((document) => document.state !== 'CANCELED').map((document) => ({ id: document.document_id, name: document.name }));
      await this.tellSender('RECIPIENT_PROCESSED', caller, row, processed, at);
    });
    return this.detail(caller, id, now);
  }

  /**
   * Deletes a submission its sender asked the organisation to delete, at once: the copies and the
   * organisation's records go, and the citizen's record says 삭제됨. Without a request the desk
   * keeps it until retention (409 SUBMISSION_NOT_REQUESTED).
   */
  async deleteOnRequest(caller: DeskCaller, id: string, now: number): Promise<void> {
    await this.own(caller, id, now);
    if (!(await this.deps.desk.deletionRequests([id])).has(id)) throw new AppError('DELETION_NOT_REQUESTED');
    await this.deps.db.transaction(() => purgeSubmission(this.deps, id, 'REQUESTED', isoNow(now), caller.actor));
  }

  /** The desk's copy of one document of an opened submission; `download` records who took it. */
  async original(caller: DeskCaller, id: string, documentId: string, download: boolean, now: number): Promise<{ pdf: Buffer; name: string }> {
    const { row, documents } = await this.own(caller, id, now);
    const document = documents.find((candidate) => candidate.document_id === documentId);
    if (!document) throw new AppError('NOT_FOUND');
    if (document.state === 'CANCELED') throw new AppError('SUBMISSION_CANCELED');
    if (!isOpen(row)) throw new AppError('SUBMISSION_NOT_OPENED');
    const pdf = await this.copyOf(row, document);
    if (!pdf) throw new AppError('DOCUMENT_NOT_FOUND');
    if (download) await this.deps.desk.event(row, 'DOWNLOADED', caller.actor, isoNow(now), documentId);
    return { pdf, name: document.name };
  }

  private async own(caller: DeskCaller, id: string, now = Date.now()): Promise<{ row: ShownDeskRow; documents: DeskDocumentRow[] }> {
    const row = await this.deps.desk.find(caller.organisation.id, id, now);
    if (!row) throw new AppError('NOT_FOUND');
    return { row, documents: (await this.deps.desk.documents(caller.organisation.id, [id])).get(id) ?? [] };
  }

  private async countWrongNumber(caller: DeskCaller, row: DeskRow, at: string): Promise<void> {
    await this.deps.db.transaction(async () => {
      if ((await this.deps.desk.countWrongNumber(row.distribution_id, MAX_VIEWING_NUMBER_TRIES, at)) === 'LOCKED') {
        await this.deps.desk.event(row, 'LOCKED', caller.actor, at);
      }
    });
  }

  /**
   * Opens the submission once: its documents become READ on both sides (the citizen's sent record
   * says 열람완료 with the time) and the desk keeps a copy of each. The files are read first
   * (a seeded one may still have to be drawn), then everything commits together; a document the
   * sender cancelled meanwhile is neither read nor copied.
   */
  private async openNow(caller: DeskCaller, row: DeskRow, documents: DeskDocumentRow[], at: string): Promise<void> {
    const wanted = documents.filter((document) => document.state === 'NOT_READ_YET');
    const files = await Promise.all(wanted.map(async (document) => ({ document, pdf: await this.deps.documentBytes(document.document_id) })));
    await this.deps.db.transaction(async () => {
      // Another request opened it first (a double tap), or it locked meanwhile: theirs stands.
      if (!(await this.deps.desk.markOpened(row.distribution_id, caller.actor, at))) return;
      const opened: ActivityDocument[] = [];
      for (const { document, pdf } of files) {
        if (!(await this.deps.distributions.transition(row.distribution_id, document.document_id, ['NOT_READ_YET'], 'READ', at))) continue;
        opened.push({ id: document.document_id, name: document.name });
        if (pdf) await this.deps.files.store(row, document.document_id, pdf, at);
      }
      if (opened.length === 0) throw new AppError('SUBMISSION_CANCELED');
      await this.deps.desk.event(row, 'OPENED', caller.actor, at);
      await this.tellSender('RECIPIENT_OPENED', caller, row, opened, at);
    });
  }

  /** The citizen's log: what the organisation did with (some of) the documents they submitted. */
  private async tellSender(kind: 'RECIPIENT_OPENED' | 'RECIPIENT_PROCESSED', caller: DeskCaller, row: DeskRow, documents: ActivityDocument[], at: string): Promise<void> {
    await this.deps.activity.record({
      kind,
      at,
      owner: { userId: row.sender_user_id, name: row.sender_name },
      other: { userId: row.organisation_id, name: caller.organisation.name },
      documents,
      distributionId: row.distribution_id,
    });
  }

  /** The desk's copy; one opened before the desk kept copies takes it now. */
  private async copyOf(row: DeskRow, document: DeskDocumentRow): Promise<Buffer | undefined> {
    const stored = await this.deps.files.file(row.distribution_id, document.document_id);
    if (stored || document.state === 'CANCELED') return stored;
    const pdf = await this.deps.documentBytes(document.document_id);
    if (pdf) await this.deps.files.store(row, document.document_id, pdf, isoNow());
    return (await this.deps.files.file(row.distribution_id, document.document_id)) ?? pdf;
  }

  private body(row: ShownDeskRow, documents: DeskDocumentRow[], now: number, verdicts: Map<string, DeskCheck[]> | null, requestedAt?: string): DeskSubmission {
    const removal = deletesAt(row, this.deps.retentionDays());
    return {
      id: row.distribution_id,
      sender: maskName(row.sender_name),
      receivedAt: kstDigits(row.received_at),
      state: row.desk_state,
      locked: row.locked_at !== null,
      remainingTries: Math.max(0, MAX_VIEWING_NUMBER_TRIES - row.failed_attempts),
      openedAt: digitsOrNull(row.opened_at),
      processedAt: digitsOrNull(row.processed_at),
      viewingNumber: isOpen(row) ? (documents[0]?.pin ?? null) : null,
      deletionRequestedAt: digitsOrNull(requestedAt ?? null),
      deletesAt: kstDigits(removal),
      daysLeft: Math.max(0, remainingDays(removal, now)),
      documents: documents.map((document) => {
        const checks = verdicts?.get(document.document_id) ?? null;
        return {
          id: document.document_id,
          name: document.name,
          issuerName: document.issuer_name,
          expiresAt: kstDigits(document.expires_at),
          remainingDays: remainingDays(document.expires_at, now),
          validity: validityWordsOf(document.validity),
          canceled: document.state === 'CANCELED',
          genuine: checks ? checks.every((line) => line.passed !== false) && checks.some((line) => line.passed === true) : null,
          checks,
        };
      }),
    };
  }
}
