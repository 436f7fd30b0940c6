import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { addCalendarDays, hongKongDate, nextBusinessDay } from '../shared/domain/business-calendar';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { DEMO_TRADE_PASSWORD, logIn, ownServer } from './support/log-in';

/**
 * The fund order history as a new user meets it (issue 10 §4, §5, §6, §8, §10) at desktop and
 * phone width, on its own server and books: C10001 places a switch and a subscription, sees the
 * switch as one order with both funds, cancels only after saying so, reads every status badge
 * whole, filters by typed ISO dates, exports Hong Kong times, and on a phone gets cards and
 * folded filters with nothing scrolling sideways.
 */

/** The server's clock starts at 10:00 on the next business day: orders wait for the cut-off. */
const dealingDay = nextBusinessDay(hongKongDate(new Date()));
const books = ownServer({
  port: Number(process.env.E2E_HISTORY_PORT ?? 3511),
  env: { DEMO: '1', DEMO_CLOCK_START: `${dealingDay}T10:00:00+08:00` },
});
const OUT_FUND = 'Victoria Harbour HKD Money Market Fund';
const IN_FUND = 'Victoria Harbour Hong Kong Equity Fund';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.afterAll(async () => {
  await books.stop();
});

/** Fills an order's figure, reviews, confirms with the trade password; answers the order id. */
async function placeOrder(page: Page, field: string, value: string): Promise<number> {
  await page.getByRole('textbox', { name: field }).fill(value);
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible();
  const password = page.getByLabel('Trade password');
  const unlocked = page.getByText(/^Trading unlocked until \d{2}:\d{2}$/);
  await expect(password.or(unlocked)).toBeVisible();
  if (await password.isVisible()) await password.fill(DEMO_TRADE_PASSWORD);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const placed = page.getByText(/^Order placed\. Order number \d+, status: Pending\.$/);
  await expect(placed).toBeVisible();
  return Number(/Order number (\d+)/.exec((await placed.textContent()) ?? '')?.[1]);
}

async function placeSwitch(page: Page, baseUrl: string, units: string): Promise<number> {
  await page.goto(`${baseUrl}/portal/funds/switch/VH-HKD-MMF`);
  await page.getByRole('combobox', { name: 'Switch into' }).selectOption('VH-HK-EQUITY');
  return placeOrder(page, 'Units', units);
}

async function placeSubscription(page: Page, baseUrl: string): Promise<number> {
  await page.goto(`${baseUrl}/portal/funds/subscribe/VH-USD-MMF`);
  return placeOrder(page, 'Amount (USD)', '2000');
}

/** Every status badge on the page shows its whole word, in normal case. */
async function expectBadgesWhole(page: Page) {
  const badges = page.locator('[data-family]');
  await expect(badges.first()).toBeVisible();
  const cut = await badges.evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .flatMap((element) => [element, ...element.querySelectorAll('span')])
      .filter(
        (element) =>
          element.scrollWidth > element.clientWidth ||
          getComputedStyle(element).textTransform === 'uppercase',
      )
      .map((element) => element.textContent),
  );
  expect(cut).toEqual([]);
}

/** The row (desktop) or card (phone) of an order. */
const orderOf = (page: Page, orderId: number): Locator =>
  page.locator(`[data-order-id="${orderId}"]`);

