import type { AreaManifest } from './area';

/** News (spec §2.11), not built yet: a menu entry only; its paths fall through to not-found. */
export const newsArea: AreaManifest = {
  segment: 'news',
  flag: 'news',
  menu: { label: 'news', to: '/news', links: [{ label: 'news_list', to: '/news' }] },
};
