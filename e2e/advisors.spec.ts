import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { logIn, ownServer } from './support/log-in';

/**
 * The advisor workspace (issue 27, spec §2.12, §2.16, §2.17) as A30001 and M40001, on a server of
 * this spec's own (it adds a note and opens advisee sessions): the dashboard lists C10001 and
 * C10005 and flags C10005's expired assessment; the search for C10005 finds only C10005; C10001's
 * details take a note; Act for client lands on the client's fund portfolio; the phone header
 * carries the Advisor tag; the pages in Traditional Chinese at 390 px; M40001 sees A30001's
 * clients. Screenshots at 1440 and 390 px, light and dark, English and Traditional Chinese, go to
 * ADVISORS_SHOTS_DIR.
 */

const books = ownServer({
  port: Number(process.env.E2E_ADVISORS_PORT ?? 3641),
  env: { DEMO: '1' },
});

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.afterAll(async () => {
  await books.stop();
});

/** Where the screenshots go (outside test-results/, which every Playwright run empties). */
const SHOTS = process.env.ADVISORS_SHOTS_DIR ?? 'test-results/advisors';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function asAdvisor(page: Page): Promise<string> {
  const { baseUrl } = await books.get();
  await logIn(page, 'A30001', { baseUrl, landing: /\/portal\/advisors\/dashboard$/ });
  return baseUrl;
}

async function storeSetting(page: Page, key: string, value: string) {
  await page.evaluate(
    ([name, chosen]) => {
      window.localStorage.setItem(
        name!,
        JSON.stringify({ value: chosen, expiresAt: Date.now() + 86_400_000 }),
      );
    },
    [key, value],
  );
}

test('A30001’s dashboard lists C10001 and C10005 and flags the expired assessment', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await asAdvisor(page);
  await expect(page.getByRole('heading', { name: 'Advisor dashboard', level: 1 })).toBeVisible();
  const clients = page.getByTestId('clients');
  await expect(clients.locator('[data-client-code="C10001"]')).toBeVisible();
  await expect(clients.locator('[data-client-code="C10005"]')).toBeVisible();
  await expect(page.getByTestId('kpi-clients')).toContainText('2');
  await expect(page.getByTestId('kpi-assets')).toContainText(/HKD [\d,]+\.\d{2}/);
  const flagged = page.getByTestId('attention').locator('[data-client-code="C10005"]');
  await expect(flagged).toContainText('Risk assessment expired');
  await expect(clients.locator('[data-client-code="C10005"]')).toContainText('Expired');
  await shoot(page, 'dashboard-1440-light-en');
});

test('the advanced search for C10005 shows only C10005, and the CSV downloads', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const baseUrl = await asAdvisor(page);
  await page.goto(`${baseUrl}/portal/advisors/advancedSearch`);
  await expect(page.getByRole('heading', { name: 'Advanced search', level: 1 })).toBeVisible();
  await expect(page.locator('[data-client-code="C10001"]')).toBeVisible();
  await page.getByLabel('Client code').fill('C10005');
  await expect(page.getByText('1 client', { exact: true })).toBeVisible();
  await expect(page.locator('[data-client-code]')).toHaveCount(1);
  await expect(page.locator('[data-client-code="C10005"]')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await shoot(page, 'search-1440-light-en');
});

test('C10001’s details show the profile and portfolio and take a dated note', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await asAdvisor(page);
  await page
    .getByTestId('clients')
    .locator('[data-client-code="C10001"]')
    .getByRole('link', { name: 'Details of C10001' })
    .click();
  await expect(page).toHaveURL(/\/portal\/advisors\/details\?client=C10001$/);
  await expect(
    page.getByRole('heading', { name: 'Client details: C10001', level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('client-profile')).toContainText('Allowed for you');
  await expect(page.getByTestId('client-portfolio')).toContainText(/HKD [\d,]+\.\d{2}/);
  const text = `Called about the plan review ${Date.now()}`;
  await page.getByLabel('New note').fill(text);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('The note was added.')).toBeVisible();
  await expect(page.getByTestId('client-notes')).toContainText(text);
  await shoot(page, 'details-1440-light-en');
});

test('Act for client opens C10001’s session on the fund portfolio', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await asAdvisor(page);
  await page.getByRole('button', { name: 'Act for client C10001' }).click();
  await expect(page).toHaveURL(/\/portal\/funds\/portfolio$/);
  await expect(page.getByRole('button', { name: /C10001.*Accounts and logout/ })).toBeVisible();
  await expect(page.getByText('Acting for a client as their advisor')).toBeAttached();
});

test('at 390 px the header carries the Advisor tag; the pages in Traditional Chinese', async ({
  page,
}) => {
  const baseUrl = await asAdvisor(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = (word: string) =>
    page.getByRole('banner').locator('.mantine-Badge-label', { hasText: new RegExp(`^${word}$`) });
  await expect(tag('Advisor')).toBeVisible();
  await expectNoSidewaysScroll(page, 390);
  await shoot(page, 'dashboard-390-light-en');
  await storeSetting(page, 'portico.language', 'zh-HK');
  const pages: [string, string, string][] = [
    ['dashboard', '顧問主頁', 'dashboard'],
    ['advancedSearch', '進階搜尋', 'search'],
    ['details?client=C10005', '客戶詳情: C10005', 'details'],
  ];
  for (const [path, title, name] of pages) {
    await page.goto(`${baseUrl}/portal/advisors/${path}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('載入中…')).toHaveCount(0);
    await expectNoSidewaysScroll(page, 390);
    await shoot(page, `${name}-390-light-zh-hk`);
  }
  await page.goto(`${baseUrl}/portal/advisors/dashboard`);
  await expect(page.getByTestId('attention')).toContainText('風險評估已過期');
  await expect(tag('顧問')).toBeVisible();

  await page.emulateMedia({ colorScheme: 'dark' });
  await storeSetting(page, 'portico.colour-mode', 'dark');
  await page.reload();
  await expect(page.getByRole('heading', { name: '顧問主頁', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 390);
  await shoot(page, 'dashboard-390-dark-zh-hk');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl}/portal/advisors/details?client=C10001`);
  await expect(page.getByRole('heading', { name: '客戶詳情: C10001', level: 1 })).toBeVisible();
  await shoot(page, 'details-1440-dark-zh-hk');
  await page.goto(`${baseUrl}/portal/advisors/dashboard`);
  await expect(page.getByTestId('clients')).toBeVisible();
  await shoot(page, 'dashboard-1440-dark-zh-hk');
});

test('M40001 sees A30001’s clients, and can narrow the book to A30001', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { baseUrl } = await books.get();
  await logIn(page, 'M40001', { baseUrl, landing: /\/portal\/funds\/dashboard$/ });
  await page.goto(`${baseUrl}/portal/advisors/dashboard`);
  const clients = page.getByTestId('clients');
  await expect(clients.locator('[data-client-code="C10001"]')).toBeVisible();
  await expect(clients.locator('[data-client-code="C10005"]')).toBeVisible();
  const filter = page.getByLabel('Advisor', { exact: true });
  await expect(filter.locator('option', { hasText: 'A30001' })).toHaveCount(1);
  await filter.selectOption({
    label: (await filter.locator('option', { hasText: 'A30001' }).textContent()) ?? '',
  });
  await expect(clients.locator('[data-client-code="C10005"]')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Act for client/ })).toHaveCount(0);
  await shoot(page, 'dashboard-1440-light-en-manager');
});
