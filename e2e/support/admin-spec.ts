import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { logIn, type ownServer } from './log-in';

/**
 * What the admin specs share: S90001 signed in on the spec's own server, C10001 at another
 * machine beside it, and full-page screenshots into the spec's folder (outside test-results/,
 * which every Playwright run empties).
 */
export function adminSpecPages(books: ReturnType<typeof ownServer>, shotsDir: string) {
  async function asAdmin(page: Page): Promise<string> {
    const { baseUrl } = await books.get();
    await logIn(page, 'S90001', { baseUrl, landing: /\/portal\/admins\/account$/ });
    return baseUrl;
  }

  /** C10001 at another machine, signed in. */
  async function client(browser: Browser, baseUrl: string): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'C10001', { baseUrl });
    return page;
  }

  async function shoot(page: Page, name: string) {
    mkdirSync(shotsDir, { recursive: true });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
  }

  return { asAdmin, client, shoot };
}
