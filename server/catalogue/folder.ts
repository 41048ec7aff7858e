import fs from 'node:fs';
import path from 'node:path';
import type { CatalogueProblem } from './types.ts';

/** The files of a certificate folder (DESIGN.md §2, certificates/README.md). */
export const CERTIFICATE_FILES = {
  manifest: 'certificate.json',
  schema: 'schema.json',
  uiSchema: 'ui.json',
  sample: 'sample.json',
  layout: 'document.json',
  agency: 'agency.json',
  credential: 'credential.json',
} as const;
export type CertificateFileKey = keyof typeof CERTIFICATE_FILES;

/**
 * Files a folder may leave out: without document.json the document is the default layout (which
 * `cert:check` refuses), without agency.json it reads the shared facts alone, without
 * credential.json its credential holds every fact the document prints (server/credentials).
 */
export const OPTIONAL_FILES: ReadonlySet<CertificateFileKey> = new Set(['layout', 'agency', 'credential']);

/** A folder's name is its slug: letters, digits, `-` and `_`, not starting with `_` (a fixture) or `.`. */
export const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export interface RawCertificateFolder {
  slug: string;
  dir: string;
  /** Each file's JSON object, when it is one. */
  files: Partial<Record<CertificateFileKey, Record<string, unknown>>>;
  /** Each file's text, as stored (the dev server embeds schema.json as written). */
  texts: Partial<Record<CertificateFileKey, string>>;
  problems: CatalogueProblem[];
}

/** One file's text made a JSON object, or why it is not one. */
export function parseJsonObject(text: string): { value: Record<string, unknown> } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: `not valid JSON: ${(error as Error).message}` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { problem: 'must be a JSON object' };
  return { value: value as Record<string, unknown> };
}

/** One file of a certificate folder on disk: its JSON object and text, or why it is not one. */
export function readCertificateFile(folder: string, file: string): { value?: Record<string, unknown>; text?: string; problem?: string } {
  const full = path.join(folder, file);
  if (!fs.existsSync(full)) return { problem: 'file is missing' };
  const text = fs.readFileSync(full, 'utf8');
  return { text, ...parseJsonObject(text) };
}

/**
 * A certificate folder's files, from wherever they are kept (`read` answers a file's text, or
 * undefined when there is none): the disk (readCertificateFolder), a git ref (cert:diff).
 */
export function parseCertificateFolder(slug: string, dir: string, read: (file: string) => string | undefined): RawCertificateFolder {
  const folder: RawCertificateFolder = { slug, dir, files: {}, texts: {}, problems: [] };
  for (const [key, file] of Object.entries(CERTIFICATE_FILES) as [CertificateFileKey, string][]) {
    const text = read(file);
    if (text === undefined) {
      if (!OPTIONAL_FILES.has(key)) folder.problems.push({ slug, file, message: 'file is missing' });
      continue;
    }
    folder.texts[key] = text;
    const parsed = parseJsonObject(text);
    if ('value' in parsed) folder.files[key] = parsed.value;
    else folder.problems.push({ slug, file, message: parsed.problem });
  }
  return folder;
}

/** The problems that stop a certificate's form; a broken document.json or agency.json stops only its issued document. */
export const formProblems = (folder: RawCertificateFolder): CatalogueProblem[] =>
  folder.problems.filter((p) => ![...OPTIONAL_FILES].some((key) => CERTIFICATE_FILES[key] === p.file));

/** Reads one certificate folder of a catalogue directory. */
export function readCertificateFolder(dir: string, slug: string): RawCertificateFolder {
  const folder = path.join(dir, slug);
  return parseCertificateFolder(slug, folder, (file) => {
    const full = path.join(folder, file);
    return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
  });
}

/** The folders of a catalogue directory: every folder is a certificate (no list anywhere). */
export function listCertificateSlugs(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && SLUG.test(d.name))
    .map((d) => d.name)
    .sort();
}

/** Every folder of a catalogue directory, read. */
export const readCertificateFolders = (dir: string): RawCertificateFolder[] =>
  listCertificateSlugs(dir).map((slug) => readCertificateFolder(dir, slug));

/** `certificates/<slug>/<file> <field>: message` (a file of no folder, such as the shared facts, by its path): how every tool names a problem. */
export function formatProblem(p: CatalogueProblem): string {
  return `${p.slug ? `certificates/${p.slug}/` : ''}${p.file}${p.field ? ` ${p.field}` : ''}: ${p.message}`;
}
