import type { Kysely } from 'kysely';
import { currencyFor, roundToCurrency } from '../../../../shared/domain/currency';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { Fund } from '../../../../shared/domain/fund-instrument';
import type { FundOrderSide, FundOrderStatus } from '../../../../shared/domain/fund-order-status';
import type { NavPoint } from '../../../../shared/domain/fund-performance';
import type { StatementClient } from '../../ports/gateway-documents.port';
import type { Database } from '../../../db/schema';
import type { FundFeed } from '../../../market-data/fund-feed';
import type { StockFeed } from '../../../market-data/stock-feed';
import { findFirstEntryAt } from '../../core/books/ledger-history.repository';
import { findFundOrdersPlacedIn } from '../funds/fund-order.repository';
import type { StatementPeriod } from './statement-period';
import { findStatementAccounts, sumEntriesPage, type PageStart } from './statement.repository';
import { readStockStatement, type StockStatementInputs } from './stock-statement-data';

/**
 * A statement's figures, read from the books (docs/DECISIONS.md §5): the database sums each
 * account's entries within the period and since it, a keyset page at a time, and its balances at
 * both ends follow from today's, so nothing is stored per period and no entry is loaded for a
 * total. The movements reach the renderer a keyset page at a time too (statement-renderer.ts).
 */

/** Which part of a statement a book table belongs to, by the ledger kinds it shows. */
export type BookSection = 'cash' | 'units' | 'shares';

/** Each section's ledger kinds in its columns' order: available, held or frozen, pending. */
export const SECTION_KINDS: Readonly<Record<BookSection, readonly string[]>> = {
  cash: ['cash', 'cashHeld', 'cashPending'],
  units: ['units', 'unitsFrozen', 'unitsPending'],
  shares: ['shares', 'sharesFrozen', 'sharesPending'],
};

/**
 * One asset's table (a currency's cash, a fund's units, a stock's shares): its accounts in column
 * order (null where the client has none), the figures at both ends of the period and the period's
 * movement per column, all summed in SQL, and how many entries it moved by.
 */
export type BookTable = {
  section: BookSection;
  asset: string;
  accountIds: (number | null)[];
  opening: string[];
  closing: string[];
  change: string[];
  entries: number;
};

/** The fund order a movement belongs to. */
export type OrderRef = { orderId: number; side: FundOrderSide; fundId: string };

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

/** Balances per client ledger account (`kind|asset`) as decimal strings. */
export type BalanceTable = ReadonlyMap<string, string>;

/**
 * Everything a statement shows except its movements: read on the main thread, sent to the
 * renderer's thread, which then takes each table's movements page by page.
 */
export type StatementHead = {
  period: StatementPeriod;
  /** When the client's first entry was posted (statement-period.ts `isStatementIssued`). */
  firstEntryAt: Date | undefined;
  accountCode: string;
  holderName: string;
  /** In the document's order: cash by currency, units by fund, shares by symbol. */
  tables: BookTable[];
  holdings: HoldingLine[];
  orders: OrderLine[];
  /** Every fund of the universe by id, for names in the document's language. */
  funds: ReadonlyMap<string, Fund>;
  /** Stock trades in the period and stock holdings at its end (stock-statement-data.ts). */
  stocks: StockStatementInputs;
};

const keyOf = (kind: string, asset: string) => `${kind}|${asset}`;
const plain = (value: string) => toDecimal(value).toFixed();

/** A client ledger account over a period: its balances at both ends, its movement within it. */
export type AccountTotals = {
  ledgerAccountId: number;
  kind: string;
  asset: string;
  opening: string;
  closing: string;
  /** The sum of the entries posted within the period: closing less opening. */
  change: string;
  /** How many entries were posted within the period. */
  entries: number;
};

/** How many entries one read of a statement's totals sums. */
export const TOTALS_PAGE = 5_000;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Each client ledger account's totals over a period, and when the client's first entry was posted
 * (whether the statement is issued at all). The database sums each account's entries posted from
 * the period's start, a keyset page at a time along (account, posted_at, id), so what came before
 * the period is never read: the closing balance is today's less the entries posted since the
 * period's end, the opening the closing less the entries within it. Between pages the event loop
 * takes a turn (the embedded database answers in microtasks, so its reads would otherwise be one
 * long task).
 */
