import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { formatProblem, listCertificateSlugs, parseCertificateFolder, readCertificateFolder, type RawCertificateFolder } from '../../server/catalogue/index.ts';
import type { CertificateSnapshot } from './cert-diff.ts';

/** What cert:diff compares of a folder read by the catalogue's one reader; a file that is not JSON stops it. */
function snapshotOf(folder: RawCertificateFolder): CertificateSnapshot {
  const unreadable = folder.problems.find((p) => p.message !== 'file is missing');
  if (unreadable) throw new Error(formatProblem(unreadable));
  const { manifest, schema, uiSchema, layout } = folder.files;
  return { manifest, schema, uiSchema, layout };
}

/** The certificate folders of the working tree. */
export function readWorkingTree(catalogueDir: string): Map<string, CertificateSnapshot> {
  return new Map(listCertificateSlugs(catalogueDir).map((slug) => [slug, snapshotOf(readCertificateFolder(catalogueDir, slug))]));
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
  const listed = new Set(git('ls-tree', '-r', '--name-only', ref, '--', `${catalogue}/`).split('\n').filter(Boolean));
  const slugs = new Set([...listed].map((file) => file.split('/')).filter((parts) => parts.length === 3).map((parts) => parts[1]!));
  return new Map(
    [...slugs].sort().map((slug) => {
      const at = `${catalogue}/${slug}`;
      return [slug, snapshotOf(parseCertificateFolder(slug, `${ref}:${at}`, (file) => (listed.has(`${at}/${file}`) ? git('show', `${ref}:${at}/${file}`) : undefined)))];
    }),
  );
}
