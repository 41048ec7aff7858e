import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open-database.ts';
import { KeyFile } from '../../../server/encryption/key-file.ts';
import { personaNeedles, scanSqliteFile, secretNeedles } from '../../../server/test/at-rest-scan.ts';

/**
 * After every journey of the suite has run (this is the second group of vitest.e2e.config.ts), the
 * databases the journeys' servers left — a day's use of the wallet, the desk and the one-time links
 * in a few minutes — are read as someone who copied the files would read them.
 */
const KEPT = process.env.JIGAP_E2E_KEPT_DATABASES ?? '';

describe('the databases the journeys left, read without their key', () => {
  it('hold no persona’s resident number or address, no PDF (raw, decompressed or through a PDF reader) and no signing secret', async () => {
    const kept = existsSync(KEPT) ? readdirSync(KEPT) : [];
    // Run after the journeys: a scan of nothing proves nothing.
    expect(kept.length, `no databases in ${KEPT}: run the whole e2e suite (npm run test:e2e)`).toBeGreaterThan(0);
    const personas = personaNeedles();
    for (const name of kept) {
      const path = join(KEPT, name, 'data', 'jigap.db');
      const db = await openDatabase({ sqlitePath: path });
      try {
        // The signing secrets are what the key opens: looked for as they are, in the file that keeps them sealed.
        const needles = [...personas, ...(await secretNeedles(db, KeyFile.open(join(KEPT, name, 'key', 'master.key'))))];
        expect(await scanSqliteFile(path, db, needles), path).toEqual([]);
      } finally {
        await db.close();
      }
      rmSync(join(KEPT, name), { recursive: true, force: true });
    }
  }, 600_000);
});
