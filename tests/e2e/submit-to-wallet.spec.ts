import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import QRCode from 'qrcode';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededWalletAddress } from '../../server/wallet-address';
import { CHROMIUM_ARGS, CHROMIUM_PATH, login, messengerUserAgent, phone, schemeCallsOf, screenshot, screenshots, startServer, type TestServer, waitOutClickGuard } from './harness';

const RECEIVER_ADDRESS = seededWalletAddress('receiver');
const CITIZEN_ADDRESS = seededWalletAddress('citizen');

/**
 * A Y4M video of one QR code (the receiver's wallet address) for Chromium's fake camera, so the
 * browser's real scanner (getUserMedia + jsQR) reads it like a phone camera would.
 */
function qrVideo(text: string): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const [width, height, scale] = [320, 240, 6];
  const offset = { x: Math.floor((width - size * scale) / 2), y: Math.floor((height - size * scale) / 2) };
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) luma.fill(16, (offset.y + row * scale + dy) * width + offset.x + col * scale, (offset.y + row * scale + dy) * width + offset.x + (col + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = join(tmpdir(), `jigap-qr-${process.pid}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]));
  return file;
}

let server: TestServer;
let browser: Browser;
const open: BrowserContext[] = [];

beforeAll(async () => {
  const video = qrVideo(RECEIVER_ADDRESS);
  [server, browser] = await Promise.all([
    startServer(),
    chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Wallet {
  page: Page;
  problems: string[];
  /** The messenger's scheme calls (inside the messenger only). */
  schemeCalls: string[];
}

/** A signed-in phone: with the demo cookie, or `inMessenger` with the messenger's own user agent. */
async function signedIn(persona: 'citizen' | 'receiver' | 'nocert', returnUrl: string, options: { colorScheme?: 'light' | 'dark'; inMessenger?: boolean } = {}): Promise<Wallet> {
  const { context, page, problems } = await phone(browser, {
    colorScheme: options.colorScheme ?? 'light',
    ...(options.inMessenger ? { userAgent: messengerUserAgent('11.2.0') } : {}),
  });
  open.push(context);
  const schemeCalls = schemeCallsOf(page);
  await context.grantPermissions(['camera'], { origin: server.url }).catch(() => undefined);
  await login(page, server, persona, { returnUrl });
  return { page, problems, schemeCalls };
}

/** A submission through the API with the page's session (the UI path is the first test's). */
async function submitByApi(page: Page, documentIds: string[], receiverAddress = RECEIVER_ADDRESS): Promise<{ distributionId: string; pin: string }> {
  const response = await page.request.post(`${server.url}/api/v1/submission`, { data: { agreed: false, documentIds, receiverAddress } });
  expect(response.status()).toBe(200);
  return (await response.json()).result;
}

const recordUrl = (side: 'submitted' | 'received', distributionId: string, id: string) =>
  `${server.url}/home/distribution/layer/${side}/${encodeURIComponent(distributionId)}/${encodeURIComponent(id)}`;
const sheet = (page: Page) => page.getByRole('dialog');
/** WCAG 2 A/AA problems axe finds on the page as it is now. */
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
/** The machine is shared: the layers' code and the lists may take a few seconds to arrive. */
const poll = <T>(read: () => Promise<T> | T, timeout = 15_000) => expect.poll(read, { timeout });
/** Screenshots wait for a layer's slide-up (0.3 s) to end. */
const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(450);
  await screenshot(page, name);
};
/** The same, in light and in dark (`<name>-light`, `<name>-dark`). */
const shots = async (page: Page, name: string, scheme: 'light' | 'dark' = 'light') => {
  await page.waitForTimeout(450);
  await screenshots(page, name, scheme);
};
/** The field shows its whole value: nothing scrolled out of view at 360 px. */
const fitsItsField = (field: ReturnType<Page['getByRole']>) => field.evaluate((input) => input.scrollWidth <= input.clientWidth);
const popup = (page: Page) => page.getByRole('alertdialog');

describe('submit to a wallet, and the sent and received records (001 §2.2, 000 §2.3, §4.8)', () => {
  let citizen: Wallet;
  // The receiving wallet runs inside the messenger (its user agent, the native bridge); the sender with the demo cookie.
  let receiver: Wallet;

  beforeAll(async () => {
    citizen = await signedIn('citizen', '/home/inbox');
    receiver = await signedIn('receiver', '/home/inbox', { inMessenger: true });
    await citizen.page.getByRole('link', { name: '내 증명서' }).waitFor();
    await receiver.page.getByRole('link', { name: '내 증명서' }).waitFor();
  });
  afterAll(async () => {
    for (const context of open.splice(0)) await context.close();
  });

  it('citizen submits to receiver’s wallet address; receiver sees 받음/열람전 and views it; citizen then sees 열람완료', async () => {
    const { page } = citizen;
    await page.goto(`${server.url}/submission?documentIds=seed-citizen-resident-copy`);
    await page.getByRole('heading', { level: 1, name: '증명서 제출' }).waitFor();
    await page.getByText('주민등록표 등본').waitFor();
    await poll(() => page.getByText(/\d+일남음/).count()).toBe(1);
    await screenshot(page, 'submission-light');

    await page.getByRole('radio', { name: /지갑 주소 입력 또는 QR 스캔/ }).click();
    const field = page.getByRole('textbox', { name: '지갑 주소' });
    await field.fill(RECEIVER_ADDRESS);
    // 'Confirm' while the keypad is open; it looks the address up.
    await page.getByRole('button', { name: '확인' }).click();
    await page.getByRole('status').filter({ hasText: '받는 곳 이서연 · 개인' }).waitFor();
    expect(await fitsItsField(field)).toBe(true);
    await screenshots(page, 'submission-wallet');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '제출하기' }).click();

    await page.waitForURL(/\/submission\/complete$/);
    await page.getByRole('heading', { name: '안전하게 전달되었어요' }).waitFor();
    await page.getByText('이서연에게 증명서를 제출했어요.').waitFor();
    const pin = await page.getByTestId('submission-pin').textContent();
    expect(pin).toMatch(/^\d{6}$/);
    await screenshot(page, 'submission-complete-light');
    // A reload keeps the result: the recipient and the viewing number are still there.
    await page.reload();
    await page.getByText('이서연에게 증명서를 제출했어요.').waitFor();
    expect(await page.getByTestId('submission-pin').textContent()).toBe(pin);
    await page.getByRole('button', { name: '제출한 증명서' }).click();
    await page.waitForURL(/\/home\/distribution$/);
    const sentRow = page.getByRole('button', { name: /주민등록표 등본/ }).first();
    await poll(() => sentRow.textContent()).toMatch(/보냄.*이서연.*열람전/);
    await screenshot(page, 'distribution-light');

    const other = receiver.page;
    await other.goto(`${server.url}/home/distribution`);
    const receivedRow = other.getByRole('button', { name: /주민등록표 등본/ }).first();
    await poll(() => receivedRow.textContent()).toMatch(/받음.*김민준.*열람전/);
    await receivedRow.click();
    await sheet(other).getByRole('button', { name: '열람하기' }).waitFor();
    await shot(other, 'distribution-received-layer-light');
    expect(await axeViolations(other)).toEqual([]);
    await other.getByRole('button', { name: '열람하기' }).click();
    await other.getByRole('region', { name: '주민등록표 등본' }).getByRole('img').first().waitFor({ timeout: 20_000 });
    await shot(other, 'distribution-preview-light');
    // Capture prevention is asked of the messenger through its scheme; the demo's record stays empty.
    expect(await other.evaluate(() => navigator.userAgent)).toContain('KAKAOTALK 11.2.0');
    expect(receiver.schemeCalls).toContain('kakaotalk://jigap/preventCapture?on=true');
    expect(await other.evaluate(() => window.__jigapBridgeCalls)).toBeUndefined();
    await other.getByRole('dialog', { name: '주민등록표 등본' }).getByRole('button', { name: '닫기' }).click();
    await poll(() => sheet(other).first().textContent()).toContain('열람완료');

    await page.reload();
    await poll(() => page.getByRole('button', { name: /주민등록표 등본/ }).first().textContent()).toMatch(/보냄.*열람완료/);
    expect(citizen.problems).toEqual([]);
    expect(receiver.problems).toEqual([]);
  });

  it('a reject with a reason: 반려함 to the receiver, 반려됨 with the reason to the sender; the reason is at most 200', async () => {
    const sent = await submitByApi(citizen.page, ['seed-citizen-tax-paid']);
    const other = receiver.page;
    await other.goto(recordUrl('received', sent.distributionId, 'seed-citizen-tax-paid'));
    await other.getByRole('button', { name: '반려하기' }).click();
    const reason = other.getByRole('textbox', { name: '반려 사유' });
    const done = other.getByRole('button', { name: '완료', exact: true });
    expect(await done.isDisabled()).toBe(true);
    await reason.fill('   ');
    expect(await done.isDisabled()).toBe(true);
    await reason.fill('가'.repeat(210));
    expect(await reason.inputValue()).toHaveLength(200);
    await other.getByText('200/200').waitFor();
    await other.getByText('(200자를 초과해서 입력할 수 없습니다)').waitFor();
    const height = await reason.evaluate((element) => element.getBoundingClientRect().height);
    // Up to 150 CSS px; a layout at device scale 2 may report 150.00003.
    expect(Math.round(height)).toBeLessThanOrEqual(150);
    await reason.fill('발급일이 지난 증명서입니다.');
    await other.getByText('15/200').waitFor();
    await shot(other, 'distribution-reject-light');
    await done.click();
    await other.getByText('증명서를 반려했어요.').waitFor();
    await poll(() => sheet(other).textContent()).toContain('반려함');

    const { page } = citizen;
    await page.goto(recordUrl('submitted', sent.distributionId, 'seed-citizen-tax-paid'));
    await poll(() => sheet(page).textContent()).toContain('반려됨');
    await sheet(page).getByText('발급일이 지난 증명서입니다.').waitFor();
    await shots(page, 'distribution-returned');
  });

  it('a cancel shows 보내기취소함 / 보내기취소됨; cancelling what was already read shows DISTRIBUTION_ERROR and the fresh state', async () => {
    const { page } = citizen;
    const first = await submitByApi(page, ['seed-citizen-health-history']);
    await page.goto(recordUrl('submitted', first.distributionId, 'seed-citizen-health-history'));
    await page.getByRole('button', { name: '보내기 취소' }).click();
    await popup(page).getByText('보내기를 취소할까요?').waitFor();
    await shots(page, 'distribution-cancel-confirm');
    await popup(page).getByRole('button', { name: '보내기 취소' }).click();
    await page.getByText('보내기를 취소했어요.').waitFor();
    await poll(() => sheet(page).textContent()).toContain('보내기취소함');
    await receiver.page.goto(recordUrl('received', first.distributionId, 'seed-citizen-health-history'));
    await poll(() => sheet(receiver.page).textContent()).toContain('보내기취소됨');
    expect(await receiver.page.getByRole('button', { name: '열람하기' }).isDisabled()).toBe(true);

    const second = await submitByApi(page, ['seed-citizen-health-history']);
    await page.goto(recordUrl('submitted', second.distributionId, 'seed-citizen-health-history'));
    await page.getByRole('button', { name: '보내기 취소' }).waitFor();
    // The receiver reads it while the sender's layer is still open.
    const read = await receiver.page.request.get(`${server.url}/api/v2/distribution/${second.distributionId}/document/seed-citizen-health-history/viewer`);
    expect(read.status()).toBe(200);
    await page.getByRole('button', { name: '보내기 취소' }).click();
    await popup(page).getByRole('button', { name: '보내기 취소' }).click();
    await popup(page).getByText('보내기를 취소할 수 없어요', { exact: true }).waitFor();
    await popup(page).getByRole('button', { name: '확인' }).click();
    await poll(() => sheet(page).textContent()).toContain('열람완료');
    expect(await page.getByRole('button', { name: '보내기 취소' }).count()).toBe(0);

    // Read, so it may be deleted: the confirmation, then the toast, and it is gone.
    await page.getByRole('button', { name: '삭제', exact: true }).click();
    await popup(page).getByText('보낸/받은 증명서 내역을 삭제할까요?').waitFor();
    await popup(page).getByText('삭제 후에는 복구가 불가합니다.').waitFor();
    await shots(page, 'distribution-delete');
    await popup(page).getByRole('button', { name: '삭제' }).click();
    await page.getByText('보낸/받은 증명서 내역을 삭제했습니다.').waitFor();
    await page.waitForURL(/\/home\/distribution$/);
  });

  it('DISTRIBUTION_ERROR in the reject layer: its popup, the list refreshed, the reject layer closed', async () => {
    const sent = await submitByApi(citizen.page, ['seed-citizen-resident-copy', 'seed-citizen-tax-paid']);
    const other = receiver.page;
    await other.goto(recordUrl('received', sent.distributionId, 'seed-citizen-tax-paid'));
    await other.getByRole('button', { name: '반려하기' }).click();
    await other.getByRole('textbox', { name: '반려 사유' }).fill('확인이 필요합니다.');
    // Opening the layer holds the click guard: let it pass.
    await waitOutClickGuard(other, 'layer');
    const cancelled = await citizen.page.request.post(`${server.url}/api/v2/distribution/${sent.distributionId}/document/seed-citizen-tax-paid/cancel`);
    expect(cancelled.status()).toBe(200);
    await other.getByRole('button', { name: '완료', exact: true }).click();
    await popup(other).getByText('반려할 수 없어요', { exact: true }).waitFor();
    await popup(other).getByRole('button', { name: '확인' }).click();
    await other.waitForURL(new RegExp(`/received/${sent.distributionId}/seed-citizen-tax-paid$`));
    await poll(() => sheet(other).textContent()).toContain('보내기취소됨');
  });

  it('own address and a bad address show their messages under the field; switching method clears them', async () => {
    const { page } = citizen;
    await page.goto(`${server.url}/submission?documentIds=seed-citizen-resident-abstract`);
    await page.getByRole('radio', { name: /지갑 주소 입력 또는 QR 스캔/ }).click();
    const field = page.getByRole('textbox', { name: '지갑 주소' });
    await field.fill(CITIZEN_ADDRESS);
    await page.getByRole('heading', { name: '제출할 증명서' }).click();
    await page.getByRole('alert').filter({ hasText: '내 지갑 주소로는 제출할 수 없습니다.' }).waitFor();
    expect(await page.getByRole('button', { name: '제출하기' }).isDisabled()).toBe(true);
    await field.fill('ABC-123');
    await page.getByRole('button', { name: '확인' }).click();
    await page.getByRole('alert').filter({ hasText: '잘못된 지갑 주소입니다.' }).waitFor();
    await screenshots(page, 'submission-invalid-address');
    await page.getByRole('radio', { name: /제출기관 검색/ }).click();
    await page.getByRole('radio', { name: /지갑 주소 입력 또는 QR 스캔/ }).click();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await field.inputValue()).toBe('');
  });

  it('a QR scan fills the address from the camera and looks it up', async () => {
    const { page } = citizen;
    await page.goto(`${server.url}/submission?documentIds=seed-citizen-resident-abstract`);
    await page.getByRole('radio', { name: /지갑 주소 입력 또는 QR 스캔/ }).click();
    // The decoder is held back for a moment, so the camera overlay can be pictured before it reads the code.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const decoder = /\/assets\/jsQR-[\w-]+\.js$/;
    await page.route(decoder, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'QR 스캔' }).click();
    await page.getByRole('dialog', { name: 'QR 코드 스캔' }).getByText('지갑 주소 QR 코드를 네모 안에 맞춰 주세요').waitFor();
    await page.waitForFunction(() => ((document.querySelector('[role="dialog"][aria-label="QR 코드 스캔"] video') as HTMLVideoElement | null)?.readyState ?? 0) >= 2, null, { timeout: 15_000 });
    await screenshots(page, 'submission-qr-camera');
    release();
    await poll(() => page.getByRole('textbox', { name: '지갑 주소' }).inputValue(), 20_000).toBe(RECEIVER_ADDRESS);
    await page.unroute(decoder);
    await page.getByRole('status').filter({ hasText: '이서연' }).waitFor();
    const calls = await page.evaluate(() => window.__jigapBridgeCalls?.map((call) => call.name));
    expect(calls).toContain('startQrScan');
  });

  it('submitting to an organisation that needs agreement: search, Next, the SUBMISSION terms, then complete', async () => {
    const { page } = citizen;
    await page.goto(`${server.url}/submission?documentIds=seed-citizen-resident-abstract`);
    await page.getByRole('button', { name: '제출기관을 검색해 주세요' }).click();
    await page.getByRole('dialog', { name: '제출기관 검색' }).waitFor();
    await page.getByRole('searchbox', { name: '기관명 또는 지역명' }).fill('한빛은행');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.getByText('검색 결과 22건').waitFor();
    await poll(() => page.getByRole('button', { name: /^한빛은행 .+지점/ }).count()).toBeGreaterThanOrEqual(20);
    await shot(page, 'submission-agency-light');
    // The next page loads when the list's end scrolls into view (더 보기 is the same for a tap): scroll to it.
    await page.getByRole('dialog', { name: '제출기관 검색' }).evaluate((dialog) => {
      for (const element of [dialog, ...dialog.querySelectorAll('*')]) if (element.scrollHeight > element.clientHeight) element.scrollTop = element.scrollHeight;
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await poll(() => page.getByRole('button', { name: /^한빛은행 .+지점/ }).count()).toBe(22);
    await page.getByText('검색 결과 22건').waitFor();
    expect(await page.getByRole('button', { name: /더 보기/ }).count()).toBe(0);
    await page.getByRole('button', { name: /^한빛은행 여의도지점/ }).click();
    await page.getByRole('button', { name: '다음' }).click();
    const terms = page.getByRole('dialog').filter({ hasText: '한빛은행 여의도지점에 증명서를 제출하려면 동의가 필요해요' });
    await terms.waitFor();
    await shots(page, 'submission-terms');
    await terms.getByRole('checkbox', { name: '전체 동의' }).check();
    await terms.getByRole('button', { name: '동의하기' }).click();
    await page.waitForURL(/\/submission\/complete$/);
    await page.getByText('한빛은행 여의도지점에 증명서를 제출했어요.').waitFor();
    await page.getByTestId('submission-pin').waitFor();
    await page.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(/\/home\/inbox$/);
    // A visit without a submission (typed, bookmarked, a new tab) has nothing to confirm: the inbox.
    await page.goto(`${server.url}/submission/complete`);
    await page.waitForURL(/\/home\/inbox$/);
    expect(await page.getByText('안전하게 전달되었어요').count()).toBe(0);
  });

  it('sending again what the office has not read yet: says it was sent already and when, nothing new is sent, and offers that record', async () => {
    const { page } = citizen;
    const sendToOffice = async () => {
      await page.goto(`${server.url}/submission?documentIds=seed-citizen-tax-paid`);
      await page.getByRole('button', { name: '제출기관을 검색해 주세요' }).click();
      await page.getByRole('searchbox', { name: '기관명 또는 지역명' }).fill('종로구청');
      await page.getByRole('button', { name: '검색', exact: true }).click();
      await page.getByRole('button', { name: /^서울특별시 종로구청/ }).click();
      await page.getByRole('button', { name: '제출하기' }).click();
      await page.waitForURL(/\/submission\/complete$/);
    };
    await sendToOffice();
    await page.getByRole('heading', { name: '안전하게 전달되었어요' }).waitFor();
    const pin = await page.getByTestId('submission-pin').textContent();
    await sendToOffice();
    await page.getByRole('heading', { name: '이미 보낸 증명서예요' }).waitFor();
    await page.getByText(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}에 서울특별시 종로구청 .+에 보낸 증명서가 아직 열람 전이라 새로 보내지 않았어요\.$/).waitFor();
    expect(await page.getByTestId('submission-pin').textContent()).toBe(pin);
    expect(await page.getByText('안전하게 전달되었어요').count()).toBe(0);
    await shots(page, 'submission-already-sent');
    await page.getByRole('button', { name: '보낸 내역 보기' }).click();
    await page.waitForURL(/\/home\/distribution\/layer\/submitted\/[^/]+\/seed-citizen-tax-paid$/);
    await sheet(page).getByText(pin ?? '').waitFor();
    await page.goto(`${server.url}/home/distribution`);
    await poll(() => page.getByRole('button', { name: /국세완납/ }).filter({ hasText: /종로구청/ }).count()).toBe(1);
  });

  it('the new screens in dark mode; an empty sent-and-received tab in both', async () => {
    const empty = await signedIn('nocert', '/home/distribution');
    await empty.page.getByText('보내거나 받은 증명서가 없어요.').waitFor();
    await shots(empty.page, 'distribution-empty');
    expect(await axeViolations(empty.page)).toEqual([]);

    const { page, problems } = await signedIn('citizen', '/home/distribution', { colorScheme: 'dark' });
    await page.getByRole('button', { name: /운전경력증명서/ }).first().waitFor();
    await screenshot(page, 'distribution-dark');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(recordUrl('received', 'seed-delivery-10', 'seed-receiver-income'));
    await sheet(page).getByText('반려 사유').waitFor();
    await shot(page, 'distribution-received-layer-dark');
    await page.goto(recordUrl('received', 'seed-delivery-08', 'seed-receiver-abstract'));
    await page.getByRole('button', { name: '반려하기' }).click();
    await page.getByRole('textbox', { name: '반려 사유' }).fill('다시 보내 주세요.');
    await shot(page, 'distribution-reject-dark');
    await page.goto(recordUrl('submitted', 'seed-delivery-06', 'seed-citizen-income-expiring'));
    await page.getByRole('button', { name: '열람하기' }).click();
    await page.getByRole('region', { name: '소득금액증명' }).getByRole('img').first().waitFor({ timeout: 20_000 });
    await shot(page, 'distribution-preview-dark');
    await page.goto(`${server.url}/submission?documentIds=seed-citizen-resident-copy&documentIds=seed-citizen-income-expiring`);
    await page.getByText('소득금액증명').waitFor();
    await screenshot(page, 'submission-dark');
    await page.getByRole('button', { name: '제출기관을 검색해 주세요' }).click();
    await page.getByRole('searchbox', { name: '기관명 또는 지역명' }).fill('종로');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.getByText(/검색 결과 \d+건/).waitFor();
    await shot(page, 'submission-agency-dark');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^서울특별시 종로구청/ }).click();
    await page.getByRole('button', { name: '제출하기' }).click();
    await page.getByRole('heading', { name: '안전하게 전달되었어요' }).waitFor();
    await screenshot(page, 'submission-complete-dark');
    expect(problems).toEqual([]);
  });
});
