import type { Database } from './database.ts';

/**
 * Moves a row of `table` from one of the states `from` to `to.state`, setting the other columns
 * given (an undefined value leaves its column alone), in one guarded UPDATE: false when the row
 * was not in `from` (a second tap, a race with the job), so every transition happens once.
 * Table and column names come from the repositories' own constants, never from input.
 */
export async function transitionRow(
  db: Database,
  table: string,
  id: string,
  from: readonly string[],
  to: { state: string } & Record<string, string | null | undefined>,
  now: string,
): Promise<boolean> {
  const sets = ['updated_at = ?'];
  const params: (string | null)[] = [now];
  for (const [column, value] of Object.entries(to)) {
    if (value === undefined) continue;
    sets.push(`${column} = ?`);
    params.push(value);
  }
  const placeholders = from.map(() => '?').join(', ');
  return (await db.run(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = ? AND state IN (${placeholders})`, [...params, id, ...from])).changes === 1;
}
