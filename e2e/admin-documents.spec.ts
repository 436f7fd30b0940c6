import { expect, expectAccessible, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { adminSpecPages } from './support/admin-spec';
import { ownServer } from './support/log-in';

/**
 * The admin risk questionnaire and trade document upload (issue 30) as S90001 with C10001 beside
 * in a browser of its own, on a server of this spec's own (it sends documents and saves a
 * questionnaire version): a PDF uploaded to C10001 is in the client's /funds/document with a
 * notification; a question's text edited and saved as version 2 is what C10001's /accounts/raq
 * asks; the pages in Simplified Chinese at 390 px. Screenshots at 1440 and 390 px go to
 * ADMIN_DOCUMENTS_SHOTS_DIR.
 */

const books = ownServer({ port: Number(process.env.E2E_ADMIN_DOCUMENTS_PORT ?? 3671) });

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.afterAll(async () => {
  await books.stop();
});

/** Where the screenshots go (outside test-results/, which every Playwright run empties). */
const SHOTS = process.env.ADMIN_DOCUMENTS_SHOTS_DIR ?? 'test-results/admin-documents';

/** The smallest file the upload takes as a PDF: `%PDF-` first, `%%EOF` at the end. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

const { asAdmin, client, shoot } = adminSpecPages(books, SHOTS);

test('a PDF uploaded to C10001 is in the client’s documents, with a notification', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const baseUrl = await asAdmin(page);
  await page.goto(`${baseUrl}/portal/admins/document`);
  await expect(page.getByRole('heading', { name: 'Trade documents', level: 1 })).toBeVisible();
  await page.getByLabel('Document type').selectOption('monthlyStatement');
  await page.getByRole('textbox', { name: 'Display name' }).fill('Year-end letter 2026');
  const codes = page.getByTestId('account-codes');
  await codes.fill('c10001');
  await codes.press(',');
  await expect(page.getByText(/^1 client \(up to 200\)/)).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(`${PDF.length} bytes, ready to send.`)).toBeVisible();
  await shoot(page, 'document-1440-light-en');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send to 1 client' }).click();
  await expect(
    page.getByText('“Year-end letter 2026” was sent to 1 client, who was notified.'),
  ).toBeVisible();
  const row = page.getByTestId('document-uploads').locator('tr', {
    hasText: 'Year-end letter 2026',
  });
  await expect(row).toContainText('Monthly statement');
  await expect(row).toContainText('S90001');
  await shoot(page, 'document-sent-1440-light-en');

  const other = await client(browser, baseUrl);
  await other.goto(`${baseUrl}/portal/funds/document`);
  await expect(other.getByText('Year-end letter 2026').first()).toBeVisible();
  await other.goto(`${baseUrl}/portal/notifications`);
  await expect(
    other.getByRole('main').locator('[data-notification-id]', {
      hasText: 'A new document is ready: Year-end letter 2026.',
    }),
  ).toHaveCount(1);
  await other.context().close();
});

test('a question edited and saved as version 2 is what C10001’s questionnaire asks', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const baseUrl = await asAdmin(page);
  await page.goto(`${baseUrl}/portal/admins/raq`);
  await expect(page.getByRole('heading', { name: 'Risk questionnaire', level: 1 })).toBeVisible();
  await expect(page.getByTestId('bands-check')).toHaveText(
    'The bands cover every total from 8 to 40 exactly once.',
  );
  await shoot(page, 'raq-1440-light-en');
  await expectAccessible(page);
  const question = page.getByRole('textbox', { name: 'Scored question 1 (English)' });
  await question.fill('How many years will you keep this money invested?');
  await page.getByRole('button', { name: 'Save as version 2' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save as version 2' }).click();
  await expect(page.getByText('Saved as version 2. The next assessment uses it.')).toBeVisible();
  await expect(page.getByTestId('raq-version')).toHaveText(/^Version 2, saved .* by S90001$/);
  await expect(page.getByTestId('raq-versions').locator('tr[data-version]')).toHaveCount(2);

  // Version 1 stays as it was, read only.
  await page.getByRole('link', { name: 'View version 1' }).click();
  await expect(
    page.getByRole('heading', { name: 'Risk questionnaire, version 1', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('How many years will you keep this money invested?')).toHaveCount(0);
  await shoot(page, 'raq-version-1440-light-en');

  const other = await client(browser, baseUrl);
  await other.goto(`${baseUrl}/portal/accounts/raq`);
  await expect(
    other.getByText('How many years will you keep this money invested?').first(),
  ).toBeVisible();
  await other.context().close();
});

test('the pages in Simplified Chinese at 390 px', async ({ page }) => {
  const baseUrl = await asAdmin(page);
  await page.evaluate(() => {
    window.localStorage.setItem(
      'portico.language',
      JSON.stringify({ value: 'zh-CN', expiresAt: Date.now() + 86_400_000 }),
    );
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const pages: [string, string, string][] = [
    ['raq', '风险评估问卷', 'raq'],
    ['raq/1', '风险评估问卷第 1 版', 'raq-version'],
    ['document', '交易文件', 'document'],
  ];
  for (const [path, title, name] of pages) {
    await page.goto(`${baseUrl}/portal/admins/${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, 390);
    await shoot(page, `${name}-390-light-zh-cn`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [path, title, name] of pages) {
    await page.goto(`${baseUrl}/portal/admins/${path}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await shoot(page, `${name}-1440-light-zh-cn`);
  }
});
