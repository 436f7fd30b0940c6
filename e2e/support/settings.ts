import type { Page } from '@playwright/test';

/** Opens the settings drawer from the top bar in any language; answers the drawer. */
export async function openSettings(page: Page) {
  await page
    .getByRole('button', { name: /Open settings|開啟設定|打开设置/ })
    .first()
    .click();
  return page.getByRole('dialog');
}
