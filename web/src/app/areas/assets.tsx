import type { AreaManifest } from './area';

/** Assets (spec §2.7), not built yet: its paths show the under-construction page behind login. */
export const assetsArea: AreaManifest = {
  segment: 'assets',
  flag: 'asset',
  menu: {
    label: 'assets',
    to: '/assets/portfolio',
    links: [
      { label: 'portfolio', to: '/assets/portfolio' },
      { label: 'holdings', to: '/assets/holdings' },
    ],
  },
  gate: {},
  indexTo: 'portfolio',
};
