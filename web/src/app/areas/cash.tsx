import type { AreaManifest } from './area';

/** Cash (spec §2.8), not built yet: a menu entry only; its paths fall through to not-found. */
export const cashArea: AreaManifest = {
  segment: 'cashes',
  menu: {
    label: 'cash',
    to: '/cashes',
    links: [
      { label: 'movement', to: '/cashes/movement' },
      { label: 'deposit', to: '/cashes/request', flag: 'cashTopUp' },
      { label: 'withdraw', to: '/cashes/withdraw', flag: 'cashTopUp' },
      { label: 'history', to: '/cashes/history', flag: 'cashTopUp' },
      { label: 'currency_exchange', to: '/cashes/exchange', flag: 'fx' },
    ],
  },
};
