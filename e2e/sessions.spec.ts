import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { portico, type ServerHandle } from './support/server';

/**
 * Sign-in flows that change demo accounts or need their own settings, each against its own server
 * and fresh data directory so the shared server's demo book stays intact (issue 3, Tests).
 */
const accounts = portico({ port: Number(process.env.E2E_ACCOUNTS_PORT ?? 3104) });
const idle = portico({
  port: Number(process.env.E2E_IDLE_PORT ?? 3105),
  env: { INACTIVITY_KICK_MS: '12000', INACTIVITY_REMINDER_MS: '6000' },
});
const started: ServerHandle[] = [];
const PASSWORD = 'Portico#2026';

test.describe.configure({ timeout: 300_000 });

test.afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

async function startOnce(server: ServerHandle) {
  if (started.includes(server)) return;
  await server.start();
  started.push(server);
}

async function logIn(page: Page, baseUrl: string, accountCode: string, password = PASSWORD) {
  await page.goto(`${baseUrl}/portal/users/login`);
  await page.getByLabel('Account', { exact: true }).fill(accountCode);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function changePassword(page: Page, oldPassword: string, newPassword: string) {
  const submit = page.getByRole('button', { name: 'Change Password' });
  await page.getByLabel('Old Password').fill(oldPassword);
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await expect(submit).toBeDisabled();
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(`${newPassword}x`);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(
    page.getByText('The New Password and Confirm New Password fields must match'),
  ).toBeVisible();
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await submit.click();
}

test('C10002 goes through the agreement, then the forced change, then in', async ({ page }) => {
  await startOnce(accounts);
  await logIn(page, accounts.baseUrl, 'C10002');
  await expect(page).toHaveURL(/\/portal\/funds\/dashboard$/);
  const agree = page.getByRole('checkbox', { name: /I have read, understood and agree/ });
  await expect(agree).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await agree.check();
  await expectAccessible(page);
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Force Change Password' })).toBeVisible();
  await changePassword(page, PASSWORD, 'Harbour#2027');
  // The gate opens onto the funds dashboard.
  await expect(page.getByRole('heading', { name: 'Funds dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/funds\/dashboard$/);

  await page.goto(`${accounts.baseUrl}/portal/users/logout`);
  await expect(page).toHaveURL(/\/users\/login$/);
  await logIn(page, accounts.baseUrl, 'C10002', 'Harbour#2027');
  await expect(page.getByRole('heading', { name: 'Funds dashboard' })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});

test('C10007 sees the expired banner and is forced to change', async ({ page }) => {
  await startOnce(accounts);
  await logIn(page, accounts.baseUrl, 'C10007');
  await expect(page).toHaveURL(/\/portal\/funds\/dashboard$/);
  await expect(
    page.getByText(
      'Your Account Password is already expired, please Change Password as soon as possible.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Force Change Password' })).toBeVisible();
  await changePassword(page, PASSWORD, 'Lotus#2027a');
  await expect(page.getByRole('heading', { name: 'Funds dashboard' })).toBeVisible();
  await expect(page.getByText(/already expired/)).toHaveCount(0);
});

test('repeated failures are throttled with the time to wait', async ({ page }) => {
  await startOnce(accounts);
  const alert = page.getByRole('alert');
  for (let attempt = 0; attempt < 8; attempt += 1) {
    await logIn(page, accounts.baseUrl, 'C10005', 'Wrong#2026');
    await expect(alert).toBeVisible();
    if (/Too many attempts/.test((await alert.textContent()) ?? '')) break;
  }
  await expect(alert).toHaveText(/^Too many attempts\. Please try again in \d+ seconds\.$/);
});

test('inactivity: the reminder keeps the session, then the kick logs out with the notice', async ({
  page,
}) => {
  await startOnce(idle);
  await logIn(page, idle.baseUrl, 'C10001');
  await expect(page).toHaveURL(/\/funds\/dashboard$/);
  const reminder = page.getByRole('dialog');
  await expect(reminder).toContainText(
    'You will be logged out soon due to inactivity. Please click the button to remain logged in.',
    { timeout: 15_000 },
  );
  await reminder.getByRole('button', { name: 'Stay Logged In' }).click();
  await expect(reminder).toBeHidden();
  await expect(page).toHaveURL(/\/funds\/dashboard$/);

  await expect(page).toHaveURL(/\/users\/inactiveLogout$/, { timeout: 20_000 });
  await expect(
    page.getByText('You have been logged out due to inactivity. Please log in again to continue.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(/logged out due to inactivity/)).toHaveCount(0);
  await page.goto(`${idle.baseUrl}/portal/funds/dashboard`);
  await expect(page).toHaveURL(/\/users\/login\?source=gateway$/);
});
