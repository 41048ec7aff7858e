// `npm run backup [-- <file>]`: a consistent snapshot of the server's database, as it is stored —
// sealed (docs/keys.md, "Backups"). SQLite (JIGAP_DB): the online backup API, while the server runs;
// PostgreSQL (JIGAP_DATABASE_URL): pg_dump's custom format. The backup holds no key: restoring it
// needs the master key file whose keys it names, kept apart from the backups.
import { resolve } from 'node:path';
import { backup } from '../server/db/backup.ts';
import { databaseFromEnvironment } from '../server/db/open-database.ts';

const database = databaseFromEnvironment(process.env);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = resolve(process.argv[2] ?? `./backups/jigap-${stamp}.${database.url ? 'dump' : 'db'}`);

backup(database, file).then(
  ({ keys }) => {
    console.log(`[backup] wrote ${file}`);
    console.log(`[backup] it is sealed: it opens only with the key-encryption key(s) ${keys.join(', ') || '(none yet)'} — keep a copy of the master key file that holds them apart from the backups, as long as the backups are kept (also after a rotation retires them)`);
  },
  (error: unknown) => {
    console.error(`[backup] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
