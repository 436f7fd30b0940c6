import type ipo from '@shared/i18n/locales/en/ipo.json';

// The ipo feature's catalogue, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    ipo: typeof ipo;
  }
}
