import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { adminSpecPages } from './support/admin-spec';
import { ownServer } from './support/log-in';

/**
 * Admin plans and house picks (issue 30) as S90001 with C10001 beside in a browser of its own, on
 * a server of this spec's own (it adds a plan and changes the picks): a plan created with its
 * mix and texts, then activated after asking, is offered in the client's /plans/search; a fund
 * picked with its note shows on the client's funds dashboard; the new admin pages in Simplified
 * Chinese at 390 px. Screenshots at 1440 and 390 px go to ADMIN_PLANS_SHOTS_DIR.
 */

const books = ownServer({ port: Number(process.env.E2E_ADMIN_PLANS_PORT ?? 3661) });

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.afterAll(async () => {
  await books.stop();
});

/** Where the screenshots go (outside test-results/, which every Playwright run empties). */
const SHOTS = process.env.ADMIN_PLANS_SHOTS_DIR ?? 'test-results/admin-plans';

const { asAdmin, client, shoot } = adminSpecPages(books, SHOTS);

/** Fills a field in each language (labels `Name (English)`, ...), within `scope`. */
async function fillLanguages(
  scope: Page | ReturnType<Page['locator']>,
  field: string,
  [en, hk, cn]: [string, string, string],
) {
  await scope.getByRole('textbox', { name: `${field} (English)` }).fill(en);
  await scope.getByRole('textbox', { name: `${field} (Traditional Chinese)` }).fill(hk);
  await scope.getByRole('textbox', { name: `${field} (Simplified Chinese)` }).fill(cn);
}

/** Picks an option of a searchable select by typing part of it. */
async function choose(page: Page, label: string, text: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option }).click();
}

test('a plan created and activated is offered in the client’s plan search', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const baseUrl = await asAdmin(page);
  await page.goto(`${baseUrl}/portal/admins/plans`);
  await expect(page.getByRole('heading', { name: 'Monthly plans', level: 1 })).toBeVisible();
  await expect(page.locator('tr[data-plan-id="PLN-HKD-GROWTH"]')).toBeVisible();
  await shoot(page, 'plans-1440-en');

  await page.getByRole('link', { name: 'New plan' }).click();
  await expect(page.getByRole('heading', { name: 'New plan', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^Minimum a month/ }).fill('800');
  await choose(page, 'Add a fund', 'VH-HK-EQUITY', /Hong Kong Equity/);
  await choose(page, 'Add a fund', 'VH-HKD-MMF', /HKD Money Market/);
  await page.getByRole('textbox', { name: /^Weight of .*Hong Kong Equity/ }).fill('60');
  await page.getByRole('textbox', { name: /^Weight of .*HKD Money Market/ }).fill('30');
  await expect(page.getByTestId('mix-total')).toHaveText(
    'Total 90.00%: the weights must add up to 100.00%',
  );
  await page.getByRole('textbox', { name: /^Weight of .*HKD Money Market/ }).fill('40');
  await expect(page.getByTestId('mix-total')).toHaveText('Total 100.00%');
  await fillLanguages(page, 'Name', ['Harbour Steady Builder', '維港穩健儲蓄', '维港稳健储蓄']);
  await fillLanguages(page, 'Summary', [
    'Hong Kong shares with a cash cushion.',
    '香港股票配以現金緩衝。',
    '香港股票配以现金缓冲。',
  ]);
  await fillLanguages(page, 'Description', [
    'Sixty per cent Hong Kong equity, forty per cent money market.',
    '六成香港股票，四成貨幣市場。',
    '六成香港股票，四成货币市场。',
  ]);
  await shoot(page, 'plan-new-1440-en');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/saved as a draft/)).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/admins\/plans\/edit\/PLN-HKD-/);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Activate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activate the plan?' });
  await expect(dialog).toContainText('Harbour Steady Builder');
  await dialog.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('The plan is now Active.')).toBeVisible();
  await shoot(page, 'plan-edit-1440-en');

  const other = await client(browser, baseUrl);
  await other.goto(`${baseUrl}/portal/plans/search`);
  await expect(other.getByText('Harbour Steady Builder').first()).toBeVisible();
  await other.context().close();

  await page.goto(`${baseUrl}/portal/admins/plans/subscriptions/PLN-HKD-BALANCED`);
  await expect(page.getByRole('heading', { name: 'Plan subscriptions', level: 1 })).toBeVisible();
  await expect(page.getByText('C10001').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await shoot(page, 'plan-subscriptions-1440-en');
});

test('a fund picked with its note shows on the client’s funds dashboard', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const baseUrl = await asAdmin(page);
  await page.goto(`${baseUrl}/portal/admins/funds/pick`);
  await expect(page.getByRole('heading', { name: 'Fund picks', level: 1 })).toBeVisible();
  await choose(page, 'Add a fund', 'Money Market', /HKD Money Market.*VH-HKD-MMF/);
  const added = page.getByRole('group', { name: /HKD Money Market/ });
  await fillLanguages(added, 'Note', [
    'Park cash while it earns.',
    '閒置資金亦有回報。',
    '闲置资金亦有回报。',
  ]);
  await added.getByRole('button', { name: /Move .* up/ }).click();
  await shoot(page, 'fund-picks-1440-en');
  await page.getByRole('button', { name: 'Save picks' }).click();
  await expect(page.getByText('The picks were saved.')).toBeVisible();

  const other = await client(browser, baseUrl);
  const picks = other.getByRole('region', { name: "Today's house picks" });
  await expect(picks).toContainText('Victoria Harbour HKD Money Market Fund');
  await expect(picks).toContainText('Park cash while it earns.');
  await shoot(other, 'funds-dashboard-picks-1440-en');
  await other.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(other, 390);
  await shoot(other, 'funds-dashboard-picks-390-en');
  await other.goto(`${baseUrl}/portal/stocks/dashboard`);
  await expect(other.getByRole('region', { name: "Today's house picks" })).toBeVisible();
  await shoot(other, 'stocks-dashboard-picks-390-en');
  await other.context().close();

  await page.goto(`${baseUrl}/portal/admins/stocks/pick`);
  await expect(page.getByRole('heading', { name: 'Stock picks', level: 1 })).toBeVisible();
  await shoot(page, 'stock-picks-1440-en');
});

test('the plan and pick pages in Simplified Chinese at 390 px', async ({ page }) => {
  const baseUrl = await asAdmin(page);
  await page.evaluate(() => {
    window.localStorage.setItem(
      'portico.language',
      JSON.stringify({ value: 'zh-CN', expiresAt: Date.now() + 86_400_000 }),
    );
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const pages: [string, string, string][] = [
    ['plans', '定投计划', 'plans'],
    ['plans/edit/new', '新增计划', 'plan-new'],
    ['plans/edit/PLN-HKD-GROWTH', '编辑计划', 'plan-edit'],
    ['plans/subscriptions/PLN-HKD-BALANCED', '计划认购', 'plan-subscriptions'],
    ['funds/pick', '精选基金', 'fund-picks'],
    ['stocks/pick', '精选股票', 'stock-picks'],
  ];
  for (const [path, title, name] of pages) {
    await page.goto(`${baseUrl}/portal/admins/${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, 390);
    await shoot(page, `${name}-390-zh-cn`);
  }
});
