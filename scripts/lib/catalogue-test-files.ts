import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

/** The folders whose test files `npm test` runs (vite.config.ts: the server and client projects). */
const TEST_ROOTS = ['server', 'src', 'widgets', 'shared', 'scripts', 'tests/unit'];
const TEST_FILE = /\.test\.tsx?$/;

/**
 * How a test file reads the certificate folders (certificates/), each a way the code offers:
 * the cases helper (server/test/certificate-cases.ts), the client's list of the folders
 * (`certificates` of src/forms/catalogue, or a glob of /certificates/), the catalogue's listings
 * and readers run on the catalogue (loadCatalogue() on its default folder, checkCatalogue,
 * listCertificateSlugs, readCertificateFolders), the folder's name as the code holds it
 * (DEFAULT_CATALOGUE_DIR, CATALOGUE_DIR), or its path written out ('certificates',
 * '../../certificates' — not tests/fixtures/certificates, which holds the fixtures).
 */
const READS_THE_FOLDERS: RegExp[] = [
  /from '[./]*(server\/)?test\/certificate-cases(\.ts)?'/,
  /import \{[^}]*\bcertificates\b[^}]*\} from '[./]*(forms\/)?catalogue'/,
  /import\.meta\.glob[^(]*\(\s*'\/certificates\//,
  /\bloadCatalogue\(\)/,
  /\b(checkCatalogue|listCertificateSlugs|readCertificateFolders)\(/,
  /\b(DEFAULT_)?CATALOGUE_DIR\b/,
  /(?<!fixtures['"]?,?\s*['"]?\/?)['"](\.\.\/)*certificates['"]/,
];

function testFilesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFilesUnder(full);
    return TEST_FILE.test(entry.name) ? [full] : [];
  });
}

/** Whether a test file's source reads the certificate folders (READS_THE_FOLDERS). */
export const readsCertificateFolders = (source: string): boolean => READS_THE_FOLDERS.some((pattern) => pattern.test(source));

/**
 * The test files of `npm test` that read the certificate folders, relative to the repository and
 * sorted: the ones a new folder can change the outcome of. Derived from the sources, not listed.
 */
export function catalogueTestFiles(root: string = REPO_ROOT): string[] {
  return TEST_ROOTS.flatMap((dir) => testFilesUnder(path.join(root, dir)))
    .filter((file) => readsCertificateFolders(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}
