import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { logIn } from './support/log-in';

/**
 * Manual assets and the one portfolio screen as C10001 uses them (issue 24, spec §2.7, §2.8): a
 * real-estate holding of HKD 5,000,000 is added and shows in the list, on its page and in the
 * portfolio's assets tab and total; a valuation moves it; it is deleted. Then the five tabs at
 * 1440 and 390 px in English and Simplified Chinese. C10001's holdings are left as they were.
 * Screenshots (light and dark) go to ASSETS_SHOTS_DIR when it is set.
 */

const SHOTS = process.env.ASSETS_SHOTS_DIR;
const TABS = ['funds', 'stocks', 'balances', 'assets', 'virtual-assets'] as const;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A figure such as `HKD 5,000,000.00` as a number of cents, for comparing sums exactly. */
function centsOf(text: string | null): number {
  const digits = /([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!digits) throw new Error(`no amount in ${String(text)}`);
  return Number(`${(digits[1] ?? '').replaceAll(',', '')}${digits[2] ?? ''}`);
}

/** Stores a language or colour choice as the settings drawer would, for the next page load. */
async function choose(page: Page, key: 'portico.language' | 'portico.colour-mode', value: string) {
  await page.evaluate(
    ([name, chosen]) =>
      localStorage.setItem(name, JSON.stringify({ value: chosen, expiresAt: Date.now() + 864e5 })),
    [key, value] as const,
  );
}

test.describe('at desktop width (1440px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('C10001 adds a flat, sees it everywhere, values it again and deletes it', async ({
    page,
  }) => {
    await logIn(page, 'C10001');
    const name = `Flat ${String(Date.now())}`;

    await page.goto('/portal/assets/portfolio');
    await expect(page.getByRole('tab', { name: 'Assets', selected: true })).toBeVisible();
    const assetsPart = page.getByTestId('portfolio-part-assets');
    await expect(assetsPart).toHaveText(/^HKD [\d,]+\.\d{2}$/);
    const assetsBefore = centsOf(await assetsPart.textContent());
    const totalBefore = centsOf(await page.getByTestId('portfolio-total').textContent());

    await page.goto('/portal/assets/holdings/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a holding' })).toBeVisible();
    await page.getByLabel('Category').selectOption('real_estate');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Total value (HKD)').fill('5000000');
    await expect(page.getByTestId('holding-value-preview')).toHaveText(
      'The holding will be valued at HKD 5,000,000.00.',
    );
    await shoot(page, 'add-1440-light-en');
    await page.getByRole('button', { name: 'Add holding' }).click();

    await expect(page).toHaveURL(/\/portal\/assets\/holdings\/\d+$/);
    await expect(page.getByTestId('holding-added')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByTestId('holding-value')).toHaveText('HKD 5,000,000.00');
    await expect(page.getByTestId('valuation-chart')).toBeVisible();
    await expectAccessible(page);
    const holdingUrl = page.url();

    await page.goto('/portal/assets/holdings');
    const row = page.locator('tr', { hasText: name });
    await expect(row).toContainText('10 Real estate');
    await expect(row).toContainText('HKD 5,000,000.00');
    await expect(row).toContainText('Active');
    await expectAccessible(page);

    await page.goto('/portal/assets/portfolio');
    await expect(page.getByRole('tab', { name: 'Assets', selected: true })).toBeVisible();
    await expect(page.locator('tr', { hasText: name })).toContainText('HKD 5,000,000.00');
    await expect
      .poll(async () => centsOf(await assetsPart.textContent()))
      .toBe(assetsBefore + 500_000_000);
    const totalAfter = centsOf(await page.getByTestId('portfolio-total').textContent());
    // Funds, stocks and virtual assets move with the market meanwhile: the flat's share is exact.
    expect(Math.abs(totalAfter - totalBefore - 500_000_000)).toBeLessThan(5_000_000);

    await page.goto(holdingUrl);
    const valuation = page.getByTestId('valuation-form');
    await valuation.getByLabel('Value (HKD)').fill('5200000');
    await valuation.getByRole('button', { name: 'Add valuation' }).click();
    await expect(page.getByText('Valuation added.')).toBeVisible();
    await expect(page.getByTestId('holding-value')).toHaveText('HKD 5,200,000.00');

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this holding?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(/\/portal\/assets\/holdings$/);
    await expect(page.getByTestId('holding-deleted')).toContainText(name);
    await expect(page.locator('tr', { hasText: name })).toHaveCount(0);
    await page.goto('/portal/assets/portfolio');
    await expect.poll(async () => centsOf(await assetsPart.textContent())).toBe(assetsBefore);
  });

  test('a value with too many decimals is refused in place and nothing is added', async ({
    page,
  }) => {
    await logIn(page, 'C10001');
    await page.goto('/portal/assets/holdings/add');
    await page.getByLabel('Name').fill('Too precise');
    await page.getByLabel('Total value (HKD)').fill('100.123');
    await expect(page.getByText('Too many decimal places for this currency.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add holding' })).toBeDisabled();
  });
});

for (const language of ['en', 'zh-CN'] as const) {
  for (const width of [1440, 390] as const) {
    test(`the five portfolio tabs at ${String(width)}px in ${language}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await logIn(page, 'C10001');
      await choose(page, 'portico.language', language);
      for (const key of TABS) {
        await page.goto(`/portal/portfolios/detail/${key}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          language === 'en' ? 'Portfolio' : '投资组合',
        );
        await expect(page.getByTestId(`portfolio-tab-${key}`)).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(page.getByTestId('portfolio-total')).toHaveText(/^HKD [\d,]+\.\d{2}$/);
        await expect(page.getByText(/Loading|加载中/)).toHaveCount(0, { timeout: 15_000 });
        await expectNoSidewaysScroll(page, width);
        await shoot(page, `${key}-${String(width)}-light-${language}`);
      }
      await expectAccessible(page);
      await choose(page, 'portico.colour-mode', 'dark');
      for (const path of ['portfolios/detail/assets', 'assets/holdings', 'assets/holdings/1']) {
        await page.goto(`/portal/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(page, width);
        await shoot(page, `${path.replaceAll('/', '-')}-${String(width)}-dark-${language}`);
      }
    });
  }
}

test('another key of /portfolios/detail is the not-found page', async ({ page }) => {
  await logIn(page, 'C10001');
  await page.goto('/portal/portfolios/detail/bonds');
  await expect(page.getByText('404')).toBeVisible();
});
