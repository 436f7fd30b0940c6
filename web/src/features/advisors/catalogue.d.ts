import type advisors from '@shared/i18n/locales/en/advisors.json';

// The advisors feature's catalogue, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    advisors: typeof advisors;
  }
}
