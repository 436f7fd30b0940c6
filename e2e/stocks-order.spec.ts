import type { Page } from '@playwright/test';
import { hongKongDate, nextBusinessDay } from '../shared/domain/business-calendar';
import { roundToTick } from '../shared/domain/stock-spread';
import { expect, expectAccessible, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { DEMO_TRADE_PASSWORD, logIn, ownServer } from './support/log-in';

/**
 * The order panel `/stocks/order` as C10001 uses it (issue 11 §12, Tests): a live quote that
 * moves without a reload, a price off the spread table refused with the 8203 text, a quantity
 * off the board lot with the 8204 text, a valid limit buy that shows in today's orders and in
 * the history and is modified and cancelled; at 1440px in English and at 390px dark in zh-HK.
 *
 * Harbour, on a server of its own whose clock starts in the HKEX morning session of the next
 * business day: its `overrideOutOfSpread` is off, so an out-of-spread price is 8203 (the
 * default brand sends it to `overriding` instead).
 */
const tradeDay = nextBusinessDay(hongKongDate(new Date()));
const books = ownServer({
  port: Number(process.env.E2E_STOCK_ORDER_PORT ?? 3541),
  brand: 'harbour',
  env: { DEMO: '1', DEMO_CLOCK_START: `${tradeDay}T10:05:00+08:00` },
});

test.describe.configure({ mode: 'serial', timeout: 420_000 });

test.afterAll(async () => {
  await books.stop();
});

/** The last price the quote shows, as a plain decimal string. */
async function lastPrice(page: Page): Promise<string> {
  const text = (await page.getByTestId('quote-last').textContent()) ?? '';
  return text.replace(/,/g, '').trim();
}

/** The quote moves without a reload: its figures change while the page stays the same document. */
async function expectLiveQuote(page: Page) {
  const quote = page.getByTestId('stock-quote');
  await expect(page.getByTestId('quote-last')).toHaveText(/^\d[\d,]*\.\d{3}$/);
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  const before = await quote.innerText();
  await expect
    .poll(() => quote.innerText(), { timeout: 60_000, intervals: [1_000] })
    .not.toBe(before);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );
}

