import { useTranslation } from 'react-i18next';
import { DataTable, useIsPhone, type Column } from '../../../components/data/data-table';
import { CancelOrderButton, useHistoryEndColumns } from '../../../components/order/order-history';
import { useFormat } from '../../../lib/use-format';
import {
  FundCell,
  LegLines,
  PhoneFigures,
  useLegFigures,
  useSideText,
  type HistoryEntry,
} from './history-figures';
import { StatusBadge } from './status-badge';
import classes from './history.module.css';

type Leg = Omit<HistoryEntry, 'legs'>;

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
  return <CancelOrderButton orderId={entry.orderId} question={question} onCancel={onCancel} />;
}

/** When the order was placed: its date and time, each kept whole, free to go on two lines. */
function PlacedAt({ iso }: { iso: string }) {
  const [date, time] = useFormat().dateTime(iso).split(' ');
  return (
    <time dateTime={iso}>
      <span className={classes.nowrap}>{date}</span> <span className={classes.nowrap}>{time}</span>
    </time>
  );
}

/** The money and units: two columns on a desktop, one figure beside the fund on a card. */
function useFigureColumns(): Column<HistoryEntry>[] {
  const { t } = useTranslation('funds');
  const figures = useLegFigures();
  const isPhone = useIsPhone();
  if (isPhone) {
    const cell = (entry: HistoryEntry) => <PhoneFigures entry={entry} />;
    return [{ key: 'figures', heading: t('history.amount'), phone: 'figure', cell }];
  }
  return [
    { key: 'amount', heading: t('history.amount'), numeric: true, cell: figures.amount },
    {
      key: 'units',
      heading: t('history.units'),
      numeric: true,
      cell: (entry) => <LegLines entry={entry} line={figures.units} />,
    },
  ];
}

function useColumns(props: HistoryTableProps): Column<HistoryEntry>[] {
  const { t } = useTranslation('funds');
  const figures = useLegFigures();
  const lines = (line: (leg: Leg) => string | null) =>
    function LegCell(entry: HistoryEntry) {
      return <LegLines entry={entry} line={line} />;
    };
  const side = useSideText();
  const ends = useHistoryEndColumns<HistoryEntry>({
    orderId: (entry) => entry.orderId,
    onOpen: props.onOpen,
    actions: (entry) =>
      entry.canCancel ? (
        <CancelButton entry={entry} onCancel={() => props.onCancel(entry.orderId)} />
      ) : null,
  });
  return [
    {
      key: 'fund',
      heading: t('history.fund'),
      phone: 'title',
      cell: (e) => <FundCell entry={e} />,
    },
    { key: 'side', heading: t('history.side'), phone: 'title', cell: side },
    ...useFigureColumns(),
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
      cell: lines(figures.dealingDate),
    },
    {
      key: 'placed',
      heading: t('history.placed_at'),
      cell: (entry) => <PlacedAt iso={entry.placedAt} />,
    },
    ...ends,
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
