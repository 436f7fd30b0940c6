/** The bell: its unread count, kept live by the notification stream, and its highlight on a click. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { FakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render-app';
import { HIGHLIGHT_MS } from './bell-button';
import { EVERY_KIND, page, stubNotificationStream } from './notification-fixtures';

stubNotificationStream();

describe('the bell (spec §2.16, §4)', { timeout: 30_000 }, () => {
  it('shows the unread count of countNotifications, kept live by the stream', async () => {
    const calls = stubApi({ 'notification/countNotifications': () => ({ count: 3 }) });
    renderApp({ path: '/', session: {} });
    const bell = await screen.findByRole(
      'button',
      { name: 'Notifications, 3 new' },
      { timeout: 5000 },
    );
    expect(screen.getByTestId('notification-count').getAttribute('data-count')).toBe('3');
    expect(calls.find((call) => call.name === 'notification/countNotifications')?.input).toEqual({
      accountCode: 'C10001',
      status: 'unread',
      sinceLastQuery: true,
      source: 'gateway',
    });
    const stream = FakeEventSource.opened.at(-1);
    expect(stream?.url).toMatch(/\/api\/stream\/notifications\?session=/);
    stream?.emit('unread', { count: 5 });
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 5 new'));
    stream?.emit('unread', { count: 0 });
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications'));
  });

  it('highlights for one second after a click, and opening the list zeroes the count', async () => {
    stubApi({
      'notification/countNotifications': () => ({ count: 2 }),
      'notification/queryNotifications': () => page([EVERY_KIND.newDocument.row]),
    });
    renderApp({ path: '/', session: {} });
    const bell = await screen.findByRole(
      'button',
      { name: 'Notifications, 2 new' },
      { timeout: 5000 },
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(bell);
    expect(bell.hasAttribute('data-highlighted')).toBe(true);
    await screen.findByText('A new document is ready: C10001 daily statement 2026-11-19.');
    expect(bell.getAttribute('aria-label')).toBe('Notifications');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HIGHLIGHT_MS + 10);
    });
    expect(bell.hasAttribute('data-highlighted')).toBe(false);
  });

  it('rings for a Fos client too, counting with its source (issue 23 §8)', async () => {
    const calls = stubApi({ 'notification/countNotifications': () => ({ count: 1 }) });
    renderApp({ path: '/', session: { accountCode: 'F20001', source: 'fos' } });
    await screen.findByRole('button', { name: 'Notifications, 1 new' }, { timeout: 5000 });
    expect(calls.find((call) => call.name === 'notification/countNotifications')?.input).toEqual({
      accountCode: 'F20001',
      status: 'unread',
      sinceLastQuery: true,
      source: 'fos',
    });
  });
});
