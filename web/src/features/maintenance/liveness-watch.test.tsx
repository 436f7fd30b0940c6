import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage, reloadPage } from '../../lib/page';
import { renderApp, testBrand } from '../../test/render-app';

vi.mock('../../lib/page', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));

type Answer = { serverId: string } | 'down';

/** fetch answering the liveness call from a script that the test changes as it goes. */
function scriptServer(initial: Answer) {
  const server = { answer: initial };
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      server.answer === 'down'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(Response.json(server.answer)),
    ),
  );
  return server;
}

beforeAll(async () => {
  // Load the route modules up front: under fake timers the app must mount without real I/O.
  await Promise.all([
    import('../../app/routes/home'),
    import('../../app/routes/not-found'),
    import('../../app/routes/users/login'),
    import('../../app/routes/funds/dashboard'),
  ]);
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(loadPage).mockClear();
  vi.mocked(reloadPage).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/**
 * Waits until the first page is on screen. React commits the lazy route's transition on its own
 * (real) timers, so this waits in real time; vi.waitFor nudges the fake clock by a few ms per
 * check, which is well inside the 1 s before the first poll.
 */
async function shown(isShown: () => boolean) {
  await vi.waitFor(
    () => {
      if (!isShown()) throw new Error('page not shown yet');
    },
    { timeout: 5_000, interval: 5 },
  );
}

// The first page, not the loading frame before it (`main[aria-busy]`, whose logo has text too).
const mounted = () =>
  shown(() => Boolean(document.querySelector('main:not([aria-busy="true"])')?.textContent));
const maintenanceShown = () => shown(() => screen.queryByRole('status') !== null);

describe('liveness watch (spec §2.3, §4)', () => {
  it('goes to /maintenance when the check fails and back to /funds/dashboard on recovery', async () => {
    const server = scriptServer({ serverId: 'server-1' });
    // Signed in, so the index shows the home page and the funds dashboard lets them in.
    const { router } = renderApp({ session: {} });
    await mounted();
    await tick(1_000);
    expect(router.state.location.pathname).toBe('/');

    server.answer = 'down';
    await tick(1_000);
    expect(router.state.location.pathname).toBe('/maintenance');
    await maintenanceShown();

    // The maintenance page polls from the start of the schedule: 1 s.
    server.answer = { serverId: 'server-1' };
    await tick(1_000);
    expect(router.state.location.pathname).toBe('/funds/dashboard');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('keeps the spec §9 schedule on /maintenance, and polls within 1 s when the browser is back online', async () => {
    const server = scriptServer({ serverId: 'server-1' });
    const { router } = renderApp({ session: {} });
    await mounted();
    await tick(1_000);
    server.answer = 'down';
    await tick(1_000);
    await maintenanceShown();
    // 1 s three times, 5 s seven times: after 38 s the gaps are 30 s.
    await tick(38_000);
    server.answer = { serverId: 'server-1' };
    await tick(1_000);
    expect(router.state.location.pathname).toBe('/maintenance');
    // Never later than the schedule's next poll...
    await tick(29_000);
    expect(router.state.location.pathname).toBe('/funds/dashboard');

    // ...and at once when the browser says the network is back.
    server.answer = 'down';
    await tick(1_000);
    await maintenanceShown();
    await tick(60_000);
    server.answer = { serverId: 'server-1' };
    act(() => void window.dispatchEvent(new Event('online')));
    await tick(1_000);
    expect(router.state.location.pathname).toBe('/funds/dashboard');
  });

  it('recovers to / when the brand has neither funds nor stocks (lotus)', async () => {
    const server = scriptServer('down');
    const { router } = renderApp({ brand: testBrand('lotus'), path: '/cashes' });
    await mounted();
    await tick(1_000);
    expect(router.state.location.pathname).toBe('/maintenance');
    await maintenanceShown();
    server.answer = { serverId: 'server-1' };
    await tick(1_000);
    expect(router.state.location.pathname).toBe('/');
  });

  it('loads the recovery page afresh when the server came back with another id', async () => {
    const server = scriptServer({ serverId: 'server-1' });
    renderApp();
    await mounted();
    await tick(1_000);
    server.answer = 'down';
    await tick(1_000);
    await maintenanceShown();
    server.answer = { serverId: 'server-2' };
    await tick(1_000);
    expect(loadPage).toHaveBeenCalledWith('/funds/dashboard');
  });

  it('reloads the page when the server id changes while the app is up', async () => {
    const server = scriptServer({ serverId: 'server-1' });
    renderApp();
    await mounted();
    await tick(1_000);
    expect(reloadPage).not.toHaveBeenCalled();
    server.answer = { serverId: 'server-2' };
    await tick(1_000);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('gives each request 30 s, then treats it as failed', async () => {
    // jsdom's AbortSignal.timeout runs on its own clock, so the test holds the signal itself.
    const timeout = new AbortController();
    const timeoutSpy = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timeout.signal);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
          }),
      ),
    );
    const { router } = renderApp({ session: {} });
    await mounted();
    await tick(1_000);
    expect(timeoutSpy).toHaveBeenCalledWith(30_000);
    expect(router.state.location.pathname).toBe('/');

    timeout.abort(new DOMException('signal timed out', 'TimeoutError'));
    await tick(0);
    expect(router.state.location.pathname).toBe('/maintenance');
  });
});
