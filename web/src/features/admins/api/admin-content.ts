import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallName, CallOutput } from '@shared/contracts/index';
import { callApi } from '../../../lib/api-client';

/**
 * The admin content calls (issue 29): banners, legal agreements, disclaimer notes, house news and
 * the theme. Every write refreshes the admin's lists and what readers see (news, banners, notes).
 */
export const contentKeys = {
  all: ['admins', 'content'] as const,
  banners: (placement: string | undefined) => ['admins', 'content', 'banners', placement ?? 'all'],
  banner: (id: string) => ['admins', 'content', 'banner', id],
  agreements: ['admins', 'content', 'agreements'] as const,
  agreement: (type: string) => ['admins', 'content', 'agreement', type],
  disclaimers: ['admins', 'content', 'disclaimers'] as const,
  news: (status: string | undefined) => ['admins', 'content', 'news', status ?? 'all'],
  newsItem: (id: string) => ['admins', 'content', 'news-item', id],
  theme: ['admins', 'content', 'theme'] as const,
  audit: (kind: string, key: string) => ['admins', 'content', 'audit', kind, key],
};

/** What the readers' pages cache of the admins' content (refreshed after every change). */
const READER_KEYS = [['news'], ['site-content'], ['legal-agreement']] as const;

/** A read of an admin content call, cached under `key`. */
export function useContentQuery<N extends CallName>(
  key: readonly unknown[],
  name: N,
  input: CallInput<N>,
) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(name, input, { signal }) as Promise<CallOutput<N>>,
  });
}

/** A change of admin content; the admin's lists and the readers' copies refresh after it. */
export function useContentChange<N extends CallName>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<N>) => callApi(name, input) as Promise<CallOutput<N>>,
    onSettled: () =>
      Promise.all(
        [contentKeys.all, ...READER_KEYS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** A banner as the admin's list shows it. */
export type AdminBanner = CallOutput<'admin-banner/loadBanner'>['banner'];
/** An agreement version. */
export type AgreementVersion = CallOutput<'admin-agreement/loadAgreement'>['versions'][number];
/** A house news item. */
export type HouseNews = CallOutput<'admin-news/loadHouseNews'>['item'];
/** The theme page's data. */
export type ThemeData = CallOutput<'admin-theme/loadTheme'>;
