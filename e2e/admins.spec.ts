import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { expect, expectAccessible, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { logIn, ownServer } from './support/log-in';

/**
 * The admin area (issue 28) as S90001, on a server of this spec's own (it adds an account, kicks
 * C10001's sessions and accepts a deposit): the list shows C10001; an added account appears and
 * its holder's first login (the password read from the demo outbox) asks for a new password; a
 * kick ends the client's open page in another browser; a deposit placed by C10001 is accepted
 * from the queue and its cash moves; the pages in Traditional Chinese at 390 px. Screenshots at
 * 1440 and 390 px, light and dark, English and Traditional Chinese, go to ADMINS_SHOTS_DIR.
 */

const books = ownServer({
  port: Number(process.env.E2E_ADMINS_PORT ?? 3621),
  env: { DEMO: '1' },
});

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.afterAll(async () => {
  await books.stop();
});

/** Where the screenshots go (outside test-results/, which every Playwright run empties). */
const SHOTS = process.env.ADMINS_SHOTS_DIR ?? 'test-results/admins';

/** The account this spec adds (a code no demo account has). */
const NEW_CODE = 'C20028';

/** A one-pixel PNG, as a deposit's proof of payment. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function asAdmin(page: Page): Promise<string> {
  const { baseUrl } = await books.get();
  await logIn(page, 'S90001', { baseUrl, landing: /\/portal\/admins\/account$/ });
  return baseUrl;
}

/** A page of a browser context of its own (another person at another machine). */
async function otherPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** `HKD 1,234.50` as a decimal. */
const amountOf = (text: string | null) => new Decimal((text ?? '').replace(/[^\d.-]/g, ''));

/** The available cash of a currency as the movement page's cards show it. */
async function available(page: Page, baseUrl: string, currency: string): Promise<Decimal> {
  await page.goto(`${baseUrl}/portal/cashes/movement`);
  const card = page.getByTestId(`available-${currency}`);
  await expect(card).toBeVisible();
  return amountOf(await card.textContent());
}

/** The first password the messenger sent the holder of `accountCode` (the demo outbox). */
async function firstPassword(page: Page, baseUrl: string, accountCode: string): Promise<string> {
  const answer = await page.request.get(`${baseUrl}/portal/dev/outbox`);
  const { messages } = (await answer.json()) as {
    messages: { accountCode: string; text: string }[];
  };
  const message = messages.find((item) => item.accountCode === accountCode);
  const password = /first password is (\S+);/.exec(message?.text ?? '')?.[1];
  if (!password) throw new Error(`no first password for ${accountCode} in the outbox`);
  return password;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('the accounts list shows C10001 with its role, status and last login', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const baseUrl = await asAdmin(page);
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  const row = page.locator('tr[data-account-code="C10001"]');
  await expect(row).toContainText('Chan Tai Man');
  await expect(row).toContainText('Client · rank 100');
  await expect(row).toContainText('Active');
  await page.getByLabel('Account code').fill('S9');
  await expect(page.locator('tr[data-account-code="S90001"]')).toContainText('Administrator');
  await expect(page.locator('tr[data-account-code="C10001"]')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'list-1440-light-en');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('accounts.csv');
  await page.goto(`${baseUrl}/portal/admins/queue`);
  await expect(page.getByRole('heading', { name: 'Review queue', level: 1 })).toBeVisible();
});

test('an added account appears, and its first login asks for a new password', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const baseUrl = await asAdmin(page);
  await page.getByRole('link', { name: 'Add account' }).first().click();
  await expect(page.getByRole('heading', { name: 'Add an account', level: 1 })).toBeVisible();
  // Roles only below the admin's own rank.
  const roles = await page.getByLabel('Role').locator('option').allTextContents();
  expect(roles).toEqual(['Manager', 'Advisor', 'Client']);
  await page.getByLabel('Account code').fill('C10001');
  await page.getByLabel('Name').fill('Lee Siu Ming');
  await page.getByLabel('Email').fill('siu.ming@example.com');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This account code is already taken. (duplicate_code)',
  );
  await shoot(page, 'add-1440-light-en');
  await page.getByLabel('Account code').fill(NEW_CODE);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: `Account ${NEW_CODE}`, level: 1 })).toBeVisible();
  await expect(page.getByText(/was created\. Its password was sent to the holder/)).toBeVisible();
  await expect(page.getByTestId('account-audit')).toContainText('Account created');
  await expect(page.getByTestId('account-audit')).toContainText('S90001');
  await shoot(page, 'detail-1440-light-en');

  await page.goto(`${baseUrl}/portal/admins/account`);
  await page.getByLabel('Name').fill('Siu Ming');
  await expect(page.locator(`tr[data-account-code="${NEW_CODE}"]`)).toContainText('Never');

  const holder = await otherPerson(browser);
  const password = await firstPassword(page, baseUrl, NEW_CODE);
  await logIn(holder, NEW_CODE, { baseUrl, password, landing: /\/portal\// });
  const agree = holder.getByRole('checkbox', { name: /I have read, understood and agree/ });
  const force = holder.getByRole('heading', { name: 'Force Change Password' });
  await expect(agree.or(force)).toBeVisible();
  if (await agree.isVisible()) {
    await agree.check();
    await holder.getByRole('button', { name: 'Submit' }).click();
  }
  await expect(force).toBeVisible();
  await holder.context().close();
});

