import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CallOutput } from '@shared/contracts/index';
import type { NewsCategory } from '@shared/domain/news';
import { callApi } from '../../../lib/api-client';

/** One item of the news list. */
export type NewsSummary = CallOutput<'news/searchNews'>['items'][number];

/** One item with its body. */
export type NewsDetail = CallOutput<'news/loadNews'>['item'];

/** The news page's page size (Load More asks for the next one). */
export const NEWS_PAGE_SIZE = 10;

/**
 * The query keys of news: the same for every reader, so not under an account. The banners' keys
 * (banners.ts) sit under the same `news` prefix.
 */
export const newsKeys = {
  all: ['news'] as const,
  list: (category: NewsCategory | undefined, query: string) =>
    ['news', 'list', category ?? 'all', query] as const,
  latest: (count: number) => ['news', 'latest', count] as const,
  item: (id: string) => ['news', 'item', id] as const,
};

/** The news list of a category and search, a page at a time (Load More). */
export function useNewsList(category: NewsCategory | undefined, query: string) {
  return useInfiniteQuery({
    queryKey: newsKeys.list(category, query),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        'news/searchNews',
        {
          ...(category ? { category } : {}),
          ...(query ? { query } : {}),
          pageIndex: pageParam,
          pageSize: NEWS_PAGE_SIZE,
        },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.items.length, 0);
      return shown < last.total && last.items.length > 0 ? pages.length : undefined;
    },
  });
}

/** The newest `count` items, for a dashboard's card. */
export function useLatestNews(count: number) {
  return useQuery({
    queryKey: newsKeys.latest(count),
    queryFn: ({ signal }) =>
      callApi('news/searchNews', { pageIndex: 0, pageSize: count }, { signal }),
  });
}

/** One item with its body; a 404 is an answer (not found), not worth retrying. */
export function useNewsItem(id: string) {
  return useQuery({
    queryKey: newsKeys.item(id),
    queryFn: ({ signal }) => callApi('news/loadNews', { id }, { signal }),
    retry: (failures, error) => failures < 2 && !('status' in error && error.status === 404),
  });
}
