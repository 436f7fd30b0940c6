import type { Kysely } from 'kysely';
import type Decimal from 'decimal.js';
import { currencyFor, roundToCurrency } from '../../shared/domain/currency';
import { toDecimal } from '../../shared/domain/decimal';
import type { Fund } from '../../shared/domain/fund-instrument';
import type { FundOrderSide, FundOrderStatus } from '../../shared/domain/fund-order-status';
import type { NavPoint } from '../../shared/domain/fund-performance';
import type { Database } from '../db/schema';
import type { FundFeed } from '../market-data/market-data-provider';
import {
  findFundOrdersByIds,
  findFundOrdersPlacedIn,
  sumEntriesSince,
} from '../repositories/ledger-history.repository';
import { findLedgerAccountsOf, findLedgerEntriesOf } from '../repositories/ledger.repository';
import type { StatementPeriod } from './statement-period';

/**
 * A statement's figures, read from the books (ARCHITECTURE.md §5): a balance at a past instant is
 * the current balance less every entry posted since, so nothing is stored per period.
 */

/** Cash of one currency split as the Gateway reports it: available, held for orders, pending. */
export type CashFigures = { available: string; held: string; pending: string };

/** The fund order a movement belongs to. */
export type OrderRef = { orderId: number; side: FundOrderSide; fundId: string };

/** One journal's effect on a currency's cash. */
export type CashMovement = {
  postedAt: Date;
  reason: string;
  order: OrderRef | null;
  change: CashFigures;
};

/** A currency's cash over the period. */
export type CashStatement = {
  currency: string;
  opening: CashFigures;
  closing: CashFigures;
  movements: CashMovement[];
};

/** A fund position at the period's end, valued at the last NAV on or before its last day. */
export type HoldingLine = {
  fund: Fund;
  totalUnits: string;
  frozenUnits: string;
  pendingUnits: string;
  nav: NavPoint | null;
  /** In the fund's currency, at its precision; null without a NAV. */
  marketValue: string | null;
};

/** A fund order placed within the period, with its status now. */
export type OrderLine = OrderRef & {
  placedAt: Date;
  currency: string;
  amount: string | null;
  units: string | null;
  status: FundOrderStatus;
};

/** Everything a statement shows. */
export type StatementData = {
  period: StatementPeriod;
  accountCode: string;
  holderName: string;
  cash: CashStatement[];
  holdings: HoldingLine[];
  orders: OrderLine[];
  /** Every fund of the universe by id, for names in the document's language. */
  funds: ReadonlyMap<string, Fund>;
};

/** The client a statement is for. */
export type StatementClient = { accountId: number; accountCode: string; holderName: string };

const CASH_FIELD: Readonly<Record<string, keyof CashFigures>> = {
  cash: 'available',
  cashHeld: 'held',
  cashPending: 'pending',
};

const keyOf = (kind: string, asset: string) => `${kind}|${asset}`;

type Balances = Map<string, Decimal>;

/** Balances per client ledger account at the period's end and its start. */
async function balancesAround(
  db: Kysely<Database>,
  accountId: number,
  period: StatementPeriod,
  entries: readonly { kind: string; asset: string; amount: string }[],
): Promise<{ closing: Balances; opening: Balances }> {
  const [accounts, since] = await Promise.all([
    findLedgerAccountsOf(db, accountId),
    sumEntriesSince(db, accountId, period.to),
  ]);
  const closing: Balances = new Map(
    accounts.map((account) => [keyOf(account.kind, account.asset), toDecimal(account.balance)]),
  );
  for (const row of since) {
    const key = keyOf(row.kind, row.asset);
    closing.set(key, (closing.get(key) ?? toDecimal('0')).sub(row.total));
  }
  const opening: Balances = new Map(closing);
  for (const entry of entries) {
    const key = keyOf(entry.kind, entry.asset);
    opening.set(key, (opening.get(key) ?? toDecimal('0')).sub(entry.amount));
  }
  return { closing, opening };
}

const figuresOf = (balances: Balances, currency: string): CashFigures => {
  const of = (kind: string) => (balances.get(keyOf(kind, currency)) ?? toDecimal('0')).toFixed();
  return { available: of('cash'), held: of('cashHeld'), pending: of('cashPending') };
};

