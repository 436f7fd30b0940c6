import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { AreaLabel, NavLabel } from '../components/layout/navigation';
import { useBrand } from '../lib/brand-context';
import { currentLanguage } from '../lib/i18n';
import type { AreaManifest } from './areas/area';

/** The path of a link without its query (`/stocks/order?symbol=00700` → `/stocks/order`). */
const pathOf = (to: string) => to.split(/[?#]/)[0] ?? to;

/**
 * The menu labels a path belongs to: its area's (`/funds/history` → funds) and the page's, the
 * area's menu link at that path or the nearest above it (history), when it has them.
 */
export function menuLabelsOf(
  pathname: string,
  areas: readonly AreaManifest[],
): { area?: AreaLabel; page?: NavLabel } {
  const segment = pathname.split('/')[1] ?? '';
  const menu = areas.find((area) => area.segment === segment)?.menu;
  if (!menu) return {};
  const link = menu.links
    .filter((candidate) => {
      const path = pathOf(candidate.to);
      return pathname === path || pathname.startsWith(`${path}/`);
    })
    .sort((a, b) => pathOf(b.to).length - pathOf(a.to).length)[0];
  return { area: menu.label, page: link?.label };
}

/**
 * The browser tab's title in the page's language (docs/UI-STYLE.md §7): the page's name, the
 * area's name, then the brand's title (`Order · Stocks · Portico Client Portal`); the area's
 * alone where the menu has no link for the page.
 */
export function useDocumentTitle(areas: readonly AreaManifest[]): void {
  const { t, i18n } = useTranslation('layout');
  const { config } = useBrand();
  const { pathname } = useLocation();
  const language = currentLanguage(i18n);
  const labels = menuLabelsOf(pathname, areas);
  const names = [labels.page, labels.area].flatMap((label) => (label ? [t(`nav.${label}`)] : []));
  const title = [...names, config.title[language]].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
