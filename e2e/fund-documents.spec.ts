import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { hongKongDate } from '../shared/domain/business-calendar';
import { expect, test } from './support/fixtures';
import { logIn } from './support/log-in';
import { openSettings } from './support/settings';

/**
 * Trade documents and fund documents (issue 4, spec §2.4) on the shared server with the demo
 * book, which is backdated to the first day of the previous month: last month's monthly
 * statement exists from the first day.
 */

/** Last month in Hong Kong as the statement names write it (spec §9 style): `2026-10`. */
function lastMonth(): string {
  const [year = 0, month = 1] = hongKongDate(new Date()).split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 2, 1));
  return first.toISOString().slice(0, 7);
}

/** Waits for the download a click starts and checks that the file is a PDF. */
async function expectPdfDownload(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return download;
}

test('on a phone in dark mode, C10001 opens Funds → Documents and downloads last month’s statement', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(() => {
    // The stored colour mode (web/src/lib/storage.ts).
    const item = { value: 'dark', expiresAt: Date.now() + 86_400_000 };
    window.localStorage.setItem('portico.colour-mode', JSON.stringify(item));
  });
  await logIn(page, 'C10001');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  // The drawer opens with the group of the current page (the funds dashboard) expanded.
  await expect(drawer.getByRole('button', { name: 'Funds', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await drawer.getByRole('link', { name: 'Documents', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/funds\/document$/);
  await expect(page.getByRole('heading', { name: 'Statements and documents' })).toBeVisible();

  const month = lastMonth();
  const statement = `Monthly statement ${month}`;
  await expect(page.getByText(statement, { exact: true })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectPdfDownload(page, () =>
    page.getByRole('button', { name: `Download ${statement}` }).click(),
  );

  const settings = await openSettings(page);
  await settings.getByRole('radiogroup', { name: 'Language' }).getByText('繁體中文').click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: '結單及文件' })).toBeVisible();
  await expect(page.getByText(`月結單 ${month}`, { exact: true })).toBeVisible();
});

test('on a desktop, C10001 filters to monthly statements from the funds pages', async ({
  page,
}) => {
  await logIn(page, 'C10001');
  await page
    .getByRole('navigation', { name: 'Funds pages' })
    .getByRole('link', { name: 'Documents' })
    .click();
  await expect(page).toHaveURL(/\/portal\/funds\/document$/);
  await page.getByText('Monthly statements', { exact: true }).click();
  const names = page.getByRole('row').locator('td:first-child');
  await expect(names.first()).toContainText(/^Monthly statement \d{4}-\d{2}$/);
  // Only monthly statements are left once the filtered answer is in.
  await expect
    .poll(async () => (await names.allTextContents()).every((name) => name.startsWith('Monthly')))
    .toBe(true);
});

test('a fund’s factsheet downloads from its detail page without login', async ({ page }) => {
  await page.goto('/portal/funds/detail/VH-HK-EQUITY');
  const button = page.getByRole('button', { name: /^Download .*Factsheet$/ });
  await expect(button).toBeVisible();
  const download = await expectPdfDownload(page, () => button.click());
  expect(download.suggestedFilename()).toBe('VH-HK-EQUITY-factsheet.pdf');
  await expect(page).toHaveURL(/\/portal\/funds\/detail\/VH-HK-EQUITY$/);
});
