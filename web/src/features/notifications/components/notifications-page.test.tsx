/**
 * The /notifications page (its All, Unread and Read filters and Mark all as read), and the paging
 * and figure helpers behind the lists.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { nextPageParam } from '../api/notification';
import {
  EVERY_KIND,
  page,
  queries,
  row,
  stubNotificationStream,
  type Query,
} from './notification-fixtures';
import { placesOf } from './notification-text';

stubNotificationStream();

describe('/notifications (issue 14 §4)', { timeout: 30_000 }, () => {
  it('filters All, Unread and Read, and marks all read', async () => {
    const read = { ...EVERY_KIND.newDocument.row, status: 'read' as const };
    const unread = EVERY_KIND.cashRequest.row;
    const calls = stubApi({
      'notification/countNotifications': () => ({ count: 1 }),
      'notification/queryNotifications': (input) => {
        const { statuses } = input as Query;
        return page([unread, read].filter((item) => statuses.includes(item.status as 'read')));
      },
      'notification/markAllNotificationsRead': () => ({ success: true, changed: 1 }),
    });
    const { router } = renderApp({ path: '/notifications', session: {} });
    await screen.findByRole('heading', { name: 'Notifications' }, { timeout: 20_000 });
    const main = screen.getByRole('main');
    await within(main).findByText(EVERY_KIND.cashRequest.text, {}, { timeout: 5000 });
    expect(within(main).getByText(EVERY_KIND.newDocument.text)).toBeTruthy();

    fireEvent.click(within(main).getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications/unread'));
    await waitFor(() => expect(within(main).queryByText(EVERY_KIND.newDocument.text)).toBeNull());
    expect(within(main).getByText(EVERY_KIND.cashRequest.text)).toBeTruthy();

    fireEvent.click(within(main).getByRole('radio', { name: 'Read' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications/read'));
    await within(main).findByText(EVERY_KIND.newDocument.text);
    expect(within(main).queryByText(EVERY_KIND.cashRequest.text)).toBeNull();
    expect(queries(calls).map((query) => query.statuses)).toEqual(
      expect.arrayContaining([['read', 'unread'], ['unread'], ['read']]),
    );

    fireEvent.click(within(main).getByRole('button', { name: 'Mark all as read' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark all as read?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await within(main).findByText('Notifications marked as read: 1.', {}, { timeout: 5000 });
  });

  it('is not found under an unknown filter', async () => {
    stubApi({ 'notification/countNotifications': () => ({ count: 0 }) });
    renderApp({ path: '/notifications/everything', session: {} });
    expect(await screen.findByText('404', {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('paging and figures', () => {
  it('asks for the next page only after a full one, with the first page time', () => {
    const full = page(
      Array.from({ length: 20 }, (_, n) => row(n, 'plan')),
      'A',
    );
    expect(nextPageParam([full], 20)).toEqual({ pageIndex: 1, lastQueryTime: 'A' });
    expect(nextPageParam([full, page([row(1, 'plan')], 'B')], 20)).toBeUndefined();
    expect(nextPageParam([], 20)).toBeUndefined();
  });

  it('keeps the places a figure was sent with', () => {
    expect(placesOf('1500')).toBe(0);
    expect(placesOf('455.20')).toBe(1);
    expect(placesOf('9036.0825')).toBe(4);
  });
});
