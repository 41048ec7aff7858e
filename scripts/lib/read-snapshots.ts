import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { CertificateSnapshot } from './cert-diff.ts';

const FILES = { manifest: 'certificate.json', schema: 'schema.json', uiSchema: 'ui.json' } as const;

function parse(text: string | undefined, where: string): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`${where} is not valid JSON: ${(error as Error).message}`);
  }
}

/** The certificate folders of the working tree. */
export function readWorkingTree(catalogueDir: string): Map<string, CertificateSnapshot> {
  const out = new Map<string, CertificateSnapshot>();
  if (!fs.existsSync(catalogueDir)) return out;
  for (const d of fs.readdirSync(catalogueDir, { withFileTypes: true })) {
    if (!d.isDirectory() || d.name.startsWith('.') || d.name.startsWith('_')) continue;
    const snap: CertificateSnapshot = {};
    for (const [key, file] of Object.entries(FILES) as [keyof typeof FILES, string][]) {
      const full = path.join(catalogueDir, d.name, file);
      snap[key] = parse(fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined, full);
    }
    out.set(d.name, snap);
  }
  return out;
}

/** The certificate folders as committed at a git ref (read-only git plumbing; the index is untouched). */
export function readGitRef(repoRoot: string, ref: string, catalogue = 'certificates'): Map<string, CertificateSnapshot> {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    throw new Error(`unknown git ref "${ref}"`);
  }
  const listed = git('ls-tree', '-r', '--name-only', ref, '--', `${catalogue}/`).split('\n').filter(Boolean);
  const out = new Map<string, CertificateSnapshot>();
  for (const file of listed) {
    const [, slug, name, ...rest] = file.split('/');
    if (!slug || !name || rest.length) continue;
    const key = (Object.keys(FILES) as (keyof typeof FILES)[]).find((k) => FILES[k] === name);
    if (!key) continue;
    const snap = out.get(slug) ?? {};
    snap[key] = parse(git('show', `${ref}:${file}`), `${ref}:${file}`);
    out.set(slug, snap);
  }
  return out;
}
