import type adminContent from '@shared/i18n/locales/en/adminContent.json';
import type adminDocument from '@shared/i18n/locales/en/adminDocument.json';
import type adminPlanPages from '@shared/i18n/locales/en/adminPlanPages.json';
import type adminPlans from '@shared/i18n/locales/en/adminPlans.json';
import type adminRaq from '@shared/i18n/locales/en/adminRaq.json';
import type admins from '@shared/i18n/locales/en/admins.json';

// The admins feature's catalogue, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    admins: typeof admins;
    adminContent: typeof adminContent;
    adminDocument: typeof adminDocument;
    adminRaq: typeof adminRaq;
    adminPlanPages: typeof adminPlanPages;
    adminPlans: typeof adminPlans;
  }
}
