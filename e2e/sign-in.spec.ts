import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { expect, expectAccessible, test } from './support/fixtures';

/** Sign-in with the demo book against the shared server (issue 3, Tests). Nothing here changes an account. */

const PASSWORD = 'Portico#2026';

async function logIn(page: Page, accountCode: string, password = PASSWORD, source = 'Gateway') {
  await page.goto('/portal/users/login');
  await page.getByText(`${source} Account`, { exact: true }).click();
  await page.getByLabel('Account', { exact: true }).fill(accountCode);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

type OutboxMessage = { accountCode: string; code?: string };

async function latestCode(page: Page, accountCode: string): Promise<string> {
  const answer = await page.request.get('/portal/dev/outbox');
  const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
  const message = messages.find((item) => item.accountCode === accountCode && item.code);
  if (!message?.code) throw new Error(`no one-time password for ${accountCode} in the outbox`);
  return message.code;
}

test('C10001 lands on the funds dashboard', async ({ page }) => {
  await logIn(page, 'c10001');
  await expect(page).toHaveURL(/\/portal\/funds\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Funds dashboard' })).toBeVisible();
  // Gateway account codes are upper-cased (spec §5).
  await expect(page.getByRole('button', { name: /Accounts and logout/ })).toContainText('C10001');
  await expectAccessible(page);
});

test('a wrong password and an unknown account both read "Account or Password incorrect"', async ({
  page,
}) => {
  await logIn(page, 'C10001', 'Wrong#2026');
  await expect(page.getByRole('alert')).toHaveText('Account or Password incorrect');
  await logIn(page, 'C99999');
  await expect(page.getByRole('alert')).toHaveText('Account or Password incorrect');
  await expect(page).toHaveURL(/\/users\/login$/);
});

test('C10008 and C10009 show their texts', async ({ page }) => {
  await logIn(page, 'C10008');
  await expect(page.getByRole('alert')).toHaveText('Account not active');
  await logIn(page, 'C10009');
  await expect(page.getByRole('alert')).toHaveText('Account is suspended');
});

test('C10003 completes SMS two-factor; a wrong code shows its text and clears the field', async ({
  page,
}) => {
  await logIn(page, 'C10003');
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend OTP \(\d+s\)$/ })).toBeDisabled();
  const field = page.getByLabel('One Time Password');
  const verify = page.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();
  const code = await latestCode(page, 'C10003');
  await field.fill(code === '000000' ? '111111' : '000000');
  await verify.click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect One Time Password');
  await expect(field).toHaveValue('');
  await field.fill(code);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/portal\/funds\/dashboard$/);
});

test('Cancel on the two-factor screen goes back to the password form', async ({ page }) => {
  await logIn(page, 'C10003');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
});

test('C10004 completes two-factor with a TOTP code', async ({ page }) => {
  await logIn(page, 'C10004');
  await expect(
    page.getByText('Enter the one-time password shown in your authenticator app.'),
  ).toBeVisible();
  // A token factor has no delivery choice and nothing to resend.
  await expect(page.getByRole('button', { name: /Resend OTP/ })).toHaveCount(0);
  const totp = new TOTP({ secret: 'JBSWY3DPEHPK3PXP', digits: 6, period: 30 });
  await page.getByLabel('One Time Password').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/portal\/funds\/dashboard$/);
});

test('F20001 (Fos) lands on the crypto dashboard', async ({ page }) => {
  await logIn(page, 'F20001', PASSWORD, 'Fos');
  await expect(page).toHaveURL(/\/portal\/cryptos\/dashboard$/);
});

test('A30001 lands on the advisor dashboard with the Advisor label', async ({ page }) => {
  await logIn(page, 'A30001');
  await expect(page).toHaveURL(/\/portal\/advisors\/dashboard$/);
  await expect(page.getByText('Signed in as Advisor')).toBeAttached();
  // Advisors may not enter the admin area (spec §6).
  await page.goto('/portal/admins/account');
  await expect(page).toHaveURL(/\/portal\/funds\/dashboard$/);
});

test('S90001 lands on the admin accounts page', async ({ page }) => {
  await logIn(page, 'S90001');
  await expect(page).toHaveURL(/\/portal\/admins\/account$/);
});

test('a signed-out visit to a guarded page goes to login', async ({ page }) => {
  await page.goto('/portal/funds/portfolio');
  await expect(page).toHaveURL(/\/portal\/users\/login\?source=gateway$/);
  await page.goto('/portal/accounts/changePassword');
  await expect(page).toHaveURL(/\/portal\/users\/login$/);
});

test('C10006 sees the days-left banner linking to Change Password', async ({ page }) => {
  await logIn(page, 'C10006');
  await expect(page).toHaveURL(/\/portal\/funds\/dashboard$/);
  const banner = page
    .getByRole('alert')
    .filter({ hasText: 'Your Account Password will expire in' });
  await expect(banner).toContainText(/will expire in \d+ days?, please Change Password/);
  await banner.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/portal\/accounts\/changePassword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await expect(page.getByText('Last login time')).toBeVisible();
});

test('the switcher moves between a Gateway and a Fos session', async ({ page }) => {
  await logIn(page, 'C10001');
  await expect(page).toHaveURL(/\/funds\/dashboard$/);
  await logIn(page, 'F20001', PASSWORD, 'Fos');
  await expect(page).toHaveURL(/\/cryptos\/dashboard$/);
  const menu = page.getByRole('button', { name: /Accounts and logout/ });
  await expect(menu).toContainText('F20001');
  await menu.click();
  await page.getByRole('menuitem', { name: /C10001/ }).click();
  await expect(page).toHaveURL(/\/funds\/dashboard$/);
  await expect(menu).toContainText('C10001');
  await menu.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/users\/login$/);
});

test('no token secret is readable by script', async ({ page, context }) => {
  await logIn(page, 'C10001');
  await expect(page).toHaveURL(/\/funds\/dashboard$/);
  const cookies = await context.cookies();
  const secrets = cookies.filter((cookie) => /^portico_(st|rt)_/.test(cookie.name));
  expect(secrets.length).toBeGreaterThanOrEqual(2);
  for (const cookie of secrets) {
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
  }
  const readable = await page.evaluate(() => {
    const stores = [window.localStorage, window.sessionStorage];
    const stored = stores.flatMap((store) =>
      Array.from(
        { length: store.length },
        (_, index) => store.getItem(store.key(index) ?? '') ?? '',
      ),
    );
    return [document.cookie, ...stored].join('\n');
  });
  for (const cookie of secrets) expect(readable).not.toContain(cookie.value);
  expect(readable).toContain('C10001');
});
