import type cash from '@shared/i18n/locales/en/cash.json';

// The cash feature's catalogue, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    cash: typeof cash;
  }
}
