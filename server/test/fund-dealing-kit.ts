import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../shared/contracts/index';
import {
  addCalendarDays,
  hongKongDate,
  isBusinessDay,
} from '../../shared/domain/business-calendar';
import { cutOffInstant } from '../../shared/domain/fund-dealing';
import { fundDealingHandlers } from '../backoffice/gateway/funds/fund-dealing.job';
import { runDueJobs } from '../jobs/job-runner';
import { createSimulatedMarketData } from '../areas/simulated-market-data';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../backoffice/core/books/ledger.repository';
import { DEMO_TRADE_PASSWORD } from '../seed/demo-sign-in';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from './auth-client';

/**
 * One app for a file of fund-dealing tests (issue 4 §3), shared by its tests but nothing else:
 * each test starts at 10:00 on the dealing day with every earlier order dealt and settled (the
 * books checked balanced after it), and places the orders it reads itself.
 */
export function useFundDealingApp() {
  let t: AuthTestApp;
  let dealingDay: string;
  const sessions = new Map<string, BrowserSession>();

  beforeAll(async () => {
    t = await createAuthTestApp();
    dealingDay = addCalendarDays(hongKongDate(t.clock.now), 1);
    while (!isBusinessDay(dealingDay)) dealingDay = addCalendarDays(dealingDay, 1);
  });

  beforeEach(() => {
    t.clock.now = at(dealingDay, '10:00');
    sessions.clear();
  });

  afterEach(async () => {
    // Whatever the test left pending deals and settles now, so the next test's job counts, holds
    // and positions are its own; the books balance after every test.
    t.clock.now = at(addCalendarDays(dealingDay, 28), '10:00');
    await deal();
    expect(await findDriftingLedgerAccounts(t.db)).toEqual([]);
    expect(await findUnbalancedJournals(t.db)).toEqual([]);
  });

  afterAll(async () => {
    await t.close();
  });

  const at = (date: string, time: string) => cutOffInstant(date, time);

  /** The value, or a failed test when it is missing. */
  function defined<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) throw new Error('expected a value');
    return value;
  }

  async function deal() {
    const feed = createSimulatedMarketData({ clock: t.clock.read }).funds;
    return runDueJobs(
      t.db,
      fundDealingHandlers({ funds: feed, brand: t.config.brand }),
      t.clock.now,
    );
  }

  /** A session opened at the clock's present (tokens last 15 minutes and the clock jumps days). */
  async function sessionOf(accountCode: string): Promise<BrowserSession> {
    const key = `${accountCode}@${t.clock.now.getTime()}`;
    const found = sessions.get(key) ?? (await signIn(t.app, accountCode));
    sessions.set(key, found);
    return found;
  }

  async function call<N extends CallName>(
    name: N,
    input: CallInput<N>,
    accountCode = 'C10001',
  ): Promise<CallOutput<N>> {
    const reply = await post(t.app, name, input, await sessionOf(accountCode));
    expect([name, reply.statusCode]).toEqual([name, 200]);
    return reply.json<CallOutput<N>>();
  }

  const subscribe = (
    key: string,
    fundId: string,
    amount: string,
    extra: { tradePassword?: string; hasAcknowledgedRisk?: boolean } = {},
  ) =>
    call('fund-order/placeSubscription', {
      accountCode: 'C10001',
      idempotencyKey: key,
      fundId,
      amount,
      tradePassword: DEMO_TRADE_PASSWORD,
      ...extra,
    });

  const timeline = (orderId: number) =>
    call('fund-order/loadOrderTimeline', { accountCode: 'C10001', orderId });

  const change = (
    fromStatus: string | null,
    status: string,
    letter: string | null,
    when: Date,
  ) => ({
    fromStatus,
    status,
    statusLetter: letter,
    reasonCode: null,
    at: when.toISOString(),
  });

  const cash = async (currency: string) => {
    const { balances } = await call('balance/searchCashBalances', { accountCode: 'C10001' });
    return defined(balances.find((row: { currency: string }) => row.currency === currency));
  };

  /** A subscription of HKD 20,000 to the money market fund, placed at the clock's time. */
  async function placeSubscription(key: string) {
    return defined((await subscribe(key, 'VH-HKD-MMF', '20000')).orders[0]);
  }

  /** Moves the clock past the dealing day's cut-off and deals: answers how many jobs ran. */
  async function dealAfterCutOff(): Promise<number> {
    t.clock.now = at(dealingDay, '16:31');
    return deal();
  }

  /** Moves the clock a week past the dealing day, when its subscriptions settle, and deals. */
  async function dealAWeekOn(): Promise<number> {
    t.clock.now = at(addCalendarDays(dealingDay, 7), '10:00');
    return deal();
  }

  return {
    /** The app, its database and its clock. */
    get t() {
      return t;
    },
    /** The business day after the app's start, when every test's orders deal. */
    get dealingDay() {
      return dealingDay;
    },
    at,
    defined,
    deal,
    sessionOf,
    call,
    subscribe,
    timeline,
    change,
    cash,
    placeSubscription,
    dealAfterCutOff,
    dealAWeekOn,
  };
}
