import { expect, expectAccessible, test } from './support/fixtures';
import { openSettings } from './support/settings';

/** The shell in a real browser against the real built server (issue 2, item 11). */
test('the index sends a signed-out visitor to login, with the brand title, menu and footer', async ({
  page,
}) => {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/\/portal\/users\/login$/);
  await expect(page).toHaveTitle('Portico Client Portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Login' })).toBeAttached();
  await expect(page.getByRole('radio', { name: 'Gateway Account' })).toBeChecked();
  // A visitor is offered only what opens without signing in (issue 31 §2): the funds' open pages.
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link', { name: 'Funds', exact: true })).toBeVisible();
  for (const item of [
    'News',
    'Stocks',
    'Virtual Assets',
    'Assets',
    'Cash',
    'Account',
    'Advisor',
    'Admin',
  ]) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Portico Securities Limited');
  await expectAccessible(page);
});

test('/ redirects to the portal, whose index sends a signed-out visitor to login', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/portal\/users\/login$/);
});

test('switching the language changes the text and survives a reload', async ({ page }) => {
  await page.goto('/portal/');
  const settings = await openSettings(page);
  await settings.getByRole('radiogroup', { name: 'Language' }).getByText('繁體中文').click();
  await expect(page.getByRole('button', { name: '登入', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await page.keyboard.press('Escape');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('button', { name: '登入', exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: '基金', exact: true }),
  ).toBeVisible();

  const again = await openSettings(page);
  await again.getByRole('radiogroup', { name: '語言' }).getByText('简体中文').click();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('radio', { name: 'Gateway 账户' })).toBeChecked();
});

test('dark mode survives a reload', async ({ page }) => {
  await page.goto('/portal/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  const settings = await openSettings(page);
  await settings.getByRole('radiogroup', { name: 'Color Mode' }).getByText('Dark').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown path shows the not-found page; news asks a signed-out visitor to log in', async ({
  page,
}) => {
  await page.goto('/portal/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expectAccessible(page);
  // News is for a signed-in session (issue 14 §5): signed out, the gate sends the visitor to login.
  await page.goto('/portal/news');
  await expect(page).toHaveURL(/\/portal\/users\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Login' })).toBeVisible();
});

test('at phone width the header has a menu button that opens the side drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/portal/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Funds', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('the API answers bad input with a coded 400, never a 500', async ({ request }) => {
  const answer = await request.post('/portal/api/example/alive', {
    headers: { 'content-type': 'application/json' },
    data: '{"unexpected":1}',
  });
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toMatchObject({
    code: 'invalid_input',
    fields: { unexpected: expect.any(String) },
  });
});
