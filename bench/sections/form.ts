import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { BenchContext, Section, SectionView } from '../lib/bench.ts';
import { largestForm, type CertificateFolder, type LargestForm } from '../lib/certificates.ts';
import { buildFormBench, runFormBench, serveStatic, type FormBenchRun } from '../lib/form-bench.ts';
import { median } from '../lib/stats.ts';
import { atMost, fineMs, int, ms, seconds, table } from '../lib/format.ts';
import { launchChromium } from '../lib/route-js.ts';
import { simLogin } from '../lib/session.ts';

/**
 * 3. Form engine: the largest form mounted and validated in Chromium
 * (bench/form-bench.html, built apart into a temporary directory).
 */
const FORM_BUDGET = { mountMs: 30, validationMs: 1 };

const describeForm = (folder: CertificateFolder) => ({ slug: folder.slug, edoc: folder.edoc, name: folder.name, formBytes: folder.formBytes, fields: folder.fields });

export interface FormResult {
  /** The form measured: the largest by schema.json + ui.json bytes. */
  form: { slug: string; edoc: string; name: string; formBytes: number; fields: number };
  /** The largest by distinct field names, when it is another folder. */
  byFields: { slug: string; edoc: string; fields: number; formBytes: number };
  certificates: number;
  buildMs: number;
  mounts: number;
  validations: number;
  run: FormBenchRun | null;
  mountMedianMs: number | null;
  validationMedianMs: number | null;
}

async function run(ctx: BenchContext): Promise<FormResult> {
  const { settings, jigap, root: ROOT, tempDir } = ctx;
  let form: FormResult;
  let browser: Browser | null = null;
  let staticServer: Awaited<ReturnType<typeof serveStatic>> | null = null;
  try {
    const largest: LargestForm = largestForm(ROOT);
    const target = largest.bySize;
    if (!target.sample) throw new Error(`certificates/${target.slug}/sample.json is missing: nothing to mount the form with`);
    const outDir = join(tempDir, 'form-bench');
    mkdirSync(outDir, { recursive: true });
    ctx.log(`vite build of bench/form-bench.html (largest form: ${target.slug}, ${int(target.formBytes)} bytes of schema + ui)…`);
    const buildMs = await buildFormBench(ROOT, outDir);
    staticServer = await serveStatic(outDir, { url: jigap.url, session: await simLogin(jigap.url, 'citizen') });
    ctx.log(`built in ${seconds(buildMs)}; launching Chromium for ${settings.mounts} mounts and ${settings.validations} validations…`);
    browser = await launchChromium();
    const run = await runFormBench(browser, `${staticServer.url}/bench/form-bench.html`, {
      edoc: target.edoc,
      sample: target.sample,
      mounts: settings.mounts,
      validations: settings.validations,
    });
    const mountMedianMs = run.mountsMs.length > 0 ? median(run.mountsMs) : null;
    // The median of the loops (ms per call): single calls are below Chromium's ~0.1 ms timer resolution.
    const validationMedianMs = run.validationBatchesMs.length > 0 ? median(run.validationBatchesMs) : null;
    form = {
      form: describeForm(target),
      byFields: describeForm(largest.byFields),
      certificates: largest.count,
      buildMs,
      mounts: settings.mounts,
      validations: settings.validations,
      run,
      mountMedianMs,
      validationMedianMs,
    };
    const label = `${target.name} (\`${target.slug}\`)`;
    ctx.budget({
      check: `Mounting the largest form, ${label} — median of ${run.mountsMs.length}`,
      measured: mountMedianMs === null ? 'no figure' : `${fineMs(mountMedianMs)} (cold first mount ${fineMs(run.coldMountMs)})`,
      budget: `≤ ${ms(FORM_BUDGET.mountMs)}`,
      verdict: mountMedianMs === null ? 'n/a' : atMost(mountMedianMs, FORM_BUDGET.mountMs),
    });
    ctx.budget({
      check: `One validation of the largest form (sample) — median of ${run.validationBatchesMs.length} loops of ${run.batch} calls`,
      measured: validationMedianMs === null ? 'no figure' : `${fineMs(validationMedianMs)} per call (calls timed one by one: median ${fineMs(median(run.validationsMs))}, at the timer's resolution)`,
      budget: `≤ ${ms(FORM_BUDGET.validationMs)}`,
      verdict: validationMedianMs === null ? 'n/a' : atMost(validationMedianMs, FORM_BUDGET.validationMs),
    });
    if (run.errorsOfSample.length > 0) ctx.warn(`The sample of ${target.slug} does not validate (${run.errorsOfSample.slice(0, 3).join('; ')}): the validation figure is of an invalid form.`);
    if (run.pageErrors.length > 0) ctx.warn(`Form bench page: ${run.pageErrors.slice(0, 5).join('; ')}`);
    ctx.log(`form: mount median ${fineMs(mountMedianMs ?? NaN)}, validation median ${fineMs(validationMedianMs ?? NaN)}`);
  } finally {
    if (browser) await browser.close().catch(() => undefined);
    browser = null;
    if (staticServer) await staticServer.close().catch(() => undefined);
  }

  return form;
}

