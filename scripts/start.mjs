#!/usr/bin/env node
// `npm start`: builds what is missing (API types, the client), then serves everything with the
// reference server on http://localhost:$PORT (default 8080), SQLite at $JIGAP_DB.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ['src', 'shared', 'widgets', 'certificates', 'schemas', 'contracts', 'public', 'index.html'].filter(existsSync);
// The client and the server's renderer of signed-in pages (dist-server/) build together.
const builtAt = existsSync('dist/index.html') && existsSync('dist-server/page-render.js') ? statSync('dist/index.html').mtimeMs : 0;
const changedAt = Math.max(...sources.map((path) => (statSync(path).isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)));

if (!builtAt || changedAt > builtAt) {
  console.log('[jigap] building the client…');
  run('npm', ['run', 'build']);
}

// The server's V8 settings (server/node-flags.json, docs/operations.md): a young generation sized
// for a server's allocation rate, so that the collector stops requests in flight less often.
const nodeFlags = JSON.parse(readFileSync('server/node-flags.json', 'utf8'));
// --create-master-key: the first start makes the key file the data is sealed under (server/encryption/master-key.ts).
const server = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'server/main.ts', '--create-master-key'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
