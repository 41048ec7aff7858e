import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { JONGNO_BRANCH } from '../desk/test-kit.ts';
import { NORMAL, createSigned, waitForState } from '../issuance/test-kit.ts';
import { buildTestApp, type Cookies, type TestApp } from '../test/build-test-app.ts';
import { toClearDatabase } from '../test/legacy-database.ts';
import { testSealer } from '../test/test-databases.ts';
import { answer, deskOf, holderBrowser, openRequest, present } from '../verifier/test-kit.ts';
import { clearValuesLeft, clearValuesSealed, sealClearValues } from './clear-values.ts';
import { isSealed, isSealedText } from './envelope.ts';

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0).reverse()) await t.close();
});

/** A used installation: an issued document, seeded ones viewed (their files drawn), an answer kept for its Idempotency-Key, a presentation the desk received. */
async function usedInstallation(): Promise<{ t: TestApp; citizen: Cookies; issued: string; viewerUrl: string; presentation: string }> {
  const t = await buildTestApp({ simLatencyMs: 20 });
  const citizen = await t.login('citizen');
  const id = await createSigned(t, citizen, NORMAL);
  await t.call('POST', `/api/v2/application/${id}`, citizen);
  const issued = (await waitForState(t, citizen, id, 'COMPLETE')).documentId as string;
  const viewerUrl = (await t.call('GET', `/api/v2/inbox/${issued}/viewer`, citizen)).json().result.url as string;
  for (const seeded of ['seed-citizen-resident-copy', 'seed-citizen-tax-paid']) {
    const url = (await t.call('GET', `/api/v2/inbox/${seeded}/viewer`, citizen)).json().result.url as string;
    expect((await t.call('GET', url, citizen)).statusCode).toBe(200);
  }
  await t.app.inject({
    method: 'POST',
    url: '/api/v2/application',
    cookies: citizen,
    headers: { 'idempotency-key': 'before-upgrade-0001' },
    payload: { data: { 문서종류: '납세증명서', 사용용도: '회사 제출용', 주소공개: true, 주민등록번호표기: '전체표기' }, returnUrl: '/x', noCallback: true },
  });
  const holder = await holderBrowser(t);
  const request = await (await deskOf(t, JONGNO_BRANCH.name)).ask('address');
  const view = (await openRequest(t, holder, request.link)).json().result;
  expect((await answer(t, holder, view, await present(holder, view, [['person', 'address'], ['household', 'headName']]))).statusCode).toBe(200);
  return { t, citizen, issued, viewerUrl, presentation: request.id };
}

const clearFiles = async (t: TestApp): Promise<number> =>
  (await t.app.db.all<{ pdf: Uint8Array }>('SELECT pdf FROM document_files')).filter((row) => !isSealed(row.pdf)).length;

describe('an installation from before encryption at rest is sealed on upgrade', () => {
  it('in batches, resumably: a run stopped after one batch leaves the rest clear and readable; the next start seals the rest while it serves', async () => {
    const { t, issued, viewerUrl, presentation } = await usedInstallation();
    await t.app.close();

    // The installation as the version before this one left it, at migration 010, in the clear.
    const db = await t.openDatabase();
    try {
      await toClearDatabase(db, await testSealer(db));
      expect((await db.all<{ pdf: Uint8Array }>('SELECT pdf FROM document_files')).every((row) => Buffer.from(row.pdf).subarray(0, 5).toString() === '%PDF-')).toBe(true);
      expect((await db.get<{ claims: string }>('SELECT claims FROM presentation_results'))!.claims).toContain('율곡로 190');
      // The upgrade's first start, cut short after one batch of two.
      await migrate(db);
      const sealer = await testSealer(db);
      const before = await clearValuesLeft(db);
      let batches = 0;
      const cut = await sealClearValues(db, sealer, { batch: 2, stopped: () => batches++ > 0 });
      expect(cut.finished).toBe(false);
      expect(Object.values(cut.done)).toEqual([2]);
      expect(await clearValuesLeft(db)).toBe(before - 2);
      expect(await clearValuesSealed(db)).toBe(false);
    } finally {
      await db.close();
    }

    // The next start serves at once, clear and sealed values alike, and seals the rest in the background.
    const next = await buildTestApp({ dir: t.dir, simLatencyMs: 20 });
    opened.push(t, next);
    const citizen = await next.login('citizen');
    const file = await next.call('GET', viewerUrl, citizen);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect.poll(() => clearValuesSealed(next.app.db), { timeout: 20_000 }).toBe(true);

    expect(await clearFiles(next)).toBe(0);
    expect(await clearValuesLeft(next.app.db)).toBe(0);
    for (const row of await next.app.db.all<{ form_data: string; form_data_index: string }>('SELECT form_data, form_data_index FROM applications')) {
      expect(isSealedText(row.form_data)).toBe(true);
      expect(row.form_data_index).toMatch(/^bi:/);
    }
    for (const row of await next.app.db.all<{ value: string }>('SELECT value FROM server_secrets')) expect(isSealedText(row.value)).toBe(true);
    const received = (await next.app.db.get<{ claims: string; response_key: string }>(
      'SELECT claims, response_key FROM presentation_results r JOIN presentation_requests q ON q.id = r.request_id WHERE q.id = ?',
      [presentation],
    ))!;
    expect([isSealedText(received.claims), isSealedText(received.response_key)]).toEqual([true, true]);
    expect((await (await deskOf(next, JONGNO_BRANCH.name)).request(presentation)).result!.claims[0]!.value).toContain('율곡로 190');
    // The link and PIN keys are the same keys, now sealed: a link signed before the upgrade still opens.
    expect((await next.call('GET', viewerUrl, citizen)).rawPayload.equals(file.rawPayload)).toBe(true);
    expect((await next.call('GET', `/api/v2/inbox/${issued}/reissue`, citizen)).json().result.formData).toMatchObject({ 사용용도: '금융기관 제출용' });
    // Once everything is sealed, a clear value is an error, not a value.
    expect(next.app.sealer.plainAccepted).toBe(false);
    await next.app.db.run("UPDATE documents SET form_data = '{\"사용용도\":\"x\"}' WHERE id = ?", [issued]);
    expect((await next.call('GET', `/api/v2/inbox/${issued}/reissue`, citizen)).statusCode).toBe(500);
  });
});
