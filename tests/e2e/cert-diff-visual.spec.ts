import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run cert:diff -- --visual`: reviewers see the form a citizen will see before
 * and after a change, and the document it issues. A throwaway git repository holds the fixture
 * certificate; its working tree changes a label, adds a help text and renames the document's
 * title; the command draws both versions of the form in Chromium and of the document with pdftoppm.
 */
const FIXTURE = join(process.cwd(), 'tests', 'fixtures', 'certificates', 'pet-registration');

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (file: Buffer) => ({ width: file.readUInt32BE(16), height: file.readUInt32BE(20) });

describe('cert:diff --visual', () => {
  const root = mkdtempSync(join(tmpdir(), 'jigap-cert-diff-visual-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes the images of a changed form and its document before and after, beside the markdown that shows them', async () => {
    const catalogue = join(root, 'certificates');
    const folder = join(catalogue, 'pet-registration');
    cpSync(FIXTURE, folder, { recursive: true });
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: root, stdio: 'pipe' });
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'pet registration');
    const edit = (file: string, change: (text: string) => string) => writeFileSync(join(folder, file), change(readFileSync(join(folder, file), 'utf8')));
    edit('schema.json', (text) => text.replace('"title": "동물등록번호"', '"title": "반려동물 등록번호"'));
    edit('ui.json', (text) => text.replace('"ui:placeholder": "예) 410123456789012"', '"ui:placeholder": "예) 410123456789012", "ui:help": "동물등록증에 적힌 15자리 번호예요."'));
    const title = (JSON.parse(readFileSync(join(folder, 'document.json'), 'utf8')) as { title: string }).title;
    edit('document.json', (text) => text.replace(`"title": "${title}"`, `"title": "${title}(개정)"`));

    const out = join(root, 'out');
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cert-diff.ts', 'HEAD', '--visual', '--dir', catalogue, '--out', out], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, stderr).toBe(0);

    expect(stdout).toContain('✏️ Label of `동물등록번호`: "동물등록번호" → "반려동물 등록번호"');
    const markdown = readFileSync(join(out, 'cert-diff.md'), 'utf8');
    expect(markdown).toBe(stdout);
    expect(markdown).toContain('| ![Form, HEAD](pet-registration.before.png) | ![Form, working tree](pet-registration.after.png) |');
    // cert:check's verdict on the folder leads its section, above what changed and the pictures.
    expect(markdown.indexOf('> ✅ `npm run cert:check` accepts this folder.')).toBeGreaterThan(0);
    expect(markdown.indexOf('> ✅ `npm run cert:check` accepts this folder.')).toBeLessThan(markdown.indexOf('✏️ Label of'));
    expect(markdown).toContain(`📄 Document: title: \`${title}\` → \`${title}(개정)\``);
    expect(markdown).toContain('| ![Document, HEAD](pet-registration.document.before.png) | ![Document, working tree](pet-registration.document.after.png) |');
    const documentBefore = readFileSync(join(out, 'pet-registration.document.before.png'));
    const documentAfter = readFileSync(join(out, 'pet-registration.document.after.png'));
    expect(pngSize(documentAfter).width).toBeGreaterThan(800);
    expect(documentBefore.equals(documentAfter)).toBe(false);
    expect(existsSync(join(out, 'pet-registration.before.png')) && existsSync(join(out, 'pet-registration.after.png'))).toBe(true);
    const before = readFileSync(join(out, 'pet-registration.before.png'));
    const after = readFileSync(join(out, 'pet-registration.after.png'));
    expect(pngSize(before).width).toBe(360);
    expect(pngSize(after).width).toBe(360);
    expect(before.equals(after)).toBe(false);
    // The help text adds a line: the form after the change is taller.
    expect(pngSize(after).height).toBeGreaterThan(pngSize(before).height);
  }, 240_000);
});
