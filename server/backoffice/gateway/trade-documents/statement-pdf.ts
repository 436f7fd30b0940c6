import type { BrandConfig } from '../../../../brands/brand-config';
import { currencyFor, formatMoney } from '../../../../shared/domain/currency';
import { formatDate, formatDateTime } from '../../../../shared/domain/date-time';
import { toDecimal } from '../../../../shared/domain/decimal';
import { formatNumber } from '../../../../shared/domain/number-format';
import type { Language } from '../../../../shared/i18n/languages';
import { documentHeading, openDocument, type DocumentFrame } from '../../../pdf/document-frame';
import type { DocumentTextKey } from '../../../pdf/document-texts';
import {
  heading,
  labelledLines,
  paragraph,
  space,
  table,
  type TableRow,
} from '../../../pdf/pdf-blocks';
import type {
  BookMovement,
  BookStatement,
  CashFigures,
  CashStatement,
  OrderRef,
  StatementData,
  UnitFigures,
} from './statement-data';
import { stockHoldingsSection, stockName, stockTradesSection } from './stock-statement-pdf';

/**
 * A daily or monthly statement (spec §3) as a PDF: cash, fund unit movements, holdings and orders
 * of the period, then share movements, stock trades and stock holdings (stock-statement-pdf.ts).
 */

const REASON_KEYS: Readonly<Record<string, DocumentTextKey>> = {
  deposit: 'reason.deposit',
  transferIn: 'reason.transfer_in',
  hold: 'reason.hold',
  release: 'reason.release',
  deducted: 'reason.deducted',
  priced: 'reason.priced',
  settled: 'reason.settled',
  rejected: 'reason.rejected',
  failed: 'reason.failed',
  filled: 'stock_reason.filled',
  modify: 'stock_reason.modify',
  withdrawal: 'reason.withdrawal',
  withdrawalHold: 'reason.withdrawal_hold',
  withdrawalRelease: 'reason.withdrawal_release',
  fx: 'reason.fx',
  corporateAction: 'stock_reason.corporate_action',
  ipoApply: 'stock_reason.ipo_apply',
  ipoCancel: 'stock_reason.ipo_cancel',
  ipo: 'stock_reason.ipo',
  ipoLoanRepay: 'stock_reason.ipo_loan_repay',
};

/** A units journal reads like a cash one, but a redemption's hold freezes units, not cash. */
const UNIT_REASON_KEYS: Readonly<Record<string, DocumentTextKey>> = {
  ...REASON_KEYS,
  hold: 'reason.units_frozen',
};

/** A shares journal: a sell's hold freezes shares. */
const SHARE_REASON_KEYS: Readonly<Record<string, DocumentTextKey>> = {
  ...REASON_KEYS,
  hold: 'stock_reason.share_hold',
};

/** How a book table shows one asset: its figure columns, number format and reason texts. */
type BookView<K extends string> = {
  columns: readonly { field: K; header: DocumentTextKey }[];
  format: (value: string) => string;
  reasons: Readonly<Record<string, DocumentTextKey>>;
};

const CASH_COLUMNS: BookView<keyof CashFigures>['columns'] = [
  { field: 'available', header: 'statement.available' },
  { field: 'held', header: 'statement.held' },
  { field: 'pending', header: 'statement.pending' },
];

const UNIT_COLUMNS: BookView<keyof UnitFigures>['columns'] = [
  { field: 'available', header: 'statement.available' },
  { field: 'frozen', header: 'statement.frozen_units' },
  { field: 'pending', header: 'statement.pending' },
];

type Context = { frame: DocumentFrame; data: StatementData };

const fundName = ({ frame, data }: Context, fundId: string) =>
  data.funds.get(fundId)?.name[frame.language] ?? fundId;

const sideText = ({ frame }: Context, side: OrderRef['side']) =>
  frame.t(side === 'S' ? 'side.s' : 'side.r');