type Entry = Awaited<ReturnType<typeof findLedgerEntriesOf>>[number];

/** Cash entries grouped per journal (same instant, reason, order and currency), in order. */
function cashMovements(entries: readonly Entry[], orders: ReadonlyMap<number, OrderRef>) {
  const groups = new Map<string, { currency: string; movement: CashMovement }>();
  for (const entry of entries) {
    const field = CASH_FIELD[entry.kind];
    if (!field) continue;
    const key = [entry.postedAt.getTime(), entry.reason, entry.fundOrderId, entry.asset].join('|');
    const group = groups.get(key) ?? {
      currency: entry.asset,
      movement: {
        postedAt: entry.postedAt,
        reason: entry.reason,
        order: entry.fundOrderId === null ? null : (orders.get(entry.fundOrderId) ?? null),
        change: { available: '0', held: '0', pending: '0' },
      },
    };
    group.movement.change[field] = toDecimal(group.movement.change[field])
      .add(entry.amount)
      .toFixed();
    groups.set(key, group);
  }
  return [...groups.values()];
}

function cashStatements(
  opening: Balances,
  closing: Balances,
  movements: ReturnType<typeof cashMovements>,
): CashStatement[] {
  const currencies = new Set<string>();
  for (const [key, balance] of [...opening, ...closing]) {
    const [kind = '', asset = ''] = key.split('|');
    if (CASH_FIELD[kind] && !balance.isZero()) currencies.add(asset);
  }
  for (const { currency } of movements) currencies.add(currency);
  return [...currencies].sort().map((currency) => ({
    currency,
    opening: figuresOf(opening, currency),
    closing: figuresOf(closing, currency),
    movements: movements.filter((row) => row.currency === currency).map((row) => row.movement),
  }));
}

async function holdingLines(
  feed: FundFeed,
  funds: ReadonlyMap<string, Fund>,
  closing: Balances,
  period: StatementPeriod,
): Promise<HoldingLine[]> {
  const lines: HoldingLine[] = [];
  for (const fund of funds.values()) {
    const of = (kind: string) => closing.get(keyOf(kind, fund.id)) ?? toDecimal('0');
    const [units, frozen, pending] = [of('units'), of('unitsFrozen'), of('unitsPending')];
    const total = units.add(frozen).add(pending);
    if (total.isZero()) continue;
    const nav = (await feed.navHistory(fund.id, { to: period.end })).at(-1) ?? null;
    const value = nav ? total.mul(nav.nav) : null;
    lines.push({
      fund,
      totalUnits: total.toFixed(),
      frozenUnits: frozen.toFixed(),
      pendingUnits: pending.toFixed(),
      nav,
      marketValue: value ? roundToCurrency(value, currencyFor(fund.currency)) : null,
    });
  }
  return lines;
}

const orderRefOf = (row: { id: number; side: FundOrderSide; fundId: string }): OrderRef => ({
  orderId: row.id,
  side: row.side,
  fundId: row.fundId,
});

/** Reads a client's statement for a period from the books and the market data. */
export async function loadStatement(
  deps: { db: Kysely<Database>; funds: FundFeed },
  client: StatementClient,
  period: StatementPeriod,
): Promise<StatementData> {
  const { db } = deps;
  const entries = await findLedgerEntriesOf(db, client.accountId, period);
  const { closing, opening } = await balancesAround(db, client.accountId, period, entries);
  const orderIds = [...new Set(entries.flatMap((entry) => entry.fundOrderId ?? []))];
  const [referenced, placed, universe] = await Promise.all([
    findFundOrdersByIds(db, client.accountId, orderIds),
    findFundOrdersPlacedIn(db, client.accountId, period),
    deps.funds.list(),
  ]);
  const funds = new Map(universe.map((fund) => [fund.id, fund]));
  const orders = new Map(referenced.map((row) => [row.id, orderRefOf(row)]));
  return {
    period,
    accountCode: client.accountCode,
    holderName: client.holderName,
    cash: cashStatements(opening, closing, cashMovements(entries, orders)),
    holdings: await holdingLines(deps.funds, funds, closing, period),
    orders: placed.map((row) => ({
      ...orderRefOf(row),
      placedAt: row.placedAt,
      currency: row.currency,
      amount: row.amount,
      units: row.units,
      status: row.status,
    })),
    funds,
  };
}
