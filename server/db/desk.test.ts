import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { migrationSqlFor } from './migrate.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const deskRows = () =>
  t.app.db.all<{ distribution_id: string; organisation_id: string; state: string; sender_name: string; opened: number }>(
    `SELECT distribution_id, organisation_id, state, sender_name, CASE WHEN opened_at IS NULL THEN 0 ELSE 1 END AS opened
     FROM desk_submissions ORDER BY distribution_id`,
  );

it('migration 009 gives submissions made before the desk their desk rows: organisations only, opened when read or returned', async () => {
  const seeded = await deskRows();
  expect(seeded.map((row) => [row.distribution_id, row.state])).toEqual([
    ['seed-delivery-04', 'OPENED'],
    ['seed-delivery-05', 'RECEIVED'],
    ['seed-delivery-06', 'RECEIVED'],
    ['seed-delivery-07', 'OPENED'],
    ['seed-delivery-13', 'OPENED'],
  ]);
  const migration = readFileSync(join(import.meta.dirname, 'migrations', '009_org_desk.sql'), 'utf8');
  const backfill = migration.slice(migration.indexOf('INSERT INTO desk_submissions'));
  await t.app.db.run('DELETE FROM desk_submissions');
  await t.app.db.exec(migrationSqlFor(t.app.db.dialect, backfill));
  expect(await deskRows()).toEqual(seeded);
});
