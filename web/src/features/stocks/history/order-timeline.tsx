import { Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { toDecimal } from '@shared/domain/decimal';
import { STOCK_FEE_NAMES } from '@shared/domain/stock-fees';
import { DataTable, useIsPhone, type Column } from '../../../components/data/data-table';
import { useFormat } from '../../../lib/use-format';
import { useStockOrderTimeline, type StockOrder } from '../api/stock-order';
import { usePriceDecimals } from '../components/price-decimals';
import { QueryState } from '../../../components/data/query-state';
import { OrderTimelineDialog, TimeZoneNote } from '../../../components/order/order-history';
import { StockStatusBadge } from '../components/status-badge';
import { useStockTexts } from '../components/stock-texts';
import { TimeText } from '../components/time-text';
import classes from './order-timeline.module.css';

type Timeline = CallOutput<'stock-order/loadOrderTimeline'>;
type Change = Timeline['changes'][number];
type Fill = Timeline['fills'][number];

/** What the order asked for, on one line: side, quantity, stock, type and price, condition. */
function OrderTerms({ order }: { order: StockOrder }) {
  const { t } = useTranslation('stocks');
  const format = useFormat();
  const texts = useStockTexts();
  const decimalsOf = usePriceDecimals();
  const terms = [
    t('timeline.terms', {
      side: texts.side(order.side),
      quantity: format.quantity(order.quantity, 0),
      symbol: order.symbol,
      name: format.text(order.name),
    }),
    texts.orderTypeWithCode(order.orderType),
    order.price === null
      ? null
      : t('timeline.price', {
          price: `${order.currency} ${format.price(order.price, decimalsOf(order.exchange))}`,
        }),
    order.condition === 'none' ? null : texts.condition(order.condition),
    order.goodTillDate ? t('timeline.good_till', { date: order.goodTillDate }) : null,
    order.remark ? t('timeline.remark', { remark: order.remark }) : null,
  ].filter((term) => term !== null);
  return <Text size="sm">{terms.join(' · ')}</Text>;
}

/**
 * The moves a client tells apart: a move to the display status already shown (pending, then
 * processing: both Waiting) is left out unless it carries a reason.
 */
function distinctMoves(changes: readonly Change[]): Change[] {
  return changes.filter(
    (change, index) =>
      index === 0 ||
      change.reasonCode !== null ||
      changes[index - 1]?.displayStatus !== change.displayStatus,
  );
}

function ChangeItem({ change }: { change: Change }) {
  const { t } = useTranslation('stocks');
  const texts = useStockTexts();
  return (
    <List.Item>
      <Group gap="xs" wrap="wrap">
        <StockStatusBadge status={change.displayStatus} />
        <Text size="sm" c="dimmed">
          <TimeText iso={change.at} withSeconds />
        </Text>
      </Group>
      {change.reasonCode === null ? null : (
        <Text size="sm">
          {t('timeline.reason', { text: texts.result(change.reasonCode) })}{' '}
          <Text span size="xs" c="dimmed">
            ({change.reasonCode})
          </Text>
        </Text>
      )}
    </List.Item>
  );
}

/** The fills: when, how many, at what price, the consideration and the fees with each named. */
function Fills({ order, fills }: { order: StockOrder; fills: readonly Fill[] }) {
  const { t } = useTranslation('stocks');
  const format = useFormat();
  const texts = useStockTexts();
  const isPhone = useIsPhone();
  const decimals = usePriceDecimals()(order.exchange);
  const money = (value: string) => format.money(value, order.currency);
  const columns: Column<Fill>[] = [
    {
      key: 'at',
      heading: t('timeline.fill_time'),
      phone: 'title',
      cell: (fill) => <TimeText iso={fill.at} withSeconds />,
    },
    ...(isPhone
      ? [
          {
            key: 'figures',
            heading: t('timeline.fill_quantity'),
            phone: 'figure' as const,
            cell: (fill: Fill) =>
              t('history.quantity_at_price', {
                quantity: format.quantity(fill.quantity, 0),
                price: format.price(fill.price, decimals),
              }),
          },
        ]
      : [
          {
            key: 'quantity',
            heading: t('timeline.fill_quantity'),
            numeric: true,
            cell: (fill: Fill) => format.quantity(fill.quantity, 0),
          },
          {
            key: 'price',
            heading: t('timeline.fill_price'),
            numeric: true,
            cell: (fill: Fill) => format.price(fill.price, decimals),
          },
        ]),
    {
      key: 'consideration',
      heading: t('timeline.consideration'),
      numeric: true,
      cell: (fill) => money(fill.consideration),
    },
    {
      key: 'fees',
      heading: t('timeline.fees'),
      numeric: true,
      phone: 'status',
      cell: (fill) =>
        isPhone
          ? t('timeline.fees_total', { amount: money(fill.fees.total) })
          : money(fill.fees.total),
    },
    {
      key: 'fee_detail',
      heading: t('timeline.fee_detail'),
      cell: (fill) => (
        <Stack gap={0}>
          {STOCK_FEE_NAMES.filter((name) => !toDecimal(fill.fees[name]).isZero()).map((name) => (
            <span key={name} className={classes.nowrap}>
              {texts.fee(name)} {money(fill.fees[name])}
            </span>
          ))}
        </Stack>
      ),
    },
    {
      key: 'settlement',
      heading: t('timeline.settlement'),
      cell: (fill) => (
        <span className={classes.nowrap}>
          {fill.isSettled
            ? t('timeline.settled', { date: fill.settlementDate })
            : t('timeline.settles', { date: fill.settlementDate })}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      rows={fills}
      columns={columns}
      rowKey={(fill) => fill.fillId}
      rowAttributes={(fill) => ({ 'data-fill-id': fill.fillId })}
      caption={t('timeline.fills')}
    />
  );
}

function TimelineBody({ accountCode, order }: { accountCode: string; order: StockOrder }) {
  const { t } = useTranslation('stocks');
  const timeline = useStockOrderTimeline(accountCode, order.orderId);
  return (
    <QueryState query={timeline}>
      {(data) => {
        const current = data.order ?? order;
        return (
          <Stack gap="md">
            <OrderTerms order={current} />
            <Stack gap="xs" component="section" aria-label={t('timeline.changes')}>
              <Title order={3} size="sm">
                {t('timeline.changes')}
              </Title>
              {data.changes.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('timeline.no_changes')}
                </Text>
              ) : (
                <List type="ordered" spacing="sm">
                  {distinctMoves(data.changes).map((change) => (
                    <ChangeItem key={`${change.status}-${change.at}`} change={change} />
                  ))}
                </List>
              )}
            </Stack>
            <Stack gap="xs" component="section" aria-label={t('timeline.fills')}>
              <Title order={3} size="sm">
                {t('timeline.fills')}
              </Title>
              {data.fills.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('timeline.no_fills')}
                </Text>
              ) : (
                <Fills order={current} fills={data.fills} />
              )}
            </Stack>
            <TimeZoneNote />
          </Stack>
        );
      }}
    </QueryState>
  );
}

/**
 * An order's timeline in a dialog (issue 11 §13): what it asked for, every status move with its
 * Hong Kong time to the second and a rejection's spec §8 text, then each fill with its price,
 * quantity, consideration and fees. Closed while `order` is null.
 */
export function StockOrderTimeline(props: {
  accountCode: string;
  order: StockOrder | null;
  onClose: () => void;
}) {
  const { order } = props;
  return (
    <OrderTimelineDialog orderId={order?.orderId ?? null} onClose={props.onClose} size="xl">
      {order ? <TimelineBody accountCode={props.accountCode} order={order} /> : null}
    </OrderTimelineDialog>
  );
}
