import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCertificateFolder, projectCheckOptions } from '../check-certificates.ts';
import { CATALOGUE_DIR, REPO_ROOT } from '../paths.ts';
import { checkCopy, formatCopyProblem, readCopyRules } from './check.ts';
import { collectCopy } from './sources.ts';
import { copyFindings } from './voice.ts';

const temps: string[] = [];
afterAll(() => temps.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A tree of its own with the given files (path → text), as the check reads a repository. */
function plantedTree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jigap-copy-'));
  temps.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const rules = readCopyRules();
const findingsOf = (text: string) => copyFindings(text, rules.glossary, rules.verbatim);

describe('the copy check on the tree (docs/glossary.md)', () => {
  it('every user-facing Korean string speaks one voice: 해요체, the glossary\'s terms and spacing, the spec\'s words verbatim', () => {
    expect(checkCopy(REPO_ROOT).map(formatCopyProblem)).toEqual([]);
  });

  it('reads the messages modules, the server tables, JSX text, widgets, the verifiers\' templates and the certificate folders', () => {
    const files = new Set(collectCopy(REPO_ROOT).map((text) => text.file));
    for (const file of [
      'server/messages.ts',
      'shared/error-texts.ts',
      'src/features/inbox/messages.ts',
      'src/ui/loading-overlay.tsx',
      'widgets/university/layer.tsx',
      'widgets/period/layers.json',
      'server/packages/loan-basic.json',
      'server/verifier/templates/financial-corporation.json',
      'src/features/presentation/messages.ts',
      'certificates/family-relation/certificate.json',
      'certificates/family-relation/ui.json',
      'certificates/independence-merit/schema.json',
    ]) {
      expect(files, file).toContain(file);
    }
  });
});

describe('the copy check fails on what does not speak one voice, and says how to fix it', () => {
  it('a planted 합쇼체 string, with its file, line and the 해요체 to write', () => {
    const root = plantedTree({ 'src/features/planted/messages.ts': "export const m = {\n  saved: 'PDF 파일을 저장했습니다.',\n};\n" });
    const [problem, ...rest] = checkCopy(root);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: 'src/features/planted/messages.ts', line: 2, finding: { kind: '합쇼체', found: '저장했습니다' } });
    expect(formatCopyProblem(problem!)).toMatch(/src\/features\/planted\/messages\.ts:2: 합쇼체 "저장했습니다".*해요체.*spec-verbatim\.json/);
  });

  it('a term the glossary replaces, with the word to use', () => {
    const root = plantedTree({ 'server/planted.ts': "export const label = '제출처';\n" });
    expect(checkCopy(root).map((p) => [p.finding.kind, p.finding.found, p.finding.fix])).toEqual([['용어', '제출처', 'write "받는 곳" instead of 제출처 (docs/glossary.md, 용어)']]);
  });

  it('더보기, spaced as the glossary writes it', () => {
    const root = plantedTree({ 'widgets/planted/layer.tsx': 'export const More = () => <button type="button">더보기</button>;\n' });
    expect(checkCopy(root).map((p) => [p.line, p.finding.kind, p.finding.fix])).toEqual([[1, '띄어쓰기', 'space it "더 보기", not 더보기 (docs/glossary.md, 띄어쓰기)']]);
  });

  it('template literals, JSX attributes and JSON data files are read; keys and compared values are not words', () => {
    const root = plantedTree({
      'src/features/planted/view.tsx': [
        "export const title = (n: number) => `${n}건을 삭제했습니다`;",
        'export const Icon = () => <img alt="QR코드" src="" />;',
        "export const isDone = (state: string) => state === '처리완료' || ({ '더보기': 1 } as Record<string, number>)[state] === 1;",
      ].join('\n'),
      'widgets/planted/layers.json': JSON.stringify({ 'recent-year': { display: 'bottom', title: '자격확인 기간' } }),
    });
    expect(checkCopy(root).map((p) => `${p.file}:${p.line} ${p.finding.found}`).sort()).toEqual([
      'src/features/planted/view.tsx:1 삭제했습니다',
      'src/features/planted/view.tsx:2 QR코드',
      'widgets/planted/layers.json:1 자격확인',
    ]);
  });

  it("the spec's verbatim texts pass where they stand whole; the same 합쇼체 inside a sentence of ours does not", () => {
    expect(findingsOf('삭제된 증명서입니다.')).toEqual([]);
    expect(findingsOf('정부24로 이동중입니다')).toEqual([]);
    expect(findingsOf("수령 방법으로 '전자문서지갑'을 선택해 주세요.")).toEqual([]);
    expect(findingsOf('삭제된 증명서입니다. 목록을 확인해 주세요.').map((f) => f.kind)).toEqual(['합쇼체']);
    expect(findingsOf('전자문서지갑으로 발급받아요.').map((f) => f.found)).toEqual(['전자문서지갑']);
  });

  it('a word is not found inside a longer one (발급받는 분 is not 받는 분), and each word the glossary asks for passes its own rules', () => {
    expect(findingsOf('발급받는 분')).toEqual([]);
    for (const rule of rules.glossary) if (/[가-힣]/.test(rule.use) && !rule.use.includes('(')) expect(findingsOf(rule.use), rule.use).toEqual([]);
  });
});

