import { currencyFor, formatMoney } from '../../../../shared/domain/currency';
import { formatDateTime } from '../../../../shared/domain/date-time';
import { toDecimal } from '../../../../shared/domain/decimal';
import { formatNumber, formatPrice } from '../../../../shared/domain/number-format';
import type { DocumentFrame } from '../../../pdf/document-frame';
import { emptySection, heading, SECTION_GAP, space, table } from '../../../pdf/pdf-blocks';
import type { StockStatementInputs } from './stock-statement-data';

/** The stock part of a statement's PDF (issue 11 §13): the period's trades, the holdings at its end. */

/**
 * A price at its exchange's decimals (HKEX three: `616.500`), the same in every row; a symbol the
 * feed does not know shows as many decimals as the price has, at least two.
 */
export function stockPrice(
  price: string,
  language: DocumentFrame['language'],
  decimals: number | undefined,
): string {
  return formatPrice(price, language, decimals ?? Math.max(2, toDecimal(price).decimalPlaces()));
}

/** A stock's name in the document's language, or its symbol. */
export const stockName = (frame: DocumentFrame, stocks: StockStatementInputs, symbol: string) =>
  stocks.names.get(symbol)?.[frame.language] ?? symbol;

/** The stock trades executed in the period. */
export function stockTradesSection(frame: DocumentFrame, stocks: StockStatementInputs): void {
  const { t, language, canvas } = frame;
  heading(canvas, t('stock_statement.trades'));
  if (stocks.trades.length === 0) return emptySection(canvas, t('stock_statement.no_trades'));
  table(
    canvas,
    [
      { header: t('stock_statement.trade_time'), weight: 2.1 },
      { header: t('stock_statement.order'), weight: 0.9 },
      { header: t('stock_statement.stock'), weight: 3 },
      { header: t('stock_statement.side'), weight: 0.9 },
      { header: t('stock_statement.quantity'), weight: 1.3, align: 'right' },
      { header: t('stock_statement.price'), weight: 1.3, align: 'right' },
      { header: t('stock_statement.fees'), weight: 1.5, align: 'right' },
      { header: t('stock_statement.net_amount'), weight: 2.2, align: 'right' },
    ],
    stocks.trades.map((trade) => {
      const currency = currencyFor(trade.currency);
      return {
        cells: [
          formatDateTime(trade.filledAt),
          String(trade.orderId),
          `${trade.symbol} ${stockName(frame, stocks, trade.symbol)}`,
          t(trade.side === 'B' ? 'stock_side.b' : 'stock_side.s'),
          formatNumber(trade.quantity, language, 0),
          stockPrice(trade.price, language, stocks.priceDecimals.get(trade.symbol)),
          formatNumber(trade.fees, language, currency.precision),
          formatMoney(trade.net, currency, language),
        ],
      };
    }),
  );
  space(canvas, SECTION_GAP);
}

/** The stock holdings at the period's end, valued at the last price then. */
export function stockHoldingsSection(frame: DocumentFrame, stocks: StockStatementInputs): void {
  const { t, language, canvas } = frame;
  heading(canvas, t('stock_statement.holdings'));
  if (stocks.holdings.length === 0) return emptySection(canvas, t('stock_statement.no_holdings'));
  const quantity = (value: string) => formatNumber(value, language, 0);
  table(
    canvas,
    [
      { header: t('stock_statement.stock'), weight: 3.6 },
      { header: t('stock_statement.total_quantity'), weight: 1.6, align: 'right' },
      { header: t('stock_statement.frozen'), weight: 1.4, align: 'right' },
      { header: t('stock_statement.pending'), weight: 1.4, align: 'right' },
      { header: t('stock_statement.price_at_end'), weight: 1.4, align: 'right' },
      { header: t('stock_statement.market_value'), weight: 2.2, align: 'right' },
    ],
    stocks.holdings.map((line) => ({
      cells: [
        `${line.symbol} ${stockName(frame, stocks, line.symbol)}`,
        quantity(line.totalQuantity),
        quantity(line.frozenQuantity),
        quantity(line.pendingQuantity),
        line.price === null
          ? t('stock_statement.no_price')
          : stockPrice(line.price, language, stocks.priceDecimals.get(line.symbol)),
        line.marketValue === null
          ? ''
          : formatMoney(line.marketValue, currencyFor(line.currency), language),
      ],
    })),
  );
  space(canvas, SECTION_GAP);
}
