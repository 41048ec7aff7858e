import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { redeemWithSphereon, verifyWithMeeco } from '../../server/credentials/test-kit';
import { login, phone, screenshot, screenshots } from './harness';
import { useServerAndBrowser } from './fixtures';
import { lookAt, smallTargets } from './look-screens';

/**
 * Every certificate is also a verifiable credential. In real Chromium: the viewer's second view
 * 전자증명 (VC) shows the credential the wallet holds (bound to a WebCrypto key made at first use,
 * kept in IndexedDB, not extractable); 다른 지갑에 담기 shows an offer as a QR code and a link with
 * its tx_code, read from the page and redeemed by a wallet Jigap does not use (Sphereon's), whose
 * credential Meeco's SD-JWT verifies; the log records the offer made and taken. Then the agency
 * revokes the document: the inbox, the credential view and /verify say so. A device change binds
 * the credentials to the new browser's key.
 */
const DOCUMENT = 'seed-citizen-resident-copy';

/** The key this browser holds for its credentials, as IndexedDB keeps it. */
const storedKey = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ extractable: boolean; curve: string } | null>((resolve, reject) => {
        const open = indexedDB.open('jigap-wallet', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('keys').objectStore('keys').get('holder');
          get.onsuccess = () => {
            const pair = get.result as CryptoKeyPair | undefined;
            resolve(pair ? { extractable: pair.privateKey.extractable, curve: (pair.privateKey.algorithm as EcKeyAlgorithm).namedCurve } : null);
          };
        };
      }),
  );

describe('every certificate also a verifiable credential (the viewer’s 전자증명 and 다른 지갑에 담기)', () => {
  const ctx = useServerAndBrowser();

  it('the viewer shows the credential; another wallet takes it from the offer on the page; the agency revokes it and every place says so', async () => {
    const { page, context, problems } = await phone(ctx.browser);
    await login(page, ctx.server, 'citizen', { returnUrl: `/issued/viewer/${DOCUMENT}` });
    await page.getByRole('heading', { level: 1, name: '주민등록표 등본' }).waitFor();
    await page.getByRole('tab', { name: '전자증명 (VC)' }).click();
    const card = page.getByRole('article', { name: '주민등록표 등본' });
    await card.getByText('유효', { exact: true }).waitFor({ timeout: 20_000 });
    await card.getByText('현 주소', { exact: true }).waitFor();
    await card.getByText('세대 구성원', { exact: true }).waitFor();
    expect(await storedKey(page)).toEqual({ extractable: false, curve: 'P-256' });
    // Pictured light and dark; axe (WCAG 2.1 AA) finds nothing; every control is a 48 px target.
    expect(await lookAt(page, 'credential-view')).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    await page.getByRole('button', { name: '다른 지갑에 담기' }).click();
    const sheet = page.getByRole('dialog', { name: '다른 지갑에 담기' });
    await sheet.getByRole('img', { name: '다른 지갑에 담기 QR 코드' }).waitFor();
    const link = await sheet.getByTestId('offer-link').getAttribute('href');
    const txCode = (await sheet.getByTestId('tx-code').textContent())?.trim() ?? '';
    expect(link).toMatch(/^openid-credential-offer:\/\/\?credential_offer=/);
    expect(txCode).toMatch(/^\d{6}$/);
    expect(await lookAt(page, 'credential-offer')).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    const { credential } = await redeemWithSphereon(link!, txCode);
    const rootPem = await (await fetch(`${ctx.server.url}/ca/jigap-demo-root.crt`)).text();
    const verified = await verifyWithMeeco(credential, rootPem);
    expect(verified.signed.vct).toBe(`${ctx.server.url}/vct/resident-registration-copy`);
    expect(verified.claims).toMatchObject({ person: { address: expect.any(String) } });

    await page.goto(`${ctx.server.url}/activity`);
    await page.getByText('다른 지갑에 담김').first().waitFor();
    await page.getByText('다른 지갑에 담기 준비').first().waitFor();

    const revoked = await fetch(`${ctx.server.url}/sim/agency/revocations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ documentId: DOCUMENT }) });
    expect(revoked.status).toBe(200);
    await page.goto(`${ctx.server.url}/home/inbox`);
    const row = page.getByRole('button', { name: /^주민등록표 등본, 행정안전부, .*폐기됨/ });
    await row.waitFor();
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshots(page, 'inbox-revoked');
    await page.goto(`${ctx.server.url}/issued/viewer/${DOCUMENT}?view=vc`);
    await page.getByText(/발급기관이 .*에 폐기한 증명서예요/).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: '다른 지갑에 담기' }).isDisabled()).toBe(true);
    await screenshots(page, 'credential-view-revoked');

    const viewer = await page.request.get(`${ctx.server.url}/api/v2/inbox/${DOCUMENT}/viewer`);
    const pdf = Buffer.from(await (await page.request.get(`${ctx.server.url}${((await viewer.json()) as { result: { url: string } }).result.url}`)).body());
    await page.goto(`${ctx.server.url}/verify`);
    await page.locator('input[type="file"]').setInputFiles({ name: '주민등록표 등본.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('region', { name: '진위 확인 결과' }).getByText('폐기된 증명서예요').waitFor();
    await screenshot(page, 'verify-revoked-light');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a device change binds the credentials to the new browser’s key', async () => {
    const { page, context } = await phone(ctx.browser);
    await login(page, ctx.server, 'subdevice');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await page.getByText('주 사용 기기 정보를 변경하였습니다.').waitFor();
    const device = (await context.cookies()).find((cookie) => cookie.name === 'jigap_device')!.value;
    const db = await ctx.server.database();
    try {
      const registered = async () => (await db.get('SELECT thumbprint FROM holder_keys WHERE user_id = ? AND device_id = ?', ['subdevice', device])) !== undefined;
      await expect.poll(registered, { timeout: 15_000 }).toBe(true);
    } finally {
      await db.close();
    }
    expect(await storedKey(page)).toEqual({ extractable: false, curve: 'P-256' });
    await context.close();
  });
});
