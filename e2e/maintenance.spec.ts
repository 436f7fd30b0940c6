import { expect, expectAccessible, test } from './support/fixtures';
import { portico } from './support/server';

/**
 * Spec §2.3: when the liveness check fails the open page goes to /maintenance; when the server is
 * back it returns to the dashboard route (funds are on in the default brand).
 */
const server = portico({ port: Number(process.env.E2E_MAINTENANCE_PORT ?? 3101) });

test.afterAll(async () => {
  await server.stop();
});

test('stopping the server sends the page to maintenance and restarting brings it back', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await server.start();
  await page.goto(`${server.baseUrl}/portal/`);
  await expect(page.getByRole('banner')).toBeVisible();

  await server.stop();
  await expect(page).toHaveURL(/\/portal\/maintenance$/, { timeout: 30_000 });
  await expect(page.getByRole('status')).toBeVisible();
  await expectAccessible(page);

  await server.start();
  // Recovery goes to /funds/dashboard, whose login gate sends this signed-out page on to login.
  await expect(page).toHaveURL(/\/portal\/users\/login\?source=gateway$/, { timeout: 30_000 });
});
