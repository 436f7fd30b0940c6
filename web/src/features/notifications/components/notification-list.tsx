import { ActionIcon, Button, Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationType } from '@shared/domain/notification';
import { QueryState } from '../../../components/data/query-state';
import type { Notification, NotificationPage, useNotificationList } from '../api/notification';
import { DeleteIcon, NotificationKindIcon } from './notification-icons';
import { typeKey } from './notification-text';
import classes from './notifications.module.css';

const rowsOf = (data: { pages: NotificationPage[] }): Notification[] =>
  data.pages.flatMap((page) => page.notifications);

/**
 * A notification list's loading, error (with retry) and empty states, then its loaded rows with
 * Load More under them, or the end of the list once a shorter page came (spec §2.15). The panel
 * and the page show their rows their own way; `isCompact` is the panel's narrower look.
 */
export function NotificationListBody({
  list,
  emptyText,
  isCompact = false,
  children,
}: {
  list: ReturnType<typeof useNotificationList>;
  emptyText: string;
  isCompact?: boolean;
  children: (rows: Notification[]) => ReactNode;
}) {
  const { t } = useTranslation('notification');
  const loadMore = (
    <Button
      variant={isCompact ? 'subtle' : 'default'}
      size={isCompact ? 'xs' : undefined}
      onClick={() => void list.fetchNextPage()}
      loading={list.isFetchingNextPage}
    >
      {t('panel.load_more')}
    </Button>
  );
  return (
    <QueryState
      query={list}
      texts={{
        loading: t('panel.loading'),
        error: t('panel.error'),
        retry: t('panel.retry'),
        empty: emptyText,
      }}
      isEmpty={(data) => rowsOf(data).length === 0}
      isCompact={isCompact}
    >
      {(data) => (
        <Stack gap={isCompact ? 'xs' : 'sm'}>
          {children(rowsOf(data))}
          {list.hasNextPage ? (
            isCompact ? (
              loadMore
            ) : (
              <Center>{loadMore}</Center>
            )
          ) : (
            <Text size="xs" c="dimmed" ta="center">
              {t('panel.end')}
            </Text>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

/** A notification's kind as its icon, named on hover (the row's text says the rest). */
export function NotificationKindMark({ type }: { type: NotificationType }) {
  const { t } = useTranslation('notification');
  return (
    <span className={classes.kind} title={t(`kind.${typeKey(type)}`)}>
      <NotificationKindIcon type={type} size={18} />
    </span>
  );
}

/** A row's delete button, labelled with the row's text; it spins while the delete is under way. */
export function DeleteNotificationButton({
  text,
  isDeleting,
  onDelete,
}: {
  text: string;
  isDeleting: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation('notification');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={t('row.delete_label', { text })}
      loading={isDeleting}
      onClick={onDelete}
    >
      <DeleteIcon size={18} />
    </ActionIcon>
  );
}
