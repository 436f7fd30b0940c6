import type notification from '@shared/i18n/locales/en/notification.json';

// The notifications feature's catalogue, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    notification: typeof notification;
  }
}
