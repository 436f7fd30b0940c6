import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { logIn } from './support/log-in';

/**
 * Issue 10: the funds display screens at desktop (1440) and phone (390) width. Read-only, on the
 * shared server's demo book (C10001 holds VH-HKD-MMF, among others).
 */
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

test.describe('at phone width (390)', () => {
  test.use({ viewport: PHONE });

  test('no funds page scrolls sideways; tables are cards with their key figures', async ({
    page,
  }) => {
    await logIn(page, 'C10001');
    await expect(page.getByTestId('total-market-value')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    await expectNoSidewaysScroll(page, PHONE.width);

    await page.goto('/portal/funds/portfolio');
    const card = page.locator('[data-fund-id="VH-HKD-MMF"]');
    await expect(card).toContainText(/HKD [\d,]+\.\d{2}/);
    await expect(page.getByTestId('position-totals')).toBeVisible();
    await expect(page.locator('table:visible')).toHaveCount(0);
    await expectNoSidewaysScroll(page, PHONE.width);

    for (const path of ['search', 'watchlist', 'detail/VH-HKD-MMF']) {
      await page.goto(`/portal/funds/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/Loading/)).toHaveCount(0);
      await expectNoSidewaysScroll(page, PHONE.width);
    }
    await page.goto('/portal/funds/comparer?ids=VH-HK-EQUITY,PC-GLB-TECH&period=1year');
    await expect(page.getByRole('list', { name: /^Compared funds/ })).toBeVisible();
    await expectNoSidewaysScroll(page, PHONE.width);
    // The comparer's sixteen checkboxes fold behind a button counting the chosen funds.
    const chooser = page.getByRole('button', { name: 'Funds chosen: 2 of 6' });
    await expect(page.getByRole('checkbox').first()).toBeHidden();
    await chooser.click();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
  });

  test('search folds its filters behind a button that counts the active ones', async ({ page }) => {
    await logIn(page, 'C10001');
    await page.goto('/portal/funds/search');
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Category')).toBeHidden();
    // The first result is on the first screen, above the folded filters' fold.
    const first = page.getByRole('listitem').first();
    await expect(first).toBeInViewport();
    await toggle.click();
    await page.getByLabel('Category').selectOption('moneyMarket');
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(page.getByText('2 funds')).toBeVisible();
    await expectNoSidewaysScroll(page, PHONE.width);
  });
});

test.describe('at desktop width (1440)', () => {
  test.use({ viewport: DESKTOP });

  test('figures are right-aligned, units grouped, changes signed', async ({ page }) => {
    await logIn(page, 'C10001');
    await page.goto('/portal/funds/portfolio');
    const row = page.locator('tr[data-fund-id="VH-HKD-MMF"]');
    const units = row.locator('td').nth(1);
    await expect(units).toHaveText(/^\d{1,3}(,\d{3})+\.\d+$/);
    expect(await units.evaluate((td) => getComputedStyle(td).textAlign)).toBe('right');
    expect(await units.evaluate((td) => getComputedStyle(td).fontVariantNumeric)).toBe(
      'tabular-nums',
    );
    await expect(page.getByTestId('position-totals')).toContainText('Total (HKD)');

    await page.goto('/portal/funds/search');
    await page.getByLabel('Sort by').selectOption('priceChange');
    const changes = page.locator('tbody tr td:nth-child(5)');
    await expect(changes.first()).toHaveText(/^-\d+\.\d{2}%$/);
    await expect(changes.first().locator('[data-direction="down"]')).toBeVisible();
    await page.getByLabel('Direction').selectOption('desc');
    await expect(changes.first()).toHaveText(/^\+\d+\.\d{2}%$/);
    await expect(changes.first().locator('[data-direction="up"]')).toBeVisible();
  });

  test('a held fund offers Compare, Redeem and Switch', async ({ page }) => {
    await logIn(page, 'C10001');
    await page.goto('/portal/funds/detail/VH-HKD-MMF');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Redeem', exact: true })).toHaveAttribute(
      'href',
      /\/funds\/redeem\/VH-HKD-MMF$/,
    );
    await expect(main.getByRole('link', { name: 'Switch', exact: true })).toHaveAttribute(
      'href',
      /\/funds\/switch\/VH-HKD-MMF$/,
    );
    await main.getByRole('link', { name: 'Compare', exact: true }).click();
    await expect(page).toHaveURL(/\/funds\/comparer\?ids=VH-HKD-MMF/);
    await expect(page.getByRole('checkbox', { name: /HKD Money Market/ })).toBeChecked();
    await expect(page.getByRole('columnheader', { name: 'Latest NAV' })).toBeVisible();
  });

  test('an unknown fund says it is not found, with a way to the funds', async ({ page }) => {
    await page.goto('/portal/funds/detail/NOPE');
    await expect(page.getByRole('heading', { level: 1, name: 'Fund not found' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { name: 'NOPE' })).toHaveCount(0);
    await page.getByTestId('fund-not-found').getByRole('link').click();
    await expect(page).toHaveURL(/\/funds\/selector$/);
  });

  test('the chart credits TradingView in the page language', async ({ page }) => {
    await page.addInitScript(() => {
      const item = { value: 'zh-HK', expiresAt: Date.now() + 86_400_000 };
      window.localStorage.setItem('portico.language', JSON.stringify(item));
    });
    await page.goto('/portal/funds/detail/PC-GLB-TECH');
    await expect(page.getByTestId('chart-attribution')).toHaveText('圖表由 TradingView 提供');
    await expect(page.locator('#tv-attr-logo')).toHaveCount(0);
  });
});
