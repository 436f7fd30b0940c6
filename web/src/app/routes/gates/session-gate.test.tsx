import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionsSnapshot, setCurrentSession } from '../../../lib/sessions';
import { stubApi } from '../../../test/api-stub';
import { renderApp, testBrand } from '../../../test/render-app';
import { signInForTest } from '../../../test/sessions';

const agreement = {
  type: 'first_login',
  language: 'en',
  title: 'Client Agreement',
  content: '<p>Terms <a href="javascript:alert(1)">here</a></p><script>alert(1)</script>',
  version: 1,
};

describe('area guards (spec §2.4-2.13, §6)', () => {
  it('sends a signed-out visitor of a funds page to login, but not of the comparer', async () => {
    const { router } = renderApp({ path: '/funds/portfolio' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/login'));
    expect(router.state.location.search).toBe('?source=gateway');
    const open = renderApp({ path: '/funds/comparer' });
    await screen.findByRole('heading', { name: 'Compare funds' });
    expect(open.router.state.location.pathname).toBe('/funds/comparer');
  });

  it('runs the funds gate in order: agreement, then forced change, then the page', async () => {
    const calls = stubApi({
      'legal-agreement/searchLegalAgreements': () => [agreement],
      'account/confirmAgreement': () => ({ confirmAgreementStatus: true }),
      'account/retrievePasswordRule': () => ({
        minimumLength: 8,
        maximumLength: 20,
        alphaNumeric: true,
        enhancedRule: false,
        requiredSatisfyRule: 0,
        requireBaseDigit: false,
        requireLowerCaseCharacter: false,
        requireUpperCaseCharacter: false,
        requireSpecialCharacter: false,
      }),
    });
    const { user } = renderApp({
      path: '/funds/dashboard',
      session: {
        accountCode: 'C10002',
        result: '1',
        agreementConfirmed: false,
        isForceChangePassword: true,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Client Agreement' })).toBeTruthy();
    // Sanitised on render (spec §5): the script is gone and the javascript: link lost its href.
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('here').getAttribute('href')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Force Change Password' })).toBeTruthy();
    expect(calls.find((call) => call.name === 'account/confirmAgreement')?.input).toEqual({
      accountCode: 'C10002',
      source: 'gateway',
    });
  });

  it('shows the "no agreement available" text on an empty list', async () => {
    stubApi({ 'legal-agreement/searchLegalAgreements': () => [] });
    renderApp({ path: '/funds/dashboard', session: { agreementConfirmed: false } });
    expect(
      await screen.findByText(
        'There is no agreement available at the moment. Please contact our customer service for further assistance.',
      ),
    ).toBeTruthy();
  });

  it('lets stocks in without the account steps, and sends crypto to a Fos login', async () => {
    const stocks = renderApp({ path: '/stocks/dashboard', session: { agreementConfirmed: false } });
    await screen.findByRole('heading', { level: 1, name: 'Stocks dashboard' }, { timeout: 5000 });
    expect(stocks.router.state.location.pathname).toBe('/stocks/dashboard');
    const crypto = renderApp({ path: '/cryptos/dashboard' });
    await waitFor(() => expect(crypto.router.state.location.search).toBe('?source=fos'));
  });

  it('acts with the session of the area’s source when the browser has one', async () => {
    const gateway = signInForTest();
    const fos = signInForTest({ source: 'fos', accountCode: 'F20001' });
    setCurrentSession(fos.sessionId);
    renderApp({ path: '/funds/dashboard' });
    await screen.findByRole('heading', { name: 'Funds dashboard' });
    expect(sessionsSnapshot().currentId).toBe(gateway.sessionId);
  });

  it('keeps users out of advisor pages and non-admins out of the admin area', async () => {
    const user = renderApp({ path: '/advisors/dashboard', session: { role: 'user' } });
    await waitFor(() => expect(user.router.state.location.pathname).toBe('/funds/dashboard'));
  });

  it('sends an advisor away from the admin area, to stocks when the brand has no funds', async () => {
    const brand = testBrand('default');
    const noFunds = { ...brand, features: { ...brand.features, fund: false } };
    const view = renderApp({
      brand: noFunds,
      path: '/admins/account',
      session: { role: 'advisor' },
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/stocks/dashboard'));
  });

  it('lets an admin into the admin area', async () => {
    stubApi({ 'admin-account/searchAccounts': () => ({ total: 0, accounts: [] }) });
    const view = renderApp({ path: '/admins', session: { role: 'admin', accountCode: 'S90001' } });
    await screen.findByRole('heading', { level: 1, name: 'Accounts' });
    expect(view.router.state.location.pathname).toBe('/admins/account');
  });
});
