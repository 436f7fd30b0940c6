import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { DEMO_TRADE_PASSWORD, logIn, ownServer } from './support/log-in';

/**
 * Monthly investment plans as C10001 uses them (issue 26, spec §2.11), on a server of this spec's
 * own (it subscribes, suspends and cancels): the search lists the demo plans; a plan's detail
 * shows its composition; C10001 subscribes HKD 5,000 a month to the reserve plan with the trade
 * password and sees it submitted or activated; the questionnaire suggests plans; the new plan is
 * suspended, then cancelled, each after a question. Then every plans page in Simplified Chinese
 * at 390 px with nothing scrolling sideways. Screenshots at 1440 and 390 px, light and dark,
 * English and Simplified Chinese, go to PLANS_SHOTS_DIR.
 */

const books = ownServer({
  port: Number(process.env.E2E_PLANS_PORT ?? 3631),
  env: { DEMO: '1' },
});

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.afterAll(async () => {
  await books.stop();
});

/** Where the screenshots go (outside test-results/, which every Playwright run empties). */
const SHOTS = process.env.PLANS_SHOTS_DIR ?? 'test-results/plans';

/** The plan this spec subscribes to: risk 1, so within any assessed level. */
const PLAN = 'PLN-HKD-RESERVE';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Stores a language or colour choice as the settings drawer would, for the next page load. */
async function choose(page: Page, key: 'portico.language' | 'portico.colour-mode', value: string) {
  await page.evaluate(
    ([name, chosen]) =>
      localStorage.setItem(name, JSON.stringify({ value: chosen, expiresAt: Date.now() + 864e5 })),
    [key, value] as const,
  );
}

async function asClient(page: Page): Promise<string> {
  const { baseUrl } = await books.get();
  await logIn(page, 'C10001', { baseUrl });
  return baseUrl;
}

const PAGES = [
  'search',
  `detail/${PLAN}`,
  'questionnaire',
  'suggests/search',
  `subscribes/${PLAN}`,
  'subscriptions',
  'redeems',
  'statistic',
  'talk',
];

test.describe('at desktop width (1440px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('C10001 finds a plan, subscribes HKD 5,000 a month, then suspends and cancels it', async ({
    page,
  }) => {
    const baseUrl = await asClient(page);

    await page.goto(`${baseUrl}/portal/plans`);
    await expect(page).toHaveURL(/\/portal\/plans\/search$/);
    const rows = page.locator('[data-plan-row]');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(4);
    await expect(page.locator(`[data-plan-row="PLN-USD-TECH"]`)).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, 'search-1440-light-en');

    await page.locator(`a[data-plan-id="${PLAN}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/plans/detail/${PLAN}$`));
    await expect(page.getByTestId('plan-composition')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Composition of/ })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'detail-1440-light-en');

    await page.getByRole('link', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(new RegExp(`/plans/subscribes/${PLAN}$`));
    await page.getByLabel('Monthly amount (HKD)').fill('5000');
    await shoot(page, 'subscribe-1440-light-en');
    await page.getByRole('button', { name: 'Review order' }).click();
    const password = page.getByLabel('Trade password');
    if (await password.isVisible()) await password.fill(DEMO_TRADE_PASSWORD);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toHaveText(/is Submitted/);
    // The books activate it: the steps under the answer say so.
    const steps = page.getByRole('list', { name: 'Steps of the subscription' });
    await expect(steps).toContainText('Activated');
    await shoot(page, 'subscribed-1440-light-en');

    await page.goto(`${baseUrl}/portal/plans/subscriptions`);
    const row = page.locator(`[data-subscription="${PLAN}"]`).first();
    await expect(row).toContainText(/Submitted|Activated/);
    await expect(row).toContainText('HKD 5,000.00');
    await expectAccessible(page);
    await shoot(page, 'subscriptions-1440-light-en');

    await page.goto(`${baseUrl}/portal/plans/questionnaire`);
    await page.getByRole('button', { name: 'Suggest plans' }).click();
    await expect(page).toHaveURL(/\/plans\/suggests\/result\?/);
    await expect(page.locator('[data-suggested-plan]').first()).toBeVisible();
    await shoot(page, 'suggests-1440-light-en');

    await page.goto(`${baseUrl}/portal/plans/subscriptions`);
    if ((await row.textContent())?.includes('Activated')) {
      await row.getByRole('button', { name: 'Suspend' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
      await expect(row).toContainText('Inactivated');
    }
    await row.getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel plan' }).click();
    // Cancelled, its record deleted: it leaves the list, and shows among the cancelled plans.
    await expect(page.getByRole('status')).toContainText('Cancelled');
    await expect(row).toHaveCount(0);
    await page.getByLabel('Show cancelled plans').check();
    await expect(row).toContainText('Cancelled');

    for (const path of ['statistic', 'talk', 'redeems']) {
      await page.goto(`${baseUrl}/portal/plans/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, `${path.replace('/', '-')}-1440-light-en`);
    }
    await choose(page, 'portico.colour-mode', 'dark');
    for (const path of ['search', `detail/${PLAN}`, 'subscriptions', 'statistic']) {
      await page.goto(`${baseUrl}/portal/plans/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, `${path.split('/')[0] ?? path}-1440-dark-en`);
    }
    await choose(page, 'portico.language', 'zh-CN');
    for (const path of ['search', `detail/${PLAN}`, 'subscriptions']) {
      await page.goto(`${baseUrl}/portal/plans/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, `${path.split('/')[0] ?? path}-1440-dark-zh-CN`);
    }
  });
});

test.describe('at phone width (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every plans page in Simplified Chinese fits the width, light and dark', async ({
    page,
  }) => {
    const baseUrl = await asClient(page);
    await choose(page, 'portico.language', 'zh-CN');
    for (const scheme of ['light', 'dark']) {
      await choose(page, 'portico.colour-mode', scheme);
      for (const path of PAGES) {
        await page.goto(`${baseUrl}/portal/plans/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
        await page.waitForTimeout(300);
        await expectNoSidewaysScroll(page, 390);
        await shoot(page, `${path.split('/')[0] ?? path}-390-${scheme}-zh-CN`);
      }
    }
    await choose(page, 'portico.language', 'en');
    await choose(page, 'portico.colour-mode', 'light');
    for (const path of ['search', 'subscriptions']) {
      await page.goto(`${baseUrl}/portal/plans/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, `${path}-390-light-en`);
    }
  });
});