test.describe('the order history at desktop width (1440px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  let switchId = 0;

  test('a switch placed by C10001 is one row with both funds and both legs', async ({ page }) => {
    const server = await books.get();
    await logIn(page, 'C10001', { baseUrl: server.baseUrl });
    switchId = await placeSwitch(page, server.baseUrl, '10000');
    await page.getByRole('link', { name: 'View order history' }).click();
    const row = orderOf(page, switchId);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(OUT_FUND);
    await expect(row).toContainText(IN_FUND);
    await expect(row.getByRole('cell').nth(1)).toHaveText('Switch');
    await expect(row).toContainText('10,000.0000');
    await expect(row).toContainText('Pending');
    // The switch-in leg is no row of its own.
    await expect(orderOf(page, switchId + 1)).toHaveCount(0);
    // (The demo plan's monthly subscriptions are rows of their own, in other funds.)
    await expect(
      page
        .locator('tbody tr', { hasText: IN_FUND })
        .filter({ has: page.getByRole('cell', { name: 'Subscribe', exact: true }) }),
    ).toHaveCount(0);

    await row.getByRole('button', { name: `Timeline of order ${switchId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order ${switchId} timeline` });
    await expect(dialog.getByRole('region', { name: `Switch out · ${OUT_FUND}` })).toBeVisible();
    await expect(dialog.getByRole('region', { name: `Switch in · ${IN_FUND}` })).toBeVisible();
    await page.keyboard.press('Escape');

    // Every column fits the page: the table does not scroll sideways at 1440.
    const table = page.getByRole('table');
    expect(await table.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(
      await table.evaluate((element) => element.parentElement?.clientWidth ?? 0),
    );
    await page.getByLabel('Side').selectOption('Switch');
    await expect(orderOf(page, switchId)).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expectBadgesWhole(page);
  });

  test('cancel asks first: Keep leaves the order, confirming cancels it', async ({ page }) => {
    const server = await books.get();
    await logIn(page, 'C10001', { baseUrl: server.baseUrl });
    const orderId = await placeSubscription(page, server.baseUrl);
    await page.getByRole('link', { name: 'View order history' }).click();
    const row = orderOf(page, orderId);
    await row.getByRole('button', { name: `Cancel order ${orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${orderId}?` });
    await expect(dialog).toContainText(`Cancel order ${orderId} for Victoria Harbour USD Money`);
    await dialog.getByRole('button', { name: 'Keep' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Pending');
    await expect(row.getByRole('button', { name: `Cancel order ${orderId}` })).toBeVisible();

    await row.getByRole('button', { name: `Cancel order ${orderId}` }).click();
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await expect(page.getByText(`Order ${orderId} cancelled.`)).toBeVisible();
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button', { name: `Cancel order ${orderId}` })).toHaveCount(0);
    await expectBadgesWhole(page);
  });

  test('dates typed as YYYY-MM-DD filter, and the CSV carries Hong Kong time', async ({ page }) => {
    const server = await books.get();
    await logIn(page, 'C10001', { baseUrl: server.baseUrl });
    await page.goto(`${server.baseUrl}/portal/funds/history`);
    await expect(orderOf(page, switchId)).toBeVisible();
    const from = page.getByRole('textbox', { name: 'From' });
    await from.fill(dealingDay);
    await from.press('Tab');
    await expect(from).toHaveValue(dealingDay);
    await expect(orderOf(page, switchId)).toBeVisible();
    const to = page.getByRole('textbox', { name: 'To' });
    const dayBefore = addCalendarDays(dealingDay, -1);
    await from.fill(addCalendarDays(dealingDay, -7));
    await from.press('Tab');
    await to.fill(dayBefore);
    await to.press('Tab');
    await expect(to).toHaveValue(dayBefore);
    await expect(orderOf(page, switchId)).toHaveCount(0);
    await to.fill(dealingDay);
    await to.press('Tab');
    await expect(orderOf(page, switchId)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.split('\r\n').filter((line) => line.startsWith(`${switchId},`));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(
        `^${switchId},pending,out,${switchId},${dealingDay}T\\d{2}:\\d{2}:\\d{2}\\+08:00,`,
      ),
    );
    expect(lines[1]).toMatch(new RegExp(`^${switchId},pending,in,${switchId + 1},`));
  });
});

test.describe('the order history at phone width (390px), dark', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('orders are cards, filters fold behind a count, and a switch cancels whole', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // The stored colour mode (web/src/lib/storage.ts): the badges are checked by axe in dark.
      const item = { value: 'dark', expiresAt: Date.now() + 86_400_000 };
      window.localStorage.setItem('portico.colour-mode', JSON.stringify(item));
    });
    const server = await books.get();
    await logIn(page, 'C10001', { baseUrl: server.baseUrl });
    const switchId = await placeSwitch(page, server.baseUrl, '10000');
    await page.goto(`${server.baseUrl}/portal/funds/history`);
    const card = orderOf(page, switchId);
    await expect(card).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(card).toContainText(OUT_FUND);
    await expect(card).toContainText(IN_FUND);
    await expect(card).toContainText('10,000.0000');
    await expectNoSidewaysScroll(page, 390);
    await expectBadgesWhole(page);

    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Status')).toBeHidden();
    await filters.click();
    await page.getByLabel('Side').selectOption('Switch');
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Show details' }).click();
    await expect(card).toContainText('Dealing date');
    await card.getByRole('button', { name: `Cancel order ${switchId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${switchId}?` });
    await expect(dialog).toContainText(`from ${OUT_FUND} into ${IN_FUND}`);
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await expect(page.getByText(`Order ${switchId} cancelled.`)).toBeVisible();
    await expect(card).toContainText('Cancelled');
    await expectNoSidewaysScroll(page, 390);
  });
});
