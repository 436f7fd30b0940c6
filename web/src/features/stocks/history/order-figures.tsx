import { useTranslation } from 'react-i18next';
import { useIsPhone, type Column } from '../../../components/data/data-table';
import { useFormat } from '../../../lib/use-format';
import type { StockOrder } from '../api/stock-order';
import { usePriceDecimals } from '../components/price-decimals';
import { useStockTexts } from '../components/stock-texts';

/** An order's limit price at its exchange's decimals, or its type for AO and Market (no price). */
export function useOrderPriceText(): (order: StockOrder) => string {
  const format = useFormat();
  const texts = useStockTexts();
  const decimalsOf = usePriceDecimals();
  return (order) =>
    order.price === null
      ? texts.orderTypeWithCode(order.orderType)
      : format.price(order.price, decimalsOf(order.exchange));
}

/**
 * An order's price and quantity: two right-aligned columns on a desktop, one figure on a phone
 * card (`400 @ 107.700`) so neither stands there unnamed.
 */
export function useOrderFigureColumns(): Column<StockOrder>[] {
  const { t } = useTranslation('stocks');
  const format = useFormat();
  const priceOf = useOrderPriceText();
  const isPhone = useIsPhone();
  const quantityOf = (order: StockOrder) => format.quantity(order.quantity, 0);
  if (isPhone) {
    return [
      {
        key: 'figures',
        heading: t('history.quantity'),
        phone: 'figure',
        cell: (order) =>
          t('history.quantity_at_price', { quantity: quantityOf(order), price: priceOf(order) }),
      },
    ];
  }
  return [
    { key: 'price', heading: t('history.price'), numeric: true, cell: priceOf },
    { key: 'quantity', heading: t('history.quantity'), numeric: true, cell: quantityOf },
  ];
}
