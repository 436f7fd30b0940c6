import type users from '@shared/i18n/locales/en/users.json';

// The users feature's catalogue, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    users: typeof users;
  }
}
