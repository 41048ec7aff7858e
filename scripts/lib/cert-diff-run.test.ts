import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormImages } from './cert-diff.ts';
import { runCertDiff } from './cert-diff-run.ts';
import { CATALOGUE_DIR } from './paths.ts';
import type { VisualDiffOptions } from './visual-diff.ts';

// A reviewer reads cert:check's verdict on each changed folder before anything else: a change that
// adds a required field but forgets ui:order (RJSF would draw its red "uiSchema order list does
// not contain property" error) is refused at the top of its section, above the pictures. The
// repository is a throwaway copy of the catalogue; the pictures' drawing (Chromium, pdftoppm) is
// tests/e2e/cert-diff-visual.spec.ts's, here a drawer that names the files it would write.

let repo: string;
let catalogueDir: string;
beforeAll(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'jigap-diff-check-'));
  catalogueDir = path.join(repo, 'certificates');
  fs.cpSync(CATALOGUE_DIR, catalogueDir, { recursive: true });
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: repo, stdio: 'pipe' });
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'catalogue');
  // national-tax-paid gains a required field its ui:order forgets; disability only relabels a field.
  const edit = (file: string, change: (json: Record<string, any>) => void) => { // eslint-disable-line @typescript-eslint/no-explicit-any -- test edits of arbitrary JSON
    const full = path.join(catalogueDir, file);
    const json = JSON.parse(fs.readFileSync(full, 'utf8'));
    change(json);
    fs.writeFileSync(full, JSON.stringify(json, null, 2));
  };
  edit('national-tax-paid/schema.json', (schema) => {
    schema.properties['제출기관'] = { type: 'string', title: '제출기관', maxLength: 100 };
    schema.required.push('제출기관');
  });
  edit('disability/schema.json', (schema) => {
    const key = Object.keys(schema.properties)[0]!;
    schema.properties[key].title = `${schema.properties[key].title}(변경)`;
  });
}, 60_000);
afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

const drawn: VisualDiffOptions[] = [];
const namingDrawer = async (options: VisualDiffOptions) => {
  drawn.push(options);
  return new Map<string, FormImages>(options.slugs.map((slug) => [slug, { before: `${slug}.before.png`, after: `${slug}.after.png`, documentBefore: `${slug}.document.before.png`, documentAfter: `${slug}.document.after.png` }]));
};
const sectionOf = (markdown: string, slug: string) => markdown.split('\n### ').find((section) => section.includes(`(\`${slug}\``))!;

describe('cert:diff leads with cert:check’s findings for each changed folder', () => {
  // cert:check of a whole catalogue, as the command runs it: seconds, more on a busy machine.
  it('--visual: the refusal of a folder cert:check refuses comes above what changed and above its pictures', { timeout: 120_000 }, async () => {
    const outDir = path.join(repo, 'out');
    const { markdown } = await runCertDiff({ catalogueDir, ref: 'HEAD', visual: true, outDir, draw: namingDrawer });
    expect(drawn.map((options) => options.slugs)).toEqual([['disability', 'national-tax-paid']]);
    expect(fs.readFileSync(path.join(outDir, 'cert-diff.md'), 'utf8')).toBe(markdown);
    expect(markdown.split('\n\n')[1]).toBe('❌ `npm run cert:check` refuses 1 changed folder(s): `national-tax-paid`.');
    const refused = sectionOf(markdown, 'national-tax-paid');
    const verdict = refused.indexOf('> ❌ **`npm run cert:check` refuses this folder**');
    const problem = refused.indexOf('> - certificates/national-tax-paid/ui.json ui:order: "제출기관" is missing (RJSF refuses to render the form)');
    const change = refused.indexOf('➕ Field **제출기관** (`제출기관`) added');
    const pictures = refused.indexOf('| ![Form, HEAD](national-tax-paid.before.png)');
    expect([verdict, problem, change, pictures].every((at) => at > 0), refused).toBe(true);
    expect(verdict < problem && problem < change && change < pictures).toBe(true);
    const accepted = sectionOf(markdown, 'disability');
    expect(accepted.indexOf('> ✅ `npm run cert:check` accepts this folder.')).toBeLessThan(accepted.indexOf('✏️ Label of'));
  });

  it('without --visual: the same verdicts lead the markdown, and nothing is drawn', { timeout: 120_000 }, async () => {
    const before = drawn.length;
    const { markdown, images } = await runCertDiff({ catalogueDir, ref: 'HEAD', outDir: path.join(repo, 'unused'), draw: namingDrawer });
    expect(drawn.length).toBe(before);
    expect(images.size).toBe(0);
    expect(sectionOf(markdown, 'national-tax-paid')).toMatch(/^[^\n]+\n\n> ❌ \*\*`npm run cert:check` refuses this folder\*\* \(2 problem\(s\)\)/);
    expect(fs.existsSync(path.join(repo, 'unused'))).toBe(false);
  });
});
