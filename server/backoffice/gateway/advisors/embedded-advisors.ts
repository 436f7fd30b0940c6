import type { Kysely } from 'kysely';
import Decimal from 'decimal.js';
import { currencyFor } from '../../../../shared/domain/currency';
import { toDecimal } from '../../../../shared/domain/decimal';
import { roundDecimal } from '../../../../shared/domain/rounding';
import type { Database } from '../../../db/schema';
import type { FundFeed } from '../../../market-data/fund-feed';
import type { StockFeed } from '../../../market-data/stock-feed';
import { convertThroughHkd } from '../../../money/cross-rate';
import { findCurrencies } from '../../../repositories/currency.repository';
import { NotFoundError } from '../../../http/errors';
import type { GatewayAdvisorsPort } from '../../ports/gateway-advisors.port';
import {
  findBookBalances,
  findHolders,
  findLastDealings,
  findRecentCashRequests,
  findRecentOrders,
  type BookBalance,
} from './advisor-book.repository';

/** What the advisors port needs: the books and the fund and stock feeds. */
export type AdvisorBookDeps = { db: Kysely<Database>; funds: FundFeed; stocks?: StockFeed };

/** A price per unit of an asset in its currency; null when the feed has none. */
type Price = { currency: string; price: string } | null;

/** The price of each fund and stock held, read once per instrument. */
async function pricesOf(
  deps: AdvisorBookDeps,
  balances: readonly BookBalance[],
  now: Date,
): Promise<Map<string, Price>> {
  const keys = [...new Set(balances.filter((row) => row.assetType !== 'cash').map(keyOf))];
  const entries = await Promise.all(
    keys.map(async (key): Promise<[string, Price]> => {
      const [type, asset] = key.split('|') as ['units' | 'shares', string];
      if (type === 'units') {
        const [fund, nav] = await Promise.all([deps.funds.get(asset), deps.funds.latestNav(asset)]);
        return [key, fund && nav ? { currency: fund.currency, price: nav.nav } : null];
      }
      if (!deps.stocks) return [key, null];
      const [stock, quote] = await Promise.all([
        deps.stocks.get(asset),
        deps.stocks.quote(asset, now),
      ]);
      return [key, stock && quote ? { currency: stock.currency, price: quote.last } : null];
    }),
  );
  return new Map(entries);
}

const keyOf = (row: Pick<BookBalance, 'assetType' | 'asset'>) => `${row.assetType}|${row.asset}`;

/** Each client's assets in `reporting`: the book's balances at market, summed exactly. */
export async function valueBook(
  deps: AdvisorBookDeps,
  accountIds: readonly number[],
  reporting: string,
  now: Date,
): Promise<Map<number, string>> {
  const balances = await findBookBalances(deps.db, accountIds);
  const prices = await pricesOf(deps, balances, now);
  const currencies = new Set([reporting]);
  for (const row of balances) {
    const price = row.assetType === 'cash' ? null : prices.get(keyOf(row));
    currencies.add(row.assetType === 'cash' ? row.asset : (price?.currency ?? reporting));
  }
  const rates = new Map(
    (await findCurrencies(deps.db, [...currencies])).map((row) => [row.code, row.hkdRate]),
  );
  const toHkdRate = rates.get(reporting);
  if (!toHkdRate) throw new NotFoundError();
  // Sum per client and currency first, then convert each currency's sum once.
  const perCurrency = new Map<number, Map<string, Decimal>>();
  for (const row of balances) {
    const accountId = Number(row.accountId);
    let currency = row.asset;
    let amount = toDecimal(row.quantity);
    if (row.assetType !== 'cash') {
      const price = prices.get(keyOf(row));
      if (!price) continue;
      currency = price.currency;
      const places = currencyFor(currency).precision;
      amount = toDecimal(roundDecimal(amount.mul(price.price), places, 'normal'));
    }
    const sums = perCurrency.get(accountId) ?? new Map<string, Decimal>();
    sums.set(currency, (sums.get(currency) ?? new Decimal(0)).add(amount));
    perCurrency.set(accountId, sums);
  }
  const target = currencyFor(reporting);
  const values = new Map<number, string>(accountIds.map((id) => [id, '0']));
  for (const [accountId, sums] of perCurrency) {
    let total = new Decimal(0);
    for (const [currency, amount] of sums) {
      const fromHkdRate = rates.get(currency);
      if (!fromHkdRate) continue;
      total = total.add(convertThroughHkd(amount.toFixed(), { fromHkdRate, toHkdRate }, target));
    }
    values.set(accountId, total.toFixed());
  }
  return values;
}

/** The embedded advisors port, on the Gateway's books. */
export function createEmbeddedAdvisors(deps: AdvisorBookDeps): GatewayAdvisorsPort {
  return {
    valueBook: (accountIds, reporting, now) => valueBook(deps, accountIds, reporting, now),
    recentOrders: async (accountIds, limit) =>
      (await findRecentOrders(deps.db, accountIds, limit)).map((row) => ({
        ...row,
        accountId: Number(row.accountId),
      })),
    recentCashRequests: async (accountIds, limit) =>
      (await findRecentCashRequests(deps.db, accountIds, limit)).map((row) => ({
        ...row,
        accountId: Number(row.accountId),
      })),
    lastDealings: async (accountIds) =>
      new Map(
        (await findLastDealings(deps.db, accountIds)).map((row) => [Number(row.accountId), row.at]),
      ),
    holdersOf: async (accountIds, held) => {
      const sets = await Promise.all([
        held.fundId === undefined ? null : findHolders(deps.db, accountIds, 'units', held.fundId),
        held.symbol === undefined ? null : findHolders(deps.db, accountIds, 'shares', held.symbol),
      ]);
      const found = sets.filter((set): set is number[] => set !== null);
      const [first = [], ...rest] = found;
      return new Set(first.filter((id) => rest.every((set) => set.includes(id))));
    },
  };
}
