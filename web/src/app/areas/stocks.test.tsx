import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

/** The links of the page's own area menu, in order. */
async function areaLinks(name: string): Promise<(string | null)[]> {
  const nav = await screen.findByRole('navigation', { name }, { timeout: 5000 });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the stocks area (spec §2.5)', () => {
  it('links IPO and corporate actions from every stocks page, those two included (issue 31 §1)', async () => {
    stubApi({
      'ipo/searchIpos': () => ({ ipos: [], tradePasswordRequired: false }),
      'ipo/searchIpoApplications': () => ({ applications: [] }),
      'corporate-action/searchCorporateActions': () => ({ events: [] }),
    });
    const expected = [
      'Dashboard',
      'Portfolio',
      'Order',
      'History',
      'Documents',
      'IPO',
      'Corporate Actions',
    ];
    const { router } = renderApp({ path: '/stocks/ipo', session: {} });
    expect(await areaLinks('Stocks pages')).toEqual(expected);
    await router.navigate('/stocks/corporateAction');
    expect(
      await screen.findByRole('heading', { name: 'Corporate actions', level: 1 }),
    ).toBeTruthy();
    expect(await areaLinks('Stocks pages')).toEqual(expected);
  });
});
