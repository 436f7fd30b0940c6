import type assets from '@shared/i18n/locales/en/assets.json';

// The assets feature's catalogue, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    assets: typeof assets;
  }
}
