import type { FastifyInstance } from 'fastify';
import type { DocumentRow } from '../../db/documents.ts';
import { AppError } from '../../errors.ts';
import { DOCUMENT_KEEP_DAYS } from '../../issuance/validity.ts';
import { DAY_MS, remainingDays } from '../../time.ts';

/** The inbox keeps certificates issued within the last 90 days (000 §9): the wallet's keep period. */
export const INBOX_DAYS = DOCUMENT_KEEP_DAYS;

export const inboxSince = (now: number): string => new Date(now - INBOX_DAYS * DAY_MS).toISOString();

/** Past its expiry day in Korea (000 §4.8: below 0 is 'expired'), or out of the inbox's 90 days. */
export const isExpired = (row: Pick<DocumentRow, 'expires_at' | 'issued_at'>, now: number): boolean =>
  remainingDays(row.expires_at, now) < 0 || row.issued_at < inboxSince(now);

export type DocumentUse = 'list' | 'read';

/**
 * The caller's own document, checked for what is asked of it (000 §8.4):
 * another user's or an unknown id is NOT_FOUND (nothing is told about it), a deleted one is
 * DOCUMENT_NOT_FOUND, and one past its viewing period is DOCUMENT_EXPIRED. A document still
 * in the inbox list but expired can be listed (`list`: it shows as 만료) but not read.
 */
export async function ownDocument(app: FastifyInstance, ownerId: string, id: string, use: DocumentUse, now = Date.now()): Promise<DocumentRow> {
  const row = await app.repos.documents.owned(id, ownerId);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.deleted_at) throw new AppError('DOCUMENT_NOT_FOUND');
  const outOfInbox = row.issued_at < inboxSince(now);
  if (outOfInbox || (use === 'read' && isExpired(row, now))) throw new AppError('DOCUMENT_EXPIRED');
  return row;
}

/**
 * Several documents for one action (share, submit): all of them or nothing. Unknown or
 * another user's ids fail first, then deleted, then expired ones, so a rejected request
 * always tells the most basic reason and changes nothing.
 */
export async function ownDocuments(app: FastifyInstance, ownerId: string, ids: readonly string[], now = Date.now()): Promise<DocumentRow[]> {
  const rows = await Promise.all(ids.map((id) => app.repos.documents.owned(id, ownerId)));
  if (rows.some((row) => !row)) throw new AppError('NOT_FOUND');
  const found = rows as DocumentRow[];
  if (found.some((row) => row.deleted_at)) throw new AppError('DOCUMENT_NOT_FOUND');
  if (found.some((row) => isExpired(row, now))) throw new AppError('DOCUMENT_EXPIRED');
  return found;
}
