import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { logIn, ownServer } from './support/log-in';

/**
 * The account pages (issue 25) as C10001, on a server of this spec's own (a tax self-certification
 * and the tour's record change the account): the Account menu lands on the holder information
 * with "Chan Tai Man"; the tour starts, ends and is remembered; the bank page lists
 * the designated HKD account; a self-certification is submitted; `/users` redirects; the pages
 * in Traditional Chinese at 390 px.
 */

const books = ownServer({ port: Number(process.env.E2E_ACCOUNTS_PORT ?? 3601) });

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.afterAll(async () => {
  await books.stop();
});

async function start(page: Page): Promise<string> {
  const { baseUrl } = await books.get();
  await logIn(page, 'C10001', { baseUrl });
  return baseUrl;
}

/** Walks the tour's card to its end. */
async function walkTour(page: Page, next: string, finish: string) {
  const card = page.getByTestId('tour-card');
  for (let step = 1; step < 5; step += 1) {
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: next, exact: true }).click();
  }
  await expect(card).toHaveAttribute('data-stop', 'settings');
  await card.getByRole('button', { name: finish, exact: true }).click();
  await expect(card).toBeHidden();
}

test('the Account menu lands on information; the tour starts, ends and is remembered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const baseUrl = await start(page);
  // The demo book counts the tour as offered to its accounts: signing in offers nothing.
  await expect(page.getByTestId('tour-offer')).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Account' })
    .click();
  await expect(page).toHaveURL(`${baseUrl}/portal/accounts/information`);
  await expect(page.getByRole('heading', { name: 'Account Information', level: 1 })).toBeVisible();
  await expect(page.getByText('Chan Tai Man', { exact: true })).toBeVisible();
  await page.goto(`${baseUrl}/portal/accounts/tour`);
  await expect(page.getByTestId('tour-status')).toHaveText('You have not taken the tour yet.');
  await page.getByRole('button', { name: 'Start the tour' }).click();
  // The first stop points at the main menu, ringed.
  await expect(page.getByTestId('tour-card')).toHaveAttribute('data-stop', 'menu');
  await walkTour(page, 'Next', 'Finish');
  await expect(page.getByText(/You finished the tour/)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('tour-status')).toHaveText(
    /^You last took the tour on \d{4}-\d{2}-\d{2}\.$/,
  );
  await expect(page.getByRole('button', { name: 'Take the tour again' })).toBeVisible();
});

test('the bank page lists the designated HKD account, approved', async ({ page }) => {
  const baseUrl = await start(page);
  await page.goto(`${baseUrl}/portal/accounts/bank`);
  await expect(
    page.getByRole('heading', { name: 'Designated Bank Accounts', level: 1 }),
  ).toBeVisible();
  const hkd = page.locator('tr[data-bank-account]').filter({ hasText: 'HKD' });
  await expect(hkd).toHaveCount(1);
  await expect(hkd).toContainText('Approved');
  await expect(hkd).toContainText('The Hongkong and Shanghai Banking Corporation');
});

test('a tax self-certification is submitted and becomes the current one', async ({ page }) => {
  const baseUrl = await start(page);
  await page.goto(`${baseUrl}/portal/accounts/taxStatus`);
  await page.getByRole('button', { name: 'Update self-certification' }).click();
  const form = page.getByTestId('certification-form');
  // The form's own rules first: nothing is sent.
  await form.getByRole('button', { name: 'Sign and submit' }).click();
  await expect(form.getByText('Tick the declaration to sign.')).toBeVisible();
  await form.getByLabel(/Taxpayer identification number/).fill('A123456(7)');
  await form.getByRole('radio', { name: 'No' }).check();
  await form.getByRole('checkbox', { name: /I declare/ }).check();
  await form.getByLabel('Signature: type your full name').fill('Chan Tai Man');
  await form.getByRole('button', { name: 'Sign and submit' }).click();
  await expect(page.getByTestId('certification-submitted')).toHaveText(
    /^Your self-certification was submitted\. It is valid until \d{4}-\d{2}-\d{2}\.$/,
  );
  const current = page.getByTestId('current-certification');
  await expect(current).toContainText('Valid');
  await expect(current).toContainText('A123456(7)');
  await expect(current).toContainText('Chan Tai Man');
  await expectAccessible(page);
});

test('/users sends a visitor to the login page and a signed-in client to the funds dashboard', async ({
  page,
}) => {
  const { baseUrl } = await books.get();
  await page.goto(`${baseUrl}/portal/users`);
  await expect(page).toHaveURL(`${baseUrl}/portal/users/login`);
  await logIn(page, 'C10001', { baseUrl });
  await page.goto(`${baseUrl}/portal/users`);
  await expect(page).toHaveURL(`${baseUrl}/portal/funds/dashboard`);
});

test('the account pages in Traditional Chinese at 390 px, with the tour at the bottom edge', async ({
  page,
}) => {
  const baseUrl = await start(page);
  await page.evaluate(() => {
    window.localStorage.setItem(
      'portico.language',
      JSON.stringify({ value: 'zh-HK', expiresAt: Date.now() + 86_400_000 }),
    );
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const pages: [string, string][] = [
    ['information', '帳戶資料'],
    ['riskCheck', '風險審查'],
    ['taxStatus', '稅務狀況'],
    ['bank', '指定銀行帳戶'],
    ['tour', '平台導覽'],
  ];
  for (const [path, title] of pages) {
    await page.goto(`${baseUrl}/portal/accounts/${path}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, 390);
    if (path === 'information') await expect(page.getByText('陳大文')).toBeVisible();
  }
  await page.getByRole('button', { name: /開始導覽|重新導覽/ }).click();
  const card = page.getByTestId('tour-card');
  await expect(card).toHaveAttribute('data-phone', 'true');
  // On a phone the card sits along the bottom edge and the page stays usable above it.
  const box = await card.boundingBox();
  expect(box && box.y + box.height).toBeGreaterThan(844 - 40);
  await walkTour(page, '下一步', '完成');
  await expect(page.getByText(/導覽已完成/)).toBeVisible();
});
