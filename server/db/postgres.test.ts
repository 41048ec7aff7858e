import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testPostgresUrl } from '../test/test-databases.ts';
import { openPostgres } from './postgres.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

// PostgreSQL only (npm run test:pg): the server's side of a connection ended under the adapter.
describe.skipIf(!testPostgresUrl)('PostgreSQL: a connection ended by the server', () => {
  it('while a transaction holds it between two statements: the transaction fails as an outage, and the process lives on (no unhandled error event)', async () => {
    const db = await openPostgres(testPostgresUrl!, { poolSize: 2 });
    const admin = new pg.Client({ connectionString: testPostgresUrl });
    await admin.connect();
    try {
      const failure = await db
        .transaction(async () => {
          const { pid } = (await db.get<{ pid: number }>('SELECT pg_backend_pid() AS pid'))!;
          await admin.query('SELECT pg_terminate_backend($1)', [pid]);
          // The server's 57P01 reaches the idle connection as an 'error' event, between statements.
          await new Promise((resolve) => setTimeout(resolve, 200));
          await db.get('SELECT 1');
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // The server is there: the check that failure started passes, and the next statement is served.
      expect(db.availability?.up).toBe(true);
      expect(await db.get<{ one: number }>('SELECT 1 AS one')).toEqual({ one: 1 });
    } finally {
      await admin.end();
      await db.close();
    }
  });
});
