// `npm run restore -- <file>`: brings a backup of `npm run backup` back into the database the server
// is configured with (JIGAP_DB, which must not exist yet; or JIGAP_DATABASE_URL, an empty database),
// only when the master key file (JIGAP_MASTER_KEY_FILE) opens it (docs/keys.md, "Backups").
import { resolve } from 'node:path';
import { restore } from '../server/db/backup.ts';
import { databaseFromEnvironment } from '../server/db/open-database.ts';
import { keyProblemMessage, keysFromEnvironment } from '../server/encryption/master-key.ts';

const database = databaseFromEnvironment(process.env);
const file = process.argv[2];

async function main(): Promise<void> {
  if (!file) throw new Error('name the backup to restore: npm run restore -- <file>');
  const keys = keysFromEnvironment(process.env, {
    create: false,
    dataDir: database.dataDir,
    say: (message) => console.log(`[restore] ${message}`),
  });
  const restored = await restore(resolve(file), database, keys);
  console.log(`[restore] restored ${file} into ${database.url ? 'the PostgreSQL database' : database.sqlitePath}: ${restored.dataKeys} data keys, wrapped by ${restored.keys.join(', ')}, open with ${keys.description}`);
}

main().catch((error: unknown) => {
  console.error(`[restore] ${keyProblemMessage(error) ?? (error instanceof Error ? error.message : String(error))}`);
  process.exit(1);
});
