import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { CallOutput } from '@shared/contracts/index';
import type { AccountSource } from '@shared/contracts/common';
import { NOTIFICATION_PANEL_PAGE_SIZE } from '@shared/domain/notification';
import { accountKeys } from '../../../lib/account-keys';
import { callApi } from '../../../lib/api-client';

/** One notification as the reader gets it (spec §3). */
export type Notification = CallOutput<'notification/queryNotifications'>['notifications'][number];

/** A page of the list and the time the first page was read at (spec §7 `lastQueryTime`). */
export type NotificationPage = CallOutput<'notification/queryNotifications'>;

/** The statuses a list shows: both (all), or one. */
export type ListFilter = 'all' | 'unread' | 'read';

/** The account a list or count belongs to. */
export type NotificationAccount = { accountCode: string; source: AccountSource };

const STATUSES: Record<ListFilter, ('read' | 'unread')[]> = {
  all: ['read', 'unread'],
  unread: ['unread'],
  read: ['read'],
};

/** The query keys of the account's notifications. */
export const notificationKeys = (accountCode: string) => {
  const all = accountKeys(accountCode).area('notifications');
  return {
    all,
    unread: () => [...all, 'unread'] as const,
    list: (filter: ListFilter) => [...all, 'list', filter] as const,
  };
};

/** Where the next page starts: its index, read as of the first page's time. */
type PageParam = { pageIndex: number; lastQueryTime?: string };

const FIRST_PAGE: PageParam = { pageIndex: 0 };

/**
 * The page after `pages` (spec §4, §7): the first page's `lastQueryTime` keeps later pages on
 * the same list while new notifications arrive; a page shorter than asked ends the list.
 */
export function nextPageParam(
  pages: readonly NotificationPage[],
  pageSize: number,
): PageParam | undefined {
  const last = pages.at(-1);
  const first = pages[0];
  if (!last || !first || last.notifications.length < pageSize) return undefined;
  return { pageIndex: pages.length, lastQueryTime: first.lastQueryTime };
}

/**
 * The unread count since the list was last opened (spec §4: refreshed on load). The live stream
 * and the service worker's messages keep it current in the cache afterwards.
 */
export function useUnreadCount({ accountCode, source }: NotificationAccount, isOn: boolean) {
  return useQuery({
    queryKey: notificationKeys(accountCode).unread(),
    queryFn: ({ signal }) =>
      callApi(
        'notification/countNotifications',
        { accountCode, status: 'unread', sinceLastQuery: true, source },
        { signal },
      ),
    enabled: isOn,
    // The stream says when it changes; no refetch on focus doubling it.
    staleTime: Infinity,
    retry: 1,
  });
}

/** Sets the cached unread count (`change` gets the count known so far, 0 when none). */
export function setUnreadCount(
  queryClient: QueryClient,
  accountCode: string,
  change: (count: number) => number,
): void {
  queryClient.setQueryData<{ count: number }>(
    notificationKeys(accountCode).unread(),
    (previous) => ({
      count: Math.max(0, change(previous?.count ?? 0)),
    }),
  );
}

/**
 * Marks the list seen as of the first page's `lastQueryTime` (spec §4: opening the list sets the
 * count to zero). Only when the page says something arrived since the last mark: reading writes
 * nothing, and opening the list again with nothing new calls nothing. A failure is left to the
 * next opening (the page still says so then).
 */
function markSeen({ accountCode, source }: NotificationAccount, lastQueryTime: string): void {
  void callApi('notification/markNotificationsSeen', { accountCode, lastQueryTime, source }).catch(
    () => undefined,
  );
}

/**
 * A list of the account's notifications, newest first, a page at a time. Showing its first page
 * sets the unread count to zero here at once and marks the list seen on the server when anything
 * arrived since (spec §4: opening the list); the other tabs follow through the unread stream.
 */
export function useNotificationList(
  { accountCode, source }: NotificationAccount,
  filter: ListFilter,
  pageSize = NOTIFICATION_PANEL_PAGE_SIZE,
) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: [...notificationKeys(accountCode).list(filter), pageSize],
    initialPageParam: FIRST_PAGE,
    queryFn: async ({ pageParam, signal }) => {
      const page = await callApi(
        'notification/queryNotifications',
        {
          accountCodes: [accountCode],
          statuses: STATUSES[filter],
          pageIndex: pageParam.pageIndex,
          pageSize,
          ...(pageParam.lastQueryTime ? { lastQueryTime: pageParam.lastQueryTime } : {}),
          source,
        },
        { signal },
      );
      if (pageParam.pageIndex === 0) {
        setUnreadCount(queryClient, accountCode, () => 0);
        if (page.hasUnseen) markSeen({ accountCode, source }, page.lastQueryTime);
      }
      return page;
    },
    getNextPageParam: (_last, pages) => nextPageParam(pages, pageSize),
    // Opened again, the list is read again: it shows what arrived meanwhile.
    staleTime: 0,
    gcTime: 60_000,
  });
}

type ListData = InfiniteData<NotificationPage, PageParam>;

/** Changes one notification in every cached list of the account (gone when `change` says null). */
function updateCachedRow(
  queryClient: QueryClient,
  accountCode: string,
  notificationId: string,
  change: (row: Notification) => Notification | null,
): void {
  queryClient.setQueriesData<ListData>(
    { queryKey: [...notificationKeys(accountCode).all, 'list'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          notifications: page.notifications.flatMap((row) => {
            if (row._id !== notificationId) return [row];
            const changed = change(row);
            return changed ? [changed] : [];
          }),
        })),
      },
  );
}

/**
 * Marks one notification read, unread or deleted (spec §4: deleting sets the status deleted). The
 * cached lists follow at once on success: a deleted row disappears, a read one loses its mark.
 */
export function useSetNotificationStatus({ accountCode, source }: NotificationAccount) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { notificationId: string; status: Notification['status'] }) => {
      const answer = await callApi('notification/setNotificationStatus', {
        accountCode,
        ...input,
        source,
      });
      if (!answer.success) throw new Error('notification status not changed');
      return answer;
    },
    onSuccess: (_answer, { notificationId, status }) =>
      updateCachedRow(queryClient, accountCode, notificationId, (row) =>
        status === 'deleted' ? null : { ...row, status },
      ),
  });
}

/** Marks every unread notification read; the lists are read again. */
export function useMarkAllRead({ accountCode, source }: NotificationAccount) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('notification/markAllNotificationsRead', { accountCode, source }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: [...notificationKeys(accountCode).all, 'list'],
      }),
  });
}

/** The VAPID public key a browser subscribes with. */
export function fetchVapidPublicKey(): Promise<string> {
  return callApi('notification/getVapidPublicKey', {}).then(({ publicKey }) => publicKey);
}

/** Keeps the browser's push subscription for the account (spec §3, §5). */
export function sendPushSubscription(
  { accountCode, source }: NotificationAccount,
  target: PushSubscriptionJSON,
) {
  const keys = target.keys
    ? {
        ...(target.keys.auth ? { auth: target.keys.auth } : {}),
        ...(target.keys.p256dh ? { p256dh: target.keys.p256dh } : {}),
      }
    : undefined;
  return callApi('notification/addSubscription', {
    accountCode,
    source,
    target: {
      ...(target.endpoint ? { endpoint: target.endpoint } : {}),
      ...(keys ? { keys } : {}),
    },
  });
}
