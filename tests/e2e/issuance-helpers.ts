import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { login, type TestServer } from './harness';

/**
 * Shared steps of the issuance journeys (spec 000 §4.3–4.7): sign in, open a form,
 * pick values through its pickers, and check that the journey ends on the rendered document.
 */

/** Signs in as `persona` and opens /issue/{edoc}, waiting for its heading and its loaded form. */
export async function openForm(page: Page, server: TestServer, persona: string, edoc: string, name: string): Promise<void> {
  await login(page, server, persona);
  await page.waitForURL(/\/home\/apply/);
  await page.goto(`${server.url}/issue/${encodeURIComponent(edoc)}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('button', { name: '신청하기', exact: true }).waitFor();
}

/** Opens the 사용 용도 picker and chooses `purpose`. */
export async function choosePurpose(page: Page, purpose: string): Promise<void> {
  await page.getByRole('button', { name: /사용 용도/ }).click();
  await page.waitForURL(/\/layer\/issue-purpose\?/);
  await page.getByRole('dialog').getByRole('radio', { name: purpose }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/**
 * Presses the form's 신청하기, then agrees to the application terms: the agreement sheet whose
 * button reads 인증 후 신청하기 (spec 000 §2.3).
 */
export async function applyWithAgreement(page: Page): Promise<void> {
  await page.getByRole('button', { name: '신청하기', exact: true }).click();
  const sheet = page.getByRole('dialog');
  await page.waitForURL(/\/layer\/agreement\?types=APPLICATION/);
  await sheet.getByRole('checkbox', { name: '전체 동의' }).check();
  await sheet.getByRole('button', { name: '인증 후 신청하기' }).click();
}

/** Applies (with the agreement) and waits for the simulated messenger's signing page. */
export async function submitToSignPage(page: Page): Promise<void> {
  await applyWithAgreement(page);
  await page.waitForURL(/\/sim\/sign\//);
  await page.getByRole('button', { name: '서명하기' }).waitFor();
}

/** Counts the canvas pixels that are not white: a rendered page has text and lines. */
export async function inkedPixels(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector('canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) inked++;
    return inked;
  });
}

/** The journey ends on /issued/viewer/{id} with the PDF drawn on a canvas; returns the document id. */
export async function expectViewer(page: Page, timeout = 20_000): Promise<string> {
  await page.waitForURL(/\/issued\/viewer\/[^/?]+/, { timeout });
  await page.getByRole('img', { name: /1쪽 중 1쪽/ }).waitFor({ state: 'visible', timeout: 20_000 });
  await expect.poll(() => inkedPixels(page), { timeout: 10_000 }).toBeGreaterThan(500);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

/** The state of an application through the polling call. */
export async function applicationState(page: Page, server: TestServer, id: string): Promise<string> {
  const response = await page.request.get(`${server.url}/api/v2/application/${id}`);
  return ((await response.json()) as { result: { state: string } }).result.state;
}

/** The id of the newest application of the signed-in user. */
export async function newestApplicationId(page: Page, server: TestServer): Promise<string> {
  const response = await page.request.get(`${server.url}/api/v2/application?pageNumber=1&pageSize=10`);
  const body = (await response.json()) as { result: { applications: { id: string }[] } };
  const id = body.result.applications[0]?.id;
  expect(id).toBeTruthy();
  return id as string;
}
