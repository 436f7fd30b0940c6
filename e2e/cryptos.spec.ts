import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { DEMO_PASSWORD, DEMO_TRADE_PASSWORD, ownServer } from './support/log-in';

/**
 * Virtual assets as F20001 uses them (spec §2.6, issue 23 Tests): the portfolio shows BTC, ETH and
 * USDT; a market buy of 0.01 BTC fills and appears in the history; a limit buy far below the
 * market stays open and is cancelled; the dashboard in zh-HK at 390px. On a server of its own,
 * as the orders change F20001's books.
 */
const books = ownServer({
  port: Number(process.env.E2E_CRYPTO_PORT ?? 3591),
  env: { DEMO: '1' },
});

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.afterAll(async () => {
  await books.stop();
});

/** Signs F20001 in with the Fos Account tab; a Fos login lands on the crypto dashboard. */
async function logInFos(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/portal/users/login`);
  await page.getByText('Fos Account', { exact: true }).click();
  await page.getByLabel('Account', { exact: true }).fill('F20001');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/portal\/cryptos\/dashboard$/);
}

/** Reviews the order on the form, gives the trade password when asked, and confirms. */
async function placeOrder(page: Page) {
  const review = page.getByRole('button', { name: 'Review order' });
  await expect(review).toBeEnabled({ timeout: 20_000 });
  await review.click();
  const password = page.getByLabel('Trade password');
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeVisible();
  if (await password.isVisible()) await password.fill(DEMO_TRADE_PASSWORD);
  await confirm.click();
  const placed = page.getByText(/Order placed\. Order number (\d+)/);
  await expect(placed).toBeVisible({ timeout: 20_000 });
  const text = (await placed.textContent()) ?? '';
  return Number(/Order number (\d+)/.exec(text)?.[1]);
}

test.describe('at desktop width (1440px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('F20001 sees BTC, ETH and USDT on the dashboard and the portfolio', async ({ page }) => {
    const server = await books.get();
    await logInFos(page, server.baseUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Virtual assets' })).toBeVisible();
    await expect(page.getByTestId('crypto-total-value')).toHaveText(/^HKD [\d,]+\.\d{2}$/);
    await expect(page.getByRole('link', { name: /^BTC\/USD/ })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`${server.baseUrl}/portal/cryptos/portfolio`);
    await expect(page.getByRole('tab', { name: 'Virtual assets', selected: true })).toBeVisible();
    const assets = page.getByRole('table', { name: 'Virtual assets' });
    await expect(assets.locator('[data-asset="BTC"]')).toContainText('0.50000000');
    await expect(assets.locator('[data-asset="ETH"]')).toContainText('8.00000000');
    await expect(assets.locator('[data-asset="USDT"]')).toContainText('20,000.000000');
    await expect(page.getByRole('table', { name: 'Cash balances' })).toContainText('USD 10,000.00');
    await expectAccessible(page);
  });

  test('a market buy of 0.01 BTC fills and shows in the history', async ({ page }) => {
    const server = await books.get();
    await logInFos(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/portal/cryptos/order?pair=BTC-USD`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Trade virtual assets' }),
    ).toBeVisible();
    await expect(page.getByTestId('quote-last')).toHaveText(/^\d[\d,]*\.\d{2}$/, {
      timeout: 30_000,
    });
    await expect(page.getByTestId('depth-ladder').getByRole('table')).toBeVisible();
    await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Quantity (BTC)' }).fill('0.01');
    await expect(page.getByTestId('order-preview')).toContainText(
      /Total to pay\s*USD [\d,]+\.\d{2}/,
    );
    const orderId = await placeOrder(page);
    await expect(page.getByText(/status: Filled/)).toBeVisible();

    await page.goto(`${server.baseUrl}/portal/cryptos/history`);
    const row = page.locator(`tr[data-order-id="${String(orderId)}"]`);
    await expect(row).toContainText('BTC/USD');
    await expect(row).toContainText('0.01000000 BTC');
    await expect(row).toContainText('Filled');
    await page.getByRole('button', { name: `Timeline of order ${String(orderId)}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order ${String(orderId)} timeline` });
    await expect(dialog.getByRole('region', { name: 'Fills' })).toContainText('Taker');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Fills' }).click();
    await expect(page.locator(`tr[data-order-id="${String(orderId)}"]`).first()).toContainText(
      '0.01000000',
    );
    await expectAccessible(page);
  });

  test('a limit buy far below the market stays open and is cancelled after asking', async ({
    page,
  }) => {
    const server = await books.get();
    await logInFos(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/portal/cryptos/order?pair=BTC-USD`);
    await expect(page.getByTestId('quote-last')).toHaveText(/^\d[\d,]*\.\d{2}$/, {
      timeout: 30_000,
    });
    await page.getByTestId('order-form').getByText('Limit', { exact: true }).click();
    const price = page.getByRole('textbox', { name: 'Limit price (USD)' });
    await expect(price).not.toHaveValue('');
    await price.fill('1000');
    await page.getByRole('textbox', { name: 'Quantity (BTC)' }).fill('0.01');
    const orderId = await placeOrder(page);
    await expect(page.getByText(/status: Open/)).toBeVisible();

    const open = page.getByTestId('open-orders');
    const row = open.locator(`[data-order-id="${String(orderId)}"]`);
    await expect(row).toContainText('Open');
    await row.getByRole('button', { name: `Cancel order ${String(orderId)}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${String(orderId)}?` });
    await expect(dialog).toContainText('BTC/USD');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText(`Order ${String(orderId)} cancelled.`)).toBeVisible();
    await expect(open.locator(`[data-order-id="${String(orderId)}"]`)).toHaveCount(0);

    await page.goto(`${server.baseUrl}/portal/cryptos/history`);
    await expect(page.locator(`tr[data-order-id="${String(orderId)}"]`)).toContainText('Cancelled');
  });
});

test.describe('on a phone (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard reads in zh-HK, with nothing cut off', async ({ page }) => {
    const server = await books.get();
    await logInFos(page, server.baseUrl);
    await page.evaluate(() => {
      window.localStorage.setItem(
        'portico.language',
        JSON.stringify({ value: 'zh-HK', expiresAt: Date.now() + 86_400_000 }),
      );
    });
    await page.goto(`${server.baseUrl}/portal/cryptos/dashboard`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page.getByRole('heading', { level: 1, name: '虛擬資產' })).toBeVisible();
    await expect(page.getByTestId('crypto-total-value')).toHaveText(/^HKD [\d,]+\.\d{2}$/);
    await expect(page.getByText('資產分佈')).toBeVisible();
    await expectNoSidewaysScroll(page, 390);
    for (const path of ['portfolio', 'order', 'history']) {
      await page.goto(`${server.baseUrl}/portal/cryptos/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, 390);
    }
  });
});
