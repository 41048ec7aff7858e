import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, phone, screenshot } from './harness';
import { useServerAndBrowser } from './fixtures';
import { SCREENS, lookAt, openPartnerStart, sharedLinkUrl, smallTargets, type AxeViolation } from './look-screens';

/** The box of the first element matching `selector` (css px). */
const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
};

describe('look and feel at 360×740 in light and dark (house rules)', () => {
  const ctx = useServerAndBrowser();

  it.each(['light', 'dark'] as const)('home in %s mode: 16 px body text, 48 px touch targets, no CSP violation', async (colorScheme) => {
    const { page, context, problems } = await phone(ctx.browser, { colorScheme });
    await login(page, ctx.server, 'citizen');
    await page.getByRole('link', { name: '증명서 신청' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `home-apply-${colorScheme}`);

    const fontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(16);
    for (const name of ['닫기', '내 지갑 주소']) {
      const found = await page.getByRole('button', { name }).boundingBox();
      expect(found?.width).toBeGreaterThanOrEqual(48);
      expect(found?.height).toBeGreaterThanOrEqual(48);
    }
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(colorScheme === 'dark' ? background !== 'rgb(255, 255, 255)' : background === 'rgb(255, 255, 255)').toBe(true);
    expect(problems).toEqual([]);

    await page.getByRole('link', { name: '내 증명서' }).click();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `home-inbox-${colorScheme}`);
    await context.close();
  });

  it('every screen, light and dark: a picture each, axe (WCAG 2.1 AA) finds nothing, every control is a 48 px target', async () => {
    const violations: AxeViolation[] = [];
    const small: string[] = [];
    const problems: string[] = [];
    const contexts = new Map<string | null, Awaited<ReturnType<typeof phone>>>();
    const contextOf = async (persona: string | null) => {
      let opened = contexts.get(persona);
      if (!opened) {
        opened = await phone(ctx.browser);
        if (persona) {
          await login(opened.page, ctx.server, persona);
          await opened.page.waitForURL(/\/home\//);
        }
        contexts.set(persona, opened);
      }
      return opened;
    };
    const look = async (page: Page, name: string) => {
      violations.push(...(await lookAt(page, name)));
      small.push(...(await smallTargets(page)).map((target) => `${name}: ${target}`));
    };

    for (const screen of SCREENS) {
      const { page } = await contextOf(screen.persona);
      await screen.open(page, ctx.server.url);
      await look(page, screen.name);
    }
    // The one-time link page (made by the citizen), as the person it was sent to sees it.
    const link = await sharedLinkUrl((await contextOf('citizen')).page, ctx.server.url);
    const { page: reader } = await contextOf(null);
    await reader.goto(link);
    await reader.getByRole('textbox', { name: '열람 비밀번호 6자리' }).waitFor();
    await look(reader, 'shared');
    // The partner flow's start page, from the simulated partner console.
    const { page: partner } = await contextOf('citizen');
    await openPartnerStart(partner, ctx.server.url);
    await look(partner, 'papas-start');

    for (const opened of contexts.values()) {
      problems.push(...opened.problems);
      await opened.context.close();
    }
    expect(violations).toEqual([]);
    expect(small).toEqual([]);
    expect(problems).toEqual([]);
  }, 600_000);

  it('the measurable items of the look-and-feel walk: chips, checkboxes, headers, the tab bar, group labels, options, banners, the fail page, the term detail', async () => {
    const { page, context, problems } = await phone(ctx.browser, { colorScheme: 'dark' });
    await login(page, ctx.server, 'citizen');
    await page.getByRole('link', { name: '증명서 신청' }).waitFor();
    await page.waitForLoadState('networkidle');

    // Filter chips are 48 px targets.
    for (const name of ['증명서', '자격 확인']) {
      expect((await page.getByRole('button', { name, exact: true }).boundingBox())?.height).toBeGreaterThanOrEqual(48);
    }
    // 보낸/받은 내역 sits inside its tab and keeps at least 8 px from the tab bar's edge.
    const bar = (await page.getByRole('navigation', { name: '전자증명서 메뉴' }).boundingBox())!;
    const label = await page.getByRole('link', { name: '보낸/받은 내역' }).locator('span').boundingBox();
    const tab = await page.getByRole('link', { name: '보낸/받은 내역' }).boundingBox();
    expect(label!.x).toBeGreaterThanOrEqual(tab!.x);
    expect(label!.x + label!.width).toBeLessThanOrEqual(tab!.x + tab!.width);
    expect(bar.x + bar.width - (label!.x + label!.width)).toBeGreaterThanOrEqual(8);
    // Banners: in dark mode a dark tint of the server's pastel, the thumbnail a crop of the illustration.
    const banner = await page.evaluate(() => {
      const link = document.querySelector('ul[aria-label="배너"] li a') as HTMLElement;
      const image = link.querySelector('img') as HTMLImageElement;
      const [r, g, b] = (getComputedStyle(link).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
      const style = getComputedStyle(image);
      return { luminance: (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255, fit: style.objectFit, position: style.objectPosition, width: image.getBoundingClientRect().width };
    });
    expect(banner.luminance).toBeLessThan(0.3);
    expect(banner).toMatchObject({ fit: 'cover', position: '100% 50%', width: 72 });

    // Multi-select checkboxes are squares (soft corners), not circles.
    await page.goto(`${ctx.server.url}/home/inbox`);
    const check = page.getByRole('checkbox', { name: /^주민등록표 등본\(/ });
    await check.waitFor();
    const shape = await check.evaluate((input) => {
      const mark = input.nextElementSibling as HTMLElement;
      const rect = mark.getBoundingClientRect();
      return { width: rect.width, height: rect.height, radius: parseFloat(getComputedStyle(mark).borderTopLeftRadius) };
    });
    expect(shape.width).toBe(shape.height);
    // A circle's radius is half its width; the square's soft corner stays under a third.
    expect(shape.radius).toBeGreaterThan(0);
    expect(shape.radius).toBeLessThan(shape.width / 3);

    // A group's legend lines up with the other labels, with the same gap to its control.
    await page.goto(`${ctx.server.url}/issue/${encodeURIComponent('지방세세목별과세증명서')}`);
    await page.getByRole('checkbox').first().waitFor();
    const labels = await page.evaluate(() =>
      [...document.querySelectorAll('[data-field]')].flatMap((field) => {
        const label = field.querySelector(':scope > label, :scope > legend');
        const control = label?.nextElementSibling;
        if (!label || !control) return [];
        const text = document.createRange();
        text.selectNodeContents(label);
        return [{ tag: label.tagName, x: text.getBoundingClientRect().x, gap: Math.round(control.getBoundingClientRect().y - label.getBoundingClientRect().bottom) }];
      }),
    );
    expect(labels.some((l) => l.tag === 'LEGEND') && labels.some((l) => l.tag === 'LABEL')).toBe(true);
    expect(new Set(labels.map((l) => l.x)).size).toBe(1);
    expect(new Set(labels.map((l) => l.gap)).size).toBe(1);

    // Options break between words: every radio card of the family-relation form is one line.
    await page.goto(`${ctx.server.url}/issue/${encodeURIComponent('가족관계증명서')}`);
    const cards = page.locator('label:has(input[type="radio"])');
    // Measured on the live form (the drawn one is taken over by the application after its first paint).
    await expect.poll(() => page.getByRole('button', { name: '신청하기' }).isEnabled()).toBe(true);
    await cards.first().waitFor();
    for (const card of await cards.all()) {
      const lines = await card.evaluate((element) => {
        // The label's text only (its radio is drawn by the card, out of the flow).
        const texts = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
        const range = document.createRange();
        range.setStartBefore(texts[0]!);
        range.setEndAfter(texts[texts.length - 1]!);
        return new Set([...range.getClientRects()].filter((rect) => rect.width > 1).map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, (await card.textContent()) ?? '').toBe(1);
    }
    // Headers are centred: the form's, the application list's and the qualification pass's.
    const centred = async () => {
      const title = await box(page, 'header h1');
      expect(Math.abs(title.x + title.width / 2 - 180)).toBeLessThanOrEqual(2);
    };
    await centred();
    await page.goto(`${ctx.server.url}/application`);
    await page.getByRole('heading', { level: 1, name: '신청 현황' }).waitFor();
    await centred();
    await page.goto(`${ctx.server.url}/home/apply/layer/cert-pass-list?institutionCode=HANBIT-BANK-YEOUIDO`);
    await page.getByRole('dialog').getByRole('button', { name: /대출 상담 주민등록표 등본 확인/ }).click();
    await page.getByRole('heading', { level: 1, name: '대출 상담 주민등록표 등본 확인' }).waitFor();
    await centred();

    // /issue/fail has the close bar of the other result pages; it leaves for home.
    await page.goto(`${ctx.server.url}/issue/fail`);
    const close = page.getByRole('button', { name: '닫기' });
    await close.waitFor();
    expect((await close.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await close.click();
    await page.waitForURL(/\/home\/apply$/);

    // The term detail says its title once (the sheet's heading), not again as the content's first heading.
    await page.goto(`${ctx.server.url}/home/apply/layer/agreement/detail?${new URLSearchParams({ termType: '이용약관', title: '전자증명서 지갑 이용약관' }).toString()}`);
    const detail = page.getByRole('dialog');
    await detail.getByRole('heading', { name: '제1조 (목적)' }).waitFor();
    expect(await detail.getByText('전자증명서 지갑 이용약관', { exact: true }).count()).toBe(1);

    expect(problems).toEqual([]);
    await context.close();
  });
});
