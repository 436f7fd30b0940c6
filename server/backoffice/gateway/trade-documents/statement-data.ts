import type { Kysely } from 'kysely';
import type Decimal from 'decimal.js';
import { currencyFor, roundToCurrency } from '../../../../shared/domain/currency';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { Fund } from '../../../../shared/domain/fund-instrument';
import type { FundOrderSide, FundOrderStatus } from '../../../../shared/domain/fund-order-status';
import type { NavPoint } from '../../../../shared/domain/fund-performance';
import type { StatementClient } from '../../ports/gateway-documents.port';
import type { Database } from '../../../db/schema';
import type { FundFeed } from '../../../market-data/fund-feed';
import type { StockFeed } from '../../../market-data/stock-feed';
import { sumEntriesSince } from '../../core/books/ledger-history.repository';
import { findFundOrdersByIds, findFundOrdersPlacedIn } from '../funds/fund-order.repository';
import {
  findLedgerAccountsOf,
  findLedgerEntriesPage,
  type LedgerAccount,
  type StatementEntry,
} from '../../core/books/ledger.repository';
import type { StatementPeriod } from './statement-period';
import { readStockStatement, type StockStatementInputs } from './stock-statement-data';

/**
 * A statement's figures, read from the books (docs/DECISIONS.md §5): a balance at a past instant is
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

/** A stock's shares over the period (available, frozen by sells, bought and not settled). */
export type ShareStatement = BookStatement<UnitFigures> & { symbol: string };

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
  /** Each stock whose shares moved in the period. */
  shares: ShareStatement[];
  /** Stock trades in the period and stock holdings at its end (stock-statement-data.ts). */
  stocks: StockStatementInputs;
};

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

const SHARE_FIELDS: Fields<keyof UnitFigures> = {
  shares: 'available',
  sharesFrozen: 'frozen',
  sharesPending: 'pending',
};

const keyOf = (kind: string, asset: string) => `${kind}|${asset}`;

type Balances = Map<string, Decimal>;

/** Balances per client ledger account (`kind|asset`) as decimal strings. */
export type BalanceTable = ReadonlyMap<string, string>;

/**
 * The client's ledger accounts and their balances at the period's end, summed in SQL: a balance
 * at an instant is the current balance less the entries posted since.
 */
async function accountsAndClosing(
  db: Kysely<Database>,
  accountId: number,
  period: StatementPeriod,
): Promise<{ accounts: LedgerAccount[]; closing: BalanceTable }> {
  const accounts = await findLedgerAccountsOf(db, accountId);
  const since = await sumEntriesSince(db, accountId, period.to);
  const closing: Balances = new Map(
    accounts.map((account) => [keyOf(account.kind, account.asset), toDecimal(account.balance)]),
  );
  for (const row of since) {
    const key = keyOf(row.kind, row.asset);
    closing.set(key, (closing.get(key) ?? toDecimal('0')).sub(row.total));
  }
  return { accounts, closing: new Map([...closing].map(([key, value]) => [key, value.toFixed()])) };
}

/** Balances at the period's start: its end's, less every entry posted within it. */
function openingOf(closing: Balances, entries: readonly StatementEntry[]): Balances {
  const opening: Balances = new Map(closing);
  for (const entry of entries) {
    const key = keyOf(entry.kind, entry.asset);
    opening.set(key, (opening.get(key) ?? toDecimal('0')).sub(entry.amount));
  }
  return opening;
}

const decimalsOf = (table: BalanceTable): Balances =>
  new Map([...table].map(([key, value]) => [key, toDecimal(value)]));

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

type Entry = StatementEntry;

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

/** What a statement needs besides its entries: read on the main thread, composed elsewhere. */
export type StatementInputs = {
  period: StatementPeriod;
  accountCode: string;
  holderName: string;
  closing: BalanceTable;
  /** The orders the entries name, by id. */
  orders: ReadonlyMap<number, OrderRef>;
  placed: OrderLine[];
  holdings: HoldingLine[];
  funds: ReadonlyMap<string, Fund>;
  stocks: StockStatementInputs;
};

/** How many entries a statement reads at a time. */
const ENTRY_PAGE = 1_000;

/**
 * Reads a client's statement for a period from the books and the market data: the entries a page
 * at a time, each handed to `onEntries` as it arrives (so a large period never holds the process
 * in one read, and the pages can go on to a worker), then everything else.
 */
export async function readStatement(
  deps: { db: Kysely<Database>; funds: FundFeed; stocks?: StockFeed },
  client: StatementClient,
  period: StatementPeriod,
  onEntries: (entries: StatementEntry[]) => void,
): Promise<StatementInputs> {
  const { db } = deps;
  const { accounts, closing } = await accountsAndClosing(db, client.accountId, period);
  const orderIds = new Set<number>();
  for (const account of accounts) {
    for (let afterId = 0; ;) {
      // The embedded database answers in microtasks: without a turn of the event loop between
      // reads the whole statement would run as one task, and every other request would wait.
      await new Promise((resolve) => setImmediate(resolve));
      const page = await findLedgerEntriesPage(db, account, period, {
        afterId,
        size: ENTRY_PAGE,
      });
      for (const entry of page) if (entry.fundOrderId !== null) orderIds.add(entry.fundOrderId);
      if (page.length > 0) onEntries(page);
      if (page.length < ENTRY_PAGE) break;
      afterId = (page.at(-1) as StatementEntry).id;
    }
  }
  const [referenced, placed, universe] = await Promise.all([
    findFundOrdersByIds(db, client.accountId, [...orderIds]),
    findFundOrdersPlacedIn(db, client.accountId, period),
    deps.funds.list(),
  ]);
  const funds = new Map(universe.map((fund) => [fund.id, fund]));
  return {
    period,
    accountCode: client.accountCode,
    holderName: client.holderName,
    closing,
    orders: new Map(referenced.map((row) => [row.id, orderRefOf(row)])),
    placed: placed.map((row) => ({
      ...orderRefOf(row),
      placedAt: row.placedAt,
      currency: row.currency,
      amount: row.amount,
      units: row.units,
      status: row.status,
    })),
    holdings: await holdingLines(deps.funds, funds, decimalsOf(closing), period),
    funds,
    stocks: await readStockStatement(deps, client.accountId, period, closing),
  };
}

/** The statement from its inputs and entries: pure, so it can run off the event loop. */
export function composeStatement(
  inputs: StatementInputs,
  entries: readonly StatementEntry[],
): StatementData {
  // Pages arrive an account at a time: journals are listed in the order they were posted.
  const sorted = [...entries].sort((a, b) => a.id - b.id);
  const closing = decimalsOf(inputs.closing);
  const books: Books = { entries: sorted, opening: openingOf(closing, sorted), closing };
  const heldCash = heldAssets(CASH_FIELDS, books);
  return {
    period: inputs.period,
    accountCode: inputs.accountCode,
    holderName: inputs.holderName,
    cash: bookStatements(CASH_FIELDS, books, inputs.orders, heldCash).map(({ asset, ...rest }) => ({
      currency: asset,
      ...rest,
    })),
    units: bookStatements(UNIT_FIELDS, books, inputs.orders).map(({ asset, ...rest }) => ({
      fundId: asset,
      ...rest,
    })),
    holdings: inputs.holdings,
    orders: inputs.placed,
    funds: inputs.funds,
    shares: bookStatements(SHARE_FIELDS, books, inputs.orders).map(({ asset, ...rest }) => ({
      symbol: asset,
      ...rest,
    })),
    stocks: inputs.stocks,
  };
}
