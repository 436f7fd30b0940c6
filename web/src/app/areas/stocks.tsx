import type { AreaManifest } from './area';

/** Stocks (spec §2.5), not built yet: under construction, behind the Gateway gate. */
export const stocksArea: AreaManifest = {
  segment: 'stocks',
  flag: 'stock',
  menu: {
    label: 'stocks',
    to: '/stocks/dashboard',
    links: [
      { label: 'dashboard', to: '/stocks/dashboard' },
      { label: 'portfolio', to: '/stocks/portfolio' },
      { label: 'order', to: '/stocks/order' },
      { label: 'history', to: '/stocks/history' },
      { label: 'ipo', to: '/stocks/ipo', flag: 'ipo' },
    ],
  },
  gate: { source: 'gateway' },
  indexTo: 'dashboard',
};
