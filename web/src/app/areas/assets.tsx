import type { AreaManifest } from './area';

/** Assets (spec §2.7), not built yet: a menu entry only; its paths fall through to not-found. */
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
};
