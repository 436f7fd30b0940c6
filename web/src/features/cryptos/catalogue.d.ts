import type cryptos from '@shared/i18n/locales/en/cryptos.json';

// The virtual-assets feature's catalogue, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    cryptos: typeof cryptos;
  }
}
