import { Anchor, Divider, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/use-format';
import {
  useNotificationList,
  useSetNotificationStatus,
  type Notification,
  type NotificationAccount,
} from '../api/notification';
import { notificationPaths } from '../paths';
import {
  DeleteNotificationButton,
  NotificationKindMark,
  NotificationListBody,
} from './notification-list';
import { useNotificationText } from './notification-text';
import { useOpenNotification } from './use-open-notification';
import classes from './notifications.module.css';

type RowProps = {
  row: Notification;
  text: string;
  onOpen: (row: Notification) => void;
  onDelete: (row: Notification) => void;
  isDeleting: boolean;
};

/** One panel row: its kind's icon, its text and time, the unread mark, and delete. */
function PanelRow({ row, text, onOpen, onDelete, isDeleting }: RowProps) {
  const { t } = useTranslation('notification');
  const format = useFormat();
  const isUnread = row.status === 'unread';
  const time = format.dateTime(row.startTime);
  return (
    <li
      className={classes.row}
      data-notification-id={row._id}
      data-type={row.type}
      data-unread={isUnread || undefined}
    >
      <UnstyledButton className={classes.rowOpen} onClick={() => onOpen(row)}>
        <NotificationKindMark type={row.type} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" className={classes.text}>
            {text}
          </Text>
          <Text size="xs" c="dimmed" className={classes.time}>
            {time}
            {isUnread ? ` · ${t('row.unread')}` : ''}
          </Text>
        </Stack>
      </UnstyledButton>
      {isUnread ? <span className={classes.dot} aria-hidden /> : null}
      <DeleteNotificationButton
        text={text}
        isDeleting={isDeleting}
        onDelete={() => onDelete(row)}
      />
    </li>
  );
}

/**
 * The notification panel (spec §2.15): the newest 20, Load More for the next 20 (a shorter page
 * ends the list), delete per row, and Show More to the full list at /notifications. Opening it
 * reads the list, which marks it seen (the bell's count goes to zero, spec §4).
 */
export function NotificationPanel({
  account,
  onClose,
  isFullHeight = false,
}: {
  account: NotificationAccount;
  onClose: () => void;
  /** In the phone drawer: the list takes the drawer's height. */
  isFullHeight?: boolean;
}) {
  const { t } = useTranslation('notification');
  const list = useNotificationList(account, 'all');
  const setStatus = useSetNotificationStatus(account);
  const textOf = useNotificationText();
  const open = useOpenNotification(account, onClose);
  const deletingId = setStatus.isPending ? setStatus.variables.notificationId : null;

  return (
    <Stack gap="xs" className={classes.panel} data-testid="notification-panel">
      <ScrollArea.Autosize
        mah={isFullHeight ? 'calc(100dvh - 8rem)' : 'min(28rem, calc(100dvh - 10rem))'}
        type="auto"
        offsetScrollbars
      >
        <NotificationListBody list={list} emptyText={t('panel.empty')} isCompact>
          {(rows) => (
            <>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {rows.map((row) => (
                  <PanelRow
                    key={row._id}
                    row={row}
                    text={textOf(row)}
                    onOpen={open}
                    onDelete={(chosen) =>
                      setStatus.mutate({ notificationId: chosen._id, status: 'deleted' })
                    }
                    isDeleting={deletingId === row._id}
                  />
                ))}
              </ul>
              {setStatus.isError && setStatus.variables.status === 'deleted' ? (
                <Text size="xs" c="red" role="alert">
                  {t('row.delete_failed')}
                </Text>
              ) : null}
            </>
          )}
        </NotificationListBody>
      </ScrollArea.Autosize>
      <Divider />
      <Anchor component={Link} to={notificationPaths.list} size="sm" ta="center" onClick={onClose}>
        {t('panel.show_more')}
      </Anchor>
    </Stack>
  );
}
