import type { Database } from './database.ts';

/**
 * The tables whose rows server processes keep in read caches (server/db/read-cache.ts): the hot
 * reads of every signed-in call and of the polling call.
 */
export const WATCHED_TABLES = ['sessions', 'users', 'applications'] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

/** The channel the triggers notify and each server process listens to. */
export const ROW_CHANGES_CHANNEL = 'jigap_row_changed';
// Versioned: a changed body gets a new name, so a database made by an older server is brought up to date.
const FUNCTION = 'jigap_row_changed_v1';
const triggerOf = (table: WatchedTable) => `jigap_${table}_changed`;

/**
 * On PostgreSQL, every committed update or delete of a watched row — by any process, through the
 * repositories or not — notifies `jigap_row_changed` with `<table>:<id>`. A notice is sent when
 * its transaction commits, never for one rolled back. Made once per database (checked at each
 * start, under the start-up lock).
 */
export async function installRowChangeTriggers(db: Database): Promise<void> {
  const names = WATCHED_TABLES.map(triggerOf);
  const present = await db.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
     WHERE NOT t.tgisinternal AND p.proname = ? AND t.tgname IN (${names.map(() => '?').join(', ')})`,
    [FUNCTION, ...names],
  );
  if ((present?.n ?? 0) === names.length) return;
  await db.transaction(async () => {
    await db.exec(`CREATE OR REPLACE FUNCTION ${FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${ROW_CHANGES_CHANNEL}', TG_TABLE_NAME || ':' || OLD.id);
        RETURN NULL;
      END
    $$`);
    for (const table of WATCHED_TABLES) {
      await db.exec(`CREATE OR REPLACE TRIGGER ${triggerOf(table)} AFTER UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION ${FUNCTION}()`);
    }
  });
}
