import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCurrentSession, storeAdviseeSession } from '../../lib/sessions';
import { stubApi } from '../../test/api-stub';
import { renderApp, testBrand } from '../../test/render-app';
import { adviseeSession, signInForTest } from '../../test/sessions';
import { cashFormStubs } from '../../features/cash/test-cash';

const withoutTopUp = (() => {
  const brand = testBrand('default');
  return { ...brand, features: { ...brand.features, cashTopUp: false, edda: false, fx: false } };
})();

describe('the cash area (spec §2.10)', () => {
  it('opens on the deposit request where top-up is on', async () => {
    stubApi(cashFormStubs());
    const { router } = renderApp({ path: '/cashes', session: {} });
    expect(
      await screen.findByRole('heading', { name: 'Deposit', level: 1 }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cashes/request');
  });

  it('lists every cash page of the menu on the page, eDDA and FPS included (issue 31 §1)', async () => {
    stubApi({
      ...cashFormStubs(),
      'cash/searchCashMovements': () => ({ total: 0, movements: [] }),
    });
    renderApp({ path: '/cashes/movement', session: {} });
    const nav = await screen.findByRole('navigation', { name: 'Cash pages' }, { timeout: 5000 });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Cash Movement',
      'Deposit',
      'Withdraw',
      'History',
      'eDDA Deposit',
      'FPS Withdrawal',
      'Currency Exchange',
    ]);
  });

  it('opens on the movements without top-up, and has no exchange then', async () => {
    stubApi({
      ...cashFormStubs(),
      'cash/searchCashMovements': () => ({ total: 0, movements: [] }),
    });
    const { router } = renderApp({ brand: withoutTopUp, path: '/cashes', session: {} });
    expect(
      await screen.findByRole('heading', { name: 'Cash movements' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cashes/movement');
    expect(
      await screen.findByText(/No cash movements match these filters/, undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Currency Exchange' })).toBeNull();
    await router.navigate('/cashes/exchange');
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('shows an advisor acting for a client the movements but not the money pages (spec §6)', async () => {
    stubApi({
      ...cashFormStubs(),
      'cash/searchCashMovements': () => ({ total: 0, movements: [] }),
    });
    const advisor = signInForTest({ accountCode: 'A30001', role: 'advisor' });
    setCurrentSession(storeAdviseeSession(adviseeSession(advisor, 'C10001')).sessionId);
    const { router } = renderApp({ path: '/cashes/exchange' });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Not available while acting for a client' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    await router.navigate('/cashes/movement');
    expect(
      await screen.findByRole('heading', { name: 'Cash movements' }, { timeout: 5000 }),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Cash pages' });
    expect(within(nav).getByRole('link', { name: 'History' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Currency Exchange' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Withdraw' })).toBeNull();
  });

  it('opens on the movements, not the deposit notice, for an advisor acting for a client', async () => {
    stubApi({
      ...cashFormStubs(),
      'cash/searchCashMovements': () => ({ total: 0, movements: [] }),
    });
    const advisor = signInForTest({ accountCode: 'A30001', role: 'advisor' });
    setCurrentSession(storeAdviseeSession(adviseeSession(advisor, 'C10001')).sessionId);
    const { router } = renderApp({ path: '/cashes' });
    expect(
      await screen.findByRole('heading', { name: 'Cash movements' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cashes/movement');
  });
});
