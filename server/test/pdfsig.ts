import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What Debian's pdfsig (poppler-utils) says of a file: a signature checker we did not write.
 * `password` opens an encrypted file (-upw). Certificates are not checked against a trust store
 * (-nocert): the demo CA is not in the machine's.
 */
export function pdfsig(bytes: Uint8Array, password?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'jigap-pdfsig-'));
  const file = join(dir, 'document.pdf');
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdfsig', ['-nocert', ...(password ? ['-upw', password] : []), file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
