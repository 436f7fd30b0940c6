import { useQuery } from '@tanstack/react-query';
import type { CallOutput } from '@shared/contracts/index';
import { OPEN_BANNER_PLACEMENTS, type BannerPlacement } from '@shared/domain/news';
import { callApi } from '../../../lib/api-client';

// Apart from news.ts: the login page shows banners, and this file comes with it while the news
// list's paging (and the query library's infinite queries) does not (issue 22, the first page).

/** One dashboard banner. */
export type Banner = CallOutput<'news/searchBanners'>['banners'][number];

/** The query keys of banners, under news' `news` prefix (news.ts `newsKeys`). */
const bannerKeys = {
  banners: (placement: BannerPlacement) => ['news', 'banners', placement] as const,
  openBanners: ['news', 'banners', 'open'] as const,
};

/** The banners shown now at a dashboard placement. */
export function useBanners(placement: BannerPlacement) {
  const isOpen = isOpenPlacement(placement);
  return useQuery({
    // The login page's and maintenance banners are read before anyone signs in, all open
    // placements in one call that the page's slots share, each keeping its own.
    queryKey: isOpen ? bannerKeys.openBanners : bannerKeys.banners(placement),
    queryFn: ({ signal }) =>
      isOpen
        ? callApi(
            'site-content/searchOpenBanners',
            { placements: [...OPEN_BANNER_PLACEMENTS] },
            { signal },
          )
        : callApi('news/searchBanners', { placement }, { signal }),
    select: (answer): { banners: Banner[] } =>
      isOpen
        ? {
            banners: (answer.banners as OpenBanner[]).filter(
              (banner) => banner.placement === placement,
            ),
          }
        : answer,
  });
}

type OpenBanner = CallOutput<'site-content/searchOpenBanners'>['banners'][number];

const isOpenPlacement = (
  placement: BannerPlacement,
): placement is (typeof OPEN_BANNER_PLACEMENTS)[number] =>
  (OPEN_BANNER_PLACEMENTS as readonly string[]).includes(placement);
