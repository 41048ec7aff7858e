// @vitest-environment node
import { ESLint } from 'eslint';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/**
 * The boundary messages ESLint gives `code` as the text of `filePath` (the repo's own configuration;
 * a file of the TypeScript project, which the typed rules of server/ need).
 */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  const messages = result?.messages ?? [];
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`ESLint could not read ${filePath}: ${fatal.message}`);
  return messages.filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
}

describe('the import boundaries (eslint.config.js) are enforced by lint', () => {
  it.each([
    ['a feature importing another feature, nested folders included', 'src/features/inbox/x.ts', "import '../home/api.ts';\n", 'Features never import each other'],
    ['src/api importing src/ui', 'src/api/x.ts', "import '../ui/button-layout.ts';\n", 'src/api does not import src/ui'],
    ['a wallet route importing the simulated world', 'server/routes/check/index.ts', "import '../../sim/html.ts';\n", 'Only server/app.ts wires the simulated world in'],
    ['a server plugin importing the simulated world', 'server/plugins/cookies.ts', "import '../sim/html.ts';\n", 'Only server/app.ts wires the simulated world in'],
    ['the credential issuer importing the simulated agencies’ facts', 'server/credentials/claims.ts', "import '../sim/agency-records/index.ts';\n", 'Only server/app.ts wires the simulated world in'],
    ['issuance importing the simulated agencies', 'server/issuance/issuer.ts', "import '../sim/agency.ts';\n", 'Only server/app.ts wires the simulated world in'],
    ['a PDF’s layout importing the simulated agencies’ facts', 'server/issuance/document/render.ts', "import '../../sim/agency-records/engine.ts';\n", 'Only server/app.ts wires the simulated world in'],
    ['the activity log importing the simulated world', 'server/activity/sweeper.ts', "import '../sim/agency.ts';\n", 'Only server/app.ts wires the simulated world in'],
    ['a partner package importing the simulated world', 'server/packages/flow.ts', "import '../sim/index.ts';\n", 'Only server/app.ts wires the simulated world in'],
    ['a file at the server’s top importing the simulated world', 'server/main.ts', "import './sim/index.ts';\n", 'Only server/app.ts wires the simulated world in'],
    ['a widget importing another widget', 'widgets/academic-information/x.ts', "import '../school-name/school-rules.ts';\n", 'A widget does not import another widget'],
    ['the widgets’ kit importing a widget', 'widgets/kit/x.ts', "import '../school-name/school-rules.ts';\n", 'widgets/kit is what widgets build on'],
    ['a Vite plugin importing a feature', 'scripts/vite/certificate-catalogue.ts', "import '../../src/features/dev-catalogue/document-preview.tsx';\n", 'a value both need goes in shared/'],
    ['the bench importing a widget', 'bench/lib/format.ts', "import '../../widgets/kit/ymd.ts';\n", 'a value both need goes in shared/'],
    ['the activity log importing a route', 'server/activity/plugin.ts', "import '../routes/inbox/once/link-state.ts';\n", 'Routes are the outer layer'],
    ['the database importing a route', 'server/db/once-links.ts', "import '../routes/inbox/once/link-state.ts';\n", 'Routes are the outer layer'],
    ['the server importing the client', 'server/escape-html.ts', "import '../src/lib/dates.ts';\n", 'The server never imports the client'],
    ['a feature importing the widgets’ kit', 'src/features/papas/x.ts', "import '../../../widgets/kit/form-context.ts';\n", 'Only src/forms knows the widgets'],
    ['the app importing a widget', 'src/app/x.ts', "import '../../widgets/sido/index.tsx';\n", 'Only src/forms knows the widgets'],
    ['a shared folder importing a widget', 'src/ui/x.ts', "import '../../widgets/kit/choice-list.tsx';\n", 'Only src/forms knows the widgets'],
    ['a widget importing src/forms', 'widgets/sido/x.ts', "import '../../src/forms/catalogue.ts';\n", 'Widgets build on src/ui, src/lib and src/api only'],
    ['a widget importing a feature', 'widgets/kit/x.ts', "import '../../src/features/home/api.ts';\n", 'Widgets build on src/ui, src/lib and src/api only'],
  ])('refuses %s', async (_name, filePath, code, message) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors).toEqual([expect.stringContaining(message)]);
  });

  it('lets src/forms use the widgets, and the widgets use src/ui, src/lib and src/api', async () => {
    expect(await boundaryErrors('src/forms/x.ts', "import '../../widgets/kit/field-shell.tsx';\n")).toEqual([]);
    expect(await boundaryErrors('widgets/sido/x.ts', "import '../../src/ui/sheet.tsx';\nimport '../../src/lib/picker.ts';\nimport '../../src/api/paged.ts';\n")).toEqual([]);
  });

  it('lets a widget use widgets/kit, a widget’s test another widget’s fixtures, and the scripts shared/ and the app’s build pieces', async () => {
    expect(await boundaryErrors('widgets/academic-information/x.ts', "import '../kit/school-entry.ts';\n")).toEqual([]);
    expect(await boundaryErrors('widgets/university-degree/x.test.tsx', "import '../university/test-fixtures.ts';\n")).toEqual([]);
    expect(await boundaryErrors('scripts/vite/certificate-catalogue.ts', "import '../../shared/document-preview-url.ts';\nimport '../../src/app/rendered-styles.ts';\n")).toEqual([]);
  });

  it('lets the simulated agencies use the server’s own page shell', async () => {
    expect(await boundaryErrors('server/sim/html.ts', "import '../html-page.ts';\n")).toEqual([]);
  });

  it('lets server/app.ts wire the simulated world in as the ports’ adapters, and a test use it', async () => {
    expect(await boundaryErrors('server/app.ts', "import './sim/agency.ts';\nimport './routes/index.ts';\n")).toEqual([]);
    expect(await boundaryErrors('server/issuance/issuance.test.ts', "import '../sim/agency.ts';\n")).toEqual([]);
    expect(await boundaryErrors('server/test/build-test-app.ts', "import '../sim/agency.ts';\n")).toEqual([]);
  });
});

