import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderApp } from '../../test/render-app';
import { RouteError } from './route-error';

function renderFailingRoute(failure: unknown) {
  return renderApp({
    routes: [
      {
        path: '/',
        ErrorBoundary: RouteError,
        loader: () => {
          throw failure;
        },
        Component: () => null,
        HydrateFallback: () => null,
      },
    ],
  });
}

describe('route error screen (spec §2.14)', () => {
  it('shows the title and the error message', async () => {
    renderFailingRoute(new Error('The ledger is on fire'));
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
    expect(screen.getByText('The ledger is on fire')).toBeTruthy();
  });

  it('wraps a long message instead of widening the page', async () => {
    const long = `Failed to fetch ${'https://example.com/portal/assets/'.repeat(6)}index.js`;
    renderFailingRoute(new Error(long));
    const detail = await screen.findByText(long);
    expect(detail.style.overflowWrap).toBe('anywhere');
    expect(detail.style.whiteSpace).toBe('pre-wrap');
  });

  it('shows the status and status text of an HTTP-like error', async () => {
    renderFailingRoute(data(null, { status: 403, statusText: 'Forbidden' }));
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
    expect(screen.getByText('403 Forbidden')).toBeTruthy();
  });

  it('turns an API error code into text in the current language', async () => {
    renderFailingRoute(new ApiError(429, 'rate_limited'));
    expect(
      await screen.findByText('Too many requests. Please wait a moment and try again.'),
    ).toBeTruthy();
  });
});
