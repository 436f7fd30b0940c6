import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { logIn } from './support/log-in';

/**
 * The fund order screens as a new user first meets them (issue 10 §1, §7, §8), at desktop and
 * phone width, on the shared server: nothing here places an order, so the demo book stays as it
 * is. The trade password says where it comes from; an expired risk assessment shows before any
 * input and on /accounts/raq; a short switch names the target's minimum; redeem lists held funds.
 */

const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of widths) {
  test.describe(`fund orders at ${viewport.name} width (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('C10001 is told where the trade password comes from, and why Confirm waits', async ({
      page,
    }) => {
      await logIn(page, 'C10001');
      await page.goto('/portal/funds/subscribe/VH-HK-EQUITY');
      await page.getByRole('textbox', { name: 'Amount (HKD)' }).fill('6000');
      await page.getByRole('button', { name: 'Review order' }).click();
      await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible();
      const field = page.getByLabel('Trade password');
      await expect(field).toBeVisible();
      await expect(page.getByText(/trading password set up with your account/)).toBeVisible();
      const change = page.getByRole('link', { name: 'Change Trade Password' });
      await expect(change).toBeVisible();
      await expect(change).toHaveAttribute('href', '/portal/accounts/changeTradePassword');
      const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
      await expect(confirm).toBeDisabled();
      await expect(page.getByText('Enter your trade password to confirm.')).toBeVisible();
      await field.fill('anything');
      await expect(confirm).toBeEnabled();
      await expect(page.getByText('Enter your trade password to confirm.')).toBeHidden();
      await expectNoSidewaysScroll(page, viewport.width);
      await change.click();
      await expect(page).toHaveURL(/\/portal\/accounts\/changeTradePassword$/);
    });

    test('C10005 sees the expired risk assessment before typing anything, and the form stays shut', async ({
      page,
    }) => {
      await logIn(page, 'C10005');
      await page.goto('/portal/funds/subscribe/VH-HK-EQUITY');
      const reminder = page.getByTestId('risk-reminder');
      await expect(reminder).toBeVisible();
      await expect(reminder).toHaveAttribute('data-reminder', 'expired');
      await expect(reminder).toContainText('You cannot subscribe or switch until you retake it.');
      // Above the first input, so it is read before anything is typed.
      const picker = page.getByRole('combobox', { name: 'Fund' });
      const [reminderBox, pickerBox] = await Promise.all([
        reminder.boundingBox(),
        picker.boundingBox(),
      ]);
      expect((reminderBox?.y ?? 0) + (reminderBox?.height ?? 0)).toBeLessThanOrEqual(
        pickerBox?.y ?? 0,
      );
      await expect(page.getByRole('textbox', { name: 'Amount (HKD)' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Review order' })).toBeDisabled();
      await expect(
        page.getByText('Retake your risk assessment to place this order.'),
      ).toBeVisible();
      await expectNoSidewaysScroll(page, viewport.width);
      await reminder.getByRole('link', { name: 'Go to the risk assessment' }).click();
      await expect(page).toHaveURL(/\/portal\/accounts\/raq$/);
      const validity = page.getByTestId('raq-validity');
      await expect(validity).toHaveText(/^Expired on \d{4}-\d{2}-\d{2} — please retake$/);
      await expect(page.getByText(/Valid until/)).toHaveCount(0);
    });

    test("C10001's too-small switch names the target fund's minimum", async ({ page }) => {
      await logIn(page, 'C10001');
      await page.goto('/portal/funds/switch/VH-HKD-MMF');
      const into = page.getByRole('combobox', { name: 'Switch into' });
      await expect(into.locator('option[value="LR-AP-PROPERTY"]')).toHaveCount(1);
      // Switch-in is the same currency as the fund switched out of.
      await expect(into.locator('option[value="PC-US-INDEX"]')).toHaveCount(0);
      await into.selectOption('LR-AP-PROPERTY');
      await page.getByRole('textbox', { name: 'Units' }).fill('100');
      await expect(
        page.getByText(
          /below the minimum subscription of HKD 20,000\.00 for Lion Rock Asia Pacific Property Fund: a switch needs at least HKD 21,000\.00/,
        ),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Review order' })).toBeDisabled();
      await expectNoSidewaysScroll(page, viewport.width);
    });

    test('redeem lists only the funds C10001 holds, with the units held', async ({ page }) => {
      await logIn(page, 'C10001');
      await page.goto('/portal/funds/redeem');
      const picker = page.getByRole('combobox', { name: 'Fund' });
      const held = picker.locator('option:not([value=""])');
      // The names come with the fund list, the units with the holdings: wait for both. Four demo
      // holdings and the balanced fund the demo plan's runs bought (VH-HKD-MMF is in both).
      await expect(held).toHaveText(Array.from({ length: 5 }, () => / units held$/));
      await expect(picker.locator('option[value="VH-HKD-MMF"]')).toHaveText(
        /\(HKD\) · \d{1,3}(,\d{3})+(\.\d+)? units held$/,
      );
      await expect(picker.locator('option[value="PC-US-INDEX"]')).toHaveCount(0);
      await picker.selectOption('VH-HKD-MMF');
      await expect(page).toHaveURL(/\/portal\/funds\/redeem\/VH-HKD-MMF$/);
      await expect(page.getByText('Estimated proceeds')).toBeVisible();
      await expectNoSidewaysScroll(page, viewport.width);
    });
  });
}
