import type { Page } from '@playwright/test';
import { hongKongDate, nextBusinessDay } from '../shared/domain/business-calendar';
import { expect, expectAccessible, test } from './support/fixtures';
import { DEMO_TRADE_PASSWORD, logIn, ownServer } from './support/log-in';

/**
 * Funds screens with the demo book (issue 4, Tests). Reading tests use the shared server; tests
 * that change C10001's books run against their own server and data directory.
 */
/**
 * The books server's clock starts at 10:00 Hong Kong time on the next business day
 * (DEMO_CLOCK_START): forward pricing needs the dealing day's NAV, which the simulated feed
 * publishes on that day, so a test run on a weekend or after the cut-off could otherwise never see
 * an order settle. The browser keeps the real time.
 */
function clockStart(): Record<string, string> {
  return { DEMO_CLOCK_START: `${nextBusinessDay(hongKongDate(new Date()))}T10:00:00+08:00` };
}

const books = ownServer({
  port: Number(process.env.E2E_FUNDS_PORT ?? 3507),
  env: { DEMO: '1', ...clockStart() },
});

test.describe.configure({ timeout: 300_000 });

test.afterAll(async () => {
  await books.stop();
});

/**
 * The line chart is drawn: its container holds lightweight-charts' canvases and one of them has
 * painted pixels (the lines, grid and scales).
 */
async function expectLineChartDrawn(page: Page) {
  const chart = page.getByTestId('line-chart');
  await expect(chart.locator('canvas').first()).toBeVisible();
  const isPainted = () =>
    chart.evaluate((host) =>
      [...host.querySelectorAll('canvas')].some((canvas) => {
        if (canvas.width === 0 || canvas.height === 0) return false;
        const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
        return pixels?.data.some((channel, index) => index % 4 === 3 && channel > 0) ?? false;
      }),
    );
  await expect.poll(isPainted).toBe(true);
}

const unlockedLine = (page: Page) => page.getByText(/^Trading unlocked until \d{2}:\d{2}$/);

/**
 * The trade password at confirmation: typed when the form asks for it; after the session's first
 * order the password has unlocked trading, and the form says until when instead.
 */
async function confirmTradePassword(page: Page) {
  const field = page.getByLabel('Trade password');
  await expect(field.or(unlockedLine(page))).toBeVisible();
  if (await field.isVisible()) await field.fill(DEMO_TRADE_PASSWORD);
}

/** Fills an order's amount or units, reviews, confirms with the trade password. */
async function placeOrder(page: Page, field: RegExp | string, value: string, acknowledge = false) {
  await page.getByRole('textbox', { name: field }).fill(value);
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible();
  if (acknowledge) await page.getByRole('checkbox', { name: /I understand/ }).check();
  await confirmTradePassword(page);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(
    page.getByText(/^Order placed\. Order number \d+, status: Pending\.$/),
  ).toBeVisible();
}

test('C10005 sees the red expired risk assessment block linking to /accounts/raq', async ({
  page,
}) => {
  await logIn(page, 'C10005');
  const block = page.getByTestId('risk-reminder');
  await expect(block).toHaveAttribute('data-reminder', 'expired');
  await expect(block).toContainText('Your risk assessment expired on');
  await block.getByRole('link', { name: 'Go to the risk assessment' }).click();
  await expect(page).toHaveURL(/\/portal\/accounts\/raq$/);
  await expect(page.getByRole('heading', { name: 'Risk assessment' })).toBeVisible();
});