describe("the spec's verbatim texts (scripts/lib/copy/spec-verbatim.json)", () => {
  it('each names where the spec says it, and each is still used by a text of the tree', () => {
    const texts = collectCopy(REPO_ROOT).map((text) => text.text);
    for (const entry of rules.verbatim) {
      expect(entry.source, entry.text).toMatch(/^(?:000|001|DESIGN) §\d/);
      const used = entry.match === 'whole' ? texts.some((text) => text.trim() === entry.text) : texts.some((text) => text.includes(entry.text));
      expect(used, `${entry.text}: no text of the tree uses it; remove the entry`).toBe(true);
    }
  });
});

describe('cert:check holds a certificate folder to the same voice', () => {
  it("a folder's guide, outside site, help and schema messages are checked, each problem on its file and field with the fix", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jigap-copy-folder-'));
    temps.push(dir);
    fs.cpSync(path.join(CATALOGUE_DIR, 'family-relation'), path.join(dir, 'family-relation'), { recursive: true });
    const options = projectCheckOptions();
    const voice = () => checkCertificateFolder(dir, 'family-relation', options).problems.filter((p) => /합쇼체|용어|띄어쓰기/.test(p.message));
    expect(voice()).toEqual([]);

    const edit = (file: string, change: (json: Record<string, any>) => void) => { // eslint-disable-line @typescript-eslint/no-explicit-any -- test edits of JSON
      const full = path.join(dir, 'family-relation', file);
      const json = JSON.parse(fs.readFileSync(full, 'utf8'));
      change(json);
      fs.writeFileSync(full, JSON.stringify(json, null, 2));
    };
    edit('certificate.json', (m) => {
      m.guide = '가족관계를 증명합니다.';
      m.site.guide = '그곳에서 더보기를 눌러 주세요.';
    });
    edit('ui.json', (ui) => {
      ui.증명서종류['ui:help'] = '제출처에서 요구하는 종류를 골라 주세요.';
    });
    expect(voice().map((p) => `${p.file} ${p.field}: ${p.message.split(':')[0]}`)).toEqual([
      'certificate.json site.guide: 띄어쓰기 "더보기" in "그곳에서 더보기를 눌러 주세요."',
      'certificate.json guide: 합쇼체 "증명합니다" in "가족관계를 증명합니다."',
      'ui.json 증명서종류.ui:help: 용어 "제출처" in "제출처에서 요구하는 종류를 골라 주세요."',
    ]);
    expect(voice()[1]!.message).toContain('해요체');
  });
});
