import { describe, expect, it } from 'vitest';
import { personaNeedles } from '../../../server/test/at-rest-scan.ts';
import { backendsInUse } from '../databases';
import { keptDatabases, kindsMissingOn } from './kept-databases-read';

/**
 * After every journey of the suite has run (this is the second group of vitest.e2e.config.ts), the
 * databases the journeys' servers left — a day's use of the wallet, the desk and the one-time links
 * in a few minutes, on SQLite and on PostgreSQL — are read as someone who copied them would read
 * them: the SQLite file, a pg_dump.
 */
const kept = keptDatabases();

describe('the databases the journeys left, read without their key', () => {
  it('hold, on each database the journeys ran on, a value of every sealed kind: the scan below reads each kind on both', async () => {
    // Run after the journeys: a scan of nothing proves nothing.
    expect(kept.length, 'no databases kept: run the whole e2e suite (npm run test:e2e)').toBeGreaterThan(0);
    const backends = backendsInUse();
    expect(await kindsMissingOn(kept, backends), 'sealed kinds of which no journey on that database left a value').toEqual(Object.fromEntries(backends.map((backend) => [backend, []])));
  });

  it('hold no persona’s resident number or address, no PDF (raw, decompressed or through a PDF reader) and no signing secret', async () => {
    const personas = personaNeedles();
    for (const database of kept) {
      expect(await database.scan(personas), database.name).toEqual([]);
      database.remove();
    }
  }, 600_000);
});
