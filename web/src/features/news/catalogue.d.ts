import type news from '@shared/i18n/locales/en/news.json';

// The news feature's catalogue, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    news: typeof news;
  }
}
