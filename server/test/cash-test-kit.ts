import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../shared/contracts/index';
import { hongKongDate, nextBusinessDay } from '../../shared/domain/business-calendar';
import { toDecimal } from '../../shared/domain/decimal';
import { cutOffInstant } from '../../shared/domain/fund-dealing';
import { cashJobHandlers } from '../backoffice/gateway/cash/cash-steps';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../backoffice/core/books/ledger.repository';
import { runDueJobs } from '../jobs/job-runner';
import { DEMO_TRADE_PASSWORD } from '../seed/demo-sign-in';
import { createAuthTestApp, post, signIn, type AuthTestApp } from './auth-client';

/**
 * The shared set-up of the cash service's HTTP tests (cash-*.test.ts, issue 13) on the demo book,
 * with a moved clock: the app, calls as an account or the admin, the cash jobs, balances, and
 * deposits (bank transfer or eDDA) and withdrawals (normal or FPS) of C10001.
 */

/** The state `useCashTestApp` fills before the tests run. */
type State = { t: AuthTestApp };

export const plus = (a: string, b: string) => toDecimal(a).add(b).toFixed();

export const png = () => {
  const bytes = Buffer.alloc(64);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes.toString('base64');
};

/**
 * Opens the app before a file's tests (each test on a fresh business morning) and checks the
 * books and closes it after; answers the helpers. With `isAppPerTest`, each test gets an app of
 * its own, for tests of what is queued or told once for the whole book (a job, a statement
 * notice), which one test's run would otherwise leave to the next.
 */
export function useCashTestApp(options: { isAppPerTest?: boolean } = {}) {
  const state = {} as State;
  let keyCount = 0;
  const key = () => `cash-test-${(keyCount += 1)}`;

  async function callAs<N extends CallName>(
    accountCode: string,
    name: N,
    input: CallInput<N>,
  ): Promise<CallOutput<N>> {
    const reply = await post(state.t.app, name, input, await signIn(state.t.app, accountCode));
    expect([name, reply.statusCode, reply.statusCode === 200 ? '' : reply.body]).toEqual([
      name,
      200,
      '',
    ]);
    return reply.json<CallOutput<N>>();
  }

  const call = <N extends CallName>(name: N, input: CallInput<N>) => callAs('C10001', name, input);
  const admin = (instructionId: number, decision: 'process' | 'accept' | 'reject') =>
    callAs('S90001', 'cash/decideInstruction', { instructionId, decision });
  const runJobs = () => runDueJobs(state.t.db, cashJobHandlers(), state.t.clock.now);

  async function cash(currency: string) {
    const { balances } = await call('balance/searchCashBalances', { accountCode: 'C10001' });
    const row = balances.find((balance) => balance.currency === currency);
    return {
      available: row?.available ?? '0',
      held: row?.holdFundAmount ?? '0',
      total: row?.total ?? '0',
    };
  }

  const deposit = (amount: string, extra: Partial<CallInput<'cash/placeDeposit'>> = {}) =>
    call('cash/placeDeposit', {
      accountCode: 'C10001',
      idempotencyKey: key(),
      method: 'bankTransfer',
      currency: 'HKD',
      amount,
      bankName: 'HSBC',
      proof: { fileName: 'slip.png', contentBase64: png() },
      ...extra,
    });

  /** Places an eDDA deposit of C10001 on its demo authorisation (or on `ddaReference`). */
  const eddaDeposit = (amount: string, ddaReference = 'DDA000000C10001') =>
    call('cash/placeEddaDeposit', {
      accountCode: 'C10001',
      idempotencyKey: key(),
      ddaReference,
      amount,
    });

  async function designatedId(currency: string) {
    const profile = await call('cash/loadCashProfile', { accountCode: 'C10001' });
    const account = profile.bankAccounts.find(
      (row) => row.identifierType === 'accountNumber' && row.currency === currency,
    );
    if (!account) throw new Error(`no designated ${currency} account`);
    return account.id;
  }

  const withdraw = async (
    amount: string,
    currency = 'HKD',
    tradePassword: string | null = DEMO_TRADE_PASSWORD,
  ) =>
    call('cash/placeWithdrawal', {
      accountCode: 'C10001',
      idempotencyKey: key(),
      method: 'normal',
      currency,
      amount,
      bankAccountId: await designatedId(currency),
      ...(tradePassword === null ? {} : { tradePassword }),
    });

  /** Places an FPS withdrawal of C10001 to its FPS account. */
  async function fpsWithdraw(amount: string, currency = 'HKD') {
    const profile = await call('cash/loadCashProfile', { accountCode: 'C10001' });
    const fps = profile.bankAccounts.find((row) => row.identifierType === 'fpsId');
    return call('cash/placeFpsWithdrawal', {
      accountCode: 'C10001',
      idempotencyKey: key(),
      currency,
      amount,
      bankAccountId: fps?.id ?? 0,
      tradePassword: DEMO_TRADE_PASSWORD,
    });
  }

  /** Moves the clock to a time of the next business day (Hong Kong). */
  function nextDayAt(time: string): string {
    const day = nextBusinessDay(hongKongDate(state.t.clock.now));
    state.t.clock.now = cutOffInstant(day, time);
    return day;
  }

  const [setUp, tearDown] = options.isAppPerTest ? [beforeEach, afterEach] : [beforeAll, afterAll];

  setUp(async () => {
    state.t = await createAuthTestApp();
    nextDayAt('10:00');
  });

  beforeEach(() => {
    // Each test starts on a fresh business morning: daily limits and quotes do not leak.
    nextDayAt('10:00');
  });

  tearDown(async () => {
    expect(await findUnbalancedJournals(state.t.db)).toEqual([]);
    expect(await findDriftingLedgerAccounts(state.t.db)).toEqual([]);
    await state.t.close();
  });

  return {
    state,
    key,
    callAs,
    call,
    admin,
    runJobs,
    cash,
    deposit,
    eddaDeposit,
    withdraw,
    fpsWithdraw,
    nextDayAt,
  };
}
