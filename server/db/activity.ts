import { randomBytes } from 'node:crypto';
import type { ActivityDocument, ActivityEvent } from '../../contracts/generated/api.ts';
import type { ActivityKind, ActivityPerspective } from '../../shared/activity.ts';
import { inDocumentOrder } from '../../shared/document-order.ts';
import type { Database, SqlValue } from './database.ts';
import type { Page } from './documents.ts';

export interface NewActivityEvent {
  kind: ActivityKind;
  at: string;
  owner: { userId: string; name?: string | null };
  /** The other wallet that took part (it sees the event too), with its name. */
  other?: { userId: string | null; name: string | null } | null;
  documents: readonly ActivityDocument[];
  distributionId?: string | null;
  onceLinkId?: string | null;
  applicationId?: string | null;
  detail?: string | null;
}

/**
 * An event as the user `viewer` reads it: what the API answers, and the link or application it
 * came from (the sweeper and the export read them; the API leaves them out).
 */
export interface ActivityRecord extends ActivityEvent {
  onceLinkId: string | null;
  applicationId: string | null;
}

/** Which events a page of the log holds: one document's, of these kinds (the API's category is a set of kinds). */
export interface ActivityEventFilter {
  documentId?: string | undefined;
  kinds?: readonly ActivityKind[] | undefined;
}

interface EventRow {
  id: string;
  owner_user_id: string;
  owner_name: string | null;
  other_name: string | null;
  kind: ActivityKind;
  at: string;
  distribution_id: string | null;
  once_link_id: string | null;
  application_id: string | null;
  detail: string | null;
}

let sequence = 0;
/**
 * Ids that sort as they were made: the time, then a counter of this process, then randomness (two
 * processes writing in the same millisecond still make two ids). Events of one instant — an
 * action's own, or one written right after another — keep their order.
 */
export function newEventId(now = Date.now()): string {
  sequence = (sequence + 1) % 0x10000;
  return `ev${now.toString(36).padStart(9, '0')}${sequence.toString(16).padStart(4, '0')}${randomBytes(5).toString('hex')}`;
}

const COLUMNS = 'e.id, e.owner_user_id, e.owner_name, e.other_name, e.kind, e.at, e.distribution_id, e.once_link_id, e.application_id, e.detail';

/**
 * The activity log (migration 010). `record` is called inside the transaction of the action it
 * records, so the two commit together or not at all. A user reads the events of their own
 * documents and those they took part in as the other wallet; nobody else's.
 */
export class ActivityRepo {
  constructor(private readonly db: Database) {}

  async record(event: NewActivityEvent): Promise<string> {
    const id = newEventId();
    await this.db.run(
      `INSERT INTO activity_events (id, owner_user_id, owner_name, other_user_id, other_name, kind, at, distribution_id, once_link_id, application_id, detail)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        event.owner.userId,
        event.owner.name ?? null,
        event.other?.userId ?? null,
        event.other?.name ?? null,
        event.kind,
        event.at,
        event.distributionId ?? null,
        event.onceLinkId ?? null,
        event.applicationId ?? null,
        event.detail ?? null,
      ],
    );
    for (const [position, document] of inDocumentOrder(event.documents).entries()) {
      await this.db.run('INSERT INTO activity_event_documents (event_id, position, document_id, name) VALUES (?, ?, ?, ?)', [
        id,
        position,
        document.id,
        document.name,
      ]);
    }
    return id;
  }

  /** The user's events, newest first. */
  async page(userId: string, filter: ActivityEventFilter, page: { limit: number; offset: number }): Promise<Page<ActivityRecord>> {
    const { where, params } = visibleTo(userId, filter);
    const total = await this.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM activity_events e WHERE ${where}`, params);
    const rows = await this.db.all<EventRow>(
      `SELECT ${COLUMNS} FROM activity_events e WHERE ${where} ORDER BY e.at DESC, e.id DESC LIMIT ? OFFSET ?`,
      [...params, page.limit, page.offset],
    );
    return { totalCount: Number(total?.n ?? 0), items: await this.withDocuments(userId, rows) };
  }

