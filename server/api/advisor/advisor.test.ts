import { describe, expect, it } from 'vitest';
import type { CallName, CallOutput } from '../../../shared/contracts/index';
import { cookiesOf, post, signIn, type BrowserSession } from '../../test/auth-client';
import { useAdminTestApp } from '../../test/admin-test-kit';
import { DASHBOARD_CLIENT_PAGE } from '../../../shared/domain/advisor-book';

/**
 * The advisor workspace through HTTP (issue 27): the book boundary of every advisor call as an
 * advisor, a manager, an admin, a client and an advisee session; the search's filters and CSV;
 * notes private to their author and read-only to the manager.
 */

const { state, postAs, admin, createAccount, signInHolder } = useAdminTestApp();

type Dashboard = CallOutput<'advisor/loadDashboard'>;

const codesOf = (clients: readonly { accountCode: string }[]) =>
  clients.map((client) => client.accountCode);

async function callOk<N extends CallName>(session: BrowserSession, name: N, input: object) {
  const reply = await postAs(session, name, input);
  expect([name, reply.statusCode, reply.statusCode === 200 ? '' : reply.body]).toEqual([
    name,
    200,
    '',
  ]);
  return reply.json<CallOutput<N>>();
}

async function expectForbidden(session: BrowserSession, name: CallName, input: object) {
  const reply = await postAs(session, name, input);
  expect([name, reply.statusCode, reply.json()]).toEqual([name, 403, { code: 'forbidden' }]);
}

/** An advisee session of C10001 opened from A30001's session. */
async function adviseeSession(advisor: BrowserSession): Promise<BrowserSession> {
  const reply = await post(
    state.t.app,
    'account/openAdviseeSession',
    { accountCode: 'C10001' },
    advisor,
  );
  const body = reply.json<{ sessionId: string }>();
  return { sessionId: body.sessionId, cookies: { ...advisor.cookies, ...cookiesOf(reply) } };
}

/** Every advisor call naming `clientCode` (the calls without a client name none). */
const everyCall = (clientCode: string): [CallName, object][] => [
  ['advisor/listAdvisors', {}],
  ['advisor/loadDashboard', {}],
  ['advisor/searchClients', {}],
  ['advisor/exportClients', {}],
  ['advisor/loadClient', { clientCode }],
  ['advisor/addNote', { clientCode, text: 'Called about the switch.' }],
];

