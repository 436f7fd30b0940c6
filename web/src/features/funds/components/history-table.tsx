import { Button, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { DataTable, type Column } from '../../../components/data/data-table';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { useFormat } from '../../../lib/use-format';
import { StatusBadge } from './status-badge';

/** One order of the history: a switch carries its two legs. */
export type HistoryEntry = CallOutput<'fund-order/searchOrders'>['orders'][number];
type Leg = Omit<HistoryEntry, 'legs'>;

/** The legs a row shows, line by line: a switch's out and in, or the order itself. */
export const legsOf = (entry: HistoryEntry): readonly Leg[] =>
  entry.legs.length > 0 ? entry.legs : [entry];

/** One line per leg, so a switch's two funds and their figures read across as two lines. */
function LegLines({ entry, line }: { entry: HistoryEntry; line: (leg: Leg) => ReactNode }) {
  const legs = legsOf(entry);
  if (legs.length === 1) return <>{line(entry)}</>;
  return (
    <Stack gap={0} align="inherit">
      {legs.map((leg) => (
        <span key={leg.orderId}>{line(leg)}</span>
      ))}
    </Stack>
  );
}

/** The order's funds: one, or a switch's from and to (`A`, `→ B`). */
function FundCell({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const [out, into] = entry.legs;
  if (!out || !into) return <>{format.text(entry.fundName)}</>;
  return (
    <Stack gap={0}>
      <span>{format.text(out.fundName)}</span>
      <span>
        <span aria-hidden>→ </span>
        <VisuallyHidden>{t('history.switch_to')} </VisuallyHidden>
        {format.text(into.fundName)}
      </span>
    </Stack>
  );
}

/** The figures of a leg in its fund's decimals: money, units, NAV. */
function useLegFigures() {
  const format = useFormat();
  const money = (value: string | null, currency: string) =>
    value === null ? '–' : format.money(value, currency);
  return {
    /** What was paid in (a subscription) or paid out once priced (a redemption). */
    amount: (leg: Leg) => money(leg.amount ?? leg.proceeds, leg.currency),
    units: (leg: Leg) => (leg.units === null ? '–' : format.quantity(leg.units, leg.unitPrecision)),
    nav: (leg: Leg) => (leg.nav === null ? '–' : format.price(leg.nav, leg.navPrecision)),
    fee: (leg: Leg) => money(leg.fee, leg.currency),
  };
}

/** The cancel of an order, asked first: the question names the order and its fund(s). */
function CancelButton({ entry, onCancel }: { entry: HistoryEntry; onCancel: () => void }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const [out, into] = entry.legs;
  const question =
    out && into
      ? t('history.cancel_switch_question', {
          orderId: entry.orderId,
          from: format.text(out.fundName),
          to: format.text(into.fundName),
        })
      : t('history.cancel_question', { orderId: entry.orderId, fund: format.text(entry.fundName) });
  return (
    <ConfirmButton
      title={t('history.cancel_title', { orderId: entry.orderId })}
      question={question}
      confirmLabel={t('history.cancel_confirm')}
      onConfirm={onCancel}
      aria-label={t('history.cancel_label', { orderId: entry.orderId })}
      buttonProps={{ size: 'compact-sm', variant: 'light', color: 'red' }}
    >
      {t('history.cancel')}
    </ConfirmButton>
  );
}

/** An order's side in words, for texts that name it. */
export function useSideText() {
  const { t } = useTranslation('funds');
  return (entry: Leg) =>
    entry.orderType === 'switch'
      ? t('history.side_switch')
      : t(entry.side === 'S' ? 'side.s' : 'side.r');
}

function useColumns(props: HistoryTableProps): Column<HistoryEntry>[] {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const figures = useLegFigures();
  const lines = (line: (leg: Leg) => ReactNode) =>
    function LegCell(entry: HistoryEntry) {
      return <LegLines entry={entry} line={line} />;
    };
  const side = useSideText();
  return [
    {
      key: 'fund',
      heading: t('history.fund'),
      phone: 'title',
      cell: (e) => <FundCell entry={e} />,
    },
    { key: 'side', heading: t('history.side'), phone: 'title', cell: side },
    {
      key: 'amount',
      heading: t('history.amount'),
      numeric: true,
      phone: 'figure',
      cell: lines(figures.amount),
    },
    {
      key: 'units',
      heading: t('history.units'),
      numeric: true,
      phone: 'figure',
      cell: lines(figures.units),
    },
    {
      key: 'status',
      heading: t('history.status'),
      phone: 'status',
      cell: (entry) => <StatusBadge status={entry.status} />,
    },
    { key: 'nav', heading: t('history.nav'), numeric: true, cell: lines(figures.nav) },
    { key: 'fee', heading: t('history.fee'), numeric: true, cell: lines(figures.fee) },
    {
      key: 'dealing',
      heading: t('history.dealing_date'),
      cell: lines((leg) => leg.dealingDate ?? '–'),
    },
    {
      key: 'placed',
      heading: t('history.placed_at'),
      cell: (entry) => format.dateTime(entry.placedAt),
    },
    { key: 'id', heading: t('history.order_id'), cell: (entry) => entry.orderId },
    {
      key: 'actions',
      heading: '',
      phone: 'action',
      cell: (entry) => (
        <Stack gap={4} align="flex-end">
          <Button
            size="compact-sm"
            variant="default"
            aria-label={t('timeline.open_label', { orderId: entry.orderId })}
            onClick={() => props.onOpen(entry)}
          >
            {t('timeline.open')}
          </Button>
          {entry.canCancel ? (
            <CancelButton entry={entry} onCancel={() => props.onCancel(entry.orderId)} />
          ) : null}
        </Stack>
      ),
    },
  ];
}

type HistoryTableProps = {
  orders: readonly HistoryEntry[];
  onCancel: (orderId: number) => void;
  onOpen: (entry: HistoryEntry) => void;
};

/**
 * The order history (spec §2.4) in the app's table: the fund (a switch from one fund to the
 * other, its legs line by line), side, amount and units first, then status; NAVs in each fund's
 * decimals; a card per order at phone width with the timeline and cancel on the card.
 */
export function HistoryTable(props: HistoryTableProps) {
  const { t } = useTranslation('funds');
  return (
    <DataTable
      rows={props.orders}
      columns={useColumns(props)}
      rowKey={(entry) => entry.orderId}
      rowAttributes={(entry) => ({
        'data-order-id': entry.orderId,
        'data-order-type': entry.orderType,
      })}
      caption={t('history.caption')}
    />
  );
}
