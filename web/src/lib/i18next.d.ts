// Typed translation keys: a misspelt key or namespace is a type error (the en catalogue is the
// reference; locales.test.ts keeps zh-HK and zh-CN in step with it).
import type common from '@shared/i18n/locales/en/common.json';
import type errors from '@shared/i18n/locales/en/errors.json';
import type home from '@shared/i18n/locales/en/home.json';
import type layout from '@shared/i18n/locales/en/layout.json';
import type order from '@shared/i18n/locales/en/order.json';
import type settings from '@shared/i18n/locales/en/settings.json';

/**
 * The catalogues by namespace: the app's shared ones here, and each feature's in its own
 * `features/<area>/catalogue.d.ts`, which adds them to this interface.
 */
export interface Catalogues {
  common: typeof common;
  errors: typeof errors;
  home: typeof home;
  layout: typeof layout;
  order: typeof order;
  settings: typeof settings;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogues;
  }
}
