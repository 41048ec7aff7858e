import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCertificateSlugs, readCertificateFolder, type CertificateManifest } from '../../server/catalogue/index.ts';
import { personas } from '../../server/personas.ts';
import { recordOf, sharedFacts, type AgencyFacts } from '../../server/sim/agency-records/index.ts';
import { datesIn } from '../../server/sim/agency-records/world-rules.ts';
import { catalogueTestFiles, readsCertificateFolders } from './catalogue-test-files.ts';
import { CATALOGUE_DIR, FIXTURES_DIR, REPO_ROOT } from './paths.ts';

/**
 * A new certificate folder passes the whole suite, not only cert:check. Three folders no other
 * test names — a CHANNELING one, an EXTERNAL_CHANNELING one with a site of its own, a NORMAL one
 * with a table and a date older than its holder (tests/fixtures/certificates: the fixtures only
 * this test reads) — are copied into a copy of the tree; there `cert:check` passes, then the test
 * suite with CI=true, and `git status` shows nothing outside the three folders.
 *
 * Which tests run in the copy. The README's test command, `npm test`, is the typecheck, the lint
 * and every test file; it takes about six minutes on CI, and running it again inside a test would
 * cost as much. A folder is JSON: the typecheck and the lint read none of it, and the only test
 * files whose outcome a new folder can change are the ones that read the certificate folders —
 * the catalogue, the documents (each certificate issued, signed, read back; the recorded readings),
 * the demo world, the fixtures, the forms' rendering and validation, the lists built from the
 * folders. Every other test file names the certificates it uses, and a folder beside them changes
 * none of theirs (the server those tests build loads the whole catalogue, which cert:check holds to
 * everything loading needs). So the copy runs cert:check and exactly those files, derived from the
 * test sources (catalogue-test-files.ts: the ways the code offers to read the folders), not listed.
 */

const temps: string[] = [];
afterAll(() => temps.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Every test file of the tree (the suite's, the end-to-end journeys', the scale tests'), by its path. */
function testSources(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(test|spec)\.tsx?$/.test(entry.name)) files.set(path.relative(root, full), fs.readFileSync(full, 'utf8'));
    }
  };
  for (const dir of ['server', 'src', 'widgets', 'shared', 'scripts', 'tests', 'bench']) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return files;
}

const THIS_FILE = path.relative(REPO_ROOT, new URL(import.meta.url).pathname);
/** The fixtures no test but this one names: the new folders. */
const newFolders = (() => {
  const sources = [...testSources(REPO_ROOT)].filter(([file]) => file !== THIS_FILE).map(([, text]) => text);
  return listCertificateSlugs(FIXTURES_DIR).filter((slug) => !sources.some((text) => text.includes(slug)));
})();
const folderOf = (slug: string) => readCertificateFolder(FIXTURES_DIR, slug);
const manifestOf = (slug: string) => folderOf(slug).files.manifest as unknown as CertificateManifest;

/** The tree as a maintainer has it — every file git knows of, committed or new, and the generated API types — with the installed packages. */
function copyOfTheTree(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'jigap-new-folders-'));
  temps.push(copy);
  const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\0');
  for (const file of files.filter((f) => f && fs.existsSync(path.join(REPO_ROOT, f)))) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.cpSync(path.join(REPO_ROOT, file), path.join(copy, file));
  }
  fs.cpSync(path.join(REPO_ROOT, 'contracts/generated'), path.join(copy, 'contracts/generated'), { recursive: true });
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(copy, 'node_modules'));
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: copy, stdio: 'pipe' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'the tree');
  return copy;
}

/** The environment of a command a maintainer runs: CI's, not this test runner's own. */
const ciEnvironment = () => Object.fromEntries([...Object.entries(process.env).filter(([key]) => !/^(VITEST|TEST$|NODE_OPTIONS$)/.test(key)), ['CI', 'true']]);

