import { expect, expectAccessible, test } from './support/fixtures';
import { portico, type ServerHandle } from './support/server';

/** Each brand builds and serves with its own title, menu and flags (docs/DECISIONS.md §7). */
const harbour = portico({ port: Number(process.env.E2E_HARBOUR_PORT ?? 3102), brand: 'harbour' });
const lotus = portico({ port: Number(process.env.E2E_LOTUS_PORT ?? 3103), brand: 'lotus' });
const started: ServerHandle[] = [];

test.describe.configure({ timeout: 300_000 });

test.afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

test('harbour shows its own title and hides virtual assets and assets', async ({ page }) => {
  await harbour.start();
  started.push(harbour);
  await page.goto(`${harbour.baseUrl}/portal/`);
  await expect(page).toHaveTitle('Harbour Wealth Online');
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link', { name: 'Funds', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Virtual Assets', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Assets', exact: true })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('Harbour Wealth Management');
  await expectAccessible(page);
  await page.goto(`${harbour.baseUrl}/portal/cryptos/dashboard`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('lotus is in session-login mode, without funds, and its advisors area is under construction', async ({
  page,
}) => {
  await lotus.start();
  started.push(lotus);
  await page.goto(`${lotus.baseUrl}/portal/`);
  await expect(page).toHaveTitle('Lotus Digital Assets');
  // Nothing of lotus opens without the host's session, so a visitor is offered no area.
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await page.goto(`${lotus.baseUrl}/portal/advisors/dashboard`);
  await expect(page.getByRole('heading', { name: 'Under construction' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Advisor', { exact: true })).toBeVisible();
  await expect(page.getByText(/Estimated completion date: \d{4}-\d{2}-(18|25)/)).toBeVisible();
  await expectAccessible(page);
  await page.goto(`${lotus.baseUrl}/portal/funds/dashboard`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
