import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCurrentSession, storeAdviseeSession } from '../../../../lib/sessions';
import { stubApi } from '../../../../test/api-stub';
import { renderApp } from '../../../../test/render-app';
import { adviseeSession, signInForTest } from '../../../../test/sessions';

type State = { offeredAt: string | null; completedAt: string | null; shouldOffer: boolean };

function stub(state: State) {
  return stubApi({
    'tour/loadTourState': () => state,
    'tour/recordTour': (input) => {
      const { event } = input as { event: 'offered' | 'completed' };
      const now = '2026-11-26T02:00:00.000Z';
      return event === 'offered'
        ? { ...state, offeredAt: now, shouldOffer: false }
        : { ...state, offeredAt: state.offeredAt ?? now, completedAt: now, shouldOffer: false };
    },
  });
}

const recorded = (calls: ReturnType<typeof stub>) =>
  calls.filter((call) => call.name === 'tour/recordTour').map((call) => call.input);

describe('the portal tour (issue 25 §5)', { timeout: 30_000 }, () => {
  it('/accounts/tour walks the five stops and records the completion', async () => {
    const calls = stub({
      offeredAt: '2026-11-01T02:00:00.000Z',
      completedAt: null,
      shouldOffer: false,
    });
    const { user } = renderApp({ path: '/accounts/tour', session: { accountCode: 'C10001' } });
    expect(
      await screen.findByText('You have not taken the tour yet.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start the tour' }));
    const stops: string[] = [];
    for (let step = 1; step <= 5; step += 1) {
      const card = await screen.findByTestId('tour-card');
      expect(within(card).getByText(`Step ${step} of 5`)).toBeTruthy();
      stops.push(card.dataset.stop ?? '');
      await user.click(within(card).getByRole('button', { name: step === 5 ? 'Finish' : 'Next' }));
    }
    expect(stops).toEqual(['menu', 'portfolio', 'order', 'notifications', 'settings']);
    expect(screen.queryByTestId('tour-card')).toBeNull();
    expect(await screen.findByText(/You finished the tour/)).toBeTruthy();
    await waitFor(() =>
      expect(recorded(calls)).toEqual([{ accountCode: 'C10001', event: 'completed' }]),
    );
    expect(await screen.findByText('You last took the tour on 2026-11-26.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take the tour again' })).toBeTruthy();
  });

  it('ends on Escape without recording a completion, and goes back a stop', async () => {
    const calls = stub({ offeredAt: null, completedAt: null, shouldOffer: false });
    const { user } = renderApp({
      path: '/accounts/tour',
      session: { accountCode: 'C10001' },
      language: 'zh-HK',
    });
    await user.click(await screen.findByRole('button', { name: '開始導覽' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByTestId('tour-card').dataset.stop).toBe('portfolio');
    await user.click(screen.getByRole('button', { name: '上一步' }));
    expect(screen.getByTestId('tour-card').dataset.stop).toBe('menu');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('tour-card')).toBeNull();
    expect(recorded(calls)).toEqual([]);
  });

  it('is offered once after the first login: recorded as offered when shown, then dismissed', async () => {
    const calls = stub({ offeredAt: null, completedAt: null, shouldOffer: true });
    const { user } = renderApp({
      path: '/accounts/userSettings',
      session: { accountCode: 'C10001' },
    });
    const offer = within(await screen.findByTestId('tour-offer', {}, { timeout: 10_000 }));
    await waitFor(() =>
      expect(recorded(calls)).toEqual([{ accountCode: 'C10001', event: 'offered' }]),
    );
    // Still there once recorded: it waits for an answer.
    await user.click(offer.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByTestId('tour-offer')).toBeNull());
    expect(recorded(calls)).toEqual([{ accountCode: 'C10001', event: 'offered' }]);
  });

  it('taking the offer runs the tour where the client is', async () => {
    const calls = stub({ offeredAt: null, completedAt: null, shouldOffer: true });
    const { user } = renderApp({
      path: '/accounts/userSettings',
      session: { accountCode: 'C10001' },
    });
    const offer = within(await screen.findByTestId('tour-offer', {}, { timeout: 10_000 }));
    await user.click(offer.getByRole('button', { name: 'Take the tour' }));
    expect((await screen.findByTestId('tour-card')).dataset.stop).toBe('menu');
    expect(screen.queryByTestId('tour-offer')).toBeNull();
    expect(recorded(calls)).toEqual([{ accountCode: 'C10001', event: 'offered' }]);
  });

  it('is not offered again once offered', async () => {
    const calls = stub({
      offeredAt: '2026-11-01T02:00:00.000Z',
      completedAt: null,
      shouldOffer: false,
    });
    renderApp({ path: '/accounts/userSettings', session: { accountCode: 'C10001' } });
    await waitFor(
      () => expect(calls.some((call) => call.name === 'tour/loadTourState')).toBe(true),
      { timeout: 10_000 },
    );
    expect(screen.queryByTestId('tour-offer')).toBeNull();
  });

  it('is not offered to an advisor acting for a client (it is the client’s own)', async () => {
    const calls = stub({ offeredAt: null, completedAt: null, shouldOffer: true });
    const advisor = signInForTest({ accountCode: 'A30001', role: 'advisor' });
    setCurrentSession(storeAdviseeSession(adviseeSession(advisor, 'C10001')).sessionId);
    renderApp({ path: '/accounts/userSettings' });
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(calls.some((call) => call.name === 'tour/loadTourState')).toBe(false);
    expect(screen.queryByTestId('tour-offer')).toBeNull();
  });
});