describe('who may use the advisor calls', () => {
  it('refuses a client and an advisee session every call (403)', async () => {
    const advisor = await signIn(state.t.app, 'A30001');
    const sessions = {
      client: await signIn(state.t.app, 'C10001'),
      advisee: await adviseeSession(advisor),
    };
    for (const session of Object.values(sessions)) {
      for (const [name, input] of everyCall('C10001')) await expectForbidden(session, name, input);
    }
  });

  it('gives an advisor its own clients only: another client is 403 and nothing', async () => {
    const advisor = await signIn(state.t.app, 'A30001');
    const dashboard = await callOk(advisor, 'advisor/loadDashboard', {});
    expect(dashboard.clientCount).toBe(2);
    const search = await callOk(advisor, 'advisor/searchClients', {});
    expect(codesOf(search.clients)).toEqual(['C10001', 'C10005']);
    // The dashboard brings the search's first page, so opening it values the book once.
    expect(dashboard.clients).toEqual(search);
    const { advisors } = await callOk(advisor, 'advisor/listAdvisors', {});
    expect(codesOf(advisors)).toEqual(['A30001']);
    for (const [name, input] of everyCall('C10002').slice(4)) {
      await expectForbidden(advisor, name, input);
    }
    await expectForbidden(advisor, 'advisor/loadClient', { clientCode: 'A30001' });
    await expectForbidden(advisor, 'advisor/loadClient', { clientCode: 'NOBODY' });
    const other = await createAccount({ role: 'advisor' });
    for (const name of ['advisor/loadDashboard', 'advisor/searchClients'] as const) {
      await expectForbidden(advisor, name, { advisorAccountId: other.accountId });
    }
    const details = await callOk(advisor, 'advisor/loadClient', { clientCode: 'c10001' });
    expect(details.client).toMatchObject({ accountCode: 'C10001', canInstructStocks: true });
    expect(details.mayAddNote).toBe(true);
    // The client's own cash movements, the opening HKD deposit among them, with running balances.
    const hkd = details.cashMovements.filter((movement) => movement.currency === 'HKD');
    expect(hkd.length).toBeGreaterThan(0);
    expect(hkd.every((movement) => /^-?\d+(\.\d+)?$/.test(movement.balance))).toBe(true);
    expect(details.cashMovements.some((movement) => movement.type === 'D')).toBe(true);
  });

  it('gives a manager the clients of the advisors it manages, and an admin every client', async () => {
    const manager = await signIn(state.t.app, 'M40001');
    expect(codesOf((await callOk(manager, 'advisor/searchClients', {})).clients)).toEqual([
      'C10001',
      'C10005',
    ]);
    expect((await callOk(manager, 'advisor/loadDashboard', {})).clientCount).toBe(2);
    const { advisors } = await callOk(manager, 'advisor/listAdvisors', {});
    const a30001 = advisors.find((advisor) => advisor.accountCode === 'A30001');
    expect(a30001).toMatchObject({ clients: 2 });
    const filtered = await callOk(manager, 'advisor/searchClients', {
      advisorAccountId: a30001?.accountId,
    });
    expect(codesOf(filtered.clients)).toEqual(['C10001', 'C10005']);
    const stranger = await createAccount({ role: 'advisor' });
    await expectForbidden(manager, 'advisor/loadDashboard', {
      advisorAccountId: stranger.accountId,
    });
    await expectForbidden(manager, 'advisor/loadClient', { clientCode: 'C10002' });
    const details = await callOk(manager, 'advisor/loadClient', { clientCode: 'C10005' });
    expect(details.client.canInstructStocks).toBe(false);
    expect(details.mayAddNote).toBe(false);
    // A book larger than the dashboard's page: the demo book's clients and fresh ones (made by
    // the kit's own admin session, so this one signs in after).
    for (let count = 0; count <= DASHBOARD_CLIENT_PAGE; count += 1) await createAccount();
    const admin = await signIn(state.t.app, 'S90001');
    const all = await callOk(admin, 'advisor/searchClients', { limit: 200 });
    const whole = await callOk(admin, 'advisor/loadDashboard', {});
    expect(whole.clientCount).toBe(all.total);
    // Never more than a page of clients, however large the book: the next pages are the search's.
    expect(whole.clients.total).toBe(all.total);
    expect(whole.clients.clients).toEqual(all.clients.slice(0, DASHBOARD_CLIENT_PAGE));
    expect(codesOf(all.clients)).toEqual(expect.arrayContaining(['C10001', 'C10002', 'C10005']));
    expect(codesOf(all.clients)).not.toContain('A30001');
    await callOk(admin, 'advisor/loadClient', { clientCode: 'C10002' });
  });
});

describe('the dashboard', () => {
  it('flags C10005’s expired assessment and values C10001’s cash, funds and stocks', async () => {
    const advisor = await signIn(state.t.app, 'A30001');
    const dashboard: Dashboard = await callOk(advisor, 'advisor/loadDashboard', {});
    const c10005 = dashboard.attention.find((item) => item.accountCode === 'C10005');
    expect(c10005?.reasons).toContain('assessmentExpired');
    const { clients } = await callOk(advisor, 'advisor/searchClients', {});
    expect(clients.find((c) => c.accountCode === 'C10005')?.assessmentState).toBe('expired');
    const c10001 = clients.find((client) => client.accountCode === 'C10001');
    expect(c10001?.chineseName).toBe('陳大文');
    // The same figure as the portfolio's funds, stocks and cash of C10001's Gateway account.
    const portfolio = await callOk(advisor, 'portfolio/loadPortfolio', { accountCode: 'C10001' });
    const expected = portfolio.tabs
      .filter((tab) => ['funds', 'stocks', 'balances'].includes(tab.key))
      .flatMap((tab) => tab.accounts.filter((account) => account.accountCode === 'C10001'))
      .reduce((sum, account) => sum + Number(account.value), 0);
    expect(Math.abs(Number(c10001?.assets) - expected)).toBeLessThan(0.1);
    expect(Number(dashboard.assetsUnderAdvice)).toBeGreaterThanOrEqual(Number(c10001?.assets));
  });
});

