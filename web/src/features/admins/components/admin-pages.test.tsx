import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const ADMIN = { role: 'admin', accountCode: 'S90001' } as const;

/** An account as the admin calls answer it. */
function accountFixture(overrides: Record<string, unknown> = {}) {
  return {
    accountId: 7,
    accountCode: 'C20028',
    source: 'gateway',
    role: 'user',
    rank: 100,
    status: 'active',
    displayName: 'Lee Siu Ming',
    email: 'siu.ming@example.com',
    mobile: null,
    twoFactor: null,
    lastLoginAt: null,
    lastLoginStatus: null,
    createdAt: '2026-11-27T03:00:00.000Z',
    tradePasswordRequired: false,
    mustChangePassword: true,
    hasTotpSecret: false,
    signInFailures: 0,
    signInDelayedUntil: null,
    ...overrides,
  };
}

function accountPage(overrides: Record<string, unknown> = {}) {
  return {
    account: accountFixture(),
    sessions: [],
    advisees: [],
    advisors: [],
    audit: [
      {
        id: 1,
        occurredAt: '2026-11-27T03:00:00.000Z',
        kind: 'admin_action',
        action: 'status',
        actorCode: 'S90001',
        sessionId: null,
        clientAddress: '127.0.0.1',
        changes: [{ field: 'status', before: 'active', after: 'suspended' }],
      },
    ],
    assignableRoles: ['manager', 'advisor', 'user'],
    isReadOnly: false,
    ...overrides,
  };
}

/** A waiting deposit. */
const deposit = {
  kind: 'deposit',
  key: '12',
  accountId: 1,
  accountCode: 'C10001',
  holderName: 'Chan Tai Man',
  currency: 'HKD',
  amount: '1234.5',
  method: 'bankTransfer',
  bankName: 'HSBC',
  bankAccount: null,
  status: 'P',
  remark: null,
  hasProof: true,
  placedAt: '2026-11-27T03:00:00.000Z',
};

describe('the admin account pages (spec §2.13)', { timeout: 20_000 }, () => {
  it('lists accounts with role and rank, status and last login', async () => {
    stubApi({
      'admin-account/searchAccounts': () => ({
        total: 1,
        accounts: [
          accountFixture({
            accountCode: 'C10001',
            displayName: 'Chan Tai Man',
            lastLoginAt: '2026-11-27T02:00:00.000Z',
            lastLoginStatus: 'failure',
          }),
        ],
      }),
    });
    renderApp({ path: '/admins/account', session: ADMIN });
    const row = (await screen.findByText('C10001', undefined, { timeout: 5000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Client · rank 100')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('2026-11-27 10:00 (failed)')).toBeTruthy();
    expect(screen.getByText('1 account')).toBeTruthy();
  });

  it('offers only roles below the admin’s own, refuses a taken code, then opens the new account', async () => {
    let isTaken = true;
    const calls = stubApi({
      'admin-account/createAccount': () =>
        isTaken
          ? { result: 'duplicate_code', account: null }
          : { result: 'ok', account: accountFixture() },
      'admin-account/loadAccount': () => accountPage(),
    });
    const { user, router } = renderApp({ path: '/admins/account/add', session: ADMIN });
    const role = await screen.findByRole('combobox', { name: 'Role' }, { timeout: 5000 });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Manager', 'Advisor', 'Client']);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter 3 to 20 letters or digits.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'admin-account/createAccount')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Account code' }), 'C10001');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Lee Siu Ming');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('This account code is already taken. (duplicate_code)'),
    ).toBeTruthy();
    isTaken = false;
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { level: 1, name: 'Account C20028' });
    expect(router.state.location.pathname).toBe('/admins/account/7');
    expect(screen.getByText(/was created\. Its password was sent/)).toBeTruthy();
    const audit = screen.getByTestId('account-audit');
    expect(within(audit).getByText('Status changed')).toBeTruthy();
    expect(within(audit).getByText(/Active → Suspended/)).toBeTruthy();
  });

  it('shows an account it may not change read only', async () => {
    stubApi({
      'admin-account/loadAccount': () =>
        accountPage({ account: accountFixture({ role: 'admin', rank: 500 }), isReadOnly: true }),
    });
    renderApp({ path: '/admins/account/7', session: ADMIN });
    expect(await screen.findByTestId('read-only-note', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByTestId('account-security')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kick' })).toBeNull();
  });
});

describe('the operator’s queue', { timeout: 20_000 }, () => {
  it('rejects only with a reason, and accepts after saying what moves', async () => {
    const calls = stubApi({
      'admin-queue/searchQueue': () => ({
        total: 1,
        items: [deposit],
        counts: { deposit: 1, withdrawal: 0, edda: 0, bankAccount: 0 },
      }),
      'admin-queue/decideQueueItem': () => ({ result: 'ok', item: { ...deposit, status: 'A' } }),
    });
    const { user } = renderApp({ path: '/admins/queue', session: ADMIN });
    const row = (await screen.findByText('Deposit #12', undefined, { timeout: 5000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('HKD 1,234.50')).toBeTruthy();
    expect(within(row).getByText('Bank transfer')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Reject Deposit #12' }));
    const reject = await screen.findByRole('dialog');
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(within(reject).getByText('Enter a reason for the rejection.')).toBeTruthy();
    await user.click(within(reject).getByRole('button', { name: 'Go back' }));
    expect(calls.some((call) => call.name === 'admin-queue/decideQueueItem')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Accept Deposit #12' }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText(/Accept deposit #12 of HKD 1,234\.50 for C10001\?/),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('Deposit #12 was accepted; the client is notified.'),
    ).toBeTruthy();
    const decision = calls.find((call) => call.name === 'admin-queue/decideQueueItem');
    expect(decision?.input).toEqual({ kind: 'deposit', key: '12', decision: 'accept', reason: '' });
  });
});
