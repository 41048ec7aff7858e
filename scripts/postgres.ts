// A throwaway PostgreSQL server from Debian's `postgresql` package (scripts/lib/postgres-server.ts).
//
//   npm run postgres                  start it, print its URLs, stop it on Ctrl-C
//   npm run postgres -- <command…>    run the command with JIGAP_DATABASE_URL (database `jigap`) and
//                                     JIGAP_TEST_DATABASE_URL (the server's maintenance database)
//                                     set, then stop it (also `tsx scripts/postgres.ts -- <command…>`)
import { spawn } from 'node:child_process';
import { startPostgres } from './lib/postgres-server.ts';

const args = process.argv.slice(2);
const command = args[0] === '--' ? args.slice(1) : args;

const server = await startPostgres();
const env = { JIGAP_DATABASE_URL: server.url, JIGAP_TEST_DATABASE_URL: server.adminUrl };

if (command.length === 0) {
  console.log(`PostgreSQL is running (its data goes when it stops: Ctrl-C).\n\n  JIGAP_DATABASE_URL=${env.JIGAP_DATABASE_URL}\n  JIGAP_TEST_DATABASE_URL=${env.JIGAP_TEST_DATABASE_URL}\n`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  setInterval(() => {}, 1 << 30);
} else {
  const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', env: { ...process.env, ...env } });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise<number>((resolve) => child.once('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0))));
  await server.stop();
  process.exit(code);
}