  /** Every event of the user, newest first (the export). */
  async all(userId: string): Promise<ActivityRecord[]> {
    const { where, params } = visibleTo(userId, {});
    const rows = await this.db.all<EventRow>(`SELECT ${COLUMNS} FROM activity_events e WHERE ${where} ORDER BY e.at DESC, e.id DESC`, params);
    return this.withDocuments(userId, rows);
  }

  /** The documents the user's events name (the filter's choices), by their latest name. */
  async documents(userId: string): Promise<Array<{ id: string; name: string }>> {
    const { where, params } = visibleTo(userId, {});
    const rows = await this.db.all<{ id: string; name: string; at: string }>(
      `SELECT d.document_id AS id, d.name, e.at FROM activity_event_documents d JOIN activity_events e ON e.id = d.event_id
       WHERE ${where} AND d.document_id IS NOT NULL ORDER BY e.at DESC, e.id DESC`,
      params,
    );
    const seen = new Map<string, string>();
    for (const row of rows) if (!seen.has(row.id)) seen.set(row.id, row.name);
    return [...seen].map(([id, name]) => ({ id, name }));
  }

  /** How many events match (the tests count what an action wrote). */
  async count(where: { kind?: ActivityKind; documentId?: string; ownerUserId?: string } = {}): Promise<number> {
    const clauses: string[] = ['1 = 1'];
    const params: SqlValue[] = [];
    if (where.kind) {
      clauses.push('e.kind = ?');
      params.push(where.kind);
    }
    if (where.ownerUserId) {
      clauses.push('e.owner_user_id = ?');
      params.push(where.ownerUserId);
    }
    if (where.documentId) {
      clauses.push('EXISTS (SELECT 1 FROM activity_event_documents d WHERE d.event_id = e.id AND d.document_id = ?)');
      params.push(where.documentId);
    }
    const row = await this.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM activity_events e WHERE ${clauses.join(' AND ')}`, params);
    return Number(row?.n ?? 0);
  }

  private async withDocuments(userId: string, rows: EventRow[]): Promise<ActivityRecord[]> {
    const documents = new Map<string, ActivityDocument[]>(rows.map((row) => [row.id, []]));
    for (let start = 0; start < rows.length; start += 500) {
      const ids = rows.slice(start, start + 500).map((row) => row.id);
      const found = await this.db.all<{ event_id: string; document_id: string | null; name: string }>(
        `SELECT event_id, document_id, name FROM activity_event_documents WHERE event_id IN (${ids.map(() => '?').join(', ')}) ORDER BY event_id, position`,
        ids,
      );
      for (const row of found) documents.get(row.event_id)?.push({ id: row.document_id, name: row.name });
    }
    return rows.map((row) => {
      const perspective: ActivityPerspective = row.owner_user_id === userId ? 'OWNER' : 'OTHER';
      return {
        id: row.id,
        kind: row.kind,
        at: row.at,
        perspective,
        counterpart: perspective === 'OWNER' ? row.other_name : row.owner_name,
        documents: documents.get(row.id) ?? [],
        distributionId: row.distribution_id,
        onceLinkId: row.once_link_id,
        applicationId: row.application_id,
        detail: row.detail,
      };
    });
  }
}

/** The events `userId` may read, narrowed by the filter. */
function visibleTo(userId: string, filter: ActivityEventFilter): { where: string; params: SqlValue[] } {
  let where = '(e.owner_user_id = ? OR e.other_user_id = ?)';
  const params: SqlValue[] = [userId, userId];
  if (filter.kinds && filter.kinds.length > 0) {
    where += ` AND e.kind IN (${filter.kinds.map(() => '?').join(', ')})`;
    params.push(...filter.kinds);
  }
  if (filter.documentId) {
    where += ' AND EXISTS (SELECT 1 FROM activity_event_documents d WHERE d.event_id = e.id AND d.document_id = ?)';
    params.push(filter.documentId);
  }
  return { where, params };
}
