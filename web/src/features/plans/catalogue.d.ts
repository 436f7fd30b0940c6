import type plans from '@shared/i18n/locales/en/plans.json';

// The plans feature's catalogue, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    plans: typeof plans;
  }
}
