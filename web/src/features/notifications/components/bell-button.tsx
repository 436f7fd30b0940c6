import { ActionIcon, Drawer, Indicator, Popover } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/data/data-table';
import { mayCloseOnOutsideClick } from '../../../lib/popup';
import { useEveryCatalogue } from '../../../lib/use-every-catalogue';
import type { SessionRecord } from '../../../lib/sessions';
import { useUnreadCount, type NotificationAccount } from '../api/notification';
import { useUnreadStream } from '../live/use-unread-stream';
import { usePushRegistration } from '../push/use-push-registration';
import { BellIcon } from './notification-icons';
import { NotificationPanel } from './notification-panel';
import type { BellOptions } from './notification-bell';
import classes from './notifications.module.css';

/** Spec §2.16: the bell stays highlighted this long after a click. */
export const HIGHLIGHT_MS = 1_000;

/** The badge's text: the count, `99+` past 99. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

// Mantine renders a drawer's header as <header>, which would add a second "banner" landmark.
const headerProps = { component: 'div' } as Record<string, unknown>;

/**
 * The bell of a signed-in Gateway client with its unread count, live stream and push, and the
 * panel it opens: its own chunk, loaded by `NotificationBell` once such a session exists.
 */
export function Bell({ session, isPushOn }: { session: SessionRecord } & BellOptions) {
  const { t } = useTranslation('notification');
  const account: NotificationAccount = {
    accountCode: session.accountCode,
    source: session.source,
  };
  const unread = useUnreadCount(account, true);
  useUnreadStream(session.accountCode, session.sessionId);
  usePushRegistration(account, session.sessionId, isPushOn);
  const isPhone = useIsPhone();
  const [isOpen, setOpen] = useState(false);
  const [isHighlighted, setHighlighted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openedAt = useRef<number | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The `notification` texts are not in the first page's catalogues (lib/i18n-catalogues.ts).
  const hasTexts = useEveryCatalogue();
  if (!hasTexts) return null;

  const count = unread.data?.count ?? 0;
  const close = () => setOpen(false);
  const onClick = () => {
    setHighlighted(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHighlighted(false), HIGHLIGHT_MS);
    openedAt.current = isOpen ? null : Date.now();
    setOpen(!isOpen);
  };
  // Spec §9: an outside click closes the popover only 500 ms after it opened.
  const dismiss = () => {
    if (mayCloseOnOutsideClick(openedAt.current, Date.now())) close();
  };

  const indicator = (control: ReactNode) => (
    <Indicator
      label={badgeText(count)}
      size={18}
      offset={4}
      color="red"
      disabled={count === 0}
      inline
      data-testid="notification-count"
      data-count={count}
    >
      {control}
    </Indicator>
  );
  const button = (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={count > 0 ? t('bell.label_new', { count }) : t('bell.label')}
      aria-expanded={isOpen}
      aria-haspopup="dialog"
      onClick={onClick}
      className={classes.bell}
      data-highlighted={isHighlighted || undefined}
      data-testid="notification-bell"
    >
      <BellIcon />
    </ActionIcon>
  );

  if (isPhone) {
    return (
      <>
        {indicator(button)}
        <Drawer.Root opened={isOpen} onClose={close} position="right" size="100%">
          <Drawer.Overlay />
          <Drawer.Content>
            <Drawer.Header {...headerProps}>
              <Drawer.Title>{t('panel.title')}</Drawer.Title>
              <Drawer.CloseButton aria-label={t('panel.close')} />
            </Drawer.Header>
            <Drawer.Body>
              {isOpen ? <NotificationPanel account={account} onClose={close} isFullHeight /> : null}
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      </>
    );
  }

  // The popover's target is the button itself (its aria attributes belong on a button).
  return indicator(
    <Popover
      opened={isOpen}
      onChange={setOpen}
      onDismiss={dismiss}
      position="bottom-end"
      shadow="md"
      withinPortal
      trapFocus={false}
      returnFocus
    >
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown p="xs" aria-label={t('panel.title')} role="dialog">
        {isOpen ? <NotificationPanel account={account} onClose={close} /> : null}
      </Popover.Dropdown>
    </Popover>,
  );
}