test('a kick ends the client’s open page in another browser', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const baseUrl = await asAdmin(page);
  const client = await otherPerson(browser);
  await logIn(client, 'C10001', { baseUrl });

  await page.locator('tr[data-account-code="C10001"]').getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Account C10001', level: 1 })).toBeVisible();
  const sessions = page.getByTestId('account-sessions');
  await expect(sessions.locator('[data-session-status="active"]').first()).toBeVisible();
  await sessions.getByRole('button', { name: 'Kick' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kick' }).click();
  await expect(page.getByText(/sessions? (was|were) ended\./)).toBeVisible();
  await expect(sessions.locator('[data-session-status="active"]')).toHaveCount(0);
  await expect(page.getByTestId('account-audit')).toContainText('Kicked');

  // The client's next call is refused: its page goes back to the login page.
  await client
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Account' })
    .click();
  await expect(client).toHaveURL(/\/portal\/users\/login/, { timeout: 20_000 });
  await client.context().close();
});

test('a deposit is accepted from the queue and the client’s cash moves', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const baseUrl = await asAdmin(page);
  const client = await otherPerson(browser);
  await logIn(client, 'C10001', { baseUrl });
  const before = await available(client, baseUrl, 'HKD');
  await client.goto(`${baseUrl}/portal/cashes/request`);
  await client.getByLabel('Method').selectOption({ label: 'Bank transfer' });
  await client.getByRole('textbox', { name: 'Amount (HKD)' }).fill('1234.56');
  await client.getByRole('textbox', { name: 'Bank', exact: true }).fill('HSBC');
  await client
    .locator('input[type="file"]')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await client.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(client.getByRole('heading', { name: 'Confirm your request' })).toBeVisible();
  // A deposit notice moves no money out: no trade password (issue 31 §14).
  await expect(client.getByLabel('Trade password')).toHaveCount(0);
  await client.getByRole('button', { name: 'Confirm', exact: true }).click();
  const placed = client.getByText(/^Request placed\. Request number \d+, status: Pending\.$/);
  await expect(placed).toBeVisible();
  const id = /Request number (\d+)/.exec((await placed.textContent()) ?? '')?.[1] ?? '';

  await page.goto(`${baseUrl}/portal/admins/queue`);
  await expect(page.getByRole('heading', { name: 'Review queue', level: 1 })).toBeVisible();
  const row = page.locator(`tr[data-queue-item="deposit-${id}"]`);
  await expect(row).toContainText('HKD 1,234.56');
  await expect(row).toContainText('C10001');
  const proof = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download the proof of #${id}` }).click();
  expect((await proof).suggestedFilename()).toBe('slip.png');
  await shoot(page, 'queue-1440-light-en');
  // A rejection needs a reason; going back changes nothing.
  await row.getByRole('button', { name: `Reject Deposit #${id}` }).click();
  const reject = page.getByRole('dialog');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Enter a reason for the rejection.')).toBeVisible();
  await reject.getByRole('button', { name: 'Go back' }).click();
  await row.getByRole('button', { name: `Accept Deposit #${id}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Accept deposit #${id} of HKD 1,234.56 for C10001?`);
  await confirm.getByRole('button', { name: 'Accept' }).click();
  await expect(
    page.getByText(`Deposit #${id} was accepted; the client is notified.`),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  expect((await available(client, baseUrl, 'HKD')).toString()).toBe(
    before.add('1234.56').toString(),
  );
  await client.context().close();
});

test('the admin pages in Traditional Chinese at 390 px, and in dark mode', async ({ page }) => {
  const baseUrl = await asAdmin(page);
  await page.evaluate(() => {
    window.localStorage.setItem(
      'portico.language',
      JSON.stringify({ value: 'zh-HK', expiresAt: Date.now() + 86_400_000 }),
    );
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const pages: [string, string, string][] = [
    ['account', '帳戶', 'list'],
    ['account/add', '新增帳戶', 'add'],
    ['queue', '待審批事項', 'queue'],
  ];
  for (const [path, title, name] of pages) {
    await page.goto(`${baseUrl}/portal/admins/${path}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, 390);
    await shoot(page, `${name}-390-light-zh-hk`);
  }
  await page.goto(`${baseUrl}/portal/admins/account`);
  await page.getByRole('button', { name: /篩選/ }).click();
  await page.getByLabel('帳戶號碼').fill('C10001');
  await page.locator('[data-account-code="C10001"]').getByRole('link').click();
  await expect(page.getByRole('heading', { name: '帳戶 C10001', level: 1 })).toBeVisible();
  await expect(page.getByText('審計記錄')).toBeVisible();
  await expectNoSidewaysScroll(page, 390);
  await shoot(page, 'detail-390-light-zh-hk');

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => {
    window.localStorage.setItem(
      'portico.colour-mode',
      JSON.stringify({ value: 'dark', expiresAt: Date.now() + 86_400_000 }),
    );
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: '帳戶 C10001', level: 1 })).toBeVisible();
  await shoot(page, 'detail-390-dark-zh-hk');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${baseUrl}/portal/admins/queue`);
  await expect(page.getByRole('heading', { name: '待審批事項', level: 1 })).toBeVisible();
  await shoot(page, 'queue-1440-dark-zh-hk');
  await page.goto(`${baseUrl}/portal/admins/account`);
  await expect(page.getByRole('heading', { name: '帳戶', level: 1 })).toBeVisible();
  await shoot(page, 'list-1440-dark-zh-hk');
});
