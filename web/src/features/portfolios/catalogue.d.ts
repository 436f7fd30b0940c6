import type portfolio from '@shared/i18n/locales/en/portfolio.json';

// The portfolio feature's catalogue, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    portfolio: typeof portfolio;
  }
}
