import type Decimal from 'decimal.js';
import type { CallOutput } from '@shared/contracts/index';
import { toDecimal, toPlainString } from '@shared/domain/decimal';
import { roundDecimal } from '@shared/domain/rounding';

/** The stock portfolio as the server values it at its last price. */
export type StockPortfolio = CallOutput<'stock-portfolio/loadStockPortfolio'>;
/** One stock position. */
export type StockPosition = StockPortfolio['positions'][number];

/** Live last prices by symbol (the quote stream's). */
export type LastPrices = ReadonlyMap<string, { last: string }>;

/** What a live price moved a position by: its value, unrealised and today's P&L alike. */
type Moves = { position: StockPosition; move: Decimal; reportingMove: Decimal };

/**
 * A position re-valued at a live last price, in decimals (never floats): market value = last ×
 * quantity, unrealised P&L = market value − book cost (and its percent of book cost, two
 * decimals), today's P&L moved by (live − valued last) × quantity, and the reporting-currency
 * value at the rate the server valued it with. Without a live price (or the same) it is as is.
 */
function moved(position: StockPosition, last: string | undefined): Moves {
  const zero = toDecimal('0');
  if (last === undefined || toDecimal(last).eq(toDecimal(position.lastPrice))) {
    return { position, move: zero, reportingMove: zero };
  }
  const quantity = toDecimal(position.totalQuantity);
  const marketValue = toDecimal(last).mul(quantity);
  const valued = toDecimal(position.marketValue);
  const move = marketValue.sub(valued);
  const bookCost = toDecimal(position.bookCost);
  const unrealised = marketValue.sub(bookCost);
  // The server's reporting value over its own value is the cross rate it used (through HKD).
  const rate = valued.isZero() ? zero : toDecimal(position.reportingMarketValue).div(valued);
  const reportingMove = move.mul(rate);
  return {
    move,
    reportingMove,
    position: {
      ...position,
      lastPrice: last,
      marketValue: toPlainString(marketValue),
      unrealisedPnl: toPlainString(unrealised),
      unrealisedPnlPercent: bookCost.isZero()
        ? '0'
        : roundDecimal(unrealised.div(bookCost).mul(100), 2, 'normal'),
      todayPnl: toPlainString(toDecimal(position.todayPnl).add(move)),
      reportingMarketValue: toPlainString(
        toDecimal(position.reportingMarketValue).add(reportingMove),
      ),
    },
  };
}

const plus = (value: string, move: Decimal) => toPlainString(toDecimal(value).add(move));

/**
 * The portfolio re-valued at live last prices (UI style "Live data"): each position as
 * `moved`, each currency's totals and the reporting-currency totals moved by what its positions
 * moved. Market value, unrealised and today's P&L move together (the book cost stays).
 */
export function revaluePortfolio(portfolio: StockPortfolio, prices: LastPrices): StockPortfolio {
  const moves = portfolio.positions.map((position) =>
    moved(position, prices.get(position.symbol)?.last),
  );
  const zero = toDecimal('0');
  const total = moves.reduce((sum, { reportingMove }) => sum.add(reportingMove), zero);
  const byCurrency = portfolio.byCurrency.map((totals) => {
    const move = moves
      .filter(({ position }) => position.currency === totals.currency)
      .reduce((sum, item) => sum.add(item.move), zero);
    return {
      ...totals,
      marketValue: plus(totals.marketValue, move),
      unrealisedPnl: plus(totals.unrealisedPnl, move),
      todayPnl: plus(totals.todayPnl, move),
    };
  });
  return {
    ...portfolio,
    positions: moves.map(({ position }) => position),
    byCurrency,
    totalMarketValue: plus(portfolio.totalMarketValue, total),
    totalUnrealisedPnl: plus(portfolio.totalUnrealisedPnl, total),
    totalTodayPnl: plus(portfolio.totalTodayPnl, total),
  };
}
