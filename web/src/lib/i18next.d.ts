// Typed translation keys: a misspelt key or namespace is a type error (the en catalogue is the
// reference; locales.test.ts keeps zh-HK and zh-CN in step with it).
import type accounts from '@shared/i18n/locales/en/accounts.json';
import type cash from '@shared/i18n/locales/en/cash.json';
import type common from '@shared/i18n/locales/en/common.json';
import type corporateAction from '@shared/i18n/locales/en/corporateAction.json';
import type embedded from '@shared/i18n/locales/en/embedded.json';
import type errors from '@shared/i18n/locales/en/errors.json';
import type funds from '@shared/i18n/locales/en/funds.json';
import type home from '@shared/i18n/locales/en/home.json';
import type ipo from '@shared/i18n/locales/en/ipo.json';
import type layout from '@shared/i18n/locales/en/layout.json';
import type maintenance from '@shared/i18n/locales/en/maintenance.json';
import type news from '@shared/i18n/locales/en/news.json';
import type notification from '@shared/i18n/locales/en/notification.json';
import type order from '@shared/i18n/locales/en/order.json';
import type settings from '@shared/i18n/locales/en/settings.json';
import type stockOrder from '@shared/i18n/locales/en/stockOrder.json';
import type stocks from '@shared/i18n/locales/en/stocks.json';
import type users from '@shared/i18n/locales/en/users.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      accounts: typeof accounts;
      cash: typeof cash;
      common: typeof common;
      corporateAction: typeof corporateAction;
      embedded: typeof embedded;
      errors: typeof errors;
      funds: typeof funds;
      home: typeof home;
      ipo: typeof ipo;
      layout: typeof layout;
      maintenance: typeof maintenance;
      news: typeof news;
      notification: typeof notification;
      order: typeof order;
      settings: typeof settings;
      stockOrder: typeof stockOrder;
      stocks: typeof stocks;
      users: typeof users;
    };
  }
}
