import type { BrandConfig } from '../../../../brands/brand-config';
import { currencyFor, formatMoney } from '../../../../shared/domain/currency';
import { formatDate, formatDateTime } from '../../../../shared/domain/date-time';
import { toDecimal } from '../../../../shared/domain/decimal';
import { formatNumber } from '../../../../shared/domain/number-format';
import type { Language } from '../../../../shared/i18n/languages';
import { documentHeading, openDocument, type DocumentFrame } from '../../../pdf/document-frame';
import type { DocumentTextKey } from '../../../pdf/document-texts';
import {
  emptySection,
  heading,
  labelledLines,
  openTable,
  paragraph,
  SECTION_GAP,
  space,
  table,
  type TableRow,
} from '../../../pdf/pdf-blocks';
import type { PdfSink } from '../../../pdf/pdf-writer';
import type { BookTable, OrderRef, StatementHead } from './statement-data';
import { journalMovements, parseMovements, type Movement } from './statement-movements';
import { REASON_KEYS, SHARE_REASON_KEYS, UNIT_REASON_KEYS } from './statement-reasons';
import { stockHoldingsSection, stockName, stockTradesSection } from './stock-statement-pdf';

/**
 * A daily or monthly statement (spec §3) as a PDF: cash, fund unit movements, holdings and orders
 * of the period, then share movements, stock trades and stock holdings (stock-statement-pdf.ts).
 * It is drawn as its movements arrive, a page of rows at a time, and written out page by page.
 */

/** How a book table shows one asset: its column headers, number format and reason texts. */
type BookView = {
  headers: readonly DocumentTextKey[];
  format: (value: string) => string;
  reasons: Readonly<Record<string, DocumentTextKey>>;
};

const CASH_HEADERS: readonly DocumentTextKey[] = [
  'statement.available',
  'statement.held',
  'statement.pending',
];

const UNIT_HEADERS: readonly DocumentTextKey[] = [
  'statement.available',
  'statement.frozen_units',
  'statement.pending',
];

type Context = { frame: DocumentFrame; data: StatementHead };

const fundName = ({ frame, data }: Context, fundId: string) =>
  data.funds.get(fundId)?.name[frame.language] ?? fundId;

const sideText = ({ frame }: Context, side: OrderRef['side']) =>
  frame.t(side === 'S' ? 'side.s' : 'side.r');

