import { Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { useOrderTimeline } from '../api/fund-order';
import { useFormat } from '../../../lib/use-format';
import { QueryState } from '../../../components/data/query-state';
import { OrderTimelineDialog, TimeZoneNote } from '../../../components/order/order-history';
import { StatusBadge } from './status-badge';
import { useOrderTexts } from '../hooks/use-order-texts';
import { legsOf, useSideText, type HistoryEntry } from './history-figures';

type Timeline = CallOutput<'fund-order/loadOrderTimeline'>;
type Order = NonNullable<Timeline['order']>;
type Leg = Omit<HistoryEntry, 'legs'>;

/** What pricing fixed: the NAV, the units allotted or the proceeds, and the fee. */
function PricedFigures({ order }: { order: Order }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const money = (value: string) => format.money(value, order.currency);
  const figures = [
    order.nav === null
      ? null
      : t('timeline.nav', { nav: format.price(order.nav, order.navPrecision) }),
    order.side === 'S' && order.units !== null
      ? t('timeline.units', { units: format.quantity(order.units, order.unitPrecision) })
      : null,
    order.side === 'R' && order.proceeds !== null
      ? t('timeline.proceeds', { amount: money(order.proceeds) })
      : null,
    order.fee === null ? null : t('timeline.fee', { amount: money(order.fee) }),
  ];
  return <Text size="sm">{figures.filter((figure) => figure !== null).join(' · ')}</Text>;
}

/** Why the order was rejected or failed: the text of its spec §8 result code. */
function ReasonText({ code }: { code: number }) {
  const { t } = useTranslation('funds');
  const text = useOrderTexts().result(code);
  return <Text size="sm">{t('timeline.reason', { text })}</Text>;
}

function ChangeItem({ change, order }: { change: Timeline['changes'][number]; order: Order }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  return (
    <List.Item>
      <Stack gap={4}>
        <Group gap="xs">
          <StatusBadge status={change.status} />
          {change.statusLetter ? (
            <Text size="sm">{t('timeline.code', { letter: change.statusLetter })}</Text>
          ) : null}
          <Text size="sm" c="dimmed">
            <time dateTime={change.at}>{format.dateTime(change.at)}</time>
          </Text>
        </Group>
        {change.status === 'priced' ? <PricedFigures order={order} /> : null}
        {change.reasonCode === null ? null : <ReasonText code={change.reasonCode} />}
      </Stack>
    </List.Item>
  );
}

/** A switch leg's facts known so far: units, amount, dealing and settlement dates. */
function LegFacts({ leg }: { leg: Leg }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const money = leg.amount ?? leg.proceeds;
  const facts = [
    leg.units === null
      ? null
      : t('timeline.units', { units: format.quantity(leg.units, leg.unitPrecision) }),
    money === null ? null : t('timeline.amount', { amount: format.money(money, leg.currency) }),
    leg.dealingDate === null ? null : t('timeline.dealing_date', { date: leg.dealingDate }),
    leg.settlementDate === null
      ? null
      : t('timeline.settlement_date', { date: leg.settlementDate }),
  ].filter((fact) => fact !== null);
  return facts.length === 0 ? null : <Text size="sm">{facts.join(' · ')}</Text>;
}

/** One leg's stored status changes, oldest first, or why there are none. */
function LegChanges({ accountCode, orderId }: { accountCode: string; orderId: number }) {
  const { t } = useTranslation('funds');
  const texts = useOrderTexts();
  const timeline = useOrderTimeline(accountCode, orderId);
  return (
    <QueryState
      query={timeline}
      isEmpty={(data) => data.order !== null && data.changes.length === 0}
      emptyText={t('timeline.none')}
    >
      {(data) =>
        data.order ? (
          <List type="ordered" spacing="sm">
            {data.changes.map((change) => (
              <ChangeItem
                key={`${change.status}-${change.at}`}
                change={change}
                order={data.order as Order}
              />
            ))}
          </List>
        ) : (
          <Text size="sm" role="status">
            {texts.result(data.result)}
          </Text>
        )
      }
    </QueryState>
  );
}

/** A leg's heading: the fund and side, or for a switch which way the leg goes. */
function LegSection(props: { accountCode: string; leg: Leg; place: 'out' | 'in' | null }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const side = useSideText();
  const { leg, place } = props;
  const fund = format.text(leg.fundName);
  const heading = place === null ? `${fund} · ${side(leg)}` : t(`timeline.leg_${place}`, { fund });
  return (
    <Stack gap="xs" component="section" aria-label={heading}>
      <Title order={3} size="sm" fw={500}>
        {heading}
      </Title>
      {place === null ? null : (
        <Group gap="xs">
          <StatusBadge status={leg.status} />
          <LegFacts leg={leg} />
        </Group>
      )}
      <LegChanges accountCode={props.accountCode} orderId={leg.orderId} />
    </Stack>
  );
}

/**
 * An order's stored status changes in a dialog (issue 4 §2): each status with its legacy letter
 * and Hong Kong date-time, oldest first, what pricing fixed, and why a rejected or failed order
 * ended. A switch shows both legs, out then in, each with its figures and dates. Closed while
 * `entry` is null.
 */
export function OrderTimeline(props: {
  accountCode: string;
  entry: HistoryEntry | null;
  onClose: () => void;
}) {
  const { entry } = props;
  const legs = entry ? legsOf(entry) : [];
  return (
    <OrderTimelineDialog orderId={entry?.orderId ?? null} onClose={props.onClose}>
      <Stack gap="sm">
        {legs.map((leg, index) => (
          <Stack key={leg.orderId} gap="sm">
            {index > 0 ? <Divider /> : null}
            <LegSection
              accountCode={props.accountCode}
              leg={leg}
              place={legs.length === 1 ? null : index === 0 ? 'out' : 'in'}
            />
          </Stack>
        ))}
        <TimeZoneNote />
      </Stack>
    </OrderTimelineDialog>
  );
}
