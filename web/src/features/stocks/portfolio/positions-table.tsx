import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, useIsPhone, type Column } from '../../../components/data/data-table';
import { usePositionValueColumns } from '../../../components/data/position-columns';
import { SignedMoney } from '../../../components/data/signed-change';
import { useFormat } from '../../../lib/use-format';
import type { StockPortfolio, StockPosition } from '../api/stock-portfolio';
import { LivePrice } from '../components/live-price';
import { usePriceDecimals } from '../components/price-decimals';
import { stockPaths } from '../paths';
import { StockTotals } from './stock-totals';
import classes from './stock-name.module.css';

/** A stock's code and name: the row's title. */
export function StockName({ symbol, name }: Pick<StockPosition, 'symbol' | 'name'>) {
  const format = useFormat();
  return (
    <Stack gap={0} className={classes.name}>
      <Text span fw={600} size="sm" translate="no">
        {symbol}
      </Text>
      <Text span size="xs" c="dimmed">
        {format.text(name)}
      </Text>
    </Stack>
  );
}

/** The live last price; on a phone card, where it stands alone on its line, with its name. */
export function LastPrice({ value, decimals }: { value: string; decimals: number }) {
  const { t } = useTranslation('stocks');
  const isPhone = useIsPhone();
  const price = <LivePrice value={value} decimals={decimals} />;
  return isPhone ? (
    <Text span size="sm">
      {t('portfolio.last_price')} {price}
    </Text>
  ) : (
    price
  );
}

/** Buy more or sell: the order page with the stock and side chosen. */
function PositionActions({ position }: { position: StockPosition }) {
  const { t } = useTranslation('stocks');
  const format = useFormat();
  const name = format.text(position.name);
  return (
    <Group gap="sm" wrap="nowrap" justify="flex-end">
      <Anchor
        component={Link}
        to={stockPaths.order({ symbol: position.symbol, side: 'B' })}
        size="sm"
        aria-label={t('portfolio.buy_label', { name, symbol: position.symbol })}
      >
        {t('portfolio.buy')}
      </Anchor>
      <Anchor
        component={Link}
        to={stockPaths.order({ symbol: position.symbol, side: 'S' })}
        size="sm"
        aria-label={t('portfolio.sell_label', { name, symbol: position.symbol })}
      >
        {t('portfolio.sell')}
      </Anchor>
    </Group>
  );
}

/**
 * The columns the portfolio and the dashboard's top holdings both show: the stock, quantity held,
 * the live last price at the exchange's decimals, market value, unrealised and today's P&L.
 */
export function useCommonPositionColumns(): Record<
  'stock' | 'quantity' | 'last' | 'value' | 'pnl' | 'today',
  Column<StockPosition>
> {
  const { t } = useTranslation('stocks');
  const format = useFormat();
  const decimalsOf = usePriceDecimals();
  const valued = usePositionValueColumns<StockPosition>({
    value: t('portfolio.market_value'),
    pnl: t('portfolio.unrealised_pnl'),
  });
  return {
    stock: {
      key: 'stock',
      heading: t('portfolio.stock'),
      phone: 'title',
      cell: (position) => <StockName symbol={position.symbol} name={position.name} />,
    },
    quantity: {
      key: 'quantity',
      heading: t('portfolio.quantity'),
      numeric: true,
      cell: (position) => format.quantity(position.totalQuantity, 0),
    },
    last: {
      key: 'last',
      heading: t('portfolio.last_price'),
      numeric: true,
      phone: 'status',
      cell: (position) => (
        <LastPrice value={position.lastPrice} decimals={decimalsOf(position.exchange)} />
      ),
    },
    value: valued.value,
    pnl: valued.pnl,
    today: {
      key: 'today',
      heading: t('portfolio.today_pnl'),
      numeric: true,
      cell: (position) => <SignedMoney value={position.todayPnl} currency={position.currency} />,
    },
  };
}

/** The positions' columns: quantities whole, prices at the exchange's decimals, signed P&L. */
function usePositionColumns(): Column<StockPosition>[] {
  const { t } = useTranslation('stocks');
  const format = useFormat();
  const decimalsOf = usePriceDecimals();
  const common = useCommonPositionColumns();
  const shares = (value: string) => format.quantity(value, 0);
  return [
    common.stock,
    common.quantity,
    {
      key: 'available',
      heading: t('portfolio.available'),
      numeric: true,
      cell: (position) => shares(position.availableQuantity),
    },
    {
      key: 'frozen',
      heading: t('portfolio.frozen'),
      numeric: true,
      cell: (position) => shares(position.frozenQuantity),
    },
    {
      key: 'pending',
      heading: t('portfolio.pending'),
      numeric: true,
      cell: (position) => shares(position.pendingQuantity),
    },
    {
      key: 'cost',
      heading: t('portfolio.average_cost'),
      numeric: true,
      cell: (position) => format.price(position.averageCost, decimalsOf(position.exchange)),
    },
    common.last,
    common.value,
    common.pnl,
    common.today,
    {
      key: 'actions',
      heading: t('portfolio.actions'),
      phone: 'action',
      cell: (position) => <PositionActions position={position} />,
    },
  ];
}

/**
 * The stock positions in the app's table (issue 11 §11): quantity held, available, frozen by
 * sell orders and pending settlement, average cost, the live last price, market value,
 * unrealised and today's P&L; totals per currency and in the reporting currency below.
 */
export function PositionsTable({ portfolio }: { portfolio: StockPortfolio }) {
  const { t } = useTranslation('stocks');
  const columns = usePositionColumns();
  return (
    <DataTable
      rows={portfolio.positions}
      columns={columns}
      rowKey={(position) => position.symbol}
      rowAttributes={(position) => ({ 'data-symbol': position.symbol })}
      caption={t('portfolio.caption')}
      footer={<StockTotals portfolio={portfolio} columnKeys={columns.map((c) => c.key)} />}
    />
  );
}