function markdown(form: FormResult | null, view: SectionView): string[] {
  const out: string[] = [];
  if (!form) out.push('_No figure (see the errors above)._', '');
  else {
    const run = form.run;
    out.push(
      `The largest of the ${form.certificates} forms by \`schema.json\` + \`ui.json\` bytes is \`${form.form.slug}\` ` +
        `(${form.form.name}, edoc \`${form.form.edoc}\`, ${int(form.form.formBytes)} bytes, ${form.form.fields} field names in the schema, branches included)` +
        (form.byFields.slug === form.form.slug
          ? '; it also has the most field names.'
          : `; by field names \`${form.byFields.slug}\` has the most (${form.byFields.fields}, ${int(form.byFields.formBytes)} bytes): size was chosen as it is what the page loads and RJSF walks.`),
      '',
      `How: \`bench/form-bench.html\` + \`bench/form-bench.tsx\`, built with \`vite build\` and the project's vite.config.ts into a temporary directory ` +
        `(${seconds(form.buildMs)}; dist/ untouched), served by the bench (its \`/api\` calls forwarded to the Jigap server as citizen, so the widgets' lookups answer) ` +
        "and opened in headless Chromium (phone-sized, DPR 2). The page loads the form exactly as `/issue/{edoc}` does — the catalogue's `loadCertificate` " +
        '(schema, uiSchema and precompiled validator, one module per certificate from `scripts/vite/certificate-catalogue.ts`) — and mounts `CertificateForm` with the widget registry, ' +
        "the app's store and a router, filled with `sample.json`.",
      '',
      `- **Mount** = \`createRoot\` + \`flushSync(render)\` of the filled form, timed with \`performance.now()\`; unmounted between mounts. ` +
        `The first (cold) mount is reported apart; then ${form.mounts} timed mounts with the lookups cached, as on a revisit.`,
      `- **Validation** = \`validator.validateFormData(sample, schema)\` of the precompiled validator: ${form.validations} calls timed one by one, then ` +
        `${form.validations} loops of ${run?.batch ?? '?'} calls each timed as a whole (ms per call). Chromium rounds \`performance.now()\` to about 0.1 ms ` +
        'without cross-origin isolation, so single calls mostly read 0 or 0.1 ms: the verdict uses the median of the loops.',
      '',
    );
    if (view.budgetTable) out.push(view.budgetTable, '');
    if (run) {
      const spread = (values: number[]) => {
        if (values.length === 0) return ['—', '—', '—', '—'];
        const sorted = [...values].sort((a, b) => a - b);
        const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
        return [fineMs(sorted[0] ?? NaN), fineMs(median(sorted)), fineMs(at(0.9)), fineMs(sorted[sorted.length - 1] ?? NaN)];
      };
      out.push(
        table(
          ['Timing', 'n', 'min', 'median', 'p90', 'max'],
          [
            ['Mount (after the cold one)', String(run.mountsMs.length), ...spread(run.mountsMs)],
            ['Validation, one call timed', String(run.validationsMs.length), ...spread(run.validationsMs)],
            [`Validation, per call of a loop of ${run.batch}`, String(run.validationBatchesMs.length), ...spread(run.validationBatchesMs)],
          ],
          ['l', 'r', 'r', 'r', 'r', 'r'],
        ),
        '',
        `Cold first mount ${fineMs(run.coldMountMs)}; loading schema + uiSchema + validator (dynamic imports, then \`createPrecompiledValidator\`) ${fineMs(run.loadMs)}; ` +
          `${run.fieldsRendered} elements with an RJSF field id (\`root_…\`) rendered; the sample ${run.errorsOfSample.length === 0 ? 'validates' : `**does not validate** (${run.errorsOfSample.join('; ')})`}.`,
        '',
      );
    }
  }

  return out;
}

export const formSection: Section<FormResult> = { id: 'form', title: 'Form engine', needsBuild: false, run, markdown };
