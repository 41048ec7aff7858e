import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_DIR, listCertificateSlugs, readCertificateFolder } from './catalogue/index.ts';
import type { NewApplication } from './db/applications.ts';
import { RESIDENT_NUMBER_MARK, scrubText } from './log-redaction.ts';
import { FUZZ_SEED } from './test/fuzz-kit.ts';
import { buildTestApp, type Cookies, type TestApp } from './test/build-test-app.ts';
import { captureLog } from './test/log-capture.ts';
import { testPostgresUrl } from './test/test-databases.ts';

/**
 * Every certificate's form, its text fields filled with resident numbers among other text (fast-check),
 * sent to the wallet's calls with the whole log on (trace, a line for each request and its answer):
 * accepted, refused as invalid, and failing inside the server with an error that carries the
 * values and a PDF (as a database driver's or a library's error would). Nothing the server logs or
 * answers in an error carries a resident number or a document's bytes.
 */
const captured = captureLog();

let t: TestApp;
let citizen: Cookies;
/** Set for the next application insert: it fails the way a driver does, with the row in its error. */
let failInsert = false;

const residentNumber = fc
  .record({
    year: fc.integer({ min: 0, max: 99 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    sex: fc.integer({ min: 1, max: 8 }),
    rest: fc.integer({ min: 0, max: 999_999 }),
    separator: fc.constantFrom('-', '', ' '),
  })
  .map(({ year, month, day, sex, rest, separator }) => {
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(year)}${two(month)}${two(day)}${separator}${sex}${String(rest).padStart(6, '0')}`;
  });
/** A text field's value: a resident number inside whatever else a citizen may type. */
const withNumber = fc.tuple(fc.string({ maxLength: 8 }), residentNumber, fc.string({ unit: 'grapheme', maxLength: 8 })).map(([before, rrn, after]) => ({ rrn, text: `${before}${rrn}${after}` }));

const textFields = (schema: unknown): string[] =>
  Object.entries((schema as { properties?: Record<string, { type?: string; enum?: unknown; const?: unknown; oneOf?: unknown }> }).properties ?? {})
    .filter(([, field]) => field.type === 'string' && !field.enum && !field.oneOf && field.const === undefined)
    .map(([name]) => name);

const used: string[] = [];
const errorBodies: string[] = [];

async function send(path: string, data: Record<string, unknown>): Promise<void> {
  const answer = await t.call('POST', '/api/v2/application', citizen, { data: { 문서종류: path, ...data }, returnUrl: '/issue/back', noCallback: true });
  if (answer.statusCode >= 400) errorBodies.push(answer.body);
}

// What is logged does not depend on the database (a driver's error is made here as PostgreSQL's is):
// `npm run test:pg` would only repeat it.
describe.skipIf(testPostgresUrl)('the log and the error answers, fuzzed with every form’s inputs', () => {
  beforeAll(async () => {
    t = await buildTestApp({ logger: { level: 'trace', stream: captured.stream }, disableRequestLogging: false });
    citizen = await t.login('citizen');
    const applications = t.app.issuance.applications;
    const insert = applications.insert.bind(applications);
    applications.insert = async (application: NewApplication) => {
      if (!failInsert) return insert(application);
      const row = JSON.stringify(application.formData);
      throw Object.assign(new Error(`insert failed for ${row}`), { code: '23502', detail: `Failing row contains (${row}).`, pdf: Buffer.from('%PDF-1.7 민감한 문서') });
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('carry no resident number and no document bytes, whatever the form, whether accepted, refused or failing inside', async () => {
    for (const [index, slug] of listCertificateSlugs(DEFAULT_CATALOGUE_DIR).entries()) {
      const { files } = readCertificateFolder(DEFAULT_CATALOGUE_DIR, slug);
      const path = String(files.manifest?.path);
      const fields = textFields(files.schema);
      if (fields.length === 0) continue;
      await fc.assert(
        fc.asyncProperty(fc.array(withNumber, { minLength: fields.length, maxLength: fields.length }), fc.boolean(), async (values, failing) => {
          const data: Record<string, unknown> = { ...files.sample };
          fields.forEach((field, i) => (data[field] = values[i]!.text));
          used.push(...values.map((value) => value.rrn));
          failInsert = failing;
          await send(path, data);
          failInsert = false;
        }),
        { numRuns: 2, seed: FUZZ_SEED + index },
      );
    }
    // A client's error report, a lookup's keyword and a bad query, with numbers of their own.
    await fc.assert(
      fc.asyncProperty(withNumber, async ({ rrn, text }) => {
        used.push(rrn);
        const query = encodeURIComponent(text);
        await t.app.inject({ method: 'POST', url: '/api/v1/client-errors', payload: { level: 'error', message: `TypeError at ${text}`, url: `/issue/x?q=${query}`, status: 500 } });
        const lookup = await t.call('GET', `/api/v2/application/info/주소/검색?keyword=${query}&page=1&size=10`, citizen);
        if (lookup.statusCode >= 400) errorBodies.push(lookup.body);
        const bad = await t.call('GET', `/api/v2/inbox?pageNumber=${query}`, citizen);
        errorBodies.push(bad.body);
      }),
      { numRuns: 10, seed: FUZZ_SEED },
    );

    const log = captured.text();
    // The failing inserts were logged (with their request), and each request had its lines: the log was read, not silent.
    expect(log).toContain('"msg":"request failed"');
    expect(log).toContain('"msg":"incoming request"');
    expect(log).toContain(RESIDENT_NUMBER_MARK);
    expect(used.length).toBeGreaterThan(50);
    for (const rrn of new Set(used)) {
      for (const form of new Set([rrn, rrn.replace(/[-\s]/, ''), `${rrn.slice(0, 6)}-${rrn.slice(-7)}`])) {
        expect(log.includes(form), `${form} in the log`).toBe(false);
        expect(errorBodies.find((body) => body.includes(form)), `${form} in an error answer`).toBeUndefined();
      }
    }
    expect(log).not.toContain('%PDF');
    expect(log).not.toContain('Failing row contains');
    expect(errorBodies.join('\n')).not.toContain('Failing row contains');
  });

  it('the scrub leaves other numbers alone: times, counts and ids read as they were', () => {
    expect(scrubText('readyMs 1732871234567, JG-2026-7F3A09C1, 2026-11-29T03:00:00.000Z, 010-8803-2316')).toBe('readyMs 1732871234567, JG-2026-7F3A09C1, 2026-11-29T03:00:00.000Z, 010-8803-2316');
    expect(scrubText('holder 980315-1234567 / 9803151234567 / 980315 1234567')).toBe(`holder ${RESIDENT_NUMBER_MARK} / ${RESIDENT_NUMBER_MARK} / ${RESIDENT_NUMBER_MARK}`);
  });
});
