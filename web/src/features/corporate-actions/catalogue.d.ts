import type corporateAction from '@shared/i18n/locales/en/corporateAction.json';

// The corporate-actions feature's catalogue, typed from English (web/src/lib/i18next.d.ts gathers every feature's).
declare module '../../lib/i18next' {
  interface Catalogues {
    corporateAction: typeof corporateAction;
  }
}
