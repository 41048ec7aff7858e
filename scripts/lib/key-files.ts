// A master key file of its own for each server a test, the bench or a tool starts (never the
// project's keys/master.key): made in a new temp folder, apart from the server's data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKeyFile } from '../../server/encryption/key-file.ts';

export interface TemporaryKeyFile {
  path: string;
  /** The environment a server takes it from. */
  env: { JIGAP_MASTER_KEY_FILE: string };
  remove(): void;
}

export function temporaryKeyFile(): TemporaryKeyFile {
  const dir = mkdtempSync(join(tmpdir(), 'jigap-keys-'));
  const path = join(dir, 'master.key');
  createKeyFile(path);
  return { path, env: { JIGAP_MASTER_KEY_FILE: path }, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
