import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { hongKongDate, nextBusinessDay } from '../shared/domain/business-calendar';
import { expect, test } from './support/fixtures';
import { logIn, ownServer } from './support/log-in';

/**
 * Notifications (issue 14 §2-4, spec §2.15, §2.16, §2.18, §4) as C10001 on books of its own (the
 * tests read and delete its notifications): the bell shows the demo book's 3 unread; the panel
 * lists them, a row leads to its target, delete removes a row and Show More opens /notifications;
 * an order placed in the background raises the count in two open tabs without a reload (the
 * unread stream); the service worker registers at /portal/ and a push delivered to it
 * (Chromium's DevTools push testing, as there is no push service here) raises the count.
 * Screenshots of the panel and the page at 1440 and 390, light and dark, en and zh-HK.
 */

const tradeDay = nextBusinessDay(hongKongDate(new Date()));
const books = ownServer({
  port: Number(process.env.E2E_NOTIFICATIONS_PORT ?? 3581),
  env: { DEMO: '1', DEMO_CLOCK_START: `${tradeDay}T10:05:00+08:00` },
});

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.afterAll(async () => {
  await books.stop();
});

/** Where the screenshots go (outside test-results/, which every Playwright run empties). */
const SHOTS = process.env.NOTIFICATION_SHOTS_DIR ?? 'test-results/notifications';

const bell = (page: Page) => page.getByTestId('notification-bell');
const count = (page: Page) => page.getByTestId('notification-count');
const panel = (page: Page) => page.getByTestId('notification-panel');

/** The session the page acts as (the app keeps it in localStorage). */
async function sessionIdOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('portico.current-session') ?? '{}') as {
      value?: string;
    };
    return stored.value ?? '';
  });
}

