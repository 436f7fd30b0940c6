import type { Page } from '@playwright/test';
import { hongKongTermsIn } from '../shared/i18n/mainland-wording';
import { ROUTE_VISITS, type Walker } from './support/app-routes';
import { expect, test } from './support/fixtures';

/**
 * Issue 10, point 12: every route of the app, walked in zh-HK and zh-CN, shows no English word in
 * its visible text, its `aria-label`, `title`, `placeholder` and `alt` attributes, or the tab's
 * title. Codes (HKD, C10001, ISINs), the product's own names and text marked with another `lang`
 * (the language picker's "English") are allowed. A zh-CN page also carries no Hong Kong-only term
 * (issue 31 §16: 融资 not 孖展, 查看 not 检视, 您, 招股书).
 */
const PASSWORD = 'Portico#2026';

/** Words that stay in Latin letters in a Chinese page: names, not words. */
const ALLOWED_WORDS = new Set([
  'Portico',
  'Harbour',
  'Lotus',
  'Gateway',
  'Fos',
  'TradingView',
  'YYYY',
  'MM',
  'DD',
  // The date inputs' placeholder reads as one token: the words keep their hyphens.
  'YYYY-MM-DD',
  'HH',
  'mm',
  'ss',
  'eDDA',
  'FPS',
  'OTP',
  'PDF',
  'CSV',
]);

/** A Latin token that is a word a reader would read as English (not a code or a name). */
function isEnglishWord(token: string): boolean {
  if (ALLOWED_WORDS.has(token)) return false;
  if (/\d/.test(token)) return false; // codes: C10001, HK0000123456
  if (/^[A-Z]{2,6}$/.test(token)) return false; // currency and exchange codes: HKD, HKEX, NAV
  if (/^[A-Z]+(-[A-Z]+)+$/.test(token)) return false; // product codes: VH-HK-EQUITY
  return token.length >= 2;
}

/** The English words on the page as it stands, with where each was found. */
async function englishOnPage(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const hits: string[] = [];
    const pageLanguage = document.documentElement.lang;
    const skipped = (element: Element | null): boolean => {
      for (let node = element; node; node = node.parentElement) {
        if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(node.tagName)) return true;
        const lang = node.getAttribute('lang');
        if (lang && node !== document.documentElement && lang !== pageLanguage) return true;
        if (node.getAttribute('translate') === 'no') return true;
      }
      return false;
    };
    const words = (text: string) => text.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skipped(parent)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      for (const word of words(node.textContent ?? ''))
        hits.push(`${word} (text "${node.textContent?.trim().slice(0, 60)}")`);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label],[title],[placeholder],[alt]',
    )) {
      if (skipped(element)) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value)
          for (const word of words(value))
            hits.push(`${word} (${attribute} "${value.slice(0, 60)}")`);
      }
    }
    for (const word of words(document.title))
      hits.push(`${word} (document.title "${document.title}")`);
    return hits;
  });
  return found.filter((hit) => isEnglishWord(hit.split(' ')[0] ?? ''));
}

async function signIn(page: Page, walker: Walker) {
  if (walker === 'guest') return;
  await page.goto('/portal/users/login');
  await expect(page.getByLabel('Account', { exact: true })).toBeVisible();
  // Gateway is the login page's first choice; the virtual-asset client signs in with Fos.
  if (walker === 'F20001') await page.getByText('Fos Account', { exact: true }).click();
  await page.getByLabel('Account', { exact: true }).fill(walker);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/users\/login/);
}

/** Stores the language the app reads at start (spec §9: kept 365 days). */
async function useLanguage(page: Page, language: string) {
  await page.evaluate((value) => {
    window.localStorage.setItem(
      'portico.language',
      JSON.stringify({ value, expiresAt: Date.now() + 86_400_000 }),
    );
  }, language);
}

const walkers = [...new Set(ROUTE_VISITS.map((visit) => visit.as))];

for (const language of ['zh-HK', 'zh-CN']) {
  for (const walker of walkers) {
    test(`${language}: every route ${walker} opens is free of English`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/portal/users/login');
      await signIn(page, walker);
      await useLanguage(page, language);
      const problems: string[] = [];
      for (const visit of ROUTE_VISITS.filter((entry) => entry.as === walker)) {
        await page.goto(`/portal${visit.path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // Settled: no loading indicator left, and the page's own heading or form drawn.
        await page.waitForLoadState('networkidle');
        await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
        for (const hit of await englishOnPage(page)) problems.push(`${visit.path}: ${hit}`);
        if (language === 'zh-CN') {
          const text = `${await page.locator('body').innerText()} ${await page.title()}`;
          for (const term of hongKongTermsIn(text)) problems.push(`${visit.path}: ${term}`);
        }
      }
      expect(problems, `English words on ${language} pages`).toEqual([]);
    });
  }
}