describe('the advanced search', () => {
  it('filters by code, name, assessment, holdings and assets, sorts and pages', async () => {
    const advisor = await signIn(state.t.app, 'A30001');
    const search = async (input: object) =>
      codesOf((await callOk(advisor, 'advisor/searchClients', input)).clients);
    expect(await search({ code: 'c10005' })).toEqual(['C10005']);
    expect(await search({ name: '大文' })).toEqual(['C10001']);
    expect(await search({ name: 'lam mei' })).toEqual(['C10005']);
    expect(await search({ assessmentStates: ['expired'] })).toEqual(['C10005']);
    expect(await search({ fundCode: 'VH-HK-EQUITY' })).toEqual(['C10001']);
    expect(await search({ stockSymbol: '00700' })).toEqual(['C10001']);
    expect(await search({ fundCode: 'NO-SUCH-FUND' })).toEqual([]);
    const { clients } = await callOk(advisor, 'advisor/searchClients', {});
    const small = clients.find((client) => client.accountCode === 'C10005')?.assets ?? '0';
    expect(await search({ minAssets: String(Number(small) + 1) })).toEqual(['C10001']);
    expect(await search({ maxAssets: small })).toEqual(['C10005']);
    expect(await search({ minAssets: '999999999999' })).toEqual([]);
    expect(await search({ sort: 'assets', direction: 'desc' })).toEqual(['C10001', 'C10005']);
    expect(await search({ sort: 'code', direction: 'desc' })).toEqual(['C10005', 'C10001']);
    const page = await callOk(advisor, 'advisor/searchClients', { offset: 1, limit: 1 });
    expect(page).toMatchObject({ total: 2 });
    expect(codesOf(page.clients)).toEqual(['C10005']);
    const bad = await postAs(advisor, 'advisor/searchClients', { assessmentStates: ['soon'] });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the matches as CSV', async () => {
    const advisor = await signIn(state.t.app, 'A30001');
    const reply = await postAs(advisor, 'advisor/exportClients', { code: 'C10005' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    const lines = reply.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"C10005"');
  });
});

describe('notes', () => {
  it('keeps an advisor’s notes to itself; the manager reads them, writes none', async () => {
    const advisor = await signIn(state.t.app, 'A30001');
    const added = await callOk(advisor, 'advisor/addNote', {
      clientCode: 'C10001',
      text: 'Wants to review the bond fund.',
    });
    expect(added).toMatchObject({ result: 'ok', note: { authorCode: 'A30001', isOwn: true } });
    const own = await callOk(advisor, 'advisor/loadClient', { clientCode: 'C10001' });
    expect(own.notes[0]).toMatchObject({ text: 'Wants to review the bond fund.', isOwn: true });
    const manager = await signIn(state.t.app, 'M40001');
    const read = await callOk(manager, 'advisor/loadClient', { clientCode: 'C10001' });
    expect(read.notes.map((note) => note.text)).toContain('Wants to review the bond fund.');
    expect(read.notes.every((note) => !note.isOwn)).toBe(true);
    const refused = await callOk(manager, 'advisor/addNote', { clientCode: 'C10001', text: 'x' });
    expect(refused).toEqual({ result: 'not_own_client', note: null });
    // A second advisor of the same client sees none of A30001's notes.
    const second = await createAccount({ role: 'advisor' });
    const [client] = (await admin('admin-account/searchAccounts', { code: 'C10001' })).accounts;
    await admin('admin-account/linkAdvisor', {
      advisorAccountId: second.accountId,
      clientAccountId: client?.accountId ?? 0,
      canInstructStocks: false,
    });
    const secondSession = await signInHolder(second.accountCode);
    const theirs = await callOk(secondSession, 'advisor/loadClient', { clientCode: 'C10001' });
    expect(theirs.notes).toEqual([]);
    const empty = await postAs(advisor, 'advisor/addNote', { clientCode: 'C10001', text: '  ' });
    expect(empty.statusCode).toBe(400);
  });
});
