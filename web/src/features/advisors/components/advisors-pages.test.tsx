import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import {
  clientPageFixture,
  dashboardFixture,
  detailsFixture,
  expiredClient,
} from '../test-advisors';

const ADVISOR = { accountCode: 'A30001', role: 'advisor' } as const;
const MANAGER = { accountCode: 'M40001', role: 'manager' } as const;
const talks = { 'plan-talk/listThreads': () => ({ threads: [] }) };
const clientPage = { 'advisor/searchClients': () => clientPageFixture };

describe('the advisor dashboard (spec §2.12, issue 27 §1)', () => {
  it('shows the book’s figures, flags the expired assessment and lists both clients', async () => {
    const calls = stubApi({
      'advisor/loadDashboard': () => dashboardFixture,
      ...talks,
      ...clientPage,
    });
    renderApp({ path: '/advisors/dashboard', session: ADVISOR });
    const assets = await screen.findByTestId('kpi-assets', {}, { timeout: 5000 });
    expect(assets.textContent).toContain('HKD 1,322,567.50');
    expect(screen.getByTestId('kpi-clients').textContent).toContain('2');
    const attention = screen.getByTestId('attention');
    expect(within(attention).getByText('Risk assessment expired')).toBeTruthy();
    expect(within(attention).getByText('Expired 2026-10-01')).toBeTruthy();
    const clients = screen.getByTestId('clients');
    expect(await within(clients).findByText('C10001')).toBeTruthy();
    expect(within(clients).getByText('C10005')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Act for client C1000[15]$/ })).toHaveLength(2);
    expect(screen.getByText('HKD 10,000.00')).toBeTruthy();
    expect(screen.getByText('Settled')).toBeTruthy();
    expect(screen.getByText('USD 2,500.50')).toBeTruthy();
    // An advisor has no advisor filter: the book is its own.
    expect(screen.queryByLabelText('Advisor')).toBeNull();
    expect(calls.some((call) => call.name === 'advisor/listAdvisors')).toBe(false);
    // The first page of clients came with the dashboard: the book was valued once.
    expect(calls.some((call) => call.name === 'advisor/searchClients')).toBe(false);
  }, 40_000);

  it('acts for a client: opens the advisee session and lands on the fund portfolio', async () => {
    const calls = stubApi({
      'advisor/loadDashboard': () => dashboardFixture,
      ...talks,
      ...clientPage,
      'account/openAdviseeSession': () => ({ result: 'V' }),
    });
    const { user } = renderApp({ path: '/advisors/dashboard', session: ADVISOR });
    await user.click(
      await screen.findByRole('button', { name: 'Act for client C10005' }, { timeout: 5000 }),
    );
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The client’s account is not active, so no session can be opened for it.',
    );
    const sent = calls.find((call) => call.name === 'account/openAdviseeSession')?.input;
    expect(sent).toEqual({ accountCode: 'C10005' });
  }, 40_000);

  it('gives a manager an advisor filter and asks for that advisor’s part of the book', async () => {
    const calls = stubApi({
      'advisor/loadDashboard': () => dashboardFixture,
      'advisor/listAdvisors': () => ({
        advisors: [{ accountId: 3, accountCode: 'A30001', displayName: 'Yip Ka Lok', clients: 2 }],
      }),
      ...talks,
      ...clientPage,
    });
    const { user } = renderApp({ path: '/advisors/dashboard', session: MANAGER });
    const filter = await screen.findByLabelText('Advisor', {}, { timeout: 5000 });
    await screen.findByRole('option', { name: 'A30001 Yip Ka Lok (2 clients)' });
    await user.selectOptions(filter, '3');
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.name === 'advisor/loadDashboard' &&
            (call.input as { advisorAccountId?: number }).advisorAccountId === 3,
        ),
      ).toBe(true),
    );
    // The clients follow the filter, from the first page the advisor's dashboard brings.
    expect(calls.some((call) => call.name === 'advisor/searchClients')).toBe(false);
    // A manager reads its advisors' clients; it acts for none of them.
    expect(await screen.findByText('C10005')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Act for client/ })).toBeNull();
  }, 40_000);
});

