import { Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data/data-table';
import { QueryState } from '../../../components/data/query-state';
import { OrderTimelineDialog, TimeZoneNote } from '../../../components/order/order-history';
import { useFormat } from '../../../lib/use-format';
import { useCryptoOrderTimeline, type CryptoOrder, type CryptoTimeline } from '../api/crypto-order';
import { CryptoStatusBadge } from '../components/status-badge';
import { secondsText } from '../components/time-text';
import { pairLabel, useCryptoTexts } from '../hooks/use-crypto-texts';
import { usePairRules } from '../hooks/use-pair-rules';

type Fill = CryptoTimeline['fills'][number];

/** What the order asked for, on one line: side, size, pair, type and price. */
function OrderTerms({ order }: { order: CryptoOrder }) {
  const texts = useCryptoTexts();
  const format = useFormat();
  const rules = usePairRules();
  const size =
    order.sizing === 'amount' && order.amount !== null
      ? format.money(order.amount, order.quoteCurrency)
      : `${format.quantity(order.quantity ?? '0', rules.quantityDecimals(order.pair))} ${order.base}`;
  const terms = [
    `${texts.side(order.side)} ${size} ${pairLabel(order.pair)}`,
    texts.orderType(order.orderType),
    order.price === null
      ? null
      : `${order.quoteCurrency} ${format.price(order.price, rules.priceDecimals(order.pair))}`,
  ].filter((term) => term !== null);
  return <Text size="sm">{terms.join(' · ')}</Text>;
}

function Fills({ order, fills }: { order: CryptoOrder; fills: readonly Fill[] }) {
  const { t } = useTranslation('cryptos');
  const format = useFormat();
  const rules = usePairRules();
  const money = (value: string) => format.money(value, order.quoteCurrency);
  const columns: Column<Fill>[] = [
    {
      key: 'at',
      heading: t('fills.time'),
      phone: 'title',
      cell: (fill) => <time dateTime={fill.at}>{secondsText(fill.at)}</time>,
    },
    {
      key: 'quantity',
      heading: t('fills.quantity'),
      numeric: true,
      phone: 'figure',
      cell: (fill) => format.quantity(fill.quantity, rules.quantityDecimals(order.pair)),
    },
    {
      key: 'price',
      heading: t('fills.price'),
      numeric: true,
      phone: 'figure',
      cell: (fill) => format.price(fill.price, rules.priceDecimals(order.pair)),
    },
    { key: 'amount', heading: t('fills.amount'), numeric: true, cell: (f) => money(f.amount) },
    { key: 'fee', heading: t('fills.fee'), numeric: true, cell: (f) => money(f.fee) },
    {
      key: 'liquidity',
      heading: t('fills.liquidity'),
      phone: 'status',
      cell: (fill) => t(`fills.${fill.liquidity}`),
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

function TimelineBody({ accountCode, order }: { accountCode: string; order: CryptoOrder }) {
  const { t } = useTranslation('cryptos');
  const timeline = useCryptoOrderTimeline(accountCode, order.orderId);
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
              <List type="ordered" spacing="sm">
                {data.changes.map((change) => (
                  <List.Item key={`${change.status}-${change.at}`}>
                    <Group gap="xs" wrap="wrap">
                      <CryptoStatusBadge status={change.status} />
                      <Text size="sm" c="dimmed">
                        <time dateTime={change.at}>{secondsText(change.at)}</time>
                      </Text>
                    </Group>
                  </List.Item>
                ))}
              </List>
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
 * A crypto order's timeline in a dialog: what it asked for, each status move with its Hong Kong
 * time to the second, then each fill with its quantity, price, amount, fee and liquidity.
 */
export function CryptoOrderTimeline(props: {
  accountCode: string;
  order: CryptoOrder | null;
  onClose: () => void;
}) {
  const { order } = props;
  return (
    <OrderTimelineDialog orderId={order?.orderId ?? null} onClose={props.onClose} size="xl">
      {order ? <TimelineBody accountCode={props.accountCode} order={order} /> : null}
    </OrderTimelineDialog>
  );
}
