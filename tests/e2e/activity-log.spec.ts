import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { seededWalletAddress } from '../../server/wallet-address';
import { login, phone, screenshots, type TestServer, waitOutClickGuard } from './harness';
import { useServerAndBrowser } from './fixtures';
import { choosePurpose, expectViewer, openForm, submitToSignPage } from './issuance-helpers';

/**
 * The citizen's own record (이용 기록) end to end: every action of a journey in the log, in order,
 * with times, and the same rows in the exported JSON and CSV; expiry before it bites (the home's
 * 만료 임박 with 재발급); deletion requests honoured by the other wallet and the organisation's desk.
 */
const NAME = '건강보험료 완납증명서';
const EDOC = '건강보험료완납증명서';
const RECEIVER = seededWalletAddress('receiver');

const poll = <T>(read: () => Promise<T> | T, timeout = 15_000) => expect.poll(read, { timeout });
const sheet = (page: Page) => page.getByRole('dialog');
const popup = (page: Page) => page.getByRole('alertdialog');

/** Issues 건강보험료 완납증명서 through the form (대금 수령, 뒷자리 표기 안 함) and answers its document id (the viewer opens it). */
async function issue(page: Page, server: TestServer): Promise<string> {
  await openForm(page, server, 'citizen', EDOC, NAME);
  await choosePurpose(page, '대금 수령');
  await page.locator('label', { hasText: '뒷자리 표기 안 함' }).click();
  await submitToSignPage(page);
  await page.getByRole('button', { name: '서명하기' }).click();
  return expectViewer(page);
}

/** Shares the document from the inbox; answers the link and its PIN. */
async function shareFromInbox(page: Page, server: TestServer): Promise<{ url: string; pin: string }> {
  await page.goto(`${server.url}/home/inbox`);
  // The one just issued is its issuer's newest, listed first (the seeded 건강보험료 완납증명서 expired long ago).
  await page.getByRole('checkbox', { name: new RegExp(`^${NAME}\\(`) }).first().check();
  await page.getByRole('toolbar', { name: '선택한 증명서' }).getByRole('button', { name: '공유' }).click();
  const shared = page.getByRole('alertdialog', { name: /1회용 링크를 (복사|공유)했어요/ });
  await shared.waitFor();
  const pin = /열람 비밀번호\s*(\d{6})/.exec((await shared.textContent()) ?? '')?.[1] ?? '';
  expect(pin).toMatch(/^\d{6}$/);
  const calls = await page.evaluate(() => window.__jigapBridgeCalls?.filter((call) => call.name === 'share'));
  await shared.getByRole('button', { name: '확인' }).click();
  return { url: (calls?.at(-1)?.args[1] as { url: string }).url, pin };
}

async function enterPin(page: Page, pin: string): Promise<void> {
  await page.getByRole('textbox', { name: '열람 비밀번호 6자리' }).fill(pin);
  await page.getByRole('button', { name: '확인' }).click();
}

/** Submits the document to receiver's wallet address on /submission; answers the submission's id. */
async function submitToReceiver(page: Page, server: TestServer, documentId: string): Promise<string> {
  await page.goto(`${server.url}/submission?documentIds=${documentId}`);
  await page.getByRole('radio', { name: /지갑 주소 입력 또는 QR 스캔/ }).click();
  await page.getByRole('textbox', { name: '지갑 주소' }).fill(RECEIVER);
  await page.getByRole('button', { name: '확인' }).click();
  await page.getByRole('status').filter({ hasText: '받는 곳 이서연 · 개인' }).waitFor();
  await page.getByRole('button', { name: '제출하기' }).click();
  await page.waitForURL(/\/submission\/complete$/);
  const records = (await (await page.request.get(`${server.url}/api/v2/distribution`)).json()) as { result: Array<{ type: string; id: string; distributionId: string }> };
  return records.result.find((record) => record.type === 'SUBMITTED' && record.id === documentId)?.distributionId ?? '';
}

/** The log's rows as the page shows them: the label, the time, and the whole row's text. */
async function logRows(page: Page): Promise<Array<{ label: string; time: string; text: string }>> {
  const list = page.getByRole('region', { name: '이용 기록 목록' });
  await list.waitFor();
  return list.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => ({
      label: item.querySelector('[data-kind]')?.textContent ?? '',
      time: item.querySelector('time')?.textContent ?? '',
      text: item.textContent ?? '',
    })),
  );
}