test('C10001 searches funds with filters and opens a fund detail with its chart', async ({
  page,
}) => {
  await logIn(page, 'C10001');
  await expect(page.getByTestId('total-market-value')).toContainText('HKD');
  await page
    .getByRole('navigation', { name: 'Funds pages' })
    .getByRole('link', { name: 'Search' })
    .click();
  await page.getByLabel('Category').selectOption('moneyMarket');
  await expect(page.getByText('2 funds')).toBeVisible();
  await page.getByLabel('Currency', { exact: true }).selectOption('USD');
  await expect(page.getByText('1 fund', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: /USD/ }).first().click();
  await expect(page).toHaveURL(/\/funds\/detail\/VH-USD-MMF$/);
  await expect(page.getByRole('img', { name: /^NAV of .* over 1 year/ })).toBeVisible();
  await expectLineChartDrawn(page);
  await expect(page.getByText('Subscription fee')).toBeVisible();
  await expect(page.getByRole('button', { name: /watchlist/ })).toBeVisible();
});

test('a fund detail opens without login', async ({ page }) => {
  await page.goto('/portal/funds/detail/PC-GLB-TECH');
  await expect(page.getByRole('img', { name: /^NAV of / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe', exact: true })).toBeVisible();
});

test('C10001 subscribes with confirmation, sees it pending, and settled after dealing', async ({
  page,
}) => {
  const server = await books.get();
  await logIn(page, 'C10001', { baseUrl: server.baseUrl });
  await page.goto(`${server.baseUrl}/portal/funds/detail/VH-USD-MMF`);
  await page.getByRole('link', { name: 'Subscribe', exact: true }).click();
  await expect(page).toHaveURL(/\/funds\/subscribe\/VH-USD-MMF$/);
  await expect(page.getByText('Estimated units')).toBeVisible();
  await expect(page.getByText('Settlement date')).toBeVisible();
  await placeOrder(page, 'Amount (USD)', '2000');

  await page.getByRole('link', { name: 'View order history' }).click();
  const row = page.locator('tr', { hasText: 'USD 2,000.00' }).first();
  await expect(row).toContainText('Pending');

  // A week after the server's moved clock: every dealing step of the order is due.
  const inAWeek = new Date(Date.now() + 9 * 86_400_000).toISOString();
  const run = await page.request.post(`${server.baseUrl}/portal/dev/run-dealing?at=${inAWeek}`);
  expect(run.ok()).toBe(true);
  await page.reload();
  const settled = page.locator('tr', { hasText: 'USD 2,000.00' }).first();
  await expect(settled).toContainText('Settled');

  // The stored lifecycle, opened from the keyboard: every status with its legacy letter.
  await settled.getByRole('button', { name: /^Timeline of order \d+$/ }).focus();
  await page.keyboard.press('Enter');
  const timeline = page.getByRole('dialog', { name: /^Order \d+ timeline$/ }).getByRole('listitem');
  await expect(timeline).toHaveText([
    /^Pending/,
    /^SubmittedCode U/,
    /^ProcessingCode O/,
    /^DeductedCode D/,
    /^PricedCode P.*NAV [\d.]+ · Units [\d.]+ · Fee USD/,
    /^SettledCode S/,
  ]);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Portfolio' }).click();
  await expect(page.locator('tr[data-fund-id="VH-USD-MMF"]')).toBeVisible();
});

test('C10001 acknowledges the risk of a fund above its level, and redeems', async ({ page }) => {
  const server = await books.get();
  await logIn(page, 'C10001', { baseUrl: server.baseUrl });
  await page.goto(`${server.baseUrl}/portal/funds/subscribe/LR-GC-GROWTH`);
  await expect(page.getByText(/above your assessed level/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount (HKD)' }).fill('20000');
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByLabel('Trade password').fill(DEMO_TRADE_PASSWORD);
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Back' }).click();
  await placeOrder(page, 'Amount (HKD)', '20000', true);

  await page.goto(`${server.baseUrl}/portal/funds/portfolio`);
  await page.locator('tr[data-fund-id="VH-HKD-MMF"]').getByRole('link', { name: 'Redeem' }).click();
  await expect(page.getByText('Estimated proceeds')).toBeVisible();
  await placeOrder(page, 'Units', '1000');
  await page.getByRole('link', { name: 'View order history' }).click();
  await expect(page.locator('tr', { hasText: 'Redeem' }).first()).toContainText('Pending');
});

test('the comparer works without login and draws the chosen funds', async ({ page }) => {
  await page.goto('/portal/funds/comparer');
  await expect(page.getByRole('heading', { name: 'Compare funds' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Hong Kong Equity/ }).check();
  await page.getByRole('checkbox', { name: /Global Technology/ }).check();
  await expect(
    page.getByRole('img', { name: /^Performance rebased to 100 over 1 year/ }),
  ).toBeVisible();
  await expectLineChartDrawn(page);
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page).toHaveURL(/ids=VH-HK-EQUITY%2CPC-GLB-TECH|ids=VH-HK-EQUITY,PC-GLB-TECH/);
});

test('the dashboard fits a phone in dark mode', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(() => {
    // The stored colour mode (web/src/lib/storage.ts); the shell's own test covers choosing it.
    const item = { value: 'dark', expiresAt: Date.now() + 86_400_000 };
    window.localStorage.setItem('portico.colour-mode', JSON.stringify(item));
  });
  await logIn(page, 'C10001');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('total-market-value')).toBeVisible();
  const allocation = page.getByRole('img', { name: 'Allocation' });
  await expect(allocation.locator('.recharts-pie-sector').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test('C10001 switches units into another fund and bulk-subscribes two funds', async ({ page }) => {
  const server = await books.get();
  await logIn(page, 'C10001', { baseUrl: server.baseUrl });
  await page.goto(`${server.baseUrl}/portal/funds/portfolio`);
  await page.locator('tr[data-fund-id="VH-HKD-MMF"]').getByRole('link', { name: 'Switch' }).click();
  await expect(page).toHaveURL(/\/funds\/switch\/VH-HKD-MMF$/);
  await page.getByRole('combobox', { name: 'Switch into' }).selectOption('VH-HK-EQUITY');
  await expect(page.getByText(/^Estimated units of /)).toBeVisible();
  await placeOrder(page, 'Units', '10000');

  await page.goto(`${server.baseUrl}/portal/funds/bulkSubscribe/VH-USD-MMF`);
  await page.getByRole('textbox', { name: 'Amount 1 USD' }).fill('1500');
  await page.getByRole('button', { name: 'Add a fund' }).click();
  await page.getByRole('combobox', { name: 'Fund 2' }).selectOption('LR-ASIA-BOND');
  await page.getByRole('textbox', { name: 'Amount 2 USD' }).fill('1500');
  await expect(page.getByText('Total USD')).toBeVisible();
  await page.getByRole('button', { name: 'Review order' }).click();
  // The switch's trade password unlocked trading; locking asks for it again.
  await expect(unlockedLine(page)).toBeVisible();
  await page.getByRole('button', { name: 'Lock trading' }).click();
  await expect(unlockedLine(page)).toBeHidden();
  await page.getByLabel('Trade password').fill(DEMO_TRADE_PASSWORD);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(
    page.getByText(/^Order placed\. Order number \d+, status: Pending\.$/),
  ).toBeVisible();
  await page.getByRole('link', { name: 'View order history' }).click();
  await expect(page.locator('tr', { hasText: 'USD 1,500.00' })).toHaveCount(2);
});

test('C10005 completes the risk assessment and the expired block goes away', async ({ page }) => {
  const server = await books.get();
  await logIn(page, 'C10005', { baseUrl: server.baseUrl });
  await page.getByTestId('risk-reminder').getByRole('link').click();
  const groups = page.getByRole('radiogroup');
  await expect(groups.first()).toBeVisible();
  for (const group of await groups.all()) await group.getByRole('radio').nth(2).check();
  await page.getByRole('button', { name: 'Submit assessment' }).click();
  await expect(
    page.getByText(/^Your assessed risk level is \d, valid until \d{4}-\d{2}-\d{2}\.$/),
  ).toBeVisible();
  await page.goto(`${server.baseUrl}/portal/funds/dashboard`);
  await expect(page.getByTestId('total-market-value')).toBeVisible();
  await expect(page.getByTestId('risk-reminder')).toHaveCount(0);
});
