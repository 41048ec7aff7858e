import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startDevServer, type LocalServer } from '../../scripts/lib/local-servers';
import { documentPreviewHref } from '../../shared/document-preview-url.ts';
import { launchBrowser, screenshot } from './harness';
import { pdfText } from '../../server/test/pdf-text';

/**
 * The maintainer's loop: `npm run dev` alone (it starts the reference server beside Vite), /dev/catalogue
 * and /issue/{edoc} drawn by the dev server as by the production build, and a folder's edits
 * reaching the open preview. The dev server serves a copy of certificates/ so the tests can add
 * and break folders without touching the real ones.
 */
const FIXTURE = join(process.cwd(), 'tests', 'fixtures', 'certificates', 'pet-registration');
const FOLDERS = readdirSync(join(process.cwd(), 'certificates'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).length;

describe('npm run dev: the maintainer’s preview', () => {
  let dev: LocalServer;
  let browser: Browser;
  let context: BrowserContext;
  let catalogue: string;
  const problems: string[] = [];

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'jigap-dev-catalogue-'));
    catalogue = join(root, 'certificates');
    cpSync(join(process.cwd(), 'certificates'), catalogue, { recursive: true });
    // `npm run dev` alone: it starts the reference server itself (scripts/vite/reference-server.ts).
    [dev, browser] = await Promise.all([startDevServer({ certificatesDir: catalogue }), launchBrowser()]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ko-KR' });
    context.on('page', (page) => page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`)));
    // The forms' lookups need a session, as on /issue: the demo login returns to the catalogue.
    const page = await context.newPage();
    await page.goto(`${dev.url}/sim/login?persona=citizen&returnUrl=${encodeURIComponent('/dev/catalogue')}`);
    await page.waitForURL(/\/dev\/catalogue$/);
    await page.close();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await dev?.stop();
    if (catalogue) rmSync(join(catalogue, '..'), { recursive: true, force: true });
  });

  const card = (page: Page, slug: string) => page.locator(`details[id="${slug}"]`);
  const form = (scope: Locator, testId: 'sample-form' | 'empty-form') => scope.getByTestId(testId).locator('form');

  it('renders every certificate’s form on /dev/catalogue, filled with its sample and submitted empty, with no error', async () => {
    const page = await context.newPage();
    await page.goto(`${dev.url}/dev/catalogue`);
    await page.getByRole('heading', { level: 1, name: `카탈로그 미리보기 (${FOLDERS})` }).waitFor();
    expect(await page.locator('details[id]').count()).toBe(FOLDERS);
    await page.evaluate(() => document.querySelectorAll<HTMLDetailsElement>('details[id]').forEach((details) => (details.open = true)));
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('details[id]')].every(
          (details) => details.querySelectorAll('form').length === 2 || details.querySelector('[data-testid="form-problem"]'),
        ),
      undefined,
      { timeout: 180_000 },
    );
    expect(await page.getByTestId('form-problem').allTextContents()).toEqual([]);
    expect(await page.locator('form').count()).toBe(2 * FOLDERS);
    const checks = await page.getByTestId('cert-check').allTextContents();
    expect(checks.filter((text) => text !== 'cert:check: 문제가 없어요.')).toEqual([]);
    expect(await page.getByText('exports is not defined').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/dev/catalogue');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('/issue/{edoc} in development draws the form as the production build does', async () => {
    const page = await context.newPage();
    await page.goto(`${dev.url}/issue/${encodeURIComponent('차상위계층확인서')}`);
    await page.getByRole('heading', { level: 1, name: '차상위계층 확인서' }).waitFor();
    await page.locator('form').getByRole('button', { name: /시\/도 선택/ }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the document issued from a folder’s sample shows beside its form; an edit of document.json redraws it, a broken one shows its problem', async () => {
    const page = await context.newPage();
    await page.goto(`${dev.url}/dev/catalogue#near-poverty`);
    const folder = card(page, 'near-poverty');
    const issued = folder.getByTestId('document-preview');
    await issued.scrollIntoViewIfNeeded();
    await issued.locator('canvas').first().waitFor();
    // What the dev server serves: the layout's title, drawn from the sample (서울특별시 종로구's 구청장 signs).
    const served = async () => pdfText(new Uint8Array(await (await fetch(`${dev.url}${documentPreviewHref('near-poverty')}`)).arrayBuffer()));
    expect(await served()).toContain('차상위계층확인서');
    expect(await served()).toContain('서울특별시종로구청장');
    await form(folder, 'sample-form').waitFor();
    await screenshot(page, 'dev-catalogue-document');

    // A new title: the served PDF changes, and the open page loads it again and draws new pages.
    const layoutFile = join(catalogue, 'near-poverty', 'document.json');
    const original = readFileSync(layoutFile, 'utf8');
    await issued.locator('canvas').evaluateAll((canvases) => canvases.forEach((canvas) => canvas.setAttribute('data-before-edit', '')));
    const reloaded = page.waitForResponse((response) => response.url().includes('/__dev/document-preview/near-poverty.pdf?') && response.status() === 200);
    try {
      writeFileSync(layoutFile, original.replace('"title": "차상위계층 확인서"', '"title": "차상위계층 확인서 (개정)"'));
      // The page asks for a new url (its revision follows the folder's files) and gets the new title.
      const url = (await reloaded).url();
      expect(await pdfText(new Uint8Array(await (await fetch(url)).arrayBuffer()))).toContain('차상위계층확인서(개정)');
      expect(await served()).toContain('차상위계층확인서(개정)');
      await issued.locator('canvas:not([data-before-edit])').first().waitFor();

      // A layout the renderer refuses: its problem where the document was, then the document again once fixed.
      writeFileSync(layoutFile, original.replace('"sections"', '"section"'));
      await issued.getByTestId('document-problem').getByText("certificates/near-poverty/document.json /: does not match schemas/document-layout.schema.json: must have required property 'sections'").waitFor();
      await issued.scrollIntoViewIfNeeded();
      await screenshot(page, 'dev-catalogue-document-problem');
    } finally {
      writeFileSync(layoutFile, original);
    }
    await issued.locator('canvas').first().waitFor();
    expect(await issued.getByTestId('document-problem').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a form’s picker opens its layer on /dev/catalogue as on /issue/{edoc}, and answers the form that opened it', async () => {
    const page = await context.newPage();
    await page.goto(`${dev.url}/dev/catalogue#near-poverty`);
    const folder = card(page, 'near-poverty');
    // By id within each form: the two forms of a folder repeat RJSF's ids, so their accessible names mix.
    const sido = (testId: 'sample-form' | 'empty-form') => form(folder, testId).locator('button[id="root_시도"]');
    await expect.poll(() => sido('empty-form').textContent(), { timeout: 10_000 }).toBe('시/도 선택');
    await sido('empty-form').click();
    await page.waitForURL(/\/dev\/catalogue\/layer\/sido\?/);
    const sheet = page.getByRole('dialog', { name: '시/도 선택' });
    await sheet.getByRole('radio', { name: '부산광역시' }).click();
    await sheet.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/dev/catalogue');
    await expect.poll(() => sido('empty-form').textContent(), { timeout: 10_000 }).toBe('부산광역시');
    expect(await sido('sample-form').textContent()).toBe('서울특별시');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a new folder appears, and edits of its files reach the open preview without a reload; a broken folder shows cert:check’s message', async () => {
    const folder = join(catalogue, 'pet-registration');
    const page = await context.newPage();
    // A live edit that does not arrive is a race between the watcher, the dev server and the
    // page: what each of them said is printed with the failure.
    const said: string[] = [];
    page.on('console', (message) => said.push(`${new Date().toISOString()} page ${message.type()}: ${message.text()}`));
    page.on('load', () => said.push(`${new Date().toISOString()} page loaded`));
    const write = (name: string, text: string) => {
      writeFileSync(join(folder, name), text);
      said.push(`${new Date().toISOString()} test wrote ${name}`);
    };
    onTestFailed(() => console.log(`The page:\n${said.join('\n')}\n\nThe dev server:\n${dev.output()}`));
    await page.goto(`${dev.url}/dev/catalogue`);
    await page.getByRole('heading', { level: 1, name: `카탈로그 미리보기 (${FOLDERS})` }).waitFor();
    await page.evaluate(() => ((window as { stillTheSamePage?: boolean }).stillTheSamePage = true));

    // A new folder appears without a restart.
    cpSync(FIXTURE, folder, { recursive: true });
    await page.getByRole('heading', { level: 1, name: `카탈로그 미리보기 (${FOLDERS + 1})` }).waitFor();
    const pet = card(page, 'pet-registration');
    await pet.locator('summary').click();
    const filled = form(pet, 'sample-form');
    await filled.getByRole('textbox', { name: /^동물등록번호/ }).waitFor();
    await form(pet, 'empty-form').getByText('동물등록번호를 입력해 주세요.').waitFor();

    // schema.json: a label and a rule change; the validator is compiled again from the new schema.
    const edit = (file: string, change: (text: string) => string) => write(file, change(readFileSync(join(folder, file), 'utf8')));
    edit('schema.json', (text) =>
      text
        .replace('"title": "동물등록번호"', '"title": "반려동물 등록번호"')
        .replace('"pattern": "^[0-9]{15}$"', '"pattern": "^[0-9]{10}$"')
        .replace('동물등록번호 15자리를 입력해 주세요.', '등록번호 10자리를 입력해 주세요.'),
    );
    const number = filled.getByRole('textbox', { name: /^반려동물 등록번호/ });
    await number.waitFor();
    // The new label can show while the preview still redraws around it (a loaded machine): a
    // click that lands in that redraw is lost, so 검증 is pressed until the new rule answers.
    const validate = pet.getByTestId('sample-form').getByRole('button', { name: '검증' });
    const newRule = filled.getByText('등록번호 10자리를 입력해 주세요.');
    await expect
      .poll(
        async () => {
          await validate.click();
          return newRule.count();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBeGreaterThan(0);

    // sample.json and ui.json.
    edit('sample.json', (text) => text.replace('410123456789012', '4101234567'));
    await expect.poll(() => number.inputValue(), { timeout: 20_000 }).toBe('4101234567');
    await pet.locator('pre').getByText('"4101234567"').first().waitFor();
    edit('ui.json', (text) => text.replace('"ui:placeholder": "예) 410123456789012"', '"ui:placeholder": "예) 4101234567", "ui:help": "등록증에 적힌 번호예요."'));
    await filled.getByText('등록증에 적힌 번호예요.').waitFor();
    await screenshot(page, 'dev-catalogue-live-edit');

    // Any file of the folder, as the issued document's layout will be.
    write('document.json', JSON.stringify({ title: '동물등록증명서' }, null, 2));
    await pet.getByText('document.json', { exact: true }).waitFor();

    // A broken schema: cert:check's message instead of a blank or a crash; fixed, the form is back.
    const good = readFileSync(join(folder, 'schema.json'), 'utf8');
    write('schema.json', good.replace('"type": "object",', '"type": "object"'));
    await pet.getByTestId('cert-check').getByText(/certificates\/pet-registration\/schema\.json: not valid JSON/).waitFor();
    await pet.getByTestId('sample-form').getByTestId('form-problem').getByText(/certificates\/pet-registration\/schema\.json: not valid JSON/).waitFor();
    await screenshot(page, 'dev-catalogue-broken-folder');
    write('schema.json', good);
    await number.waitFor();
    expect(await pet.getByTestId('form-problem').count()).toBe(0);

    // The folder removed: the list shrinks again. Still the same page: nothing reloaded it.
    rmSync(folder, { recursive: true, force: true });
    await page.getByRole('heading', { level: 1, name: `카탈로그 미리보기 (${FOLDERS})` }).waitFor();
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