/** A file the page saves when `button` is pressed: its bytes. */
async function saved(page: Page, button: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFileSync((await download.path()) as string);
}

/** RFC 4180 rows. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') {
      rows.at(-1)?.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      rows.at(-1)?.push(cell);
      cell = '';
      rows.push([]);
      i += 1;
    } else cell += char;
  }
  return rows.filter((row) => row.length > 0);
}

const JOURNEY = ['반려됨', '받는 곳 열람', '제출', '1회용 링크 열람됨', '1회용 링크 비밀번호 틀림', '1회용 링크 만듦', '열람', '발급'];

describe('the citizen’s own record (이용 기록), expiry before it bites, deletion requests', () => {
  const ctx = useServerAndBrowser();
  let documentId = '';

  it('issues, views, shares (a wrong PIN, then the right one), submits to receiver who opens and rejects: the log shows each in order with times, and the exported JSON and CSV hold the same rows', async () => {
    const citizen = await phone(ctx.browser);
    documentId = await issue(citizen.page, ctx.server);
    const link = await shareFromInbox(citizen.page, ctx.server);
    const reader = await phone(ctx.browser);
    await reader.page.goto(link.url);
    await enterPin(reader.page, link.pin === '000000' ? '999999' : '000000');
    await reader.page.getByText('비밀번호가 일치하지 않아요. 다시 입력해 주세요. (남은 횟수 4회)').waitFor();
    await enterPin(reader.page, link.pin);
    await reader.page.getByRole('article', { name: `${NAME} 문서` }).waitFor();
    const distributionId = await submitToReceiver(citizen.page, ctx.server, documentId);

    const receiver = await phone(ctx.browser);
    await login(receiver.page, ctx.server, 'receiver', { returnUrl: `/home/distribution/layer/received/${distributionId}/${documentId}` });
    await receiver.page.getByRole('button', { name: '열람하기' }).click();
    await receiver.page.getByRole('region', { name: NAME }).getByRole('img').first().waitFor({ timeout: 20_000 });
    await receiver.page.getByRole('dialog', { name: NAME }).getByRole('button', { name: '닫기' }).click();
    // A tap just before may still hold the click guard (the longest kind's time, to be sure): 반려하기 at once could be dropped.
    await waitOutClickGuard(receiver.page, 'delayedLayer');
    await receiver.page.getByRole('button', { name: '반려하기' }).click();
    await receiver.page.getByRole('textbox', { name: '반려 사유' }).fill('주민등록번호 뒷자리가 보이는 증명서가 필요해요.');
    // A tap within the layer's opening guard (000 §5: 400 ms) is refused by design: tap again until it takes.
    const done = receiver.page.getByRole('button', { name: '완료', exact: true });
    const rejected = receiver.page.getByText('증명서를 반려했어요.');
    await vi.waitFor(
      async () => {
        if (await done.isVisible()) await done.click();
        await rejected.waitFor({ timeout: 1000 });
      },
      { timeout: 20_000, interval: 100 },
    );

    // From the inbox to the log.
    await citizen.page.goto(`${ctx.server.url}/home/inbox`);
    await citizen.page.getByRole('button', { name: '이용 기록' }).click();
    await citizen.page.waitForURL(/\/activity$/);
    await citizen.page.getByRole('heading', { level: 1, name: '이용 기록' }).waitFor();
    const rows = await logRows(citizen.page);
    expect(rows.slice(0, JOURNEY.length).map((row) => row.label)).toEqual(JOURNEY);
    for (const row of rows.slice(0, JOURNEY.length)) {
      expect(row.time).toMatch(/^\d{4}\.\d\d\.\d\d \d\d:\d\d$/);
      expect(row.text).toContain(NAME);
    }
    expect([...rows.map((row) => row.time)]).toEqual([...rows.map((row) => row.time)].sort().reverse());
    expect(rows[0]?.text).toContain('받는 곳 이서연');
    expect(rows[0]?.text).toContain('주민등록번호 뒷자리가 보이는 증명서가 필요해요.');
    expect(rows[4]?.text).toContain('남은 횟수 4회');
    await screenshots(citizen.page, 'activity-log');

    // The export: JSON and CSV, read back and compared with the page's rows.
    const json = JSON.parse((await saved(citizen.page, 'JSON으로 저장')).toString('utf8')) as {
      events: Array<{ kind: string; label: string; at: string; documents: Array<{ id: string | null; name: string }>; counterpart: string | null }>;
    };
    expect(json.events.map((event) => event.label)).toEqual(rows.map((row) => row.label));
    expect(json.events.map((event) => event.at.slice(0, 16).replace('T', ' ').replace(/-/g, '.'))).toEqual(rows.map((row) => row.time));
    expect(json.events.slice(0, JOURNEY.length).every((event) => event.documents.some((document) => document.id === documentId))).toBe(true);
    expect(json.events[0]?.counterpart).toBe('이서연');
    const csv = await saved(citizen.page, 'CSV(엑셀)로 저장');
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csvEvents = csvRows(csv.subarray(3).toString('utf8')).filter((row) => row[0] === '이용 기록');
    expect(csvEvents.map((row) => [row[1]?.slice(0, 16).replace(/-/g, '.'), row[2], row[5]])).toEqual(
      json.events.map((event, index) => [rows[index]?.time, event.label, event.counterpart ?? '']),
    );
    expect(citizen.problems).toEqual([]);
    await Promise.all([citizen.context.close(), reader.context.close(), receiver.context.close()]);
  });

  it('a document 9 days from expiry is on the home with 재발급, which opens its form filled with its application’s values; the inbox lists it under 만료 임박 first', async () => {
    expect(documentId).not.toBe('');
    // The document's expiry moves to 9 days from now (Korea's calendar days, as the server counts them).
    const db = await ctx.server.database();
    await db.run('UPDATE documents SET expires_at = ? WHERE id = ?', [new Date(Date.now() + 9 * 86_400_000).toISOString(), documentId]);
    await db.close();

    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context, problems } = await phone(ctx.browser, { colorScheme });
      await login(page, ctx.server, 'citizen', { returnUrl: '/home/inbox' });
      const group = page.getByRole('region', { name: /^만료 임박 \d+건$/ });
      await group.getByRole('button', { name: new RegExp(`^${NAME}, 국민건강보험공단, .*, 9일남음$`) }).waitFor();
      expect(await page.getByRole('region', { name: '내 증명서 목록' }).getByRole('region').first().getAttribute('aria-label')).toMatch(/^만료 임박/);
      if (colorScheme === 'light') await screenshots(page, 'inbox-expiring');

      await page.goto(`${ctx.server.url}/home/apply`);
      const card = page.getByRole('region', { name: '만료 임박 증명서' });
      const row = card.getByRole('listitem').filter({ hasText: NAME });
      await poll(() => row.textContent()).toContain('9일남음');
      if (colorScheme === 'light') await screenshots(page, 'home-expiring');
      await card.getByRole('button', { name: `${NAME} 재발급` }).click();
      await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/issue/${EDOC}`);
      await page.getByRole('button', { name: /사용 용도.*대금 수령/ }).waitFor();
      await poll(() => page.getByRole('radio', { name: /뒷자리 표기 안 함/ }).isChecked()).toBe(true);
      await poll(() => new URL(page.url()).search).toBe('');
      if (colorScheme === 'light') await screenshots(page, 'reissue-form');
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('삭제 요청: the other wallet sees it and deletes; the organisation’s desk sees it and deletes; the citizen’s record shows 요청함 and 삭제됨 with times', async () => {
    const citizen = await phone(ctx.browser);
    await login(citizen.page, ctx.server, 'citizen', { returnUrl: '/home/inbox' });
    await citizen.page.getByRole('link', { name: '내 증명서' }).waitFor();
    const sent = await citizen.page.request.post(`${ctx.server.url}/api/v1/submission`, {
      data: { agreed: false, documentIds: ['seed-citizen-resident-copy'], receiverAddress: RECEIVER },
    });
    const { distributionId } = ((await sent.json()) as { result: { distributionId: string } }).result;
    const receiver = await phone(ctx.browser, { colorScheme: 'dark' });
    await login(receiver.page, ctx.server, 'receiver', { returnUrl: '/home/distribution' });
    await receiver.page.getByRole('link', { name: '보낸/받은 내역' }).waitFor();
    expect((await receiver.page.request.get(`${ctx.server.url}/api/v2/distribution/${distributionId}/document/seed-citizen-resident-copy/viewer`)).status()).toBe(200);

    await citizen.page.goto(`${ctx.server.url}/home/distribution/layer/submitted/${distributionId}/seed-citizen-resident-copy`);
    await sheet(citizen.page).getByRole('button', { name: '삭제 요청' }).waitFor();
    await screenshots(citizen.page, 'distribution-deletion-offer');
    await sheet(citizen.page).getByRole('button', { name: '삭제 요청' }).click();
    await popup(citizen.page).getByRole('button', { name: '삭제 요청' }).click();
    await citizen.page.getByText('삭제를 요청했어요.').waitFor();
    await poll(() => sheet(citizen.page).textContent()).toMatch(/요청함 \d{4}\.\d\d\.\d\d \d\d:\d\d/);
    await citizen.page.getByText('삭제를 요청했어요.').waitFor({ state: 'hidden' });
    await screenshots(citizen.page, 'distribution-deletion-requested');

    await receiver.page.goto(`${ctx.server.url}/home/distribution/layer/received/${distributionId}/seed-citizen-resident-copy`);
    await sheet(receiver.page).getByText(/보낸 분이 이 증명서를 삭제해 달라고 요청했어요/).waitFor();
    await screenshots(receiver.page, 'distribution-deletion-asked', 'dark');
    await sheet(receiver.page).getByRole('button', { name: '삭제', exact: true }).click();
    await popup(receiver.page).getByRole('button', { name: '삭제' }).click();
    await receiver.page.getByText('보낸/받은 증명서 내역을 삭제했습니다.').waitFor();

    await citizen.page.reload();
    await poll(() => sheet(citizen.page).textContent()).toMatch(/삭제됨 \d{4}\.\d\d\.\d\d \d\d:\d\d/);

    // The organisation's desk: a submission it opened, the request, its deletion.
    const toBank = await citizen.page.request.post(`${ctx.server.url}/api/v1/submission`, {
      data: { agreed: true, documentIds: ['seed-citizen-health-history'], receiverAddress: seededWalletAddress('recipient-hanbit-bank-02') },
    });
    const bank = ((await toBank.json()) as { result: { distributionId: string; pin: string } }).result;
    const staff = await phone(ctx.browser);
    await staff.page.goto(`${ctx.server.url}/sim/org-login?${new URLSearchParams({ organisation: '한빛은행 종로지점', returnUrl: '/desk' }).toString()}`);
    const opened = await staff.page.request.post(`${ctx.server.url}/api/v1/desk/submissions/${bank.distributionId}/open`, { data: { viewingNumber: bank.pin } });
    expect(opened.status()).toBe(200);
    await citizen.page.goto(`${ctx.server.url}/home/distribution/layer/submitted/${bank.distributionId}/seed-citizen-health-history`);
    await sheet(citizen.page).getByRole('button', { name: '삭제 요청' }).click();
    await popup(citizen.page).getByRole('button', { name: '삭제 요청' }).click();
    await poll(() => sheet(citizen.page).textContent()).toMatch(/요청함/);

    await staff.page.goto(`${ctx.server.url}/desk/submissions/${bank.distributionId}`);
    await staff.page.getByRole('heading', { name: '보낸 분이 삭제를 요청했어요' }).waitFor();
    await screenshots(staff.page, 'desk-deletion-request');
    await staff.page.getByRole('button', { name: '요청대로 삭제' }).click();
    await popup(staff.page).getByRole('button', { name: '삭제' }).click();
    await staff.page.waitForURL(/\/desk$/);
    await citizen.page.reload();
    await poll(() => sheet(citizen.page).textContent()).toMatch(/삭제됨/);

    // The citizen's log says what the recipients did, at whose request.
    await citizen.page.goto(`${ctx.server.url}/activity?category=delete`);
    const rows = await logRows(citizen.page);
    expect(rows.slice(0, 4).map((row) => row.label)).toEqual(['받는 곳에서 삭제됨', '삭제 요청함', '받는 곳에서 삭제됨', '삭제 요청함']);
    expect(rows[0]?.text).toContain('삭제 요청에 따라');
    expect(rows[0]?.text).toContain('받는 곳 한빛은행 종로지점');
    expect(citizen.problems).toEqual([]);
    expect(staff.problems).toEqual([]);
    await Promise.all([citizen.context.close(), receiver.context.close(), staff.context.close()]);
  });
});