test.describe('the order panel at desktop width (1440px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('C10001 is refused off the spread table and off the board lot, then buys, modifies and cancels', async ({
    page,
  }) => {
    const server = await books.get();
    await logIn(page, 'C10001', {
      baseUrl: server.baseUrl,
      choosesSource: false,
      landing: /\/portal\/(funds|stocks)\/dashboard$/,
    });
    await page.goto(`${server.baseUrl}/portal/stocks/order?symbol=00700&side=B`);
    await expect(page.getByRole('heading', { level: 1, name: 'Trade stocks' })).toBeVisible();
    await expect(page.getByTestId('stock-quote')).toContainText('00700');
    await expect(page.getByTestId('depth-ladder').getByRole('table')).toBeVisible();
    await expect(page.getByTestId('candle-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('chart-attribution')).toHaveText('Charts by TradingView');
    await expectLiveQuote(page);
    await expectAccessible(page);

    const last = await lastPrice(page);
    const price = page.getByRole('textbox', { name: 'Price (HKD)' });
    const quantity = page.getByRole('textbox', { name: 'Quantity (shares)' });
    const review = page.getByRole('button', { name: 'Review order' });
    // A buy starts from the best ask (issue 31 §7).
    await expect(price).toHaveValue(/^\d+(\.\d+)?$/);

    // Off the spread table: 00700 trades above 20, where no tick is finer than 0.02.
    await price.fill(`${last.split('.')[0] ?? '400'}.03`);
    await quantity.fill('100');
    await expect(page.getByText(/The price is not on the spread table/)).toBeVisible();
    await expect(page.getByText('Code 8203')).toBeVisible();
    await expect(review).toBeDisabled();

    // 12 % under the market, on the table: it waits in the market, unfilled. So far from the
    // last price, the ticket says so and the confirmation asks for a second tick (issue 31 §6).
    const working = roundToTick('A', (Number(last) * 0.88).toFixed(3), 'down');
    await price.fill(working);
    await quantity.fill('150');
    await expect(page.getByText(/not a whole number of board lots/)).toBeVisible();
    await expect(page.getByText('Code 8204')).toBeVisible();
    await expect(review).toBeDisabled();

    await quantity.fill('100');
    const preview = page.getByTestId('order-preview');
    await expect(preview).toContainText('Stamp duty');
    await expect(
      preview.getByText('Total to pay').locator('xpath=following-sibling::*[1]'),
    ).toHaveText(/^HKD \d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(page.getByTestId('order-far-price-note')).toHaveText(
      /^This price is \d+\.\d{2}% below the last price [\d,]+\.\d{3}: you will be asked to confirm it\.$/,
    );
    await expect(review).toBeEnabled();
    await review.click();
    await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible();
    const tradePassword = page.getByLabel('Trade password');
    const unlocked = page.getByText(/^Trading unlocked until \d{2}:\d{2}$/);
    await expect(tradePassword.or(unlocked)).toBeVisible();
    if (await tradePassword.isVisible()) await tradePassword.fill(DEMO_TRADE_PASSWORD);
    const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
    await expect(confirm).toBeDisabled();
    await expect(page.getByText('Tick the price confirmation above to confirm.')).toBeVisible();
    await page
      .getByRole('checkbox', {
        name: /^I confirm this price is \d+\.\d{2}% below the last price \([\d,]+\.\d{3}\)\.$/,
      })
      .check();
    await confirm.click();
    const placed = page
      .getByRole('status')
      .filter({ hasText: /^Order placed\. Order number \d+, status: .+\.$/ });
    await expect(placed).toBeVisible();
    const orderId = Number(/Order number (\d+)/.exec((await placed.textContent()) ?? '')?.[1]);
    expect(orderId).toBeGreaterThan(0);

    const row = page.getByTestId('today-orders').locator(`[data-order-id="${orderId}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText('00700');
    await page.screenshot({
      path: test.info().outputPath('stocks-order-1440-en.png'),
      fullPage: true,
    });

    // Modify: a second lot.
    await row.getByRole('button', { name: `Modify order ${orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Modify order ${orderId}` });
    await dialog.getByRole('textbox', { name: 'Quantity (shares)' }).fill('200');
    const dialogPassword = dialog.getByLabel('Trade password');
    if (await dialogPassword.isVisible()) await dialogPassword.fill(DEMO_TRADE_PASSWORD);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Order ${orderId} changed.`)).toBeVisible();
    await expect(row).toContainText('200');

    // In the history too.
    await page.goto(`${server.baseUrl}/portal/stocks/history`);
    await expect(page.locator(`[data-order-id="${orderId}"]`).first()).toBeVisible();

    // Cancel, asked first.
    await page.goto(`${server.baseUrl}/portal/stocks/order?symbol=00700`);
    const again = page.getByTestId('today-orders').locator(`[data-order-id="${orderId}"]`);
    await again.getByRole('button', { name: `Cancel order ${orderId}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText(`Order ${orderId}: cancel sent.`)).toBeVisible();
    await expect(again.locator('[data-family="ended"]')).toBeVisible({ timeout: 20_000 });
    await expectNoSidewaysScroll(page, 1440);

    // Place again (spec §9): the form is filled in from the order, with the message of the day.
    await page.goto(`${server.baseUrl}/portal/stocks/order?again=${orderId}`);
    await expect(
      page.getByTestId('again-prefilled').or(page.getByTestId('again-same-day')),
    ).toBeVisible();
    const againPrice = page.getByRole('textbox', { name: 'Price (HKD)' });
    await expect.poll(async () => Number(await againPrice.inputValue())).toBe(Number(working));
    await expect(page.getByRole('textbox', { name: 'Quantity (shares)' })).toHaveValue('200');
  });
});

test.describe('the order panel at phone width (390px), dark, zh-HK', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('one column in Traditional Chinese, the 8204 text, nothing cut off', async ({ page }) => {
    const server = await books.get();
    await logIn(page, 'C10001', {
      baseUrl: server.baseUrl,
      choosesSource: false,
      landing: /\/portal\/(funds|stocks)\/dashboard$/,
    });
    await page.evaluate(() => {
      const later = Date.now() + 86_400_000;
      localStorage.setItem(
        'portico.language',
        JSON.stringify({ value: 'zh-HK', expiresAt: later }),
      );
      localStorage.setItem(
        'portico.colour-mode',
        JSON.stringify({ value: 'dark', expiresAt: later }),
      );
    });
    await page.goto(`${server.baseUrl}/portal/stocks/order?symbol=00700&side=B`);
    await expect(page.getByRole('heading', { level: 1, name: '股票交易' })).toBeVisible();
    await expect(page.getByTestId('stock-quote')).toContainText('騰訊');
    await expectLiveQuote(page);
    const last = await lastPrice(page);
    await page.getByRole('textbox', { name: '價格（HKD）' }).fill(roundToTick('A', last, 'down'));
    await page.getByRole('textbox', { name: '數量（股）' }).fill('150');
    await expect(page.getByText(/數量不是完整的每手股數/)).toBeVisible();
    await expect(page.getByText('代碼 8204')).toBeVisible();
    await expectNoSidewaysScroll(page, 390);

    // A stock found by its Chinese name.
    await page.getByRole('combobox', { name: '股票' }).fill('滙豐');
    await page.getByRole('option', { name: /^00005 · 滙豐控股$/ }).click();
    await expect(page).toHaveURL(/symbol=00005/);
    await expect(page.getByTestId('stock-quote')).toContainText('每手 400 股');
    await expectNoSidewaysScroll(page, 390);
    await page.screenshot({
      path: test.info().outputPath('stocks-order-390-zh-HK-dark.png'),
      fullPage: true,
    });
    await expectAccessible(page);
  });
});

test.describe('the simple layout at phone width (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the floating buttons never cover the area's links (issue 31 §18)", async ({ page }) => {
    const server = await books.get();
    await logIn(page, 'C10001', {
      baseUrl: server.baseUrl,
      choosesSource: false,
      landing: /\/portal\/(funds|stocks)\/dashboard$/,
    });
    await page.evaluate(() => {
      const later = Date.now() + 86_400_000;
      localStorage.setItem(
        'portico.simple-layout',
        JSON.stringify({ value: true, expiresAt: later }),
      );
      localStorage.setItem(
        'portico.language',
        JSON.stringify({ value: 'zh-CN', expiresAt: later }),
      );
    });
    for (const path of ['order', 'history']) {
      await page.goto(`${server.baseUrl}/portal/stocks/${path}`);
      const buttons = page.getByTestId('floating-controls');
      await expect(buttons).toBeVisible();
      const links = page.getByRole('main').getByRole('navigation').first().getByRole('link');
      await expect(links.first()).toBeVisible();
      const box = await buttons.boundingBox();
      expect(box).not.toBeNull();
      for (const link of await links.all()) {
        const linkBox = await link.boundingBox();
        if (!box || !linkBox) continue;
        const apart =
          linkBox.x + linkBox.width <= box.x ||
          box.x + box.width <= linkBox.x ||
          linkBox.y + linkBox.height <= box.y ||
          box.y + box.height <= linkBox.y;
        expect(apart, `${await link.textContent()} under the floating buttons`).toBe(true);
      }
      // Scrolled to the end, the page's last line and footer clear the buttons too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const footer = await page.getByRole('contentinfo').boundingBox();
      const after = await buttons.boundingBox();
      if (footer && after) expect(footer.y + footer.height).toBeLessThanOrEqual(after.y + 1);
      await page.screenshot({ path: test.info().outputPath(`simple-layout-390-${path}.png`) });
    }
    // The far-price note in mainland Chinese, under the price before review.
    await page.goto(`${server.baseUrl}/portal/stocks/order?symbol=00700&side=B`);
    await expect(page.getByTestId('quote-last')).toHaveText(/^\d[\d,]*\.\d{3}$/);
    const far = roundToTick('A', (Number(await lastPrice(page)) * 0.85).toFixed(3), 'down');
    await page.getByRole('textbox', { name: '价格（HKD）' }).fill(far);
    await page.getByRole('textbox', { name: '数量（股）' }).fill('100');
    await expect(page.getByTestId('order-far-price-note')).toHaveText(
      /^此价格低于最新价 .+，检查订单时须再次确认价格。$/,
    );
    await expectNoSidewaysScroll(page, 390);
    await page.screenshot({
      path: test.info().outputPath('stocks-order-390-zh-CN-far.png'),
      fullPage: true,
    });
  });
});