describe('a large book on the dashboard', () => {
  it('says how many need attention beyond those listed, and pages the clients', async () => {
    const calls = stubApi({
      'advisor/loadDashboard': () => ({
        ...dashboardFixture,
        clientCount: 45,
        attentionCount: 31,
        clients: { ...clientPageFixture, total: 45 },
      }),
      ...talks,
      'advisor/searchClients': () => ({ ...clientPageFixture, total: 45 }),
    });
    const { user } = renderApp({ path: '/advisors/dashboard', session: ADVISOR });
    const more = await screen.findByTestId('attention-more', {}, { timeout: 5000 });
    expect(more.textContent).toContain('Showing the first 1 of 31.');
    expect(
      within(more).getByRole('link', { name: 'Find the rest in Advanced Search' }),
    ).toBeTruthy();
    const clients = screen.getByTestId('clients');
    await user.click(await within(clients).findByRole('button', { name: 'Page 3 of 3' }));
    await waitFor(() => {
      const last = calls.filter((call) => call.name === 'advisor/searchClients').at(-1)?.input;
      expect(last).toMatchObject({ offset: 40, limit: 20 });
    });
  }, 40_000);
});

describe('the advanced search (issue 27 §2)', () => {
  it('sends the typed code and shows only what the server answered', async () => {
    const calls = stubApi({
      'advisor/searchClients': (input) =>
        (input as { code?: string }).code === 'C10005'
          ? { total: 1, clients: [expiredClient] }
          : clientPageFixture,
    });
    const { user } = renderApp({ path: '/advisors/advancedSearch', session: ADVISOR });
    await user.type(await screen.findByLabelText('Client code', {}, { timeout: 5000 }), 'C10005');
    expect(await screen.findByText('1 client', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('C10001')).toBeNull();
    expect(screen.getByText('C10005')).toBeTruthy();
    const last = calls.filter((call) => call.name === 'advisor/searchClients').at(-1)?.input;
    expect(last).toMatchObject({ code: 'C10005', offset: 0, limit: 50, sort: 'code' });
  }, 40_000);
});

describe('a client’s details (issue 27 §3)', () => {
  it('shows the profile, portfolio, orders and notes, and adds a note', async () => {
    const calls = stubApi({
      'advisor/loadClient': () => detailsFixture(),
      'advisor/addNote': (input) => ({
        result: 'ok',
        note: {
          id: 2,
          clientCode: 'C10001',
          authorCode: 'A30001',
          authorName: 'Yip Ka Lok',
          text: (input as { text: string }).text,
          createdAt: '2026-11-27T03:00:00.000Z',
          isOwn: true,
        },
      }),
    });
    const { user } = renderApp({ path: '/advisors/details?client=C10001', session: ADVISOR });
    expect(
      await screen.findByRole('heading', { name: 'Client details: C10001' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('chan@example.com')).toBeTruthy();
    expect(screen.getByText('Allowed for you')).toBeTruthy();
    expect(
      within(screen.getByTestId('client-portfolio')).getByText('HKD 1,234,567.50'),
    ).toBeTruthy();
    expect(screen.getByText('Called about the HK equity fund.')).toBeTruthy();
    await user.type(screen.getByLabelText('New note'), 'Review in December.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('The note was added.')).toBeTruthy();
    const sent = calls.find((call) => call.name === 'advisor/addNote')?.input;
    expect(sent).toEqual({ clientCode: 'C10001', text: 'Review in December.' });
  }, 40_000);

  it('says a client outside the book is not in it, in Traditional Chinese', async () => {
    stubApi({ 'advisor/loadClient': () => ({ status: 403, body: { code: 'forbidden' } }) });
    renderApp({ path: '/advisors/details?client=C10002', session: ADVISOR, language: 'zh-HK' });
    expect(
      await screen.findByText('此客戶不在閣下的客戶名冊內。', {}, { timeout: 5000 }),
    ).toBeTruthy();
  }, 40_000);
});
