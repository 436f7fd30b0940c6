import { newsPaths } from '../../features/news/paths';
import { useBrand } from '../../lib/brand-context';
import { isFlagOn, type AreaManifest } from './area';

/**
 * News (spec §2.14, issue 14 §5): market and house news for any signed-in session; `/news` is
 * the list and `/news/:id` one item, both served by one route module.
 */
export const newsArea: AreaManifest = {
  segment: 'news',
  flag: 'news',
  menu: { label: 'news', to: newsPaths.list, links: [{ label: 'news_list', to: newsPaths.list }] },
  gate: {},
  pages: [{ path: ':id?', load: () => import('../routes/news/news') }],
};

/**
 * Whether the brand has news, for the route modules that put news on another area's page (the
 * dashboards' latest-news card and banners): decided by this manifest's flag, as the route table
 * decides it.
 */
export function useHasNews(): boolean {
  return isFlagOn(useBrand().config, newsArea.flag);
}
