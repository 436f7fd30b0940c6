import type { Kysely } from 'kysely';
import type Decimal from 'decimal.js';
import { currencyFor, roundToCurrency } from '../../../../shared/domain/currency';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { Fund } from '../../../../shared/domain/fund-instrument';
import type { FundOrderSide, FundOrderStatus } from '../../../../shared/domain/fund-order-status';
import type { NavPoint } from '../../../../shared/domain/fund-performance';
import type { StatementClient } from '../../ports/gateway-documents.port';
import type { Database } from '../../../db/schema';
import type { FundFeed } from '../../../market-data/market-data-provider';
import {
  findFundOrdersByIds,
  findFundOrdersPlacedIn,
  sumEntriesSince,
} from '../books/ledger-history.repository';
import { findLedgerAccountsOf, findLedgerEntriesOf } from '../books/ledger.repository';
import type { StatementPeriod } from './statement-period';

/**
 * A statement's figures, read from the books (ARCHITECTURE.md §5): a balance at a past instant is
 * the current balance less every entry posted since, so nothing is stored per period.
 */

/** Cash of one currency split as the Gateway reports it: available, held for orders, pending. */
export type CashFigures = { available: string; held: string; pending: string };

/** Units of one fund: available, frozen by redemptions, allotted and not yet settled. */
export type UnitFigures = { available: string; frozen: string; pending: string };

/** The fund order a movement belongs to. */
export type OrderRef = { orderId: number; side: FundOrderSide; fundId: string };

/** One journal's effect on an asset's figures (a currency's cash or a fund's units). */
export type BookMovement<F> = {
  postedAt: Date;
  reason: string;
  order: OrderRef | null;
  change: F;
};

/** One journal's effect on a currency's cash. */
export type CashMovement = BookMovement<CashFigures>;

/** An asset's figures at the period's start and end, and each journal in between. */
export type BookStatement<F> = { opening: F; closing: F; movements: BookMovement<F>[] };

/** A currency's cash over the period. */
export type CashStatement = BookStatement<CashFigures> & { currency: string };

/** A fund's units over the period; only funds whose units moved in it have one. */
export type UnitStatement = BookStatement<UnitFigures> & { fundId: string };

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
  units: UnitStatement[];
  holdings: HoldingLine[];
  orders: OrderLine[];
  /** Every fund of the universe by id, for names in the document's language. */
  funds: ReadonlyMap<string, Fund>;
};

/** The client a statement is for. */

/** Which figure each client ledger kind feeds, for cash and for units. */
type Fields<K extends string> = Readonly<Record<string, K>>;

const CASH_FIELDS: Fields<keyof CashFigures> = {
  cash: 'available',
  cashHeld: 'held',
  cashPending: 'pending',
};

const UNIT_FIELDS: Fields<keyof UnitFigures> = {
  units: 'available',
  unitsFrozen: 'frozen',
  unitsPending: 'pending',
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

function figuresOf<K extends string>(
  fields: Fields<K>,
  balances: Balances,
  asset: string,
): Record<K, string> {
  const figures = {} as Record<K, string>;
  for (const [kind, field] of Object.entries(fields)) {
    figures[field] = (balances.get(keyOf(kind, asset)) ?? toDecimal('0')).toFixed();
  }
  return figures;
}

type Entry = Awaited<ReturnType<typeof findLedgerEntriesOf>>[number];

type Grouped<K extends string> = { asset: string; movement: BookMovement<Record<K, string>> };

/** Entries of `fields`' kinds grouped per journal (same instant, reason, order and asset). */
function journalMovements<K extends string>(
  fields: Fields<K>,
  entries: readonly Entry[],
  orders: ReadonlyMap<number, OrderRef>,
): Grouped<K>[] {
  const groups = new Map<string, Grouped<K>>();
  for (const entry of entries) {
    const field = fields[entry.kind];
    if (!field) continue;
    const key = [entry.postedAt.getTime(), entry.reason, entry.fundOrderId, entry.asset].join('|');
    const group = groups.get(key) ?? {
      asset: entry.asset,
      movement: {
        postedAt: entry.postedAt,
        reason: entry.reason,
        order: entry.fundOrderId === null ? null : (orders.get(entry.fundOrderId) ?? null),
        change: figuresOf(fields, new Map(), entry.asset),
      },
    };
    group.movement.change[field] = toDecimal(group.movement.change[field])
      .add(entry.amount)
      .toFixed();
    groups.set(key, group);
  }
  return [...groups.values()];
}

type Books = { opening: Balances; closing: Balances; entries: readonly Entry[] };

/** Assets of `fields`' kinds with a balance at either end of the period. */
function heldAssets<K extends string>(fields: Fields<K>, books: Books): string[] {
  return [...books.opening, ...books.closing].flatMap(([key, balance]) => {
    const [kind = '', asset = ''] = key.split('|');
    return fields[kind] && !balance.isZero() ? [asset] : [];
  });
}

/** Per asset moved in the period or in `alsoAssets`, in id order: its ends and its journals. */
function bookStatements<K extends string>(
  fields: Fields<K>,
  books: Books,
  orders: ReadonlyMap<number, OrderRef>,
  alsoAssets: readonly string[] = [],
): (BookStatement<Record<K, string>> & { asset: string })[] {
  const movements = journalMovements(fields, books.entries, orders);
  const assets = new Set([...movements.map((row) => row.asset), ...alsoAssets]);
  return [...assets].sort().map((asset) => ({
    asset,
    opening: figuresOf(fields, books.opening, asset),
    closing: figuresOf(fields, books.closing, asset),
    movements: movements.filter((row) => row.asset === asset).map((row) => row.movement),
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
  const books = { entries, ...(await balancesAround(db, client.accountId, period, entries)) };
  const orderIds = [...new Set(entries.flatMap((entry) => entry.fundOrderId ?? []))];
  const [referenced, placed, universe] = await Promise.all([
    findFundOrdersByIds(db, client.accountId, orderIds),
    findFundOrdersPlacedIn(db, client.accountId, period),
    deps.funds.list(),
  ]);
  const funds = new Map(universe.map((fund) => [fund.id, fund]));
  const orders = new Map(referenced.map((row) => [row.id, orderRefOf(row)]));
  const heldCash = heldAssets(CASH_FIELDS, books);
  return {
    period,
    accountCode: client.accountCode,
    holderName: client.holderName,
    cash: bookStatements(CASH_FIELDS, books, orders, heldCash).map(({ asset, ...rest }) => ({
      currency: asset,
      ...rest,
    })),
    units: bookStatements(UNIT_FIELDS, books, orders).map(({ asset, ...rest }) => ({
      fundId: asset,
      ...rest,
    })),
    holdings: await holdingLines(deps.funds, funds, books.closing, period),
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
