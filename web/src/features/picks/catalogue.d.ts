import type picks from '@shared/i18n/locales/en/picks.json';

// The house picks' catalogue, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    picks: typeof picks;
  }
}
