import { Anchor, Button, Container, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data/data-table';
import { StatusBadge } from '../../../components/data/status-badge';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { PageTitle } from '../../../components/layout/page-title';
import { useFormat } from '../../../lib/use-format';
import {
  useMarkAllRead,
  useNotificationList,
  useSetNotificationStatus,
  type ListFilter,
  type Notification,
  type NotificationAccount,
} from '../api/notification';
import {
  DeleteNotificationButton,
  NotificationKindMark,
  NotificationListBody,
} from './notification-list';
import { useNotificationText } from './notification-text';
import { useOpenNotification } from './use-open-notification';
import classes from './notifications.module.css';

const FILTERS: readonly ListFilter[] = ['all', 'unread', 'read'];

/** The page reads 20 at a time, as the panel does (spec §2.15). */
export const LIST_PAGE_SIZE = 20;

/** What mark-all-read answered, as a sentence. */
function useMarkAllFeedback(account: NotificationAccount) {
  const { t } = useTranslation('notification');
  const markAll = useMarkAllRead(account);
  const text = markAll.isError
    ? t('page.mark_all_failed')
    : markAll.data
      ? markAll.data.changed > 0
        ? t('page.mark_all_done', { count: markAll.data.changed })
        : t('page.mark_all_none')
      : null;
  return { markAll, text };
}

/**
 * `/notifications` (spec §2.14, §2.15; issue 14 §4): every notification of the account, newest
 * first, filtered All / Unread / Read, 20 at a time with Load More (paging by the first page's
 * `lastQueryTime`), mark all read, mark one read or unread, delete, and each row leading where its
 * kind goes (spec §2.18). Opening it marks the list seen (spec §4).
 */
export function NotificationsPage({
  account,
  filter,
  onFilterChange,
}: {
  account: NotificationAccount;
  filter: ListFilter;
  onFilterChange: (filter: ListFilter) => void;
}) {
  const { t } = useTranslation('notification');
  const format = useFormat();
  const list = useNotificationList(account, filter, LIST_PAGE_SIZE);
  const setStatus = useSetNotificationStatus(account);
  const { markAll, text: markAllText } = useMarkAllFeedback(account);
  const textOf = useNotificationText();
  const open = useOpenNotification(account);
  const busyId = setStatus.isPending ? setStatus.variables.notificationId : null;

  const columns: Column<Notification>[] = [
    {
      key: 'message',
      heading: t('page.columns.message'),
      phone: 'title',
      cell: (row) => {
        const text = textOf(row);
        return (
          <span className={classes.messageCell}>
            <NotificationKindMark type={row.type} />
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="start"
              c="var(--mantine-color-text)"
              fw={row.status === 'unread' ? 600 : 400}
              className={classes.text}
              onClick={() => open(row)}
            >
              {text}
            </Anchor>
          </span>
        );
      },
    },
    {
      key: 'time',
      heading: t('page.columns.time'),
      phone: 'figure',
      cell: (row) => (
        <Text span size="sm" className={classes.time} style={{ whiteSpace: 'nowrap' }}>
          {format.dateTime(row.startTime)}
        </Text>
      ),
    },
    {
      key: 'status',
      heading: t('page.columns.status'),
      phone: 'status',
      cell: (row) => (
        <StatusBadge family={row.status === 'unread' ? 'action' : 'ended'}>
          {t(row.status === 'unread' ? 'row.unread' : 'row.read')}
        </StatusBadge>
      ),
    },
    {
      key: 'actions',
      heading: t('page.columns.actions'),
      phone: 'action',
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={busyId === row._id}
            onClick={() =>
              setStatus.mutate({
                notificationId: row._id,
                status: row.status === 'unread' ? 'read' : 'unread',
              })
            }
          >
            {t(row.status === 'unread' ? 'page.mark_read' : 'page.mark_unread')}
          </Button>
          <DeleteNotificationButton
            text={textOf(row)}
            isDeleting={busyId === row._id && setStatus.variables?.status === 'deleted'}
            onDelete={() => setStatus.mutate({ notificationId: row._id, status: 'deleted' })}
          />
        </Group>
      ),
    },
  ];

  return (
    <Container size="lg" py={{ base: 'md', md: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <PageTitle title={t('page.title')} intro={t('page.intro')} />
          </Stack>
          <ConfirmButton
            title={t('page.mark_all_title')}
            question={t('page.mark_all_question')}
            confirmLabel={t('page.mark_all_confirm')}
            onConfirm={() => markAll.mutate()}
            buttonProps={{ variant: 'default', loading: markAll.isPending }}
          >
            {t('page.mark_all_read')}
          </ConfirmButton>
        </Group>
        <Group gap="sm" wrap="wrap">
          <Text size="sm" fw={500} id="notification-filter-label">
            {t('page.filter_label')}
          </Text>
          <SegmentedControl
            aria-labelledby="notification-filter-label"
            value={filter}
            onChange={(value) => onFilterChange(value)}
            data={FILTERS.map((value) => ({ value, label: t(`page.filter.${value}`) }))}
          />
        </Group>
        {markAllText ? (
          <Text size="sm" role="status" c={markAll.isError ? 'red' : undefined}>
            {markAllText}
          </Text>
        ) : null}
        {setStatus.isError && setStatus.variables.status === 'deleted' ? (
          <Text size="sm" c="red" role="alert">
            {t('row.delete_failed')}
          </Text>
        ) : null}
        <NotificationListBody list={list} emptyText={t(`page.empty.${filter}`)}>
          {(rows) => (
            <DataTable
              rows={rows}
              columns={columns}
              rowKey={(row) => row._id}
              rowAttributes={(row) => ({
                'data-notification-id': row._id,
                'data-type': row.type,
                'data-status': row.status,
              })}
              caption={t('page.caption')}
            />
          )}
        </NotificationListBody>
      </Stack>
    </Container>
  );
}
