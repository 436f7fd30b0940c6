import { expect, test } from './support/fixtures';
import { portico, type ServerHandle } from './support/server';

/** Session-login mode (spec §2.2): a host's signed token becomes a session (issue 3, item 7). */
const lotus = portico({ port: Number(process.env.E2E_LOTUS_LOGIN_PORT ?? 3106), brand: 'lotus' });
const started: ServerHandle[] = [];

test.describe.configure({ timeout: 300_000 });

test.afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

test('a token signed with the demo secret lands F20001 on the crypto dashboard with its balances', async ({
  page,
}) => {
  await lotus.start();
  started.push(lotus);
  // Demo mode plays the host: it mints a token signed with the demo SESSION_LOGIN_SECRET.
  const minted = await page.request.get(
    `${lotus.baseUrl}/portal/dev/session-login-token?accountCode=F20001&source=fos`,
  );
  const { token } = (await minted.json()) as { token: string };
  await page.goto(`${lotus.baseUrl}/portal/users/sessionLogin?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/portal\/cryptos\/dashboard$/);
  await expect(page.getByRole('button', { name: /Accounts and logout/ })).toContainText('F20001');
  // The dashboard itself, not the under-construction page: F20001's total and its allocation.
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual assets' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Under construction' })).toHaveCount(0);
  await expect(page.getByTestId('crypto-total-value')).toHaveText(/^HKD [1-9][\d,]*\.\d{2}$/);
  const allocation = page.getByTestId('crypto-allocation');
  for (const part of ['BTC', 'ETH', 'USDT', 'cash']) {
    await expect(allocation.locator(`[data-part="${part}"]`)).toBeVisible();
  }

  // The token is single use.
  await page.goto(`${lotus.baseUrl}/portal/users/sessionLogin?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
});

test('the login page asks to reopen the portal and warns that password login is off', async ({
  page,
}) => {
  if (!started.includes(lotus)) {
    await lotus.start();
    started.push(lotus);
  }
  await page.goto(`${lotus.baseUrl}/portal/users/login`);
  await expect(page.getByRole('heading', { name: 'Please reopen the portal' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Password login mode is disabled.');
  await page.goto(`${lotus.baseUrl}/portal/users/login?force-login`);
  await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible();
});

test('on lotus, F10001 sees its holder’s manual assets and a portfolio of the brand’s tabs only', async ({
  page,
}) => {
  if (!started.includes(lotus)) {
    await lotus.start();
    started.push(lotus);
  }
  const minted = await page.request.get(
    `${lotus.baseUrl}/portal/dev/session-login-token?accountCode=F10001&source=fos`,
  );
  const { token } = (await minted.json()) as { token: string };
  await page.goto(`${lotus.baseUrl}/portal/users/sessionLogin?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/portal\/cryptos\/dashboard$/);
  // Issue 24 §5: C10001 and F10001 are one holder, so the Fos session lists the flat and the car.
  await page.goto(`${lotus.baseUrl}/portal/assets/holdings`);
  await expect(page.getByRole('link', { name: 'Flat, Taikoo Shing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Car' })).toBeVisible();
  await page.goto(`${lotus.baseUrl}/portal/assets/portfolio`);
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const names = await tabs.allTextContents();
  expect(names).toContain('Assets');
  expect(names).toContain('Virtual assets');
  // Lotus has no funds or stocks: their tabs are not shown.
  expect(names).not.toContain('Funds');
  expect(names).not.toContain('Stocks');
  await page.goto(`${lotus.baseUrl}/portal/portfolios/detail/funds`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
