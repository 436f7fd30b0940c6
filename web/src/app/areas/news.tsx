import type { AreaManifest } from './area';

/** News (spec §2.14), not built yet: every path shows the under-construction page. */
export const newsArea: AreaManifest = {
  segment: 'news',
  flag: 'news',
  menu: { label: 'news', to: '/news', links: [{ label: 'news_list', to: '/news' }] },
};