function movementText(
  context: Context,
  movement: Pick<Movement, 'reason' | 'order'>,
  reasons: BookView['reasons'],
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

const isZero = (value: string) => /^[-+]?0*\.?0*$/.test(value);

const HONG_KONG_OFFSET_MS = 8 * 3_600_000;

/**
 * A movement's instant as `formatDateTime` shows it (Hong Kong, 24-hour), read by shifting UTC by
 * eight hours: Hong Kong keeps UTC+8 all year, and a long statement has one per row, where the
 * time-zone formatter was a sixth of the drawing time.
 */
const movementTime = (instant: Date) =>
  new Date(instant.getTime() + HONG_KONG_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/**
 * How many distinct figures a table keeps formatted: a long statement repeats a few amounts on
 * every row, each formatted through a Decimal before (issue 22 §6). When it holds this many it
 * starts afresh, so a table of ever-new figures keeps it small.
 */
const FIGURES_LIMIT = 4_096;

/**
 * An asset's table: date and time, description, then its figure columns; the opening balance
 * first, each movement as it arrives, the closing balance last.
 */
function bookTable(context: Context, table: BookTable, view: BookView) {
  const { t, canvas } = context.frame;
  const { period } = context.data;
  const opened = openTable(canvas, [
    { header: t('statement.date_time'), weight: 2.1 },
    { header: t('statement.description'), weight: 5 },
    ...view.headers.map((header) => ({ header: t(header), weight: 2, align: 'right' as const })),
  ]);
  const balance = (label: string, values: readonly string[]): TableRow => ({
    cells: ['', label, ...values.map(view.format)],
    isBold: true,
  });
  opened.add([balance(t('statement.opening', { date: period.start }), table.opening)]);
  // Rows repeat a few descriptions (a reason, with or without its order): each is put once.
  const descriptions = new Map<string, string>();
  const describe = (movement: Movement) => {
    const key = `${movement.reason}|${movement.order?.orderId ?? ''}`;
    const found = descriptions.get(key) ?? movementText(context, movement, view.reasons);
    descriptions.set(key, found);
    return found;
  };
  // A figure cell by its value as the database wrote it: blank for zero, else formatted.
  const figures = new Map<string, string>();
  const figure = (value: string) => {
    let found = figures.get(value);
    if (found === undefined) {
      if (figures.size >= FIGURES_LIMIT) figures.clear();
      found = isZero(value) ? '' : view.format(value);
      figures.set(value, found);
    }
    return found;
  };
  // Rows come in time order, many within one minute: its text is made once.
  let minute = { at: Number.NaN, text: '' };
  const timeOf = (instant: Date) => {
    const at = Math.floor(instant.getTime() / 60_000);
    if (at !== minute.at) minute = { at, text: movementTime(instant) };
    return minute.text;
  };
  const movements = journalMovements((whole) =>
    opened.add(
      whole.map((movement) => ({
        cells: [timeOf(movement.postedAt), describe(movement), ...movement.change.map(figure)],
      })),
    ),
  );
  return {
    add: (rows: string) => movements.add(parseMovements(rows)),
    end: () => {
      movements.end();
      opened.add([balance(t('statement.closing', { date: period.end }), table.closing)]);
    },
  };
}

/** One part of the document, drawn in order; a book table's part takes movements in between. */
type Part = { begin(): void; add?(rows: string): void; end(): void };

const drawn = (draw: () => void): Part => ({ begin: draw, end: () => undefined });

function cashPart(context: Context, cash: BookTable): Part {
  const { t, language, canvas } = context.frame;
  const precision = currencyFor(cash.asset).precision;
  let opened: ReturnType<typeof bookTable> | undefined;
  return {
    begin: () => {
      heading(canvas, t('statement.cash', { currency: cash.asset }));
      opened = bookTable(context, cash, {
        headers: CASH_HEADERS,
        format: (value) => formatNumber(value, language, precision),
        reasons: REASON_KEYS,
      });
    },
    add: (rows) => opened?.add(rows),
    end: () => {
      opened?.end();
      const total = cash.closing.reduce((sum, value) => sum.add(value), toDecimal('0'));
      labelledLines(canvas, [
        [t('statement.total_cash'), formatMoney(total, currencyFor(cash.asset), language)],
      ]);
      space(canvas, SECTION_GAP);
    },
  };
}

/** A fund's units or a stock's shares: a heading naming it, its table. */
function assetPart(context: Context, asset: BookTable, title: string, view: BookView): Part {
  const { canvas } = context.frame;
  let opened: ReturnType<typeof bookTable> | undefined;
  return {
    begin: () => {
      heading(canvas, title, 9.5);
      opened = bookTable(context, asset, view);
    },
    add: (rows) => opened?.add(rows),
    end: () => {
      opened?.end();
      space(canvas, SECTION_GAP);
    },
  };
}

/** Each fund whose units moved: its units at both ends of the period and each journal. */
function unitParts(context: Context, units: readonly BookTable[]): Part[] {
  const { t, language, canvas } = context.frame;
  const title = drawn(() => {
    heading(canvas, t('statement.units'), 11, 100);
    if (units.length === 0) emptySection(canvas, t('statement.no_units'));
  });
  return [
    title,
    ...units.map((table) => {
      const precision = context.data.funds.get(table.asset)?.unitPrecision;
      const fund = fundName(context, table.asset);
      return assetPart(context, table, t('statement.units_fund', { fund, fundId: table.asset }), {
        headers: UNIT_HEADERS,
        format: (value) => formatNumber(value, language, precision),
        reasons: UNIT_REASON_KEYS,
      });
    }),
  ];
}

/** Each stock whose shares moved: its shares at both ends of the period and each journal. */
function shareParts(context: Context, shares: readonly BookTable[]): Part[] {
  const { frame, data } = context;
  const { t, language, canvas } = frame;
  const title = drawn(() => {
    heading(canvas, t('stock_statement.shares'), 11, 100);
    if (shares.length === 0) emptySection(canvas, t('stock_statement.no_shares'));
  });
  return [
    title,
    ...shares.map((table) => {
      const name = stockName(frame, data.stocks, table.asset);
      return assetPart(
        context,
        table,
        t('stock_statement.shares_stock', { name, symbol: table.asset }),
        {
          headers: UNIT_HEADERS,
          format: (value) => formatNumber(value, language, 0),
          reasons: SHARE_REASON_KEYS,
        },
      );
    }),
  ];
}

function holdingsSection(context: Context): void {
  const { frame, data } = context;
  const { t, language, canvas } = frame;
  heading(canvas, t('statement.holdings'));
  if (data.holdings.length === 0) return emptySection(canvas, t('statement.no_holdings'));
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
  space(canvas, SECTION_GAP);
}

function ordersSection(context: Context): void {
  const { frame, data } = context;
  const { t, language, canvas } = frame;
  heading(canvas, t('statement.orders'));
  if (data.orders.length === 0) return emptySection(canvas, t('statement.no_orders'));
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
  space(canvas, SECTION_GAP);
}

/** A statement being drawn: each table's movements as they come, then the rest. */
export type StatementRender = {
  /** A packed page of movements (statement.repository.ts) of the head's table `table`. */
  movements(table: number, rows: string): void;
  /** Draws what remains and writes the file's end (its fonts embedded). */
  finish(): Promise<void>;
};

/**
 * Opens a statement in a language for a brand, writing its bytes to `sink` page by page. Tables
 * take their movements in the head's order: a page of a later table ends the ones before it.
 */
export function openStatement(
  data: StatementHead,
  brand: BrandConfig,
  language: Language,
  sink: PdfSink,
): StatementRender {
  const frame = openDocument(brand, language, sink);
  const { t } = frame;
  const { period } = data;
  const title = t(period.kind === 'daily' ? 'statement.daily_title' : 'statement.monthly_title');
  const context = { frame, data };
  const tablesOf = (section: BookTable['section']) =>
    data.tables.filter((table) => table.section === section);
  const cash = tablesOf('cash');
  const parts: Part[] = [
    drawn(() => {
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
      if (cash.length === 0) emptySection(frame.canvas, t('statement.no_cash'));
    }),
    ...cash.map((table) => cashPart(context, table)),
    ...unitParts(context, tablesOf('units')),
    drawn(() => holdingsSection(context)),
    drawn(() => ordersSection(context)),
    ...shareParts(context, tablesOf('shares')),
    drawn(() => {
      stockTradesSection(frame, data.stocks);
      stockHoldingsSection(frame, data.stocks);
      paragraph(frame.canvas, t('statement.notice'), { size: 7.5, isGrey: true });
    }),
  ];
  // The head lists its tables in the document's order: the i-th table part draws the i-th table.
  const tableParts = parts.filter((part) => part.add !== undefined);
  let current = 0;
  (parts[0] as Part).begin();
  const moveTo = (target: number) => {
    while (current < target) {
      (parts[current] as Part).end();
      current += 1;
      (parts[current] as Part).begin();
    }
  };
  return {
    movements(table, rows) {
      const part = tableParts[table];
      if (!part) throw new Error(`No statement table ${table}`);
      moveTo(parts.indexOf(part));
      part.add?.(rows);
    },
    async finish() {
      moveTo(parts.length - 1);
      (parts[current] as Part).end();
      await frame.finish(`${title} ${data.accountCode} ${period.start}`, period.to);
    },
  };
}
