import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { colorsSettled, screenshot } from './harness';

/**
 * Every screen of the wallet for the look-and-feel walk: how to reach it, then one
 * picture in light and one in dark (the colour scheme switched on the same page) and an axe run
 * in each. look.spec.ts walks them; the list is shared so a walk can also be pointed at a
 * running server while working on the styles.
 */
export interface Screen {
  name: string;
  /** Who is signed in (null: no session, a public page). */
  persona: string | null;
  open: (page: Page, url: string) => Promise<void>;
}

export interface AxeViolation {
  screen: string;
  scheme: 'light' | 'dark';
  id: string;
  impact: string | null | undefined;
  targets: string[];
  summary: string;
}

const go = async (page: Page, url: string) => {
  await page.goto(url);
};

const heading = (page: Page, name: string | RegExp, level?: number) => page.getByRole('heading', { name, ...(level ? { level } : {}) }).first().waitFor();

export const SCREENS: Screen[] = [
  {
    name: 'home-apply',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/home/apply`);
      await page.getByRole('button', { name: /주민등록표 등본/ }).first().waitFor();
    },
  },
  {
    name: 'home-inbox',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/home/inbox`);
      await page.getByRole('checkbox', { name: /^주민등록표 등본\(/ }).waitFor();
    },
  },
  {
    name: 'home-inbox-selected',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/home/inbox`);
      await page.getByRole('checkbox', { name: /^주민등록표 등본\(/ }).check();
      await page.getByRole('toolbar', { name: '선택한 증명서' }).waitFor();
    },
  },
  {
    name: 'home-distribution',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/home/distribution`);
      await page.getByRole('link', { name: '보낸/받은 내역' }).waitFor();
      await page.locator('main li button, main li a').first().waitFor();
    },
  },
  {
    name: 'distribution-record',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/home/distribution`);
      const row = page.getByRole('button', { name: /운전경력증명서/ }).first();
      await row.waitFor();
      await page.waitForLoadState('networkidle');
      await row.click();
      await page.waitForURL(/\/layer\/(submitted|received)\//);
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'application',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/application`);
      await heading(page, '신청 현황', 1);
    },
  },
  {
    name: 'issue-family-relation',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/issue/${encodeURIComponent('가족관계증명서')}`);
      await page.getByRole('radio', { name: /상세증명서/ }).waitFor();
      await page.locator('[data-field]').first().scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'issue-tax-paid',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/issue/${encodeURIComponent('납세증명서')}`);
      await page.getByRole('button', { name: '신청하기', exact: true }).waitFor();
    },
  },
  {
    name: 'issue-picker',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/issue/${encodeURIComponent('납세증명서')}`);
      await page.getByRole('button', { name: /사용 용도/ }).click();
      await page.waitForURL(/\/layer\/issue-purpose\?/);
      await page.getByRole('dialog').getByRole('radio').first().waitFor();
    },
  },
  {
    name: 'issue-search',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/issue/${encodeURIComponent('지방세세목별과세증명서')}`);
      await page.getByRole('button', { name: /과세 대상 주소/ }).click();
      await page.getByRole('dialog').getByRole('searchbox').or(page.getByRole('dialog').getByRole('textbox')).first().waitFor();
    },
  },
  {
    name: 'issue-local-tax-itemized',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/issue/${encodeURIComponent('지방세세목별과세증명서')}`);
      await page.getByRole('checkbox').first().scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'issue-agreement',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/issue/${encodeURIComponent('가족관계증명서')}`);
      await page.getByRole('button', { name: '신청하기', exact: true }).click();
      await page.getByRole('dialog').getByRole('checkbox', { name: '전체 동의' }).waitFor();
    },
  },
  {
    name: 'agreement-detail',
    persona: 'citizen',
    open: async (page, url) => {
      const query = new URLSearchParams({ termType: '이용약관', title: '전자증명서 지갑 이용약관' });
      await go(page, `${url}/home/apply/layer/agreement/detail?${query.toString()}`);
      await page.getByRole('dialog').getByRole('heading', { name: '제1조 (목적)' }).waitFor();
    },
  },
  {
    name: 'issue-fail',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/issue/fail`);
      await heading(page, '증명서를 발급받지 못했어요');
    },
  },
  {
    name: 'issue-delayed',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/issue/delayed`);
      await heading(page, '증명서 발급이 늦어지고 있어요');
    },
  },
  {
    name: 'viewer',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/issued/viewer/seed-citizen-resident-copy`);
      await page.getByRole('img', { name: /1쪽 중 1쪽/ }).waitFor();
    },
  },
  {
    name: 'cert-pass-list',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/home/apply/layer/cert-pass-list?institutionCode=HANBIT-BANK-YEOUIDO`);
      await page.getByRole('dialog').getByRole('button', { name: /대출 상담 주민등록표 등본 확인/ }).waitFor();
    },
  },
  {
    name: 'cert-pass',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/home/apply/layer/cert-pass-list?institutionCode=HANBIT-BANK-YEOUIDO`);
      await page.getByRole('dialog').getByRole('button', { name: /대출 상담 주민등록표 등본 확인/ }).click();
      await page.waitForURL(/\/issued\/cert-pass\?url=/);
      await page.frameLocator('iframe').getByRole('heading').first().waitFor();
    },
  },
  {
    name: 'submission',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/submission?documentIds=seed-citizen-resident-copy`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('radiogroup').first().waitFor();
    },
  },
  {
    name: 'policy',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/policy`);
      await page.getByRole('table').first().waitFor();
    },
  },
  {
    name: 'service-terms',
    persona: 'citizen',
    open: async (page, url) => {
      await go(page, `${url}/agreement/service`);
      await page.locator('main p').first().waitFor();
    },
  },
  {
    name: 'newcomer-agreement',
    persona: 'newcomer',
    open: async (page, url) => {
      await go(page, `${url}/home/apply`);
      await page.getByRole('button', { name: '시작하기' }).click();
      await page.getByRole('dialog').getByRole('checkbox', { name: '전체 동의' }).waitFor();
    },
  },
  {
    name: 'renewal-agreement',
    persona: 'renewal',
    open: async (page, url) => {
      await go(page, `${url}/home/apply`);
      await page.getByRole('alertdialog').getByRole('button', { name: '동의하기' }).click();
      await page.getByRole('dialog').getByRole('checkbox', { name: '전체 동의' }).waitFor();
    },
  },
  {
    name: 'error',
    persona: null,
    open: async (page, url) => {
      await go(page, `${url}/error?code=UNDER_14&status=403`);
      await heading(page, '서비스를 이용할 수 없어요');
    },
  },
  {
    name: 'verify',
    persona: null,
    open: async (page, url) => {
      await go(page, `${url}/verify`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  },
  {
    name: 'bridge',
    persona: null,
    open: async (page, url) => {
      await go(page, `${url}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('list').first().waitFor();
    },
  },
];

