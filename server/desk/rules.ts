import type { DeskState } from '../../contracts/generated/api.ts';
import type { DeskRow } from '../db/desk.ts';
import { DAY_MS, kstDayStart } from '../time.ts';

/** Wrong 열람번호 before a submission locks for good. */
export const MAX_VIEWING_NUMBER_TRIES = 5;
/** How long an organisation keeps an opened submission (JIGAP_DESK_RETENTION_DAYS). */
export const DEFAULT_DESK_RETENTION_DAYS = 30;

/** The retention a server may start with: whole days, 1 to 3650 (a typo stops it rather than deleting at once). */
export function checkRetentionDays(days: number): number {
  if (!Number.isInteger(days) || days < 1 || days > 3650) throw new Error(`the desk's retention must be 1 to 3650 days, got ${days}`);
  return days;
}

/** Every state the desk shows (contracts/api/desk-state.json); the desk's list reads which is which (server/db/desk.ts). */
export const DESK_STATES = ['UNOPENED', 'OPENED', 'PROCESSED', 'CANCELED', 'EXPIRED', 'RETURNED'] as const satisfies readonly DeskState[];

/**
 * When retention deletes the organisation's copy: an opened submission `retentionDays` after it
 * was opened; an unopened one when the Korean day its last document expires on is over.
 */
export function deletesAt(row: Pick<DeskRow, 'opened_at' | 'expires_at'>, retentionDays: number): string {
  if (row.opened_at) return new Date(Date.parse(row.opened_at) + retentionDays * DAY_MS).toISOString();
  return new Date(Date.parse(kstDayStart(Date.parse(row.expires_at))) + DAY_MS).toISOString();
}

/**
 * A sender's name as the desk shows it: the first and last letters, the rest hidden (김민준 →
 * 김*준, 이수 → 이*, 남궁민수 → 남**수). The spec masks nowhere itself; this is how Korean
 * services commonly mask a name on a screen others may see.
 */
export function maskName(name: string): string {
  const letters = Array.from(name.trim());
  if (letters.length <= 1) return letters.join('');
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters.at(-1)}`;
}
