import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * A new user's first hour in the shell (issue 10): areas not built yet show the under-construction
 * page (spec §2.12) from a landing, the menu and the home page; /accounts goes to its first page
 * (§2.9); the login title, tags and password toggles read right (§2.15); the advisor-mode header
 * fits a phone. Each runs at desktop (1440) and phone (390) width.
 */

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function signIn(page: Page, accountCode: string, source = 'Gateway Account') {
  await page.goto('/portal/users/login');
  await page.getByText(source, { exact: true }).click();
  await page.getByLabel('Account', { exact: true }).fill(accountCode);
  await page.getByLabel('Password', { exact: true }).fill('Portico#2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Whether the element shows all of its text (not cut by an ellipsis or the screen's edge). */
async function isWhole(page: Page, selector: ReturnType<Page['locator']>) {
  return selector.evaluate((element, width) => {
    const box = element.getBoundingClientRect();
    const label = element.querySelector('.mantine-Badge-label') ?? element;
    return box.left >= 0 && box.right <= width && label.scrollWidth <= label.clientWidth + 1;
  }, page.viewportSize()?.width ?? 0);
}

for (const size of WIDTHS) {
  test.describe(`at ${size.name} width`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('A30001 lands on the advisor dashboard', async ({ page }) => {
      await signIn(page, 'A30001');
      await expect(page).toHaveURL(/\/portal\/advisors\/dashboard$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Advisor dashboard' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Under construction' })).toHaveCount(0);
    });

    test('S90001 lands on the admin area: the account list', async ({ page }) => {
      await signIn(page, 'S90001');
      await expect(page).toHaveURL(/\/portal\/admins\/account$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Under construction' })).toHaveCount(0);
      // Every admin page of spec §2.13 is built (issue 30): the risk questionnaire too.
      await page.goto('/portal/admins/raq');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Risk questionnaire' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Under construction' })).toHaveCount(0);
    });

    test('the News menu item and home card open the news; /accounts goes to its first page', async ({
      page,
    }) => {
      await signIn(page, 'C10001');
      await expect(page).toHaveURL(/\/portal\/funds\/dashboard$/);
      if (size.name === 'desktop') {
        await page
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name: 'News', exact: true })
          .click();
      } else {
        await page.goto('/portal/');
        await page.getByRole('link', { name: /^News/ }).click();
      }
      await expect(page).toHaveURL(/\/portal\/news$/);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: 'News' }),
      ).toBeVisible();

      await page.goto('/portal/accounts');
      await expect(page).toHaveURL(/\/portal\/accounts\/information$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Account Information' }),
      ).toBeVisible();

      await page.goto('/portal/accounts/userSettings');
      await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
      await expect(page.getByText('Color Mode')).toBeVisible();
    });

    test('the login page is titled Account Login and the tags read User and Advisor', async ({
      page,
    }) => {
      await page.goto('/portal/users/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Account Login' })).toBeVisible();

      await signIn(page, 'C10001');
      await expect(page).toHaveURL(/\/portal\/funds\/dashboard$/);
      // A Fos session beside it: the switcher lists the Gateway client's session tagged User.
      await signIn(page, 'F20001', 'Fos Account');
      await expect(page).toHaveURL(/\/portal\/cryptos\/dashboard$/);
      await page.goto('/portal/users/switcher');
      const client = page.getByRole('main').getByRole('button', { name: /^C10001/ });
      // innerText, as the eye reads it: no upper-casing by CSS.
      expect(await client.locator('.mantine-Badge-root').first().innerText()).toBe('User');

      await signIn(page, 'A30001');
      await expect(page).toHaveURL(/\/portal\/advisors\/dashboard$/);
      const tag = page.getByRole('banner').locator('.mantine-Badge-root');
      expect(await tag.innerText()).toBe('Advisor');
    });

    test('in advisor mode the header keeps the tag and the buttons on screen', async ({ page }) => {
      await signIn(page, 'A30001');
      await expect(page).toHaveURL(/\/portal\/advisors\/dashboard$/);
      await page.getByRole('button', { name: /Accounts and logout/ }).click();
      await page.getByRole('menuitem', { name: /Open C10001/ }).click();
      await expect(page).toHaveURL(/\/portal\/funds\/portfolio$/);
      const header = page.getByRole('banner');
      const settings = header.getByRole('button', { name: 'Open settings' });
      await expect(settings).toBeVisible();
      expect(await isWhole(page, settings)).toBe(true);
      const tag = header.locator('.mantine-Badge-root');
      await expect(tag).toHaveText('Advisor');
      expect(await isWhole(page, tag)).toBe(true);
      const account = header.getByRole('button', { name: /C10001.*Accounts and logout/ });
      const box = await account.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(size.width);
      // The account code itself stays readable (C10001 fits; only a longer name gets an ellipsis).
      const name = account.getByText('C10001', { exact: true });
      expect(
        await name.evaluate((el) => el.clientWidth > 0 && el.scrollWidth <= el.clientWidth),
      ).toBe(true);
    });
  });
}

test('password toggles and the tab title are in Traditional Chinese on a zh-HK page', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'portico.language',
      JSON.stringify({ value: 'zh-HK', expiresAt: Date.now() + 86_400_000 }),
    ),
  );
  await page.goto('/portal/users/login');
  await expect(page.getByRole('heading', { level: 1, name: '帳戶登入' })).toBeVisible();
  await expect(page.getByRole('button', { name: '顯示或隱藏密碼' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Toggle password visibility' })).toHaveCount(0);
  await expect(page).toHaveTitle('Portico 客戶平台');
});
