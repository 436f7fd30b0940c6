import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n';
import { FatalErrorBoundary } from './fatal-error-boundary';

class LedgerError extends Error {
  override name = 'LedgerError';
}

function Broken(): never {
  throw new LedgerError('balances do not add up');
}

describe('fatal error screen (spec §8)', () => {
  it('shows a generic apology with the error name and message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <FatalErrorBoundary i18n={createI18n('en')}>
        <Broken />
      </FatalErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Sorry, something went wrong' })).toBeTruthy();
    expect(screen.getByText('LedgerError')).toBeTruthy();
    expect(screen.getByText(/balances do not add up/)).toBeTruthy();
  });
});
