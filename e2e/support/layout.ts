import { expect, type Page } from '@playwright/test';

/** Nothing scrolls sideways: the page is no wider than the viewport's `width`. */
export async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `scroll width of ${page.url()}`).toBeLessThanOrEqual(width);
}
