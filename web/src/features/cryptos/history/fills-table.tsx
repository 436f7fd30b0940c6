import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data/data-table';
import { useFormat } from '../../../lib/use-format';
import type { CryptoFillRow } from '../api/crypto-order';
import { secondsText } from '../components/time-text';
import { pairLabel, useCryptoTexts } from '../hooks/use-crypto-texts';
import { usePairRules } from '../hooks/use-pair-rules';

/** The fills across orders: when, pair, side, quantity, price, amount, fee, maker or taker. */
export function FillsTable({ fills }: { fills: readonly CryptoFillRow[] }) {
  const { t } = useTranslation('cryptos');
  const texts = useCryptoTexts();
  const format = useFormat();
  const rules = usePairRules();
  const columns: Column<CryptoFillRow>[] = [
    {
      key: 'at',
      heading: t('fills.time'),
      cell: (fill) => <time dateTime={fill.at}>{secondsText(fill.at)}</time>,
    },
    {
      key: 'pair',
      heading: t('orders.pair'),
      phone: 'title',
      cell: (fill) => <span translate="no">{pairLabel(fill.pair)}</span>,
    },
    { key: 'side', heading: t('orders.side'), phone: 'title', cell: (f) => texts.side(f.side) },
    {
      key: 'quantity',
      heading: t('fills.quantity'),
      numeric: true,
      phone: 'figure',
      cell: (fill) => format.quantity(fill.quantity, rules.quantityDecimals(fill.pair)),
    },
    {
      key: 'price',
      heading: t('fills.price'),
      numeric: true,
      phone: 'figure',
      cell: (fill) => format.price(fill.price, rules.priceDecimals(fill.pair)),
    },
    {
      key: 'amount',
      heading: t('fills.amount'),
      numeric: true,
      cell: (fill) => format.money(fill.amount, fill.quoteCurrency),
    },
    {
      key: 'fee',
      heading: t('fills.fee'),
      numeric: true,
      cell: (fill) => format.money(fill.fee, fill.quoteCurrency),
    },
    {
      key: 'liquidity',
      heading: t('fills.liquidity'),
      phone: 'status',
      cell: (fill) => t(`fills.${fill.liquidity}`),
    },
    { key: 'order', heading: t('fills.order'), cell: (fill) => fill.orderId },
  ];
  return (
    <DataTable
      rows={fills}
      columns={columns}
      rowKey={(fill) => fill.fillId}
      rowAttributes={(fill) => ({ 'data-fill-id': fill.fillId, 'data-order-id': fill.orderId })}
      caption={t('history.tab_fills')}
    />
  );
}
