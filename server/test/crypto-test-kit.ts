import { expect } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../shared/contracts/index';
import type { CryptoQuote } from '../../shared/contracts/crypto-market';
import { toDecimal } from '../../shared/domain/decimal';
import { createSimulatedMarketData } from '../areas/simulated-market-data';
import type { CryptoFeed, CryptoTapeTrade } from '../market-data/crypto-feed';
import { createSimulatedCryptoFeed } from '../market-data/simulated-crypto';
import { SIMULATION_SEED } from '../market-data/simulated-feed-context';
import { findAccountByCode } from '../repositories/account.repository';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from './auth-client';

/**
 * The shared set-up of the crypto tests (issue 23): the simulated feed's pairs and rules with
 * quotes and a tape the test fixes (so a fill's price is known), a test app on it, and F20001
 * (Fos) signed in.
 */

/** A crypto feed whose quotes and tape a test sets; pairs and their rules are the simulated ones. */
export type FixedCryptoFeed = CryptoFeed & {
  setQuote(pair: string, bid: string, ask: string): void;
  /** Trades the tape prints (any time); `tape()` answers those in (from, to]. */
  print(pair: string, trades: readonly CryptoTapeTrade[]): void;
  suspend(pair: string): void;
  /** A coarser price tick for a pair (the simulated ones tick at their last price digit). */
  setTick(pair: string, tick: string): void;
};

export function createFixedCryptoFeed(): FixedCryptoFeed {
  const base = createSimulatedCryptoFeed({ seed: SIMULATION_SEED });
  const quotes = new Map<string, { bid: string; ask: string }>([
    ['BTC-USD', { bid: '60000', ask: '60010' }],
    ['ETH-USD', { bid: '3000', ask: '3001' }],
    ['USDT-USD', { bid: '0.9999', ask: '1.0001' }],
    ['BTC-HKD', { bid: '468600', ask: '468680' }],
    ['ETH-HKD', { bid: '23430', ask: '23438' }],
    ['USDT-HKD', { bid: '7.8092', ask: '7.8108' }],
  ]);
  const tapes = new Map<string, CryptoTapeTrade[]>();
  const suspended = new Set<string>();
  const ticks = new Map<string, string>();
  const feed: FixedCryptoFeed = {
    ...base,
    async pair(id) {
      const found = await base.pair(id);
      return (
        found && {
          ...found,
          priceTick: ticks.get(id) ?? found.priceTick,
          isSuspended: suspended.has(id),
        }
      );
    },
    async quote(id, at): Promise<CryptoQuote | undefined> {
      const found = await base.quote(id, at);
      const fixed = quotes.get(id);
      if (!found || !fixed) return found;
      const last = toDecimal(fixed.bid).add(fixed.ask).div(2).toFixed();
      return { ...found, ...fixed, last, isSuspended: suspended.has(id), at: at.toISOString() };
    },
    tape: (id, from, to) =>
      Promise.resolve((tapes.get(id) ?? []).filter((trade) => trade.at > from && trade.at <= to)),
    async usdPrice(asset, at) {
      const quote = await feed.quote(`${asset}-USD`, at);
      return quote?.last;
    },
    setQuote(id, bid, ask) {
      quotes.set(id, { bid, ask });
    },
    print(id, trades) {
      tapes.set(id, [...(tapes.get(id) ?? []), ...trades]);
    },
    suspend(id) {
      suspended.add(id);
    },
    setTick(id, tick) {
      ticks.set(id, tick);
    },
  };
  return feed;
}

/** A test app whose crypto feed is fixed, its clock at `at`. */
export async function createCryptoTestApp(
  at: Date,
): Promise<{ app: AuthTestApp; feed: FixedCryptoFeed }> {
  const feed = createFixedCryptoFeed();
  const clock = { now: () => at };
  const marketData = { ...createSimulatedMarketData({ clock: () => clock.now() }), crypto: feed };
  const app = await createAuthTestApp({ marketData });
  app.clock.now = at;
  clock.now = () => app.clock.now;
  return { app, feed };
}

/** One call that must answer 200, as the given session. */
export async function callOk<N extends CallName>(
  on: AuthTestApp,
  as: BrowserSession,
  name: N,
  input: CallInput<N>,
): Promise<CallOutput<N>> {
  const reply = await post(on.app, name, input, as);
  expect([name, reply.statusCode, reply.statusCode === 200 ? '' : reply.body]).toEqual([
    name,
    200,
    '',
  ]);
  return reply.json<CallOutput<N>>();
}

/** Signs a Fos account in; answers its session and account id. */
export async function signInFos(on: AuthTestApp, accountCode: string) {
  const session = await signIn(on.app, accountCode, { source: 'fos' });
  const account = await findAccountByCode(on.db, accountCode, 'fos');
  if (!account) throw new Error(`${accountCode} missing`);
  return { session, accountId: account.id };
}

/** A client's ledger balances by code (`crypto:12:BTC` = '0.5'), as numbers without trailing zeros. */
export async function balancesOf(on: AuthTestApp, accountId: number) {
  const rows = await on.db
    .selectFrom('ledgerAccount')
    .select(['code', 'balance'])
    .where('ownerAccountId', '=', accountId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.code, toDecimal(row.balance).toFixed()]));
}
