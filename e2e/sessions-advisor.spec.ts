import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Advisor acting sessions (spec §1, §2.15, §2.17, §3 advisor linkage) against the shared server:
 * opening a client session adds a session; no account changes.
 */

async function openSwitcher(page: Page) {
  await page.getByRole('button', { name: /Accounts and logout/ }).click();
  return page.getByRole('menu');
}

test('A30001 opens C10001 from the switcher, acts for them, and switches back', async ({
  page,
}) => {
  await page.goto('/portal/users/login');
  await page.getByText('Gateway Account', { exact: true }).click();
  await page.getByLabel('Account', { exact: true }).fill('A30001');
  await page.getByLabel('Password', { exact: true }).fill('Portico#2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/advisors\/dashboard$/);

  let menu = await openSwitcher(page);
  await menu.getByRole('menuitem', { name: /Open C10001/ }).click();
  await expect(page).toHaveURL(/\/portal\/funds\/portfolio$/);
  // Advisor mode: the header names the client's account and carries the Advisor tag.
  await expect(page.getByRole('button', { name: /C10001.*Accounts and logout/ })).toBeVisible();
  await expect(page.getByText('Acting for a client as their advisor')).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).not.toContainText(
    'Virtual Assets',
  );

  // The client session acts on the client's account on the server (its own cookies).
  const preference = await page.evaluate(async () => {
    const sessions = JSON.parse(localStorage.getItem('portico.sessions') ?? '{}') as {
      value: { sessionId: string; accountCode: string; advisorSessionId?: string }[];
    };
    const client = sessions.value.find((session) => session.advisorSessionId);
    const answer = await fetch('/portal/api/preference/loadPreference', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portico-session': client?.sessionId ?? '' },
      body: JSON.stringify({ accountCode: 'C10001', source: 'gateway' }),
    });
    return { status: answer.status, accountCode: client?.accountCode };
  });
  expect(preference).toEqual({ status: 200, accountCode: 'C10001' });

  menu = await openSwitcher(page);
  const advisor = menu.getByRole('menuitem', { name: /A30001/ });
  await expect(advisor).toContainText('Advisor');
  await page.keyboard.press('Escape');
  await page.goto('/portal/users/switcher');
  const switcher = page.getByRole('main');
  await expect(switcher.getByRole('button', { name: /^C10001/ })).toContainText('Client');
  await expect(switcher.getByRole('button', { name: /^A30001/ })).toContainText('Advisor');
  await switcher.getByRole('button', { name: /^A30001/ }).click();
  await expect(page).toHaveURL(/\/portal\/advisors\/dashboard$/);
  await expect(page.getByRole('button', { name: /A30001.*Accounts and logout/ })).toBeVisible();
  await expect(page.getByText('Signed in as Advisor')).toBeAttached();
});
