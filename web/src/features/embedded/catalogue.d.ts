import type embedded from '@shared/i18n/locales/en/embedded.json';

// The embedded feature's catalogue, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    embedded: typeof embedded;
  }
}
