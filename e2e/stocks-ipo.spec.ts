import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DEMO_TRADE_PASSWORD, logIn, ownServer } from './support/log-in';

/**
 * IPO subscriptions (issue 12 §5, spec §2.5 `/stocks/ipo`) as C10001 on books of its own: a cash
 * application for the open 06990 shows on its card (with cancel, the form gone) and in my
 * applications as Submitted; cancelling from the card brings the form back and a
 * margin-financed application then goes through with its loan; the preferential offer to 00700's
 * holders shows C10001's assured entitlement of 500 (1 for every 2 of the 1,000 held) and takes a
 * proportion application once the other is cancelled. Screenshots at 1440 light in English and
 * 390 dark in Traditional Chinese.
 */

const books = ownServer({ port: Number(process.env.E2E_IPO_PORT ?? 3561), env: { DEMO: '1' } });

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.afterAll(async () => {
  await books.stop();
});

/** Where the screenshots go (outside test-results/, which every Playwright run empties). */
const SHOTS = process.env.IPO_SHOTS_DIR ?? 'test-results/ipo';

async function open(page: Page): Promise<string> {
  const { baseUrl } = await books.get();
  await logIn(page, 'C10001', { baseUrl });
  await page.goto(`${baseUrl}/portal/stocks/ipo`);
  await expect(page.getByRole('heading', { level: 1, name: 'IPO subscriptions' })).toBeVisible();
  return baseUrl;
}

/** Reviews, accepts the agreement, gives the trade password when asked and submits. */
async function submit(page: Page) {
  const card = page.locator('[data-ipo-code="06990"]');
  await card.getByRole('button', { name: 'Review application' }).click();
  await card.getByLabel(/accept the IPO subscription agreement/).check();
  const password = card.getByLabel('Trade password');
  if (await password.isVisible()) await password.fill(DEMO_TRADE_PASSWORD);
  await card.getByRole('button', { name: 'Submit application' }).click();
}

const applications = (page: Page) =>
  page.getByRole('region', { name: 'My applications' }).locator('[data-application-id]:visible');

test('a cash application shows on its card with cancel; a financed one follows the cancel', async ({
  page,
}) => {
  await open(page);
  const card = page.locator('[data-ipo-code="06990"]');
  await expect(card.getByTestId('ipo-amount')).toHaveText('HKD 7,474.63');
  await submit(page);
  // Applied: the card shows the application, never the form again (issue 31 §10).
  const mine = card.getByTestId('ipo-mine-06990');
  await expect(mine).toContainText('Submitted');
  await expect(card.getByRole('button', { name: 'Review application' })).toHaveCount(0);
  await expect(applications(page).first()).toHaveAttribute('data-status', /Submitted|Processing/);
  await expect(applications(page).first()).toContainText('Submitted');

  await mine.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel application' }).click();
  await expect(applications(page).first()).toHaveAttribute('data-status', 'Cancelled');

  await card.getByText('Margin financing', { exact: true }).click();
  await expect(card.getByTestId('ipo-loan')).toHaveText('HKD 6,727.16');
  await submit(page);
  await expect(mine).toContainText('Margin financing');
  await expect(applications(page).first()).toHaveAttribute('data-status', 'Submitted');
  await expect(applications(page).first()).toContainText('Margin financing');
});

test('C10001 applies for the preferential offer up to its assured entitlement of 500', async ({
  page,
}) => {
  await open(page);
  const card = page.locator('[data-ipo-code="06990"]');
  // One application per client per IPO: a live one (the financed one above) is cancelled first.
  const mine = page.getByRole('region', { name: 'My applications' });
  await expect(
    applications(page).or(mine.getByText('You have not applied for any IPO.')).first(),
  ).toBeVisible();
  const live = applications(page).filter({ has: page.getByRole('button', { name: 'Cancel' }) });
  if ((await live.count()) > 0) {
    await live.first().getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel application' }).click();
    await expect(live).toHaveCount(0);
  }

  // The preferential block shows once the preferential application is chosen.
  await expect(card.getByTestId('ipo-preferential-ratio')).toHaveCount(0);
  await card.getByText('Preferential (assured entitlement)', { exact: true }).click();
  await expect(card.getByTestId('ipo-preferential-ratio')).toHaveText(
    /^1 for every 2 00700 shares held on \d{4}-\d{2}-\d{2}$/,
  );
  await expect(card.getByTestId('ipo-entitlement')).toHaveText('500 shares');
  await card.getByLabel('Quantity (shares)').click();
  await expect(page.getByRole('option')).toHaveText(['500 shares · HKD 7,474.63']);
  await page.keyboard.press('Escape');
  await expect(card.getByTestId('ipo-held')).toHaveText('HKD 7,474.63');
  await expect(card.getByTestId('ipo-loan')).toHaveCount(0);
  await submit(page);
  await expect(card.getByTestId('ipo-mine-06990')).toContainText(
    'Preferential (assured entitlement)',
  );
  await expect(applications(page).first()).toHaveAttribute('data-status', 'Submitted');
  await expect(applications(page).first()).toContainText('Preferential (assured entitlement)');
});

test('screenshots at 1440 light in English and 390 dark in Traditional Chinese', async ({
  page,
}) => {
  await open(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/ipo-1440-light-en.png`, fullPage: true });
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
  await expect(page.getByRole('heading', { level: 1, name: '新股認購' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/ipo-390-dark-zh-HK.png`, fullPage: true });
  // The card shows the live application; cancelling it brings the form back.
  const mine = page.getByTestId('ipo-mine-06990');
  await mine.getByRole('button', { name: '取消' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '取消申請' }).click();
  await expect(mine).toHaveCount(0);
  await page.getByRole('button', { name: '檢視申請' }).click();
  await expect(page.locator('[data-ipo-code="06990"] .agreement-content')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/ipo-confirm-390-dark-zh-HK.png`, fullPage: true });
});