describe('the new folders', () => {
  it('are three fixtures no other test names: a CHANNELING one, an EXTERNAL_CHANNELING one with a site of its own, a NORMAL one with a table and a date older than its holder', () => {
    expect(newFolders).toHaveLength(3);
    const byType = (type: string) => newFolders.filter((slug) => manifestOf(slug).applicationType === type);
    expect(byType('CHANNELING')).toHaveLength(1);
    const [external] = byType('EXTERNAL_CHANNELING');
    const catalogueSites = listCertificateSlugs(CATALOGUE_DIR).map((slug) => (readCertificateFolder(CATALOGUE_DIR, slug).files.manifest as unknown as CertificateManifest).site?.name);
    expect(manifestOf(external!).site?.name).toBeDefined();
    expect(catalogueSites).not.toContain(manifestOf(external!).site!.name);
    const [normal] = byType('NORMAL');
    const { layout, agency } = folderOf(normal!).files;
    expect((layout!.sections as { type: string }[]).some((section) => section.type === 'table')).toBe(true);
    const holder = personas.find((p) => p.id === 'citizen')!;
    const record = recordOf([sharedFacts(), { name: normal!, facts: agency as unknown as AgencyFacts }], { userId: holder.id, holderName: holder.name, form: {} }) as { person: { birthDate: string } };
    const own = recordOf([{ name: normal!, facts: agency as unknown as AgencyFacts }], { userId: holder.id, holderName: holder.name, form: {} });
    expect(datesIn(own).some(({ date }) => date < record.person.birthDate)).toBe(true);
  });
});

describe('three new folders in a copy of the tree pass cert:check and the suite, and change nothing else', () => {
  let copy: string;
  let report: { success: boolean; testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string }[] }[] };
  let suite: ReturnType<typeof spawnSync>;
  let files: string[];

  beforeAll(() => {
    copy = copyOfTheTree();
    for (const slug of newFolders) fs.cpSync(path.join(FIXTURES_DIR, slug), path.join(copy, 'certificates', slug), { recursive: true });
  }, 120_000);

  it('cert:check passes on the copy', { timeout: 120_000 }, () => {
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/cert-check.ts'], { cwd: copy, encoding: 'utf8', env: ciEnvironment() });
    expect(check.stdout + check.stderr).toMatch(new RegExp(`^✓ ${listCertificateSlugs(CATALOGUE_DIR).length + newFolders.length} certificates`, 'm'));
    expect(check.status).toBe(0);
  });

  it('the test files that read the certificate folders are derived from the sources: every way of reading them is in use, the families are there, the rest read none', () => {
    files = catalogueTestFiles(copy);
    const sources = testSources(copy);
    for (const [file, text] of sources) if (/\.test\.tsx?$/.test(file) && !file.startsWith('tests/e2e') && !file.startsWith('tests/scale')) expect(files.includes(file), file).toBe(readsCertificateFolders(text));
    for (const family of [/catalogue\.test/, /documents\.test/, /documents-as-recorded\.test/, /demo-world\.test/, /fixture-certificate/, /certificate-form\.test/, /check-certificates\.test/]) {
      expect(files.some((file) => family.test(file)), String(family)).toBe(true);
    }
    // This test reads them too, and runs the others: not itself.
    expect(files).toContain(THIS_FILE);
  });

  // Minutes: the certificate tests of the whole catalogue once more (every document drawn, every form rendered).
  it('with CI=true, those files pass on the copy, each new folder getting its own cases', { timeout: 900_000 }, () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jigap-new-folders-report-')), 'report.json');
    temps.push(path.dirname(out));
    const run = files.filter((file) => file !== THIS_FILE);
    suite = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server', '--project', 'client', '--reporter=json', `--outputFile=${out}`, ...run], {
      cwd: copy,
      encoding: 'utf8',
      env: ciEnvironment(),
      maxBuffer: 256 * 1024 * 1024,
    });
    report = JSON.parse(fs.readFileSync(out, 'utf8')) as typeof report;
    // A file that fails to load has no failed test of its own: its message says why.
    const failed = report.testResults
      .filter((file) => file.status !== 'passed')
      .flatMap((file) => {
        const tests = file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${path.basename(file.name)}: ${test.fullName}`);
        return tests.length ? tests : [`${path.basename(file.name)}: ${file.message ?? file.status}`];
      });
    expect(failed, String(suite.stderr).slice(-4000)).toEqual([]);
    expect(suite.status, String(suite.stderr).slice(-4000)).toBe(0);
    expect(report.testResults.map((file) => path.relative(fs.realpathSync(copy), fs.realpathSync(file.name))).sort()).toEqual([...run].sort());
    const names = report.testResults.flatMap((file) => file.assertionResults.map((test) => test.fullName));
    for (const slug of newFolders) expect(names.filter((name) => name.includes(slug)).length, slug).toBeGreaterThan(5);
  });

  it('git status shows nothing outside the three folders', () => {
    const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=normal'], { cwd: copy, encoding: 'utf8' });
    expect(status.split('\n').filter(Boolean).sort()).toEqual(newFolders.map((slug) => `?? certificates/${slug}/`).sort());
  });
});
