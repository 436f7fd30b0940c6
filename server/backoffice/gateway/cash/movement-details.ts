import type { Kysely } from 'kysely';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { Database } from '../../../db/schema';
import type { FundFeed } from '../../../market-data/fund-feed';
import type { CashMovement, CashMovementDetail } from '../../ports/gateway-cash.port';
import {
  findEntitlementsPaidAt,
  findFillsOfOrders,
  findFundOrdersOf,
  findIpoApplicationsAt,
  findJournalLegs,
  findStockOrdersOf,
} from './movement-detail.repository';

/** A movement without its detail yet. */
type Bare = Omit<CashMovement, 'detail'>;

const NONE: CashMovementDetail = {
  kind: 'buy',
  code: null,
  name: null,
  quantity: null,
  price: null,
  fromCurrency: null,
  toCurrency: null,
};

const detail = (fields: Partial<CashMovementDetail> & Pick<CashMovementDetail, 'kind'>) => ({
  ...NONE,
  ...fields,
});

const ids = (values: readonly (number | null)[]) => [
  ...new Set(values.filter((value): value is number => value !== null)),
];

const at = (instant: Date | null) => (instant === null ? '' : new Date(instant).toISOString());

/** The instants of the movements of `reasons`, for the reads that find their rows by time. */
const instantsOf = (rows: readonly Bare[], reasons: readonly string[]) => [
  ...new Map(
    rows
      .filter((row) => reasons.includes(row.reason))
      .map((row) => [at(row.postedAt), row.postedAt]),
  ).values(),
];

/** Reads what a page of movements refers to, once per kind of reference. */
async function readReferences(db: Kysely<Database>, accountId: number, rows: readonly Bare[]) {
  const stockIds = ids(rows.map((row) => row.stockOrderId));
  const [fills, stockOrders, fundOrders, legs, entitlements, ipos] = await Promise.all([
    findFillsOfOrders(db, accountId, stockIds),
    findStockOrdersOf(db, accountId, stockIds),
    findFundOrdersOf(db, accountId, ids(rows.map((row) => row.fundOrderId))),
    findJournalLegs(
      db,
      accountId,
      rows.filter((row) => row.reason === 'fx').map((row) => row.journalId),
    ),
    findEntitlementsPaidAt(db, accountId, instantsOf(rows, ['corporateAction'])),
    findIpoApplicationsAt(db, accountId, instantsOf(rows, ['ipo', 'ipoLoanRepay', 'ipoCancel'])),
  ]);
  const ipoAt = new Map<string, string>();
  for (const row of ipos) {
    ipoAt.set(at(row.updatedAt), row.ipoCode);
    if (row.changedAt) ipoAt.set(at(row.changedAt), row.ipoCode);
  }
  return {
    fills: new Map(fills.map((fill) => [`${fill.stockOrderId}@${at(fill.filledAt)}`, fill])),
    stockOrders: new Map(stockOrders.map((order) => [order.id, order])),
    fundOrders: new Map(fundOrders.map((order) => [order.id, order])),
    legs,
    dividends: new Map(entitlements.map((row) => [at(row.paidAt), row.symbol])),
    ipoAt,
  };
}

type References = Awaited<ReturnType<typeof readReferences>>;

function stockDetail(row: Bare, refs: References): CashMovementDetail | null {
  if (row.stockOrderId === null) return null;
  const fill = refs.fills.get(`${row.stockOrderId}@${at(row.postedAt)}`);
  const order = refs.stockOrders.get(row.stockOrderId);
  const side = fill?.side ?? order?.side;
  if (!side) return null;
  return detail({
    kind: side === 'B' ? 'buy' : 'sell',
    code: fill?.symbol ?? order?.symbol ?? null,
    quantity: fill ? toDecimal(fill.quantity).toFixed() : null,
    price: fill ? toDecimal(fill.price).toFixed() : null,
  });
}

function fxDetail(row: Bare, refs: References): CashMovementDetail {
  const other = refs.legs.find(
    (leg) => leg.journalId === row.journalId && leg.currency !== row.currency,
  );
  const isSold = toDecimal(row.amount).isNegative();
  const otherCurrency = other?.currency ?? null;
  return detail({
    kind: 'fx',
    fromCurrency: isSold ? row.currency : otherCurrency,
    toCurrency: isSold ? otherCurrency : row.currency,
  });
}

async function detailOf(
  row: Bare,
  refs: References,
  funds: FundFeed | undefined,
): Promise<CashMovementDetail | null> {
  if (row.reason === 'fx') return fxDetail(row, refs);
  if (row.stockOrderId !== null) return stockDetail(row, refs);
  if (row.fundOrderId !== null) {
    const order = refs.fundOrders.get(row.fundOrderId);
    if (!order) return null;
    const fund = await funds?.get(order.fundId);
    return detail({
      kind: order.side === 'S' ? 'fundSubscription' : 'fundRedemption',
      code: order.fundId,
      name: fund?.name ?? null,
    });
  }
  const instant = at(row.postedAt);
  if (row.reason === 'corporateAction') {
    const symbol = refs.dividends.get(instant);
    return symbol ? detail({ kind: 'dividend', code: symbol }) : null;
  }
  if (row.reason.startsWith('ipo')) {
    const code = refs.ipoAt.get(instant);
    return code ? detail({ kind: 'ipo', code }) : null;
  }
  return null;
}

/**
 * The page's movements with what each was about (issue 31 §13), from their references: a fill's
 * side, symbol, quantity and price; a fund order's fund; an FX's two currencies; a dividend's
 * symbol; an IPO's code. A deposit or withdrawal keeps its request number and needs no detail.
 */
export async function withDetails(
  db: Kysely<Database>,
  accountId: number,
  rows: readonly Bare[],
  funds?: FundFeed,
): Promise<CashMovement[]> {
  if (rows.length === 0) return [];
  const refs = await readReferences(db, accountId, rows);
  return Promise.all(
    rows.map(async (row) => ({ ...row, detail: await detailOf(row, refs, funds) })),
  );
}
