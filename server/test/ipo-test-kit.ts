import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../shared/contracts/index';
import { toDecimal } from '../../shared/domain/decimal';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../backoffice/core/books/ledger.repository';
import { ipoJobHandlers } from '../backoffice/gateway/ipo/ipo-steps';
import { runDueJobs } from '../jobs/job-runner';
import type { IpoFeed } from '../market-data/ipo-feed';
import { createSimulatedMarketData } from '../areas/simulated-market-data';
import { createIpoFeed, simulatedIpos } from '../market-data/simulated-ipos';
import { findAccountByCode } from '../repositories/account.repository';
import { DEMO_TRADE_PASSWORD } from '../seed/demo-sign-in';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from './auth-client';

/**
 * The IPO suites' kit (issue 12 §1-4): the app on the demo book with the simulated IPO feed
 * anchored on Monday 2026-11-30 (06990 open until Thursday 3 December 12:00, allotment Monday
 * 7th, refund Tuesday 8th, listing Wednesday 9th), C10001 signed in, the IPO jobs run at a
 * moved clock, and the books checked balanced at the end.
 */

export const ANCHOR = '2026-11-30';
export const MORNING = new Date('2026-11-30T02:00:00.000Z');
export const OPEN_IPO = '06990';
export const ipoFeed = createIpoFeed(simulatedIpos(ANCHOR));

export type IpoSuite = {
  t: AuthTestApp;
  clientId(code: string): Promise<number>;
  signIn(code?: string): Promise<BrowserSession>;
  call<N extends CallName>(
    name: N,
    input: CallInput<N>,
    as: BrowserSession,
  ): Promise<CallOutput<N>>;
  apply(
    as: BrowserSession,
    extra: Partial<CallInput<'ipo/applyIpo'>>,
    accountCode?: string,
  ): Promise<CallOutput<'ipo/applyIpo'>>;
  /** Moves the clock to `at` and runs every job due by then. */
  runJobsAt(at: Date): Promise<number>;
  /** A client's non-zero balances of an asset by ledger kind. */
  books(accountId: number, asset: string): Promise<Record<string, string>>;
};

let keys = 0;

/**
 * Registers the suite's hooks and answers its helpers (valid once the first hook ran); `feed` is
 * the demo offers unless a suite needs others. With `isAppPerTest`, each test gets an app of its
 * own at MORNING, for tests that each walk the timetable from the start: a test that ran the jobs
 * to the listing leaves no offer open for the next.
 */
export function setUpIpoSuite(
  feed: IpoFeed = ipoFeed,
  options: { isAppPerTest?: boolean } = {},
): IpoSuite {
  const suite = {} as IpoSuite;
  const [setUp, tearDown] = options.isAppPerTest ? [beforeEach, afterEach] : [beforeAll, afterAll];
  setUp(async () => {
    const clock = { now: () => MORNING };
    const base = createSimulatedMarketData({ clock: () => clock.now() });
    const t = await createAuthTestApp({
      marketData: { ...base, ipos: feed },
    });
    t.clock.now = MORNING;
    clock.now = () => t.clock.now;
    suite.t = t;
  });
  tearDown(async () => {
    expect(await findUnbalancedJournals(suite.t.db)).toEqual([]);
    expect(await findDriftingLedgerAccounts(suite.t.db)).toEqual([]);
    await suite.t.close();
  });
  suite.clientId = async (code) => {
    const account = await findAccountByCode(suite.t.db, code, 'gateway');
    if (!account) throw new Error(`${code} missing`);
    return account.id;
  };
  suite.signIn = (code = 'C10001') => signIn(suite.t.app, code);
  suite.call = async (name, input, as) => {
    const reply = await post(suite.t.app, name, input, as);
    expect([name, reply.statusCode, reply.statusCode === 200 ? '' : reply.body]).toEqual([
      name,
      200,
      '',
    ]);
    return reply.json();
  };
  suite.apply = (as, extra, accountCode = 'C10001') =>
    suite.call(
      'ipo/applyIpo',
      {
        accountCode,
        code: OPEN_IPO,
        applicationType: 'cash',
        quantity: '500',
        hasAcceptedAgreement: true,
        idempotencyKey: `ipo-test-key-${(keys += 1)}`,
        tradePassword: DEMO_TRADE_PASSWORD,
        ...extra,
      },
      as,
    );
  suite.runJobsAt = (at) => {
    suite.t.clock.now = at;
    return runDueJobs(suite.t.db, ipoJobHandlers({ feed }), at);
  };
  suite.books = async (accountId, asset) => {
    const rows = await suite.t.db
      .selectFrom('ledgerAccount')
      .select(['kind', 'balance'])
      .where('ownerAccountId', '=', accountId)
      .where('asset', '=', asset)
      .execute();
    return Object.fromEntries(
      rows
        .filter((row) => !toDecimal(row.balance).isZero())
        .map((row) => [row.kind, toDecimal(row.balance).toFixed()]),
    );
  };
  return suite;
}
