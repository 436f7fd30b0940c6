import type { Kysely } from 'kysely';
import type { Language } from '../../../../shared/i18n/languages';
import { currencyFor, roundToCurrency } from '../../../../shared/domain/currency';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { Database } from '../../../db/schema';
import type { StockFeed } from '../../../market-data/stock-feed';
import { findStockFillsIn } from './contract-note.repository';
import type { StatementPeriod } from './statement-period';

/**
 * The stock part of a statement (issue 11 §13): the trades executed in the period and the stock
 * holdings at its end, valued at the last price at the period's end.
 */

/** One execution in the period. */
export type StockTradeLine = {
  filledAt: Date;
  orderId: number;
  symbol: string;
  side: 'B' | 'S';
  currency: string;
  quantity: string;
  price: string;
  consideration: string;
  fees: string;
  /** Buy: consideration + fees paid; sell: consideration − fees received. */
  net: string;
};

/** One stock position at the period's end. */
export type StockHoldingLine = {
  symbol: string;
  currency: string;
  totalQuantity: string;
  frozenQuantity: string;
  pendingQuantity: string;
  /** The last price at the period's end; null when the feed has none. */
  price: string | null;
  marketValue: string | null;
};

/** A name in every language. */
type LocalisedText = Readonly<Record<Language, string>>;

/** What a statement shows of stocks, read on the main thread. */
export type StockStatementInputs = {
  trades: StockTradeLine[];
  holdings: StockHoldingLine[];
  /** Names of the symbols shown, in every language. */
  names: ReadonlyMap<string, LocalisedText>;
  /** Decimals each symbol's prices show: its exchange's (HKEX three, US two), from the feed. */
  priceDecimals: ReadonlyMap<string, number>;
};

const SHARE_KINDS = ['shares', 'sharesFrozen', 'sharesPending'] as const;

/** The symbols with shares in the closing balances (`kind|asset` keys), sorted. */
function heldSymbols(closing: ReadonlyMap<string, string>): string[] {
  const symbols = new Set<string>();
  for (const [key, balance] of closing) {
    const [kind = '', asset = ''] = key.split('|');
    if ((SHARE_KINDS as readonly string[]).includes(kind) && !toDecimal(balance).isZero()) {
      symbols.add(asset);
    }
  }
  return [...symbols].sort();
}

/** Reads the stock part of a client's statement (no feed: trades only, holdings unpriced). */
export async function readStockStatement(
  deps: { db: Kysely<Database>; stocks?: StockFeed },
  accountId: number,
  period: StatementPeriod,
  closing: ReadonlyMap<string, string>,
): Promise<StockStatementInputs> {
  const fills = await findStockFillsIn(deps.db, accountId, period);
  const trades = fills.map((fill): StockTradeLine => {
    const consideration = toDecimal(fill.consideration);
    const net =
      fill.side === 'B' ? consideration.add(fill.totalFees) : consideration.sub(fill.totalFees);
    return {
      filledAt: fill.filledAt,
      orderId: fill.stockOrderId,
      symbol: fill.symbol,
      side: fill.side,
      currency: fill.currency,
      quantity: toDecimal(fill.quantity).toFixed(),
      price: toDecimal(fill.price).toFixed(),
      consideration: consideration.toFixed(),
      fees: toDecimal(fill.totalFees).toFixed(),
      net: net.toFixed(),
    };
  });
  const names = new Map<string, LocalisedText>();
  const priceDecimals = new Map<string, number>();
  const holdings: StockHoldingLine[] = [];
  const of = (kind: string, symbol: string) => toDecimal(closing.get(`${kind}|${symbol}`) ?? '0');
  const symbols = new Set([...heldSymbols(closing), ...trades.map((trade) => trade.symbol)]);
  for (const symbol of [...symbols].sort()) {
    const instrument = await deps.stocks?.get(symbol);
    if (instrument) names.set(symbol, instrument.name);
    if (instrument) priceDecimals.set(symbol, instrument.priceDecimals);
    const frozen = of('sharesFrozen', symbol);
    const pending = of('sharesPending', symbol);
    const total = of('shares', symbol).add(frozen).add(pending);
    if (total.isZero()) continue;
    const quote = await deps.stocks?.quote(symbol, period.to);
    const currency = instrument?.currency ?? quote?.currency ?? '';
    const price = quote?.last ?? null;
    holdings.push({
      symbol,
      currency,
      totalQuantity: total.toFixed(),
      frozenQuantity: frozen.toFixed(),
      pendingQuantity: pending.toFixed(),
      price,
      marketValue: price === null ? null : roundToCurrency(total.mul(price), currencyFor(currency)),
    });
  }
  return { trades, holdings, names, priceDecimals };
}
