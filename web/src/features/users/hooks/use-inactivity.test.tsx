import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionsSnapshot } from '../../../lib/sessions';
import { storageKey } from '../../../lib/storage';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { inactivityPhase, markActivity } from '../inactivity';

/** A signed-in page (the advisor's dashboard; its own calls are not stubbed and fail quietly). */
const UNBUILT = '/advisors/dashboard';
const PAGE_HEADING = 'Advisor dashboard';
const ADVISOR = { accountCode: 'A30001', role: 'advisor' } as const;

const times = { inactivityKickTime: 30_000, inactivityReminderTime: 10_000 };
const reminderText =
  'You will be logged out soon due to inactivity. Please click the button to remain logged in.';
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setUp() {
  const calls = stubApi({
    'account/retrieveInactiveTimes': () => times,
    'account/touch': () => ({ lastActivityTime: new Date().toISOString() }),
    'account/accountLogout': () => ({ success: true }),
  });
  markActivity();
  const view = renderApp({ path: UNBUILT, session: ADVISOR, hasFakeTimers: true });
  return { ...view, calls };
}

describe('inactivity (spec §4, §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it('reads the phases from the kick and reminder times', () => {
    expect(inactivityPhase(19_999, times)).toBe('active');
    expect(inactivityPhase(20_000, times)).toBe('reminding');
    expect(inactivityPhase(30_000, times)).toBe('expired');
  });

  it('restarts the timer on activity before the warning', async () => {
    setUp();
    await screen.findByRole('heading', { name: PAGE_HEADING });
    await advance(15_000);
    fireEvent.mouseMove(window);
    await advance(15_000);
    expect(screen.queryByText(reminderText)).toBeNull();
    await advance(6_000);
    expect(await screen.findByText(reminderText)).toBeTruthy();
  });

  it('counts activity in another tab of the browser', async () => {
    setUp();
    await screen.findByRole('heading', { name: PAGE_HEADING });
    await advance(18_000);
    // Another tab writes the shared last activity.
    window.localStorage.setItem(
      storageKey('last-activity'),
      JSON.stringify({ value: Date.now(), expiresAt: Date.now() + 60_000 }),
    );
    await advance(5_000);
    expect(screen.queryByText(reminderText)).toBeNull();
  });

  it('warns, keeps the session on "Stay Logged In", then logs out at kick time with the notice', async () => {
    const { calls, user, router } = setUp();
    await screen.findByRole('heading', { name: PAGE_HEADING });
    await advance(21_000);
    expect(await screen.findByText(reminderText)).toBeTruthy();
    // Activity no longer counts once the warning shows.
    fireEvent.keyDown(window, { key: 'a' });
    await advance(2_000);
    expect(screen.getByText(reminderText)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    await waitFor(() => expect(screen.queryByText(reminderText)).toBeNull());
    expect(calls.some((call) => call.name === 'account/touch')).toBe(true);

    await advance(31_000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/inactiveLogout'));
    expect(calls.some((call) => call.name === 'account/accountLogout')).toBe(true);
    expect(sessionsSnapshot().sessions).toEqual([]);
    expect(
      await screen.findByText(
        'You have been logged out due to inactivity. Please log in again to continue.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/logged out due to inactivity/)).toBeNull();
  });

  it('does nothing further when the logout call fails', async () => {
    stubApi({
      'account/retrieveInactiveTimes': () => times,
      'account/accountLogout': () => ({ status: 500, body: { code: 'internal_error' } }),
    });
    markActivity();
    const { router } = renderApp({ path: UNBUILT, session: ADVISOR, hasFakeTimers: true });
    await screen.findByRole('heading', { name: PAGE_HEADING });
    await advance(32_000);
    expect(router.state.location.pathname).toBe(UNBUILT);
    expect(sessionsSnapshot().sessions).toHaveLength(1);
  });
});
