import type { AreaManifest } from './area';

/** Virtual assets (spec §2.6), not built yet: under construction, for Fos accounts behind their gate. */
export const cryptosArea: AreaManifest = {
  segment: 'cryptos',
  flag: 'crypto',
  menu: {
    label: 'virtual_assets',
    to: '/cryptos/dashboard',
    // Spec §2.16: an advisor acting for a client does not see virtual assets.
    isHiddenInAdvisorMode: true,
    links: [
      { label: 'dashboard', to: '/cryptos/dashboard' },
      { label: 'portfolio', to: '/cryptos/portfolio' },
      { label: 'order', to: '/cryptos/order' },
      { label: 'history', to: '/cryptos/history' },
    ],
  },
  gate: { source: 'fos' },
  indexTo: 'dashboard',
};
