import { useTranslation } from 'react-i18next';
import { displayNotificationCode, type NotificationType } from '@shared/domain/notification';
import type catalogue from '@shared/i18n/locales/en/notification.json';
import { useFormat } from '../../../lib/use-format';
import type { Notification } from '../api/notification';

/** Decimal places a figure carries as sent (`1500.50` → 1, `455.2` → 1, `1000` → 0), at most 6. */
export function placesOf(value: string): number {
  const fraction = value.split('.')[1] ?? '';
  return Math.min(6, fraction.replace(/0+$/, '').length);
}

/** Whether a decimal string is zero (`0`, `0.00`). */
const isZero = (value: string) => /^-?0*(\.0*)?$/.test(value.trim());

/** An order status as its key in notification.json `order_status` (`partially matched` → `partially_matched`). */
const statusKey = (status: string) =>
  status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** A kind's catalogue key. */
type SnakeType = keyof (typeof catalogue)['kind'];

/** A notification type as its catalogue key (`stockOrderMatched` → `stock_order_matched`). */
export const typeKey = (type: NotificationType) =>
  type.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase() as SnakeType;

/** Which family of statuses a type's `orderStatus` belongs to. */
const STATUS_FAMILY = {
  fundOrder: 'fund',
  advisorOrder: 'fund',
  monthlyInvestment: 'fund',
  cashRequest: 'cash',
  stockOrderUpdate: 'stock',
} as const;

/**
 * A notification's text in the page's language, made from its type and fields (spec §3): codes
 * by the display rule, money and quantities through the app's formatter, statuses translated.
 */
export function useNotificationText(): (row: Notification) => string {
  const { t, i18n } = useTranslation('notification');
  const format = useFormat();
  const language = i18n.language as keyof NonNullable<Notification['productName']>;

  // A fund row names its fund in the reader's language (issue 31 §16); other codes by the rule.
  const code = (row: Notification) =>
    row.productName?.[language] ?? (row.code ? displayNotificationCode(row.code) : '');
  const money = (value: string | undefined, currency: string | undefined) => {
    if (value === undefined) return '';
    return currency ? format.money(value, currency) : format.number(value, 2);
  };
  const quantity = (value: string | undefined) =>
    value === undefined ? '' : format.quantity(value, placesOf(value));
  const price = (row: Notification) => {
    if (row.price === undefined) return '';
    const figure = format.price(row.price, Math.max(2, placesOf(row.price)));
    return row.currencyCode ? `${row.currencyCode} ${figure}` : figure;
  };
  const side = (row: Notification) => (row.side ? t(`side.${row.side}`) : '');
  const status = (row: Notification) => {
    const family = STATUS_FAMILY[row.type as keyof typeof STATUS_FAMILY];
    if (!family || !row.orderStatus) return t('order_status.unknown');
    return t(`order_status.${family}.${statusKey(row.orderStatus)}` as never, {
      defaultValue: t('order_status.unknown'),
    });
  };
  /** An order's size: its amount when it has one, else its units. */
  const size = (row: Notification) =>
    row.amount !== undefined ? money(row.amount, row.currencyCode) : quantity(row.quantity);

  /** A statement's file name ("C10001-daily-2026-10-01") as the reader's words; others as they are. */
  const documentName = (name: string | undefined) => {
    const statement = /^.+-(daily|monthly)-(\d{4}-\d{2}(?:-\d{2})?)$/.exec(name ?? '');
    if (!statement) return name ?? '';
    const [, kind, date] = statement;
    return t(kind === 'daily' ? 'document_name.daily' : 'document_name.monthly', { date });
  };

  return (row) => {
    const values = {
      code: code(row),
      side: side(row),
      status: status(row),
      size: size(row),
      amount: money(row.amount, row.currencyCode),
      quantity: quantity(row.quantity),
      price: price(row),
      balance: money(row.balance, row.currencyCode),
      holdFundAmount: money(row.holdFundAmount, row.currencyCode),
      currencyCode: row.currencyCode ?? '',
      documentName: documentName(row.documentName),
      referenceCode: row.referenceCode ?? '',
      advisorCode: row.advisorCode ?? '',
      interpolation: { escapeValue: false },
    };
    switch (row.type) {
      case 'fundOrder':
        return t(row.side ? 'types.fund_order' : 'types.fund_order_plain', values);
      case 'stockOrderMatched':
        return t(
          row.side ? 'types.stock_order_matched' : 'types.stock_order_matched_plain',
          values,
        );
      case 'cryptoOrderMatched':
        return t(
          row.side ? 'types.crypto_order_matched' : 'types.crypto_order_matched_plain',
          values,
        );
      case 'cashRequest':
        return t(
          row.cashDirection ? `types.cash_request_${row.cashDirection}` : 'types.cash_request',
          values,
        );
      case 'balance':
        return t(
          row.holdFundAmount !== undefined && !isZero(row.holdFundAmount)
            ? 'types.balance_held'
            : 'types.balance',
          values,
        );
      case 'ipoResult':
        return t(row.amount === undefined ? 'types.ipo_result' : 'types.ipo_result_amount', values);
      case 'cashMovement':
        // What moved (issue 31 §13): an FX names its pair, a dividend its stock.
        if (row.fromCurrency) {
          return t('types.cash_movement_fx', { ...values, fromCurrency: row.fromCurrency });
        }
        return t(row.code ? 'types.cash_movement_dividend' : 'types.cash_movement', values);
      case 'advisorOrder':
      case 'monthlyInvestment':
      case 'stockOrderUpdate':
      case 'cryptoOrderUpdate':
      case 'newDocument':
      case 'newIpo':
      case 'plan':
      case 'holding':
        return t(`types.${typeKey(row.type)}`, values);
    }
    return t('types.unknown');
  };
}
