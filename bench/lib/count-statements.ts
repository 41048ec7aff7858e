// Loaded into a server process under measurement (`node --import tsx --import <this file>`; a
// cluster's workers inherit it): counts the statements the database adapter sends
// (server/db/database.ts publishes each one on its channel) and, on SIGUSR2, writes the count to
// `<JIGAP_BENCH_STATEMENTS_DIR>/<pid>.json` for the bench to read (bench/lib/statements.ts).
import { subscribe } from 'node:diagnostics_channel';
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.JIGAP_BENCH_STATEMENTS_DIR;
if (dir) {
  let statements = 0;
  let answered = 0;
  subscribe('jigap.db.statement', () => {
    statements += 1;
  });
  const write = () => {
    const file = join(dir, `${process.pid}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify({ statements, answered }));
    renameSync(`${file}.tmp`, file);
  };
  // Written at start too: the bench signals only processes that announced themselves (SIGUSR2
  // would end one that has no handler).
  write();
  process.on('SIGUSR2', () => {
    answered += 1;
    write();
  });
}