/** The lint messages of a rule for `code` as the text of `filePath` (a file of the project, for the typed rules). */
async function ruleErrors(filePath: string, code: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  const messages = result?.messages ?? [];
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`ESLint could not read ${filePath}: ${fatal.message}`);
  return messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

describe('no function of the code is over 80 lines (eslint.config.js)', () => {
  /** A function of `lines` + 4 lines, braces included. */
  const longFunction = (lines: number) => `export function long(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(lines)}  return n;\n}\n`;

  it.each(['server/routes/check/index.ts', 'scripts/lib/scaffold.ts', 'bench/lib/format.ts', 'shared/hangul.ts', 'src/lib/x.ts', 'src/features/home/x.tsx', 'widgets/kit/x.ts'])('refuses one of 81 lines in %s', async (filePath) => {
    expect(await ruleErrors(filePath, longFunction(77), 'max-lines-per-function')).toEqual([expect.stringContaining('Maximum allowed is 80')]);
  });

  it('accepts one of 80 lines, and a longer one in a test file', async () => {
    expect(await ruleErrors('server/routes/check/index.ts', longFunction(76), 'max-lines-per-function')).toEqual([]);
    expect(await ruleErrors('server/routes/check/check.test.ts', longFunction(120), 'max-lines-per-function')).toEqual([]);
    expect(await ruleErrors('src/lib/x.test.ts', longFunction(120), 'max-lines-per-function')).toEqual([]);
  });
});

describe('no module imports itself round a cycle (eslint.config.js: import/no-cycle reads TypeScript)', () => {
  /**
   * The cycle rule's messages for two scratch modules that import each other, written into `folder`
   * for the time of the lint (the rule follows imports on disk, so they must exist there).
   */
  async function cycleErrors(folder: string, a: string, b: string): Promise<string[]> {
    const dir = mkdtempSync(join(ROOT, folder, 'cycle-scratch-'));
    try {
      writeFileSync(join(dir, 'a.ts'), a);
      writeFileSync(join(dir, 'b.ts'), b);
      const [result] = await eslint.lintFiles([join(dir, 'a.ts')]);
      const messages = result?.messages ?? [];
      const fatal = messages.find((message) => message.fatal);
      if (fatal) throw new Error(`ESLint could not read the scratch module: ${fatal.message}`);
      return messages.filter((message) => message.ruleId === 'import/no-cycle').map((message) => message.message);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it.each(['src/lib', 'server/desk'])('reports a cycle of two TypeScript modules planted in %s', async (folder) => {
    const errors = await cycleErrors(folder, "import { b } from './b.ts';\nexport const a = (): number => b + 1;\n", "import { a } from './a.ts';\nexport const b = 1;\nexport const c = (): number => a();\n");
    expect(errors).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('lets a module import one that does not import it back', async () => {
    expect(await cycleErrors('src/lib', "import { b } from './b.ts';\nexport const a = (): number => b + 1;\n", 'export const b = 1;\n')).toEqual([]);
  });
});