/** The unread count since the list was last opened, as the server counts it. */
async function serverCount(page: Page, baseUrl: string): Promise<number> {
  const answer = await page.request.post(`${baseUrl}/portal/api/notification/countNotifications`, {
    headers: { 'x-portico-session': await sessionIdOf(page) },
    data: { accountCode: 'C10001', status: 'unread', sinceLastQuery: true, source: 'gateway' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { count: number }).count;
}

async function signIn(page: Page): Promise<string> {
  const { baseUrl } = await books.get();
  await logIn(page, 'C10001', { baseUrl });
  return baseUrl;
}

test('the bell shows the demo unread count; the panel lists, leads, deletes and shows more', async ({
  page,
}) => {
  const baseUrl = await signIn(page);
  // The demo book's 3 unread, and more: the 02800 dividend paid to C10001 and the
  // 06990 offer's opening, told by the jobs the server runs before its first request.
  const unread = await serverCount(page, baseUrl);
  expect(unread).toBeGreaterThanOrEqual(4);
  await expect(count(page)).toHaveAttribute('data-count', String(unread));
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread} new`);

  await bell(page).click();
  await expect(bell(page)).toHaveAttribute('data-highlighted', 'true');
  const rows = panel(page).locator('li[data-notification-id]');
  await expect(
    rows.filter({ hasText: 'Cash movement on your account: HKD 850,000.00.' }),
  ).toHaveCount(1);
  const listed = await rows.count();
  expect(listed).toBeGreaterThanOrEqual(6);
  const unreadRows = await panel(page).locator('li[data-unread]').count();
  expect(unreadRows).toBeGreaterThanOrEqual(3);
  await expect(rows.filter({ hasText: 'Your holding of AAPL changed by 50 shares.' })).toHaveCount(
    1,
  );
  await expect(rows.filter({ hasText: 'A new document is ready' })).toHaveCount(2);
  // Opening the list marks it seen: the count goes to zero (spec §4); the highlight lasts 1 s.
  await expect(count(page)).toHaveAttribute('data-count', '0');
  await expect(bell(page)).not.toHaveAttribute('data-highlighted', /.*/, { timeout: 3_000 });

  // Delete: the row disappears, and stays gone.
  const cash = rows.filter({ hasText: 'Cash movement on your account: HKD 850,000.00.' });
  await cash.getByRole('button', { name: /^Delete notification/ }).click();
  await expect(cash).toHaveCount(0);
  await expect(rows).toHaveCount(listed - 1);

  // A row leads to its target (spec §2.18): a holding event to the stock portfolio.
  await rows.filter({ hasText: 'Your holding of AAPL' }).getByRole('button').first().click();
  await expect(page).toHaveURL(`${baseUrl}/portal/stocks/portfolio`);
  await expect(panel(page)).toHaveCount(0);

  // A statement's row opens the document list with that statement marked (issue 31 §3).
  await bell(page).click();
  await rows
    .filter({ hasText: 'A new document is ready' })
    .first()
    .getByRole('button')
    .first()
    .click();
  await expect(page).toHaveURL(/\/portal\/funds\/document\?document=monthly%3A\d{4}-\d{2}$/);
  await expect(page.locator('[data-focused="true"]')).toHaveCount(1);

  // Show More opens the full list, where the deleted one is gone and the holding is read.
  await bell(page).click();
  await panel(page).getByRole('link', { name: 'Show More' }).click();
  await expect(page).toHaveURL(`${baseUrl}/portal/notifications`);
  const table = page.getByRole('main');
  // The plan runs' notices make more than a page, so the next row takes the deleted one's place.
  await expect(table.locator('tr[data-notification-id]').first()).toBeVisible();
  await expect(
    table.locator('tr[data-notification-id]', {
      hasText: 'Cash movement on your account: HKD 850,000.00.',
    }),
  ).toHaveCount(0);
  await expect(
    table.locator('tr[data-notification-id]', { hasText: 'Your holding of AAPL' }),
  ).toHaveAttribute('data-status', 'read');
  await table
    .locator('.mantine-SegmentedControl-root')
    .getByText('Unread', { exact: true })
    .click();
  await expect(page).toHaveURL(`${baseUrl}/portal/notifications/unread`);
  // The holding and the statement were read on the way; the other unread ones stay unread.
  await expect(table.locator('tr[data-notification-id]')).toHaveCount(unreadRows - 2);
});

/** Places a small limit buy for the page's session, through the API as the order page does. */
async function placeOrder(page: Page, baseUrl: string, sessionId: string) {
  const headers = { 'x-portico-session': sessionId };
  const quotes = await page.request.post(`${baseUrl}/portal/api/stock-definition/loadQuotes`, {
    headers,
    data: { symbols: ['00005'] },
  });
  const { quotes: [quote] = [] } = (await quotes.json()) as { quotes: { ask: string }[] };
  const answer = await page.request.post(`${baseUrl}/portal/api/stock-order/placeOrder`, {
    headers,
    data: {
      accountCode: 'C10001',
      symbol: '00005',
      side: 'B',
      orderType: 'Limit',
      price: quote?.ask ?? '98.600',
      quantity: '400',
      idempotencyKey: `e2e-notifications-${Date.now()}`,
      tradePassword: 'Trade#2026',
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer.json() as Promise<{ result: number }>;
}

test('an event in the background raises the count in two open tabs without a reload', async ({
  page,
  context,
}) => {
  const baseUrl = await signIn(page);
  await expect(count(page)).toHaveAttribute('data-count', /\d+/);
  const other = await context.newPage();
  await other.goto(`${baseUrl}/portal/funds/portfolio`);
  await expect(bell(other)).toBeVisible();
  const before = Number(await count(page).getAttribute('data-count'));
  await expect(count(other)).toHaveAttribute('data-count', String(before));
  const marker = await page.evaluate(() => {
    (window as unknown as { keep: string }).keep = 'same document';
    return 'same document';
  });

  await placeOrder(page, baseUrl, await sessionIdOf(page));

  for (const tab of [page, other]) {
    await expect
      .poll(async () => Number(await count(tab).getAttribute('data-count')), { timeout: 30_000 })
      .toBeGreaterThan(before);
  }
  expect(await page.evaluate(() => (window as unknown as { keep?: string }).keep)).toBe(marker);
  await other.close();
});

/** The service worker's registration id for the portal scope, once it is there. */
async function portalRegistration(context: BrowserContext, page: Page, baseUrl: string) {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) {
      if (!registration.isDeleted) {
        registrations.set(registration.scopeURL, registration.registrationId);
      }
    }
  });
  await cdp.send('ServiceWorker.enable');
  const scope = `${baseUrl}/portal/`;
  await expect.poll(() => registrations.get(scope), { timeout: 30_000 }).toBeTruthy();
  return { cdp, registrationId: registrations.get(scope) ?? '' };
}

test('the service worker registers, and a push delivered to it raises the count', async ({
  page,
  context,
}) => {
  const baseUrl = await signIn(page);
  await context.grantPermissions(['notifications'], { origin: baseUrl });
  await page.reload();
  await expect(count(page)).toHaveAttribute('data-count', /\d+/);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
  });
  expect(worker).toEqual({ scope: `${baseUrl}/portal/`, script: `${baseUrl}/portal/sw.js` });
  const served = await page.request.get(`${baseUrl}/portal/sw.js`);
  expect(served.headers()['cache-control']).toBe('no-cache');

  const { cdp, registrationId } = await portalRegistration(context, page, baseUrl);
  const before = Number(await count(page).getAttribute('data-count'));
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseUrl,
    registrationId,
    data: JSON.stringify({
      notificationId: '999999',
      type: 'newDocument',
      title: 'New document',
      body: 'A new document is ready.',
      url: '/portal/funds/document',
    }),
  });
  await expect(count(page)).toHaveAttribute('data-count', String(before + 1), { timeout: 2_500 });
});

type Shot = { width: number; scheme: 'light' | 'dark'; language: 'en' | 'zh-HK' };

const SHOT_CASES: Shot[] = [
  { width: 1440, scheme: 'light', language: 'en' },
  { width: 1440, scheme: 'dark', language: 'zh-HK' },
  { width: 390, scheme: 'light', language: 'zh-HK' },
  { width: 390, scheme: 'dark', language: 'en' },
];

test('screenshots of the panel and the page', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  const baseUrl = await signIn(page);
  for (const { width, scheme, language } of SHOT_CASES) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate(
      ([chosenLanguage, chosenScheme]) => {
        const expiresAt = Date.now() + 86_400_000;
        localStorage.setItem(
          'portico.language',
          JSON.stringify({ value: chosenLanguage, expiresAt }),
        );
        localStorage.setItem(
          'portico.colour-mode',
          JSON.stringify({ value: chosenScheme, expiresAt }),
        );
      },
      [language, scheme],
    );
    const name = `${width}-${scheme}-${language}`;
    await page.goto(`${baseUrl}/portal/notifications`);
    await expect(page.locator('h1')).toHaveText(language === 'en' ? 'Notifications' : '通知');
    await expect(page.getByRole('main').locator('[data-notification-id]').first()).toBeVisible();
    await page.screenshot({
      path: `${SHOTS}/page-${name}.png`,
      fullPage: true,
      animations: 'disabled',
    });
    await bell(page).click();
    await expect(panel(page).locator('li[data-notification-id]').first()).toBeVisible();
    // The panel fades in: the picture is of it once there, not half-way.
    await page.screenshot({ path: `${SHOTS}/panel-${name}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
  }
});
