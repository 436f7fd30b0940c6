import type funds from '@shared/i18n/locales/en/funds.json';

// The funds feature's catalogue, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    funds: typeof funds;
  }
}
