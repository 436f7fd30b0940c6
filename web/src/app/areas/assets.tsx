import { assetPaths } from '../../features/assets/paths';
import type { AreaManifest } from './area';

/**
 * Assets (spec §2.7): the holder's manual holdings (a flat, a car, gold) with dated valuations, and
 * the one portfolio screen on its assets tab. Any signed-in holder's session, Gateway or Fos.
 */
export const assetsArea: AreaManifest = {
  segment: 'assets',
  flag: 'asset',
  menu: {
    label: 'assets',
    to: assetPaths.portfolio,
    links: [
      { label: 'portfolio', to: assetPaths.portfolio },
      { label: 'holdings', to: assetPaths.holdings },
    ],
  },
  gate: {},
  indexTo: 'portfolio',
  pages: [
    { path: 'portfolio', load: () => import('../routes/assets/portfolio') },
    { path: 'holdings', load: () => import('../routes/assets/holdings') },
    // Restricted mode (spec §6): an advisor acting for the client reads, never adds.
    { path: 'holdings/add', load: () => import('../routes/assets/add'), isRestricted: true },
    { path: 'holdings/:id', load: () => import('../routes/assets/holding') },
  ],
};
