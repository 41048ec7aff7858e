import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PDFSIG_MISSING =
  'pdfsig was not found on PATH: the tests check signatures with poppler\'s pdfsig. Install poppler-utils (apt-get install poppler-utils; brew install poppler) and run the tests again.';

/**
 * What Debian's pdfsig (poppler-utils) says of a file: a signature checker we did not write.
 * `password` opens an encrypted file (-upw). Certificates are not checked against a trust store
 * (-nocert): the demo CA is not in the machine's.
 */
export function pdfsig(bytes: Uint8Array, password?: string, command = 'pdfsig'): string {
  const dir = mkdtempSync(join(tmpdir(), 'jigap-pdfsig-'));
  const file = join(dir, 'document.pdf');
  writeFileSync(file, bytes);
  try {
    return execFileSync(command, ['-nocert', ...(password ? ['-upw', password] : []), file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    // Missing, it would read as an empty report, and a test would fail comparing it to nothing.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(PDFSIG_MISSING);
    return String((error as { stdout?: string }).stdout ?? error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
