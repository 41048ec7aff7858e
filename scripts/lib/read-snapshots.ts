import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { CertificateSnapshot } from './cert-diff.ts';

const FILES = { manifest: 'certificate.json', schema: 'schema.json', uiSchema: 'ui.json', layout: 'document.json' } as const;

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

const gitIn =
  (repoRoot: string) =>
  (...args: string[]) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });

function verifyRef(git: ReturnType<typeof gitIn>, ref: string): void {
  try {
    git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    throw new Error(`unknown git ref "${ref}"`);
  }
}

/** The git work tree a catalogue folder is in, and the folder's path inside it (for `--dir`). */
export function locateCatalogue(catalogueDir: string): { repoRoot: string; catalogue: string } {
  const repoRoot = gitIn(catalogueDir)('rev-parse', '--show-toplevel').trim();
  return { repoRoot, catalogue: path.relative(repoRoot, path.resolve(catalogueDir)).split(path.sep).join('/') };
}

/** Writes every file of one certificate folder as committed at `ref` into `to` (nothing when the folder is not there). */
export function writeFolderAtRef(repoRoot: string, ref: string, catalogue: string, slug: string, to: string): boolean {
  const git = gitIn(repoRoot);
  verifyRef(git, ref);
  const files = git('ls-tree', '-r', '--name-only', ref, '--', `${catalogue}/${slug}/`).split('\n').filter(Boolean);
  for (const file of files) {
    const target = path.join(to, path.relative(`${catalogue}/${slug}`, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, execFileSync('git', ['show', `${ref}:${file}`], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] }));
  }
  return files.length > 0;
}

/** The certificate folders as committed at a git ref (read-only git plumbing; the index is untouched). */
export function readGitRef(repoRoot: string, ref: string, catalogue = 'certificates'): Map<string, CertificateSnapshot> {
  const git = gitIn(repoRoot);
  verifyRef(git, ref);
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
