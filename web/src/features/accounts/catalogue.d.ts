import type accountPages from '@shared/i18n/locales/en/accountPages.json';
import type accounts from '@shared/i18n/locales/en/accounts.json';

// The accounts feature's catalogue, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    accounts: typeof accounts;
    accountPages: typeof accountPages;
  }
}