/**
 * Screens reached with what another screen made: the one-time link page (made by the citizen
 * through the API) and the partner start page (from the simulated partner console).
 */
export async function sharedLinkUrl(page: Page, url: string): Promise<string> {
  const response = await page.request.get(`${url}/api/v2/inbox/once?documentIds=seed-citizen-resident-copy`);
  return ((await response.json()) as { result: { url: string } }).result.url;
}

export async function openPartnerStart(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/sim/partner`);
  await page.getByRole('radio', { name: /^직장인 신용대출 증명서 제출 loan-basic ·/ }).check();
  await page.getByRole('radio', { name: / citizen ·/ }).check();
  await page.getByRole('button', { name: '신청 시작하기' }).click();
  await page.waitForURL(/\/papas\/[^/]+\/start/);
  await page.getByRole('heading', { level: 2, name: '직장인 신용대출 증명서 제출' }).waitFor();
}

/** Axe (WCAG 2.1 A and AA) on the page as it is; answers what it found. */
export async function axe(page: Page, screen: string, scheme: 'light' | 'dark'): Promise<AxeViolation[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => ({
    screen,
    scheme,
    id: v.id,
    impact: v.impact,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? v.help,
  }));
}

/** One picture and one axe run per colour scheme; the page is left in light. */
export async function lookAt(page: Page, name: string): Promise<AxeViolation[]> {
  const found: AxeViolation[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await colorsSettled(page);
    await screenshot(page, `look-${name}-${scheme}`);
    found.push(...(await axe(page, name, scheme)));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/**
 * Controls smaller than 48×48 css px: buttons, links and form controls that are laid out as
 * boxes (a link inside a sentence is text, not a target of its own). Checkbox and radio inputs
 * count by the label that holds them (the row is the target).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // No named helpers in here: the function runs in the page as it is written.
    const found: string[] = [];
    const candidates = document.querySelectorAll('button, a[href], [role="button"], [role="tab"], input:not([type="hidden"]), select, textarea');
    for (const el of candidates) {
      const own = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (own.width === 0 || own.height === 0 || style.visibility === 'hidden' || el.closest('[aria-hidden="true"], [inert]')) continue;
      if (style.display === 'inline' && el.tagName === 'A') continue;
      // A visually hidden input (a file chooser) is reached through the button that opens it.
      if (own.width <= 1 || own.height <= 1) continue;
      // An input counts by its label when the label is the bigger target (a check row, a switch row, a drop zone).
      const labels = [...((el as HTMLInputElement).labels ?? [])].map((label) => label.getBoundingClientRect());
      const box = [own, ...labels].reduce((best, next) => (next.width * next.height > best.width * best.height ? next : best));
      if (box.height < 47.5 || box.width < 47.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 24);
        found.push(`${el.tagName.toLowerCase()}「${name}」 ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return found;
  });
}
