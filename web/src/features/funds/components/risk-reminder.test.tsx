import { render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { stubApi } from '../../../test/api-stub';
import { RiskReminder } from './risk-reminder';

function renderReminder(
  reminder: string,
  expiresAt: string | null,
  client = new QueryClient(),
  isOnOrder = false,
) {
  stubApi({
    'raq/loadAssessment': () => ({
      assessment: {
        status: 'approved',
        level: 3,
        score: 20,
        version: 1,
        submittedAt: '2024-01-01T00:00:00.000Z',
        approvedAt: '2024-01-01T00:00:00.000Z',
        expiresAt,
      },
      reminder,
    }),
  });
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <RiskReminder
              accountCode="C10005"
              assessmentPath="/accounts/raq"
              isOnOrder={isOnOrder}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('risk assessment reminder (spec §4)', () => {
  it('is a red alert once the assessment has expired, linking to /accounts/raq', async () => {
    renderReminder('expired', '2026-01-01T00:00:00.000Z');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your risk assessment expired on 2026-01-01.');
    expect(alert.getAttribute('data-reminder')).toBe('expired');
    expect(
      screen.getByRole('link', { name: 'Go to the risk assessment' }).getAttribute('href'),
    ).toBe('/accounts/raq');
  });

  it('is a warning while expiring, and nothing otherwise', async () => {
    const expiring = renderReminder('expiring', '2026-12-10T00:00:00.000Z');
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('expires on 2026-12-10');
    expect(screen.queryByRole('alert')).toBeNull();
    expiring.unmount();
    const client = new QueryClient();
    renderReminder('none', '2027-12-10T00:00:00.000Z', client);
    // Only once the assessment has loaded does "nothing shown" mean anything.
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(client.getQueryCache().getAll()[0]?.state.status).toBe('success');
    expect(screen.queryByTestId('risk-reminder')).toBeNull();
  });

  it('on an order screen says the order cannot go ahead, missing or expired (issue 10 §2)', async () => {
    const missing = renderReminder('missing', null, new QueryClient(), true);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have no valid risk assessment. Complete one before you subscribe or switch.',
    );
    missing.unmount();
    renderReminder('expired', '2026-01-01T00:00:00.000Z', new QueryClient(), true);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your risk assessment expired on 2026-01-01. You cannot subscribe or switch until you retake it.',
    );
  });
});