export async function readStatementTotals(
  db: Kysely<Database>,
  ownerAccountId: number,
  period: { from: Date; to: Date },
  size = TOTALS_PAGE,
): Promise<{ totals: AccountTotals[]; firstEntryAt: Date | undefined }> {
  const totals: AccountTotals[] = [];
  for (const account of await findStatementAccounts(db, ownerAccountId)) {
    let [within, after, entries] = [toDecimal('0'), toDecimal('0'), 0];
    for (let start: PageStart = null; ;) {
      await nextTurn();
      const page = await sumEntriesPage(db, account.ledgerAccountId, period, {
        after: start,
        size,
      });
      within = within.add(page.within);
      after = after.add(page.after);
      entries += page.withinCount;
      if (page.last === null || page.entries < size) break;
      start = page.last;
    }
    const closing = toDecimal(account.balance).sub(after);
    totals.push({
      ledgerAccountId: account.ledgerAccountId,
      kind: account.kind,
      asset: account.asset,
      opening: closing.sub(within).toFixed(),
      closing: closing.toFixed(),
      change: within.toFixed(),
      entries,
    });
  }
  return { totals, firstEntryAt: await findFirstEntryAt(db, ownerAccountId) };
}

/**
 * The tables of a section: a currency with a balance at either end of the period or any movement
 * in it (cash); a fund or stock with a movement in the period (units, shares); sorted by asset.
 */
export function bookTables(section: BookSection, totals: readonly AccountTotals[]): BookTable[] {
  const kinds = SECTION_KINDS[section];
  const byAsset = new Map<string, AccountTotals[]>();
  for (const row of totals) {
    if (!kinds.includes(row.kind)) continue;
    byAsset.set(row.asset, [...(byAsset.get(row.asset) ?? []), row]);
  }
  const tables: BookTable[] = [];
  for (const [asset, rows] of byAsset) {
    const ofKind = kinds.map((kind) => rows.find((row) => row.kind === kind));
    const figure = (pick: (row: AccountTotals) => string) =>
      ofKind.map((row) => (row ? plain(pick(row)) : '0'));
    const table: BookTable = {
      section,
      asset,
      accountIds: ofKind.map((row) => row?.ledgerAccountId ?? null),
      opening: figure((row) => row.opening),
      closing: figure((row) => row.closing),
      change: figure((row) => row.change),
      entries: rows.reduce((sum, row) => sum + row.entries, 0),
    };
    const isHeld = [...table.opening, ...table.closing].some((value) => value !== '0');
    if (table.entries > 0 || (section === 'cash' && isHeld)) tables.push(table);
  }
  return tables.sort((a, b) => (a.asset < b.asset ? -1 : a.asset > b.asset ? 1 : 0));
}

async function holdingLines(
  feed: FundFeed,
  funds: ReadonlyMap<string, Fund>,
  closing: BalanceTable,
  period: StatementPeriod,
): Promise<HoldingLine[]> {
  const lines: HoldingLine[] = [];
  for (const fund of funds.values()) {
    const of = (kind: string) => toDecimal(closing.get(keyOf(kind, fund.id)) ?? '0');
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

/**
 * Reads everything of a client's statement for a period but its movements: the totals of every
 * table summed in SQL, the holdings at the period's end, the orders placed in it, the stock part.
 */
export async function readStatementHead(
  deps: { db: Kysely<Database>; funds: FundFeed; stocks?: StockFeed },
  client: StatementClient,
  period: StatementPeriod,
): Promise<StatementHead> {
  const { db } = deps;
  const [{ totals, firstEntryAt }, placed, universe] = await Promise.all([
    readStatementTotals(db, client.accountId, period),
    findFundOrdersPlacedIn(db, client.accountId, period),
    deps.funds.list(),
  ]);
  const closing: BalanceTable = new Map(
    totals.map((row) => [keyOf(row.kind, row.asset), plain(row.closing)]),
  );
  const funds = new Map(universe.map((fund) => [fund.id, fund]));
  return {
    period,
    firstEntryAt,
    accountCode: client.accountCode,
    holderName: client.holderName,
    tables: (['cash', 'units', 'shares'] as const).flatMap((section) =>
      bookTables(section, totals),
    ),
    holdings: await holdingLines(deps.funds, funds, closing, period),
    orders: placed.map((row) => ({
      orderId: row.id,
      side: row.side,
      fundId: row.fundId,
      placedAt: row.placedAt,
      currency: row.currency,
      amount: row.amount,
      units: row.units,
      status: row.status,
    })),
    funds,
    stocks: await readStockStatement(deps, client.accountId, period, closing),
  };
}
