import { cryptoPaths } from '../../features/cryptos/paths';
import type { AreaManifest } from './area';

/** Virtual assets (spec §2.6): Fos accounts, behind their gate. */
export const cryptosArea: AreaManifest = {
  segment: 'cryptos',
  flag: 'crypto',
  menu: {
    label: 'virtual_assets',
    to: cryptoPaths.dashboard,
    // Spec §2.16: an advisor acting for a client does not see virtual assets.
    isHiddenInAdvisorMode: true,
    links: [
      { label: 'dashboard', to: cryptoPaths.dashboard },
      { label: 'portfolio', to: cryptoPaths.portfolio },
      { label: 'order', to: cryptoPaths.order() },
      { label: 'history', to: cryptoPaths.history },
    ],
  },
  gate: { source: 'fos' },
  indexTo: 'dashboard',
  pages: [
    { path: 'dashboard', load: () => import('../routes/cryptos/dashboard') },
    { path: 'portfolio', load: () => import('../routes/cryptos/portfolio') },
    { path: 'order', load: () => import('../routes/cryptos/order') },
    { path: 'history', load: () => import('../routes/cryptos/history') },
  ],
};
