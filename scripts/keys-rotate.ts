// `npm run keys:rotate`: a new key-encryption key, and every data key re-wrapped under it, while the
// servers run (docs/keys.md). The database and the key file are the server's: JIGAP_DATABASE_URL or
// JIGAP_DB, and JIGAP_MASTER_KEY_FILE.
//
//   npm run keys:rotate                 rotate (or finish a rotation that was interrupted), then say whether it is done
//   npm run keys:rotate -- --prepare    (key file, servers on several machines) add the next key, not current yet: copy the file to every machine, then rotate
//   npm run keys:rotate -- --retire     forget the keys no data key is wrapped by any more (after a rotation is done)
//   npm run keys:rotate -- --status     say which keys wrap how many data keys, and how many values are still clear
import { databaseFromEnvironment, openDatabase } from '../server/db/open-database.ts';
import { clearValuesLeft } from '../server/encryption/clear-values.ts';
import { DataKeys } from '../server/encryption/data-keys.ts';
import { KeyFile } from '../server/encryption/key-file.ts';
import { keyProblemMessage, keysFromEnvironment } from '../server/encryption/master-key.ts';
import { retireUnusedKeys, rotateKeys } from '../server/encryption/rotation.ts';

const args = process.argv.slice(2);
const database = databaseFromEnvironment(process.env);
const say = (message: string) => console.log(`[keys] ${message}`);

async function main(): Promise<void> {
  const keys = keysFromEnvironment(process.env, {
    create: false,
    dataDir: database.dataDir,
    say,
  });
  const db = await openDatabase(database);
  try {
    // The same check as a server's start: every key the data keys are wrapped by is held and opens them.
    const { dataKeys, kekIds } = await new DataKeys(db, keys).check();
    if (args.includes('--status')) {
      say(`${dataKeys} data keys, wrapped by ${kekIds.join(', ') || 'no key yet'}; the current key is ${await keys.currentId()}; ${await clearValuesLeft(db)} values still clear`);
      return;
    }
    if (args.includes('--prepare')) {
      if (!(keys instanceof KeyFile)) throw new Error(`--prepare is for a key file: ${keys.description} is shared by every process already`);
      say(`${await keys.prepare()} is ready in ${keys.path}: copy the file to every machine the servers run on, then run npm run keys:rotate`);
      return;
    }
    if (args.includes('--retire')) {
      const { retired, inUse } = await retireUnusedKeys(db, keys);
      say(retired.length > 0 ? `retired ${retired.join(', ')}; ${keys.description} now holds ${inUse.join(', ')}` : `nothing to retire: every key held wraps data keys (${inUse.join(', ')})`);
      return;
    }
    const before = await keys.currentId();
    const progress = await rotateKeys(db, keys, { onBatch: (count) => say(`re-wrapped ${count} data keys`) });
    say(progress.made ? `made ${progress.made} the current key (it was ${before})` : `finished the rotation to ${progress.current} that was under way`);
    say(`done: every data key (${dataKeys}) is wrapped by ${progress.current} (${progress.rewrapped} re-wrapped now). The key(s) it replaced can be retired: npm run keys:rotate -- --retire`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[keys] ${keyProblemMessage(error) ?? (error instanceof Error ? (error.stack ?? error.message) : String(error))}`);
  process.exit(1);
});
