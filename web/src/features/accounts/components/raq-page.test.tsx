import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

function stub(reminder: 'none' | 'expiring' | 'expired', expiresAt: string) {
  stubApi({
    'raq/loadAssessment': () => ({
      assessment: {
        status: 'approved',
        level: 3,
        score: 20,
        version: '2026-1',
        submittedAt: '2024-01-01T00:00:00.000Z',
        approvedAt: '2024-01-01T00:00:00.000Z',
        expiresAt,
      },
      reminder,
    }),
    'raq/loadQuestionnaire': () => ({ version: '2026-1', scaleQuestions: [], choiceQuestions: [] }),
  });
}

describe('/accounts/raq says how long the assessment holds (issue 10 §2)', () => {
  it('says an expired assessment expired, in red, and asks to retake it', async () => {
    stub('expired', '2026-01-01T00:00:00.000Z');
    renderApp({ path: '/accounts/raq', session: {} });
    const validity = await screen.findByTestId('raq-validity');
    expect(validity.textContent).toBe('Expired on 2026-01-01 — please retake');
    expect(validity.getAttribute('role')).toBe('alert');
    expect(screen.queryByText(/Valid until/)).toBeNull();
  });

  it('warns while expiring, and says until when otherwise', async () => {
    stub('expiring', '2026-12-10T00:00:00.000Z');
    const view = renderApp({ path: '/accounts/raq', session: {} });
    const expiring = await screen.findByTestId('raq-validity');
    expect(expiring.textContent).toBe('Expires on 2026-12-10 — please retake soon');
    expect(expiring.getAttribute('role')).toBe('status');
    view.unmount();
    stub('none', '2027-12-10T00:00:00.000Z');
    renderApp({ path: '/accounts/raq', session: {}, language: 'zh-HK' });
    expect((await screen.findByTestId('raq-validity')).textContent).toBe('有效期至 2027-12-10');
  });
});
