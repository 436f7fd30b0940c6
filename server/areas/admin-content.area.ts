import { adminAgreementCalls } from '../api/admin-agreement/admin-agreement.routes';
import { adminBannerCalls } from '../api/admin-banner/admin-banner.routes';
import { adminContentCalls } from '../api/admin-content/admin-content.routes';
import { adminDisclaimerCalls } from '../api/admin-disclaimer/admin-disclaimer.routes';
import { adminNewsCalls } from '../api/admin-news/admin-news.routes';
import { adminThemeCalls } from '../api/admin-theme/admin-theme.routes';
import { siteContentCalls } from '../api/site-content/site-content.routes';
import { seedDemoAdminContent } from '../seed/demo-admin-content';
import { defineArea } from './server-area';

/**
 * Admin content (issue 29, spec §2.13): banners, legal agreement versions, disclaimer notes,
 * house news and the brand's theme, edited by admins (each change audited), and the calls that
 * give them to readers. Seeds the demo book's banner and disclaimer notes.
 */
export const adminContentArea = defineArea({
  name: 'admin-content',
  calls: [
    ...adminBannerCalls,
    ...adminAgreementCalls,
    ...adminDisclaimerCalls,
    ...adminNewsCalls,
    ...adminThemeCalls,
    ...adminContentCalls,
    ...siteContentCalls,
  ],
  seed: seedDemoAdminContent,
});
