/**
 * The session sweep's sample inputs (server/test/session-call-samples.ts) of the admin content
 * calls (issue 29) and the readers' site-content calls. Changes name nothing that exists or are
 * refused (a type no brand has), so the sweep's admin leaves the demo book as it was.
 */

const texts = { en: 'Sweep', 'zh-HK': '掃描', 'zh-CN': '扫描' };
const when = '2026-01-01T00:00:00.000Z';
const banner = {
  placement: 'sweepBoard',
  severity: 'info',
  title: texts,
  body: texts,
  link: null,
  startsAt: when,
  endsAt: null,
};
const news = {
  category: 'announcement',
  title: texts,
  summary: texts,
  body: texts,
  publishedAt: when,
};
const agreementText = { title: 'T', html: '<p>x</p>' };
const theme = { primaryColour: 'not-a-colour', logo: null, footer: texts };

/** A valid input per admin content and site-content call that needs a session. */
export const adminContentCallSamples: Record<string, (accountCode: string) => object> = {
  'admin-banner/searchBanners': () => ({}),
  'admin-banner/loadBanner': () => ({ id: 'demo-banner-year-end-dealing' }),
  'admin-banner/addBanner': () => banner,
  'admin-banner/updateBanner': () => ({ id: 'sweep-none', ...banner }),
  'admin-banner/retireBanner': () => ({ id: 'sweep-none' }),
  'admin-agreement/searchAgreements': () => ({}),
  'admin-agreement/loadAgreement': () => ({ type: 'first_login' }),
  'admin-agreement/saveAgreement': () => ({
    type: 'sweep_policy',
    texts: { en: agreementText, 'zh-HK': agreementText, 'zh-CN': agreementText },
  }),
  'admin-disclaimer/searchDisclaimerNotes': () => ({}),
  'admin-disclaimer/saveDisclaimerNote': () => ({ type: 'sweep', html: texts }),
  'admin-news/searchHouseNews': () => ({}),
  'admin-news/loadHouseNews': () => ({ id: 'house-holiday-dealing' }),
  'admin-news/addHouseNews': () => ({ ...news, title: { en: 'Only English' }, publish: false }),
  'admin-news/updateHouseNews': () => ({ id: 'sweep-none', ...news }),
  'admin-news/setHouseNewsStatus': () => ({ id: 'sweep-none', status: 'withdrawn' }),
  'admin-theme/loadTheme': () => ({}),
  'admin-theme/saveTheme': () => theme,
  'admin-theme/resetTheme': () => ({}),
  'admin-theme/previewTheme': () => theme,
  'admin-content/searchContentAudit': () => ({}),
  'site-content/loadThemePreview': () => ({ token: 'sweep-token' }),
  'site-content/loadDisclaimerNote': () => ({ type: 'fund', language: 'en' }),
};