function movementText(
  context: Context,
  movement: Pick<BookMovement<unknown>, 'reason' | 'order'>,
  reasons: BookView<string>['reasons'],
): string {
  const reason = context.frame.t(reasons[movement.reason] ?? 'reason.adjustment');
  const { order } = movement;
  if (!order) return reason;
  return context.frame.t('statement.movement_with_order', {
    reason,
    side: sideText(context, order.side),
    fund: fundName(context, order.fundId),
    order: order.orderId,
  });
}

/** An asset's rows: the opening balance, each movement, the closing balance. */
function bookRows<K extends string>(
  context: Context,
  statement: BookStatement<Record<K, string>>,
  view: BookView<K>,
): TableRow[] {
  const { t } = context.frame;
  const { period } = context.data;
  const change = (value: string) => (toDecimal(value).isZero() ? '' : view.format(value));
  const figures = (values: Record<K, string>, show: (value: string) => string) =>
    view.columns.map(({ field }) => show(values[field]));
  const balance = (label: string, values: Record<K, string>) => ({
    cells: ['', label, ...figures(values, view.format)],
    isBold: true,
  });
  return [
    balance(t('statement.opening', { date: period.start }), statement.opening),
    ...statement.movements.map((movement) => ({
      cells: [
        formatDateTime(movement.postedAt),
        movementText(context, movement, view.reasons),
        ...figures(movement.change, change),
      ],
    })),
    balance(t('statement.closing', { date: period.end }), statement.closing),
  ];
}

/** An asset's table: date and time, description, then its figure columns. */
function bookTable<K extends string>(
  context: Context,
  statement: BookStatement<Record<K, string>>,
  view: BookView<K>,
): void {
  const { t, canvas } = context.frame;
  table(
    canvas,
    [
      { header: t('statement.date_time'), weight: 2.1 },
      { header: t('statement.description'), weight: 5 },
      ...view.columns.map(({ header }) => ({
        header: t(header),
        weight: 2,
        align: 'right' as const,
      })),
    ],
    bookRows(context, statement, view),
  );
}

function cashSection(context: Context, cash: CashStatement): void {
  const { t, language, canvas } = context.frame;
  const precision = currencyFor(cash.currency).precision;
  heading(canvas, t('statement.cash', { currency: cash.currency }));
  bookTable(context, cash, {
    columns: CASH_COLUMNS,
    format: (value) => formatNumber(value, language, precision),
    reasons: REASON_KEYS,
  });
  const { available, held, pending } = cash.closing;
  const total = toDecimal(available).add(held).add(pending);
  labelledLines(canvas, [
    [t('statement.total_cash'), formatMoney(total, currencyFor(cash.currency), language)],
  ]);
  space(canvas, 8);
}

/** Each fund whose units moved: its units at both ends of the period and each journal. */
function unitsSection(context: Context): void {
  const { frame, data } = context;
  const { t, language, canvas } = frame;
  heading(canvas, t('statement.units'), 11, 100);
  if (data.units.length === 0) return paragraph(canvas, t('statement.no_units'));
  for (const units of data.units) {
    const precision = data.funds.get(units.fundId)?.unitPrecision;
    const fund = fundName(context, units.fundId);
    heading(canvas, t('statement.units_fund', { fund, fundId: units.fundId }), 9.5);
    bookTable(context, units, {
      columns: UNIT_COLUMNS,
      format: (value) => formatNumber(value, language, precision),
      reasons: UNIT_REASON_KEYS,
    });
    space(canvas, 8);
  }
}

/** Each stock whose shares moved: its shares at both ends of the period and each journal. */
function sharesSection(context: Context): void {
  const { frame, data } = context;
  const { t, language, canvas } = frame;
  heading(canvas, t('stock_statement.shares'), 11, 100);
  if (data.shares.length === 0) return paragraph(canvas, t('stock_statement.no_shares'));
  for (const shares of data.shares) {
    const name = stockName(frame, data.stocks, shares.symbol);
    heading(canvas, t('stock_statement.shares_stock', { name, symbol: shares.symbol }), 9.5);
    bookTable(context, shares, {
      columns: UNIT_COLUMNS,
      format: (value) => formatNumber(value, language, 0),
      reasons: SHARE_REASON_KEYS,
    });
    space(canvas, 8);
  }
}

