import type { Page } from 'playwright-core';

/**
 * From the apply tab (already signed in), opens a certificate through the search layer: presses
 * '증명서 검색', types `words`, presses the result whose name starts with `name`, and waits for
 * /issue/{edoc} (compared decoded) and its heading.
 */
export async function openFromSearch(page: Page, words: string, name: string, edoc: string): Promise<void> {
  await page.getByRole('button', { name: '증명서 검색' }).click();
  await page.waitForURL(/\/home\/apply\/layer\/search-edoc/);
  const input = page.getByRole('searchbox', { name: '증명서 검색' });
  await input.fill(words);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${escaped}`) }).click();
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/issue/${edoc}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The issue layer named `layer` is open: /issue/{edoc}/layer/<layer>. */
export async function waitForLayer(page: Page, layer: string): Promise<void> {
  await page.waitForURL((url) => decodeURIComponent(url.pathname).endsWith(`/layer/${layer}`));
  await page.getByRole('dialog').waitFor();
}

/** Picks the radio row `option` in the open bottom-sheet picker and waits for it to close. */
export async function pickRadio(page: Page, option: string): Promise<void> {
  await page.getByRole('dialog').getByRole('radio', { name: option }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** The id of the focused element. */
export const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? null);
