import { expect, type Page } from '@playwright/test';
import { portico, type ServerHandle } from './server';

/** Every demo account's password (README.md, "Demo accounts"). */
export const DEMO_PASSWORD = 'Portico#2026';

/** C10001's trade password (the README's demo table). */
export const DEMO_TRADE_PASSWORD = 'Trade#2026';

type LogInOptions = {
  /** Another server's origin; the shared server's when empty. */
  baseUrl?: string;
  password?: string;
  /** Where a Gateway client lands (funds dashboard unless the brand says otherwise). */
  landing?: RegExp;
  /** False on a brand whose login page has no source choice (harbour: Gateway only). */
  choosesSource?: boolean;
};

/** Signs a Gateway account in through the login form and waits for its landing page. */
export async function logIn(page: Page, accountCode: string, options: LogInOptions = {}) {
  const {
    baseUrl = '',
    password = DEMO_PASSWORD,
    landing = /\/portal\/funds\/dashboard$/,
    choosesSource = true,
  } = options;
  await page.goto(`${baseUrl}/portal/users/login`);
  if (choosesSource) await page.getByText('Gateway Account', { exact: true }).click();
  await page.getByLabel('Account', { exact: true }).fill(accountCode);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
  await expect(page).toHaveURL(landing);
}

/**
 * A server of a spec's own (for tests that change accounts or need a demo clock), started on first
 * use and shared by the spec's tests; the spec stops it in `afterAll`.
 */
export function ownServer(options: Parameters<typeof portico>[0]) {
  const handle = portico(options);
  let started: Promise<void> | undefined;
  return {
    handle,
    /** The running server (started once). */
    get: async (): Promise<ServerHandle> => {
      started ??= handle.start();
      await started;
      return handle;
    },
    stop: () => (started ? handle.stop() : Promise.resolve()),
  };
}