function holdingsSection(context: Context): void {
  const { frame, data } = context;
  const { t, language, canvas } = frame;
  heading(canvas, t('statement.holdings'));
  if (data.holdings.length === 0) return paragraph(canvas, t('statement.no_holdings'));
  table(
    canvas,
    [
      { header: t('statement.fund'), weight: 4 },
      { header: t('statement.total_units'), weight: 1.7, align: 'right' },
      { header: t('statement.frozen_units'), weight: 1.4, align: 'right' },
      { header: t('statement.pending_units'), weight: 1.4, align: 'right' },
      { header: t('statement.nav'), weight: 1.4, align: 'right' },
      { header: t('statement.nav_date'), weight: 1.6, align: 'right' },
      { header: t('statement.market_value'), weight: 2.2, align: 'right' },
    ],
    data.holdings.map((line) => {
      const units = (value: string) => formatNumber(value, language, line.fund.unitPrecision);
      const currency = currencyFor(line.fund.currency);
      return {
        cells: [
          line.fund.name[language],
          units(line.totalUnits),
          units(line.frozenUnits),
          units(line.pendingUnits),
          line.nav ? formatNumber(line.nav.nav, language, line.fund.navPrecision) : '',
          line.nav?.date ?? t('statement.no_nav'),
          line.marketValue === null ? '' : formatMoney(line.marketValue, currency, language),
        ],
      };
    }),
  );
  space(canvas, 8);
}

function ordersSection(context: Context): void {
  const { frame, data } = context;
  const { t, language, canvas } = frame;
  heading(canvas, t('statement.orders'));
  if (data.orders.length === 0) return paragraph(canvas, t('statement.no_orders'));
  table(
    canvas,
    [
      { header: t('statement.order'), weight: 1 },
      { header: t('statement.placed_at'), weight: 2.1 },
      { header: t('statement.fund'), weight: 4.2 },
      { header: t('statement.side'), weight: 1.2 },
      { header: t('statement.amount_or_units'), weight: 2.2, align: 'right' },
      { header: t('statement.status'), weight: 1.4 },
    ],
    data.orders.map((order) => {
      const fund = data.funds.get(order.fundId);
      const size =
        order.amount !== null
          ? formatMoney(order.amount, currencyFor(order.currency), language)
          : t('statement.units_value', {
              units: formatNumber(order.units ?? '0', language, fund?.unitPrecision ?? 4),
            });
      return {
        cells: [
          String(order.orderId),
          formatDateTime(order.placedAt),
          fundName(context, order.fundId),
          sideText(context, order.side),
          size,
          t(`status.${order.status}`),
        ],
      };
    }),
  );
  space(canvas, 8);
}

/** Renders a statement in a language for a brand. */
export function renderStatement(
  data: StatementData,
  brand: BrandConfig,
  language: Language,
): Buffer {
  const frame = openDocument(brand, language);
  const { t } = frame;
  const { period } = data;
  const title = t(period.kind === 'daily' ? 'statement.daily_title' : 'statement.monthly_title');
  documentHeading(frame, brand, {
    title,
    lines: [
      [t('common.account'), data.accountCode],
      [t('common.holder'), data.holderName],
      [
        t('common.period'),
        period.kind === 'daily'
          ? period.start
          : t('common.period_range', { start: period.start, end: period.end }),
      ],
      [t('common.issued'), formatDate(period.to)],
    ],
  });
  const context = { frame, data };
  if (data.cash.length === 0) paragraph(frame.canvas, t('statement.no_cash'));
  for (const cash of data.cash) cashSection(context, cash);
  unitsSection(context);
  holdingsSection(context);
  ordersSection(context);
  sharesSection(context);
  stockTradesSection(frame, data.stocks);
  stockHoldingsSection(frame, data.stocks);
  paragraph(frame.canvas, t('statement.notice'), { size: 7.5, isGrey: true });
  return frame.finish(`${title} ${data.accountCode} ${period.start}`, period.to);
}
