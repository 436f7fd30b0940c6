import type { Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { expect, test } from './support/fixtures';
import { DEMO_TRADE_PASSWORD, logIn, ownServer } from './support/log-in';

/**
 * Cash (issue 13, spec §2.10) as C10001 on books of its own: the movements list the opening
 * deposits; an FX exchange from HKD to USD counts its quote down and moves both balances by the
 * quoted amounts; a withdrawal to the designated account is pending in the history and its cancel
 * gives the cash back; an eDDA deposit is credited within seconds. Screenshots of movement,
 * exchange and withdraw at 1440 light in English and 390 dark in Traditional Chinese.
 */

const books = ownServer({ port: Number(process.env.E2E_CASH_PORT ?? 3513), env: { DEMO: '1' } });

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.afterAll(async () => {
  await books.stop();
});

/** Where the screenshots go (outside test-results/, which every Playwright run empties). */
const SHOTS = process.env.CASH_SHOTS_DIR ?? 'test-results/cash';

/** `HKD 1,234.50` as a decimal. */
const amountOf = (text: string | null) => new Decimal((text ?? '').replace(/[^\d.-]/g, ''));

/** The available cash of a currency as the movement page's cards show it. */
async function available(page: Page, baseUrl: string, currency: string): Promise<Decimal> {
  await page.goto(`${baseUrl}/portal/cashes/movement`);
  const card = page.getByTestId(`available-${currency}`);
  await expect(card).toBeVisible();
  return amountOf(await card.textContent());
}

/** A preview row's value by its label. */
const valueOf = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

/** Types the trade password when asked (trading may be unlocked already). */
async function tradePassword(page: Page) {
  const field = page.getByLabel('Trade password');
  const unlocked = page.getByText(/^Trading unlocked until \d{2}:\d{2}$/);
  await expect(field.or(unlocked)).toBeVisible();
  if (await field.isVisible()) await field.fill(DEMO_TRADE_PASSWORD);
}

async function start(page: Page): Promise<string> {
  const { baseUrl } = await books.get();
  await logIn(page, 'C10001', { baseUrl });
  return baseUrl;
}

test('the movements list the opening deposits with running balances', async ({ page }) => {
  const baseUrl = await start(page);
  await page.goto(`${baseUrl}/portal/cashes/movement`);
  await expect(page.getByRole('heading', { name: 'Cash movements' })).toBeVisible();
  const deposits = page.locator('tr[data-movement-type="D"]');
  await expect(deposits.first()).toBeVisible();
  await expect(deposits.first()).toContainText('Deposit');
  await page.getByRole('combobox', { name: 'Type' }).selectOption('W');
  await expect(page.getByText(/No cash movements match these filters/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Type' }).selectOption('D');
  await expect(deposits.first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('cash-movements.csv');
});

test('an FX exchange from HKD to USD counts its quote down and moves both balances', async ({
  page,
}) => {
  const baseUrl = await start(page);
  const hkd = await available(page, baseUrl, 'HKD');
  const usd = await available(page, baseUrl, 'USD');
  await page.goto(`${baseUrl}/portal/cashes/exchange`);
  await page.getByRole('combobox', { name: 'Sell' }).selectOption('HKD');
  await page.getByRole('combobox', { name: 'Buy' }).selectOption('USD');
  await page.getByRole('textbox', { name: 'Amount to sell (HKD)' }).fill('7800');
  // Before the quote, the pair as Hong Kong quotes it (issue 31 §14).
  await expect(page.getByTestId('fx-indicative')).toContainText(/USD\/HKD 7\.\d{4}/);
  await page.getByRole('button', { name: 'Get quote' }).click();
  const countdown = page.getByTestId('quote-countdown');
  await expect(countdown).toHaveText(/^Firm for \d+ s$/);
  const first = Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
  await expect
    .poll(async () => Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]))
    .toBeLessThan(first);
  await page.screenshot({ path: `${SHOTS}/exchange-quote-1440-light-en.png` });
  const sold = amountOf(await valueOf(page, 'You sell').textContent());
  const bought = amountOf(await valueOf(page, 'You receive').textContent());
  expect(sold.toString()).toBe('7800');
  expect(bought.gt(0)).toBe(true);
  await tradePassword(page);
  await page.getByRole('button', { name: 'Confirm exchange' }).click();
  await expect(
    page.getByText(/^Exchanged: sold HKD 7,800\.00, received USD [\d,.]+\.$/),
  ).toBeVisible();
  expect((await available(page, baseUrl, 'HKD')).toString()).toBe(hkd.sub(sold).toString());
  expect((await available(page, baseUrl, 'USD')).toString()).toBe(usd.add(bought).toString());
  await expect(page.locator('tr[data-movement-type="O"]').first()).toContainText('HKD');
  await expect(page.locator('tr[data-movement-type="I"]').first()).toContainText('USD');
  // The FX is told as FX, not as a cash movement (issue 31 §13).
  await expect(page.locator('tr[data-movement-type="I"]').first()).toContainText('FX HKD→USD');
});

test('an expired quote asks for a new one', async ({ page }) => {
  // The browser's clock runs on, then jumps past the quote's 30 firm seconds.
  await page.clock.install();
  const baseUrl = await start(page);
  await page.goto(`${baseUrl}/portal/cashes/exchange`);
  await page.getByRole('textbox', { name: 'Amount to sell (HKD)' }).fill('100');
  await page.getByRole('button', { name: 'Get quote' }).click();
  await expect(page.getByTestId('quote-countdown')).not.toHaveText(/expired/);
  await page.clock.fastForward('00:31');
  await expect(page.getByTestId('quote-countdown')).toHaveText(
    'This quote has expired. Get a new quote.',
  );
  await expect(page.getByRole('button', { name: 'Get a new quote' })).toBeVisible();
});

test('a withdrawal to the designated account is pending, and its cancel restores the cash', async ({
  page,
}) => {
  const baseUrl = await start(page);
  const before = await available(page, baseUrl, 'HKD');
  await page.goto(`${baseUrl}/portal/cashes/withdraw`);
  await expect(valueOf(page, 'To')).toContainText('004-123-456789-001');
  await page.getByRole('textbox', { name: 'Amount (HKD)' }).fill('500');
  await expect(valueOf(page, 'Available after')).toHaveText(
    `HKD ${before.sub(500).toNumber().toLocaleString('en', { minimumFractionDigits: 2 })}`,
  );
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your request' })).toBeVisible();
  await tradePassword(page);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const placed = page.getByText(/^Request placed\. Request number \d+, status: Pending\.$/);
  await expect(placed).toBeVisible();
  const id = /Request number (\d+)/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
  expect((await available(page, baseUrl, 'HKD')).toString()).toBe(before.sub(500).toString());
  // The balance card says what holds the cash: this withdrawal, with a link (issue 31 §12).
  const held = page.getByTestId('held-HKD').getByRole('link', { name: `Withdrawal #${id}` });
  await expect(held).toBeVisible();
  await expect(held).toHaveAttribute('href', `/portal/cashes/history?request=${id}`);
  await page.screenshot({ path: `${SHOTS}/movement-held-1440-light-en.png` });

  await page.goto(`${baseUrl}/portal/cashes/history`);
  const row = page.locator(`tr[data-instruction-id="${id}"]`);
  await expect(row.locator('[data-family]')).toHaveText('Pending');
  // At 1440 px a date and a request number keep to one line (issue 31 §15).
  await page.setViewportSize({ width: 1440, height: 900 });
  const wrapped = await row.locator('td').evaluateAll((cells) =>
    cells
      .filter((cell) => /\d{4}-\d{2}-\d{2}|#\d+/.test(cell.textContent ?? ''))
      .map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return { text: cell.textContent, lines: lines.size };
      })
      .filter((cell) => cell.lines > 1),
  );
  expect(wrapped).toEqual([]);
  await row.getByRole('button', { name: `Cancel request ${id}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel request' }).click();
  await expect(page.getByText(`Request ${id} cancelled.`)).toBeVisible();
  await expect(row.locator('[data-family]')).toHaveText('Cancelled');
  expect((await available(page, baseUrl, 'HKD')).toString()).toBe(before.toString());
});

test('an eDDA deposit credits the cash within seconds', async ({ page }) => {
  const baseUrl = await start(page);
  const before = await available(page, baseUrl, 'HKD');
  await page.goto(`${baseUrl}/portal/cashes/requests/ddi`);
  await expect(page.getByRole('combobox', { name: 'Authorisation' })).toHaveValue(
    'DDA000000C10001',
  );
  await page.getByRole('textbox', { name: 'Amount (HKD)' }).fill('1000');
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  // A deposit notice moves no money out: no trade password (issue 31 §14).
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByLabel('Trade password')).toHaveCount(0);
  const placed = page.getByText(/^Request placed\. Request number \d+, status: Pending\.$/);
  await expect(placed).toBeVisible();
  // The page's latest deposits show the bank's answer by themselves.
  const recent = page.getByRole('table', { name: 'Your latest eDDA deposits' });
  await expect(recent.locator('[data-family]').first()).toHaveText('Accepted', {
    timeout: 15_000,
  });
  expect((await available(page, baseUrl, 'HKD')).toString()).toBe(before.add(1000).toString());
});

/** Every `HKD 7,790.47` on the page that wraps between its code and its amount. */
const splitAmounts = (page: Page) =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const split: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/[A-Z]{3}\s[-+]?[\d,]+(\.\d+)?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) split.push(match[0]);
      }
    }
    return split;
  });

test('in mainland Chinese at 1440 and 390 px, no amount wraps apart from its currency', async ({
  page,
}) => {
  const baseUrl = await start(page);
  await page.evaluate(() => {
    const expiresAt = Date.now() + 86_400_000;
    window.localStorage.setItem('portico.language', JSON.stringify({ value: 'zh-CN', expiresAt }));
  });
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const path of ['movement', 'exchange', 'history', 'withdraw']) {
      await page.goto(`${baseUrl}/portal/cashes/${path}`);
      await expect(page.locator('h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect([path, width, await splitAmounts(page)]).toEqual([path, width, []]);
      await page.screenshot({ path: `${SHOTS}/${path}-${width}-light-zh-CN.png`, fullPage: true });
    }
  }
});

test.describe('screenshots', () => {
  for (const [name, path] of [
    ['movement', 'movement'],
    ['exchange', 'exchange'],
    ['withdraw', 'withdraw'],
    ['history', 'history'],
    ['request', 'request'],
    ['request-instruction', 'requests/instruction'],
    ['withdraw-instruction', 'withdraws/instruction'],
    ['ddi', 'requests/ddi'],
    ['fps', 'withdraws/fps'],
    ['sdda', 'sdda'],
  ] as const) {
    test(`${name} at 1440 light in English and 390 dark in Traditional Chinese`, async ({
      page,
    }) => {
      const baseUrl = await start(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${baseUrl}/portal/cashes/${path}`);
      await expect(page.locator('h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `${SHOTS}/${name}-1440-light-en.png`,
        fullPage: true,
      });
      await page.evaluate(() => {
        const expiresAt = Date.now() + 86_400_000;
        window.localStorage.setItem(
          'portico.colour-mode',
          JSON.stringify({ value: 'dark', expiresAt }),
        );
        window.localStorage.setItem(
          'portico.language',
          JSON.stringify({ value: 'zh-HK', expiresAt }),
        );
      });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(page.locator('h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(390);
      await page.screenshot({
        path: `${SHOTS}/${name}-390-dark-zh-HK.png`,
        fullPage: true,
      });
    });
  }
});
