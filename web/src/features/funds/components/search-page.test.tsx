import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { fundSummaryFixture } from '../test-display';

const desktopMedia = window.matchMedia.bind(window);
afterEach(() => {
  window.matchMedia = desktopMedia;
});

describe('fund search at phone width (issue 10 §6)', () => {
  it('folds the filters behind a button that counts the active ones, results first', async () => {
    window.matchMedia = (query: string) => ({ ...desktopMedia(query), matches: true });
    stubApi({ 'fund/searchFunds': () => ({ total: 1, funds: [fundSummaryFixture()] }) });
    const { user } = renderApp({ path: '/funds/selector' });
    const card = await screen.findByRole('listitem', {}, { timeout: 4000 });
    expect(card.textContent).toContain('USD 25.5000');
    expect(card.textContent).toContain('+12.50%');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    await user.selectOptions(screen.getByLabelText('Category'), 'equity');
    await user.type(screen.getByLabelText('Keyword'), 'tech');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();
  });
});
