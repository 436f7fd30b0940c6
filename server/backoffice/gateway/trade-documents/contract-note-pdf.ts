import type { BrandConfig } from '../../../../brands/brand-config';
import { currencyFor, formatMoney } from '../../../../shared/domain/currency';
import { formatDate, formatDateTime } from '../../../../shared/domain/date-time';
import { toDecimal } from '../../../../shared/domain/decimal';
import { formatNumber } from '../../../../shared/domain/number-format';
import type { Language } from '../../../../shared/i18n/languages';
import { documentHeading, openDocument } from '../../../pdf/document-frame';
import type { DocumentTextKey } from '../../../pdf/document-texts';
import { heading, labelledLines, paragraph, space, table } from '../../../pdf/pdf-blocks';
import { FEE_FIELDS, type ContractNoteData, type FeeField } from './contract-note';
import { stockPrice } from './stock-statement-pdf';

/**
 * A contract note (issue 11 §8) as a PDF: the order, each execution of its trade date, the
 * consideration, every fee (hk-market-facts §3.5) and the net amount payable or receivable.
 */

const FEE_KEYS: Readonly<Record<FeeField, DocumentTextKey>> = {
  brokerage: 'contract.fee_brokerage',
  sfcLevy: 'contract.fee_sfc_levy',
  afrcLevy: 'contract.fee_afrc_levy',
  tradingFee: 'contract.fee_trading_fee',
  stampDuty: 'contract.fee_stamp_duty',
  ccass: 'contract.fee_ccass',
  secFee: 'contract.fee_sec_fee',
};

/** Renders a contract note in a language for a brand. */
export async function renderContractNote(
  data: ContractNoteData,
  brand: BrandConfig,
  language: Language,
): Promise<Uint8Array> {
  const frame = openDocument(brand, language);
  const { t, canvas } = frame;
  const { order, totals } = data;
  const currency = currencyFor(order.currency);
  const money = (value: string) => formatMoney(value, currency, language);
  const price = (value: string) => stockPrice(value, language, data.priceDecimals);
  // An average keeps its own decimals (up to four) where it has more than the exchange's.
  const average = (value: string) =>
    stockPrice(
      value,
      language,
      Math.max(data.priceDecimals ?? 2, toDecimal(value).decimalPlaces()),
    );
  const quantity = (value: string) => formatNumber(value, language, 0);
  const side = t(order.side === 'B' ? 'stock_side.b' : 'stock_side.s');
  const title = t('contract.title');
  documentHeading(frame, brand, {
    title,
    lines: [
      [t('common.account'), data.accountCode],
      [t('common.holder'), data.holderName],
      [t('contract.trade_date'), data.tradeDate],
      [t('contract.settlement_date'), data.settlementDate],
      [t('common.issued'), formatDate(data.issuedAt)],
    ],
  });
  heading(canvas, t('contract.order_section'));
  labelledLines(canvas, [
    [t('contract.order_number'), String(order.id)],
    [
      t('contract.stock'),
      t('contract.stock_value', { symbol: order.symbol, name: data.stockName }),
    ],
    [t('contract.exchange'), order.exchange],
    [t('contract.side'), side],
    [t('contract.order_type'), order.orderType],
    [
      t('contract.order_price'),
      order.price === null ? t('contract.market_price') : price(order.price),
    ],
    [t('contract.order_quantity'), quantity(order.quantity)],
  ]);
  space(canvas, 8);
  heading(canvas, t('contract.executions'));
  table(
    canvas,
    [
      { header: t('contract.time'), weight: 2.4 },
      { header: t('contract.quantity'), weight: 1.6, align: 'right' },
      { header: t('contract.price'), weight: 1.6, align: 'right' },
      { header: t('contract.consideration'), weight: 2.4, align: 'right' },
    ],
    data.fills.map((fill) => ({
      cells: [
        formatDateTime(fill.filledAt),
        quantity(fill.quantity),
        price(fill.price),
        money(fill.consideration),
      ],
    })),
  );
  space(canvas, 8);
  heading(canvas, t('contract.summary'));
  const fees = FEE_FIELDS.filter((field) => !toDecimal(totals.fees[field]).isZero());
  labelledLines(canvas, [
    [t('contract.total_quantity'), quantity(totals.quantity)],
    [t('contract.average_price'), average(totals.averagePrice)],
    [t('contract.total_consideration'), money(totals.consideration)],
    ...fees.map((field): [string, string] => [t(FEE_KEYS[field]), money(totals.fees[field])]),
    [t('contract.total_fees'), money(totals.totalFees)],
    [t(order.side === 'B' ? 'contract.net_payable' : 'contract.net_receivable'), money(totals.net)],
  ]);
  space(canvas, 8);
  paragraph(canvas, t('contract.notice'), { size: 7.5, isGrey: true });
  const pdf = await frame.finish(
    `${title} ${data.accountCode} ${order.id} ${data.tradeDate}`,
    data.issuedAt,
  );
  return new Uint8Array(pdf);
}
