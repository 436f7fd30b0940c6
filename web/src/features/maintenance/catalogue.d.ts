import type maintenance from '@shared/i18n/locales/en/maintenance.json';

// The maintenance feature's catalogue, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    maintenance: typeof maintenance;
  }
}
