import { Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { useOrderTimeline } from '../api/fund-order';
import { useFormat } from '../../../lib/use-format';
import { QueryState } from './query-state';
import { StatusBadge } from './status-badge';
import { useOrderTexts } from '../hooks/use-order-texts';

type Timeline = CallOutput<'fund-order/loadOrderTimeline'>;
type Order = NonNullable<Timeline['order']>;

/** What pricing fixed: the NAV, the units allotted or the proceeds, and the fee. */
function PricedFigures({ order }: { order: Order }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const money = (value: string) => format.money(value, order.currency);
  const figures = [
    order.nav === null ? null : t('timeline.nav', { nav: order.nav }),
    order.side === 'S' && order.units !== null ? t('timeline.units', { units: order.units }) : null,
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

function TimelineBody({ order, changes }: { order: Order; changes: Timeline['changes'] }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        {format.text(order.fundName)} · {t(order.side === 'S' ? 'side.s' : 'side.r')}
      </Text>
      <List type="ordered" spacing="sm">
        {changes.map((change) => (
          <ChangeItem key={`${change.status}-${change.at}`} change={change} order={order} />
        ))}
      </List>
      <Text size="xs" c="dimmed">
        {t('timeline.time_zone')}
      </Text>
    </Stack>
  );
}

/**
 * An order leg's stored status changes in a dialog (issue 4 §2): each status with its legacy
 * letter and Hong Kong date-time, oldest first, what pricing fixed, and why a rejected or failed
 * order ended. Closed while `orderId` is null.
 */
export function OrderTimeline(props: {
  accountCode: string;
  orderId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('funds');
  const texts = useOrderTexts();
  const timeline = useOrderTimeline(props.accountCode, props.orderId);
  return (
    <Modal
      opened={props.orderId !== null}
      onClose={props.onClose}
      title={t('timeline.title', { orderId: props.orderId ?? '' })}
      closeButtonProps={{ 'aria-label': t('timeline.close') }}
    >
      <QueryState
        query={timeline}
        isEmpty={(data) => data.order !== null && data.changes.length === 0}
        emptyText={t('timeline.none')}
      >
        {(data) =>
          data.order ? (
            <TimelineBody order={data.order} changes={data.changes} />
          ) : (
            <Text size="sm" role="status">
              {texts.result(data.result)}
            </Text>
          )
        }
      </QueryState>
    </Modal>
  );
}
