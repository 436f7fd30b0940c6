import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logIn, ownServer } from './support/log-in';

/**
 * Corporate actions (issue 12 §4-5, spec §2.5 `/stocks/corporateAction`) as C10001 on books of
 * its own: the page lists the 00005 dividend with its scrip option on a held stock, the scrip
 * election is confirmed and shows as elected after a reload, and the past 02800 dividend shows
 * as paid. Screenshots at 1440 light in English and 390 dark in Traditional Chinese.
 */

const books = ownServer({
  port: Number(process.env.E2E_CORPORATE_ACTION_PORT ?? 3571),
  env: { DEMO: '1' },
});

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.afterAll(async () => {
  await books.stop();
});

/** Where the screenshots go (outside test-results/, which every Playwright run empties). */
const SHOTS = process.env.CORPORATE_ACTION_SHOTS_DIR ?? 'test-results/corporate-actions';

async function open(page: Page): Promise<string> {
  const { baseUrl } = await books.get();
  await logIn(page, 'C10001', { baseUrl });
  await page.goto(`${baseUrl}/portal/stocks/corporateAction`);
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate actions' })).toBeVisible();
  return baseUrl;
}

const dividendOf = (page: Page, symbol: string) =>
  page.getByRole('article', { name: `${symbol} Cash dividend` });

test('the 00005 scrip election is confirmed and shows as elected after a reload', async ({
  page,
}) => {
  await open(page);
  const event = dividendOf(page, '00005');
  await expect(event).toBeVisible();
  await expect(event.getByTestId('held-quantity')).toHaveText('2,000');
  await expect(event.getByTestId('entitled-cash')).toHaveText('HKD 1,560.00');
  await event.getByRole('radio', { name: 'Scrip shares' }).check();
  await event.getByRole('button', { name: 'Submit election' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your election' });
  await expect(dialog).toContainText('HKD 1.25 and 25 shares');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(event.getByRole('status')).toHaveText(
    'Your election of Scrip shares for 00005 is recorded.',
  );
  await page.reload();
  const reloaded = dividendOf(page, '00005');
  await expect(reloaded.getByText('Elected', { exact: true })).toBeVisible();
  await expect(reloaded.getByTestId('election')).toHaveText('Scrip shares');
  await expect(reloaded.getByTestId('entitled-shares')).toHaveText('25');
  await expect(reloaded.getByRole('button', { name: 'Submit election' })).toBeDisabled();
});

test('the past 02800 dividend shows as paid and the 00700 bonus issue and split as upcoming', async ({
  page,
}) => {
  await open(page);
  // The timetable's job pays the past dividend once the server's runner has run.
  await expect(async () => {
    await page.reload();
    await expect(dividendOf(page, '02800').getByText('Paid', { exact: true })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(dividendOf(page, '02800').getByTestId('entitled-cash')).toHaveText('HKD 2,900.00');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('article', { name: '00700 Bonus issue' })).toBeVisible();
  await expect(upcoming.getByRole('article', { name: '00700 Share split' })).toBeVisible();
});

test('screenshots at 1440 light in English and 390 dark in Traditional Chinese', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);
  await expect(dividendOf(page, '00005')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/corporate-action-1440-light-en.png`, fullPage: true });
  await page.evaluate(() => {
    const expiresAt = Date.now() + 86_400_000;
    window.localStorage.setItem(
      'portico.colour-mode',
      JSON.stringify({ value: 'dark', expiresAt }),
    );
    window.localStorage.setItem('portico.language', JSON.stringify({ value: 'zh-HK', expiresAt }));
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '公司行動' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/corporate-action-390-dark-zh-HK.png`, fullPage: true });
});
