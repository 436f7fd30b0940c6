import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { AreaLabel } from '../components/layout/navigation';
import { useBrand } from '../lib/brand-context';
import { currentLanguage } from '../lib/i18n';
import type { AreaManifest } from './areas/area';

/** The menu label of the area a path belongs to (`/funds/history` → funds), if it has one. */
export function areaLabelOf(
  pathname: string,
  areas: readonly AreaManifest[],
): AreaLabel | undefined {
  const segment = pathname.split('/')[1] ?? '';
  return areas.find((area) => area.segment === segment)?.menu?.label;
}

/**
 * The browser tab's title in the page's language (docs/UI-STYLE.md §7): the area's name, then the
 * brand's title (`Funds · Portico Client Portal`, `基金 · Portico 客戶平台`).
 */
export function useDocumentTitle(areas: readonly AreaManifest[]): void {
  const { t, i18n } = useTranslation('layout');
  const { config } = useBrand();
  const { pathname } = useLocation();
  const language = currentLanguage(i18n);
  const area = areaLabelOf(pathname, areas);
  const page = area ? t(`nav.${area}`) : undefined;
  const title = config.title[language];
  useEffect(() => {
    document.title = page ? `${page} · ${title}` : title;
  }, [page, title]);
}
