import type stockOrder from '@shared/i18n/locales/en/stockOrder.json';
import type stocks from '@shared/i18n/locales/en/stocks.json';

// The stocks feature's catalogues, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    stockOrder: typeof stockOrder;
    stocks: typeof stocks;
  }
}
