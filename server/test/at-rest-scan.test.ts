import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { missingKinds, personaNeedles, pgDump, scanBlob, scanPgDump, scanSqliteFile, secretNeedles, type Needle } from './at-rest-scan.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { toClearDatabase } from './legacy-database.ts';
import { JONGNO_BRANCH } from '../desk/test-kit.ts';
import { answer, deskOf, holderBrowser, openRequest, present } from '../verifier/test-kit.ts';
import { testKeys, testSealer } from './test-databases.ts';

let t: TestApp;
let needles: Needle[];
beforeAll(async () => {
  t = await buildTestApp();
  const citizen = await t.login('citizen');
  const viewer = await t.call('GET', '/api/v2/inbox/seed-citizen-resident-copy/viewer', citizen);
  expect((await t.call('GET', viewer.json().result.url as string, citizen)).statusCode).toBe(200);
  // A presentation: the desk received the citizen's address, and keeps the key the answer was encrypted to.
  const holder = await holderBrowser(t);
  const request = await (await deskOf(t, JONGNO_BRANCH.name)).ask('address');
  const view = (await openRequest(t, holder, request.link)).json().result;
  expect((await answer(t, holder, view, await present(holder, view, [['person', 'address'], ['household', 'headName']]))).statusCode).toBe(200);
  needles = [...personaNeedles(), ...(await secretNeedles(t.app.db, testKeys()))];
  await t.app.close();
});
afterAll(async () => {
  await t.close();
});

/** The scan of the database as a copy of it would be read: the SQLite file, or a pg_dump. */
async function scan(db: Database): Promise<string[]> {
  if (t.databaseUrl) return scanPgDump(pgDump(t.databaseUrl), needles, 'the dump');
  return scanSqliteFile(t.dbPath, db, needles);
}

describe('the scan of a database at rest (server/test/at-rest-scan.ts)', () => {
  it('finds nothing in a database the server sealed, and everything in the same database in the clear: the residents’ numbers in a PDF’s text, the PDF itself, the signing secrets, what a presentation disclosed and the key it was encrypted to', async () => {
    const db = await t.openDatabase();
    const disclosed = async () => scanBlob(Buffer.from((await db.get<{ claims: string }>('SELECT claims FROM presentation_results'))!.claims), needles, 'presentation_results.claims');
    try {
      expect(needles.map((needle) => needle.label)).toEqual(
        expect.arrayContaining(['resident number 980315-1234567', 'secret document-links', 'private key of root', expect.stringMatching(/^response key of pr_/)]),
      );
      expect(await scan(db)).toEqual([]);
      expect(await disclosed()).toEqual([]);
      await toClearDatabase(db, await testSealer(db));
      expect(await disclosed()).toContain('address 서울특별시 종로구 율곡로 190, 101동 1502호 (원남동, 지갑아파트) in presentation_results.claims');
      const findings = await scan(db);
      expect(findings).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^a PDF header in /),
          expect.stringMatching(/^resident number 980315-1234567 in the PDF text of /),
          expect.stringMatching(/^address 서울특별시 종로구 율곡로 190, 101동 1502호 \(원남동, 지갑아파트\) in the PDF text of /),
          expect.stringMatching(/^secret document-links in /),
          expect.stringMatching(/^private key of root in /),
          expect.stringMatching(/^response key of pr_[0-9a-f]+ in /),
        ]),
      );
    } finally {
      await db.close();
    }
  });

  it('names each sealed kind of which the database holds no value (a scan of it would pass without reading one)', async () => {
    const db = await t.openDatabase();
    try {
      // No desk opened a submission and no one made a once link here; a desk received a presentation.
      expect(await missingKinds(db)).toEqual(expect.arrayContaining(['desk_files.pdf', 'once_links.pin_hash']));
      expect(await missingKinds(db)).not.toContain('presentation_results.claims');
      await db.run('DELETE FROM presentation_results');
      expect(await missingKinds(db)).toContain('presentation_results.claims');
    } finally {
      await db.close();
    }
  });

  it('finds a resident number a JWT or an SD-JWT disclosure carries in base64url, at any alignment', async () => {
    for (const prefix of ['', 'a', 'ab']) {
      const disclosure = Buffer.from(JSON.stringify([`${prefix}salt`, 'rrn', '980315-1234567'])).toString('base64url');
      expect(await scanBlob(Buffer.from(`eyJhbGciOiJFUzI1NiJ9.x~${disclosure}~`), needles, 'a credential')).toContain('resident number 980315-1234567 in a credential');
    }
  });
});
