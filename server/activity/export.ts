import { activityDetail, activityLabel, documentsLabel } from '../../shared/activity.ts';
import type { ActivityRecord } from '../db/activity.ts';
import type { InboxDocument } from '../../contracts/generated/api.ts';
import { kstDigits } from '../time.ts';

export interface ActivityExport {
  holder: string;
  exportedAt: number;
  /** Newest first, as the log lists them. */
  events: readonly ActivityRecord[];
  /** The documents the wallet holds now, as the inbox lists them. */
  documents: readonly InboxDocument[];
}

/** Server date digits (Korea time) as 'YYYY-MM-DD<sep>HH:mm:ss'. */
const digitsText = (d: string, separator: string): string =>
  `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}${separator}${d.slice(8, 10)}:${d.slice(10, 12)}:${d.slice(12, 14)}`;

/** '2026-03-01T14:02:03+09:00': an ISO time in Korea, what the citizen's clock said. */
export const kstIso = (time: string | number): string => `${digitsText(kstDigits(time), 'T')}+09:00`;

/** '2026-03-01 14:02:03' (Korea time), as a spreadsheet reads a time. */
export const kstText = (time: string | number): string => digitsText(kstDigits(time), ' ');

/** The log as JSON: each event's kind, its words, its time, its documents and the other party. */
export function exportJson(data: ActivityExport): string {
  const body = {
    holder: data.holder,
    exportedAt: kstIso(data.exportedAt),
    events: data.events.map((event) => ({
      kind: event.kind,
      label: activityLabel(event.kind, event.perspective),
      at: kstIso(event.at),
      perspective: event.perspective,
      documents: event.documents,
      counterpart: event.counterpart,
      detail: activityDetail(event.kind, event.detail) || null,
    })),
    documents: data.documents.map((document) => ({
      id: document.id,
      name: document.name,
      issuerName: document.issuerName,
      issuedAt: `${digitsText(document.issueDate, 'T')}+09:00`,
      remainingDays: document.remainingDays,
    })),
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}

export const CSV_HEADER = ['구분', '일시', '종류', '증명서', '증명서 ID', '상대방', '내용', '발급기관', '남은 일수'] as const;
export const CSV_EVENT = '이용 기록';
export const CSV_DOCUMENT = '보유 증명서';

/** A plain number ('-15', '3.5'): a spreadsheet reads it as the number it is, never as a formula. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell as a spreadsheet must read it: quoted when it holds a comma, a quote or a line break,
 * and never a formula — a reason someone else typed ('=HYPERLINK(…)') stays text, while a number
 * (an expired document's 남은 일수, -15) stays a number.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The log and the held documents as one table, UTF-8 with a BOM so Excel reads the Korean. */
export function exportCsv(data: ActivityExport): string {
  const rows: string[][] = [[...CSV_HEADER]];
  for (const event of data.events) {
    rows.push([
      CSV_EVENT,
      kstText(event.at),
      activityLabel(event.kind, event.perspective),
      documentsLabel(event.documents.map((document) => document.name)),
      event.documents.map((document) => document.id ?? '').filter(Boolean).join(' '),
      event.counterpart ?? '',
      activityDetail(event.kind, event.detail),
      '',
      '',
    ]);
  }
  for (const document of data.documents) {
    rows.push([CSV_DOCUMENT, digitsText(document.issueDate, ' '), '발급', document.name, document.id, '', '', document.issuerName, String(document.remainingDays)]);
  }
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
