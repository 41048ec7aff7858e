import type { ActivityEvent } from '../../../contracts/generated/api';
import { formatKoreanDate, parseServerDate, serverDateTimeLabel } from '../../lib/dates';
import { presentationRecordLayer } from '../../config/paths';
import { isPresentationRecordId } from '../../../shared/presentation-record';
import { ACTIVITY_CATEGORIES, activityDetail, activityLabel, counterpartLabel, documentsLabel, type ActivityCategory } from '../../../shared/activity';

/** One event as its row reads: what, which documents, the other party, the detail, when. */
export interface EventLine {
  label: string;
  documents: string;
  counterpart: string | null;
  detail: string;
  /** '2026.11.21 09:30' (Korea time); the row shows the time under its day's heading. */
  time: string;
  /** The same instant for a machine: '2026-11-21T09:30:05+09:00'. */
  dateTime: string;
}

const dateTimeOf = (d: string): string =>
  /^\d{14}$/.test(d) ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T${d.slice(8, 10)}:${d.slice(10, 12)}:${d.slice(12, 14)}+09:00` : '';

export function describeEvent(event: ActivityEvent): EventLine {
  return {
    label: activityLabel(event.kind, event.perspective),
    documents: documentsLabel(event.documents.map((document) => document.name)),
    counterpart: event.counterpart ? `${counterpartLabel(event.perspective)} ${event.counterpart}` : null,
    detail: activityDetail(event.kind, event.detail),
    time: serverDateTimeLabel(event.at),
    dateTime: dateTimeOf(event.at),
  };
}

/** Where a row can be acted on: its sent or received record (where cancel and delete are), the document, the applications. */
export type EventTarget = { to: 'record'; layer: string } | { to: 'document'; documentId: string } | { to: 'applications' } | null;

/** Events after which there is nothing left to open from them. */
const GONE = new Set<ActivityEvent['kind']>(['DELETED', 'RECORD_DELETED']);

export function targetOf(event: ActivityEvent): EventTarget {
  if (event.kind === 'APPLICATION_FAILED') return { to: 'applications' };
  // A presentation's events (presented, 삭제 요청, the desk's deletion) open its record in 보낸 내역.
  if (isPresentationRecordId(event.distributionId)) return { to: 'record', layer: presentationRecordLayer(event.distributionId) };
  const documentId = event.documents[0]?.id ?? null;
  if (GONE.has(event.kind) || !documentId) return null;
  if (event.distributionId) {
    // The receiver's own deletion took its record away; the sender's record stays.
    if (event.kind === 'RECIPIENT_DELETED' && event.perspective === 'OTHER') return null;
    const side = event.perspective === 'OWNER' ? 'submitted' : 'received';
    return { to: 'record', layer: `${side}/${encodeURIComponent(event.distributionId)}/${encodeURIComponent(documentId)}` };
  }
  return { to: 'document', documentId };
}

/** The kinds a category of the filter keeps (none: every kind). */
export const kindsOf = (category: ActivityCategory | undefined): readonly string[] => (category ? ACTIVITY_CATEGORIES[category] : []);

export const isCategory = (value: string | null): value is ActivityCategory => value !== null && Object.hasOwn(ACTIVITY_CATEGORIES, value);

export interface DayGroup {
  /** '2026.11.21' (Korea time). */
  date: string;
  events: ActivityEvent[];
}

/** Events (newest first) under the Korean day they happened on, days in the same order. */
export function groupByDay(events: readonly ActivityEvent[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const event of events) {
    let date = '';
    try {
      date = formatKoreanDate(parseServerDate(event.at));
    } catch {
      // An unreadable time still shows, under no date.
    }
    const last = groups.at(-1);
    if (last && last.date === date) last.events.push(event);
    else groups.push({ date, events: [event] });
  }
  return groups;
}

/** The export's day in its file name: 'YYYYMMDD' in Korea. */
export const exportDay = (now: Date = new Date()): string => formatKoreanDate(now).replace(/\./g, '');
