import type { AreaManifest } from './area';

/** Cash (spec §2.10), not built yet: its paths show the under-construction page behind login. */
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
  gate: {},
};
