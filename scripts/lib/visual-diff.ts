// cert:diff --visual: each changed certificate's form as the citizen sees it at /issue/{edoc},
// before and after the change, drawn by the dev server in Debian's Chromium at 360 px wide; and
// the first page of the document its sample issues, drawn by poppler's pdftoppm.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { readCertificateFolder } from '../../server/catalogue/index.ts';
import { renderSampleDocument } from '../../server/sim/sample-document.ts';
import type { FormImages } from './cert-diff.ts';
import { startApiServer, startDevServer, type LocalServer } from './local-servers.ts';
import { writeFolderAtRef } from './read-snapshots.ts';

export const PHONE_WIDTH = 360;
/** The issue page keeps the form's data for the session under this key (src/features/issue/form-storage.ts). */
const formStorageKey = (edoc: string) => `jigap:issue-form:${edoc}`;

export interface VisualDiffOptions {
  repoRoot: string;
  ref: string;
  /** The catalogue folder inside the repository, e.g. `certificates`. */
  catalogue: string;
  /** The working-tree catalogue folder (the "after" side). */
  catalogueDir: string;
  slugs: string[];
  outDir: string;
  log?: (line: string) => void;
}

type Side = 'before' | 'after';

const formsIn = (dir: string, slugs: string[]) =>
  slugs
    .map((slug) => readCertificateFolder(dir, slug))
    .map(({ slug, files }) => ({ slug, manifest: files.manifest, sample: files.sample ?? {} }))
    .filter((form): form is typeof form & { manifest: { path: string } } => typeof form.manifest?.path === 'string');

async function drawSide(browser: Browser, dev: LocalServer, forms: ReturnType<typeof formsIn>, side: Side, outDir: string, log: (line: string) => void): Promise<Map<string, string>> {
  const drawn = new Map<string, string>();
  const context = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 740 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'ko-KR' });
  try {
    const page = await context.newPage();
    // The demo login (the lookups behind the pickers need a session), back to a page of the same origin.
    await page.goto(`${dev.url}/sim/login?persona=citizen&returnUrl=${encodeURIComponent(`/issue/${forms[0]!.manifest.path}`)}`);
    await page.waitForURL(/\/issue\//, { timeout: 120_000 });
    for (const { slug, manifest, sample } of forms) {
      const edoc = manifest.path;
      // Filled with the folder's sample, so the conditional fields it opens are drawn too.
      await page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [formStorageKey(edoc), JSON.stringify(sample)]);
      await page.goto(`${dev.url}/issue/${encodeURIComponent(edoc)}`);
      await page.locator('form').waitFor({ timeout: 120_000 });
      await page.waitForLoadState('networkidle');
      // A window as tall as the page: the sticky submit bar ends below the last field instead of covering it.
      await page.setViewportSize({ width: PHONE_WIDTH, height: await page.evaluate(() => document.documentElement.scrollHeight) });
      const file = `${slug}.${side}.png`;
      await page.screenshot({ path: join(outDir, file) });
      await page.setViewportSize({ width: PHONE_WIDTH, height: 740 });
      drawn.set(slug, file);
      log(`cert:diff: ${side} ${slug} → ${join(outDir, file)}`);
    }
  } finally {
    await context.close();
  }
  return drawn;
}

/**
 * The first page of the document a folder's sample issues (unsigned, the citizen persona's
 * records), as a PNG a phone's width wide and then some: `<slug>.document.<side>.png`. Answers
 * undefined when the folder cannot draw one (a broken layout: cert:check says why).
 */
async function drawDocument(folder: string, slug: string, side: Side, outDir: string, log: (line: string) => void): Promise<string | undefined> {
  const file = `${slug}.document.${side}.png`;
  const work = mkdtempSync(join(tmpdir(), 'jigap-cert-diff-document-'));
  try {
    writeFileSync(join(work, 'document.pdf'), await renderSampleDocument(folder));
    // 100 dpi: an A4 page 827 px wide, its small print legible in a pull request.
    execFileSync('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', '-singlefile', join(work, 'document.pdf'), join(work, 'page')], { stdio: 'ignore' });
    renameSync(join(work, 'page.png'), join(outDir, file));
    log(`cert:diff: ${side} ${slug} document → ${join(outDir, file)}`);
    return file;
  } catch (error) {
    log(`cert:diff: ${side} ${slug} document not drawn: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Draws the forms and documents of `slugs` as committed at `ref` and as in the working tree; answers the image files per slug. */
export async function drawFormImages(options: VisualDiffOptions): Promise<Map<string, FormImages>> {
  const log = options.log ?? (() => undefined);
  const work = mkdtempSync(join(tmpdir(), 'jigap-cert-diff-'));
  const dirs: Record<Side, string> = { before: join(work, 'before'), after: join(work, 'after') };
  const present: Record<Side, string[]> = { before: [], after: [] };
  mkdirSync(options.outDir, { recursive: true });
  for (const slug of options.slugs) {
    if (writeFolderAtRef(options.repoRoot, options.ref, options.catalogue, slug, join(dirs.before, slug))) present.before.push(slug);
    if (existsSync(join(options.catalogueDir, slug))) {
      cpSync(join(options.catalogueDir, slug), join(dirs.after, slug), { recursive: true });
      present.after.push(slug);
    }
  }
  const forms = { before: formsIn(dirs.before, present.before), after: formsIn(dirs.after, present.after) };
  let api: LocalServer | undefined;
  let browser: Browser | undefined;
  const servers: LocalServer[] = [];
  // One dev server per side (its catalogue is the plugin's folder), one after the other: they share Vite's dependency cache.
  const draw = async (side: Side) => {
    if (forms[side].length === 0) return new Map<string, string>();
    const dev = await startDevServer({ apiUrl: api!.url, certificatesDir: dirs[side] });
    servers.push(dev);
    try {
      return await drawSide(browser!, dev, forms[side], side, options.outDir, log);
    } finally {
      await dev.stop();
    }
  };
  try {
    [api, browser] = await Promise.all([startApiServer(), chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })]);
    const before = await draw('before');
    const after = await draw('after');
    const documents = async (side: Side) =>
      new Map(await Promise.all(present[side].map(async (slug) => [slug, await drawDocument(join(dirs[side], slug), slug, side, options.outDir, log)] as const)));
    const [documentsBefore, documentsAfter] = [await documents('before'), await documents('after')];
    return new Map(
      options.slugs.map((slug) => [
        slug,
        { before: before.get(slug), after: after.get(slug), documentBefore: documentsBefore.get(slug), documentAfter: documentsAfter.get(slug) },
      ]),
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await browser?.close();
    await api?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
