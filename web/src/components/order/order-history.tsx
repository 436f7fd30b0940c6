import { Button, Group, Modal, Pagination, SimpleGrid, Text, type ModalProps } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CsvExportBar, type CsvExport } from '../data/csv-export';
import { useIsPhone, type Column } from '../data/data-table';
import { QueryState } from '../data/query-state';
import { ConfirmButton } from '../form/confirm-button';
import { DateRangeInputs } from '../form/date-range-inputs';
import { FilterPanel } from '../form/filter-panel';
import { CancelOutcome } from './cancel-outcome';

/** A history's filters as the inputs hold them: each a text, `''` for any. */
type Filters = Readonly<Record<string, string>>;

/** How many filters narrow the list (the phone's filter button shows it). */
export const activeFilterCount = (filters: Filters) =>
  Object.values(filters).filter((value) => value.trim() !== '').length;

/** A history's filter grid, folded behind a button that counts the active ones on a phone. */
export function HistoryFilterPanel(props: {
  filters: Filters;
  /** The grid's columns on a wide screen (one on a phone, two from `xs`). */
  columns: number;
  children: ReactNode;
}) {
  return (
    <FilterPanel activeCount={activeFilterCount(props.filters)}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: props.columns }}>{props.children}</SimpleGrid>
    </FilterPanel>
  );
}

/** The period filter's two dates (from, to), each bound to the other. */
export function HistoryPeriodInputs<F extends { from: string; to: string }>(props: {
  filters: F;
  onChange: (filters: F) => void;
}) {
  const { t } = useTranslation('order');
  const { filters } = props;
  return (
    <DateRangeInputs
      from={filters.from}
      to={filters.to}
      fromLabel={t('history.from')}
      toLabel={t('history.to')}
      onChange={(bound, value) => props.onChange({ ...filters, [bound]: value })}
    />
  );
}

/** The choice that heads a filter's options: any value (`''`). */
export function useAnyOption() {
  const { t } = useTranslation('order');
  return { value: '', label: t('history.all') };
}

/** Opens an order's timeline: its number in the table, the word on a phone card. */
export function TimelineButton({ orderId, onOpen }: { orderId: number; onOpen: () => void }) {
  const { t } = useTranslation('order');
  const isPhone = useIsPhone();
  return (
    <Button
      size="compact-sm"
      variant={isPhone ? 'default' : 'subtle'}
      aria-label={t('history.timeline_label', { orderId })}
      onClick={onOpen}
    >
      {isPhone ? t('history.timeline') : orderId}
    </Button>
  );
}

/** The cancel of an order, asked first (UI style): `question` names the order and what it is. */
export function CancelOrderButton(props: {
  orderId: number;
  question: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('order');
  const { orderId } = props;
  return (
    <ConfirmButton
      title={t('history.cancel_title', { orderId })}
      question={props.question}
      confirmLabel={t('history.cancel_confirm')}
      onConfirm={props.onCancel}
      aria-label={t('history.cancel_label', { orderId })}
      buttonProps={{ size: 'compact-sm', variant: 'light', color: 'red' }}
    >
      {t('history.cancel')}
    </ConfirmButton>
  );
}

/**
 * A history's last two columns: the order's number, which opens its timeline (on a phone card a
 * detail: the card's foot opens it), and the row's actions, on a phone card the timeline first.
 */
export function useHistoryEndColumns<T>(props: {
  orderId: (row: T) => number;
  onOpen: (row: T) => void;
  /** The page's own actions of a row (place again, cancel while it may). */
  actions: (row: T) => ReactNode;
}): Column<T>[] {
  const { t } = useTranslation('order');
  const isPhone = useIsPhone();
  const timeline = (row: T) => (
    <TimelineButton orderId={props.orderId(row)} onOpen={() => props.onOpen(row)} />
  );
  return [
    {
      key: 'id',
      heading: t('history.order_id'),
      cell: (row) => (isPhone ? props.orderId(row) : timeline(row)),
    },
    {
      key: 'actions',
      heading: '',
      phone: 'action',
      cell: (row) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {isPhone ? timeline(row) : null}
          {props.actions(row)}
        </Group>
      ),
    },
  ];
}

/** An order's timeline in a dialog titled with its number; closed while `orderId` is null. */
export function OrderTimelineDialog(props: {
  orderId: number | null;
  onClose: () => void;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  const { t } = useTranslation('order');
  return (
    <Modal
      opened={props.orderId !== null}
      onClose={props.onClose}
      size={props.size}
      title={t('history.timeline_title', { orderId: props.orderId ?? '' })}
      closeButtonProps={{ 'aria-label': t('history.close') }}
    >
      {props.children}
    </Modal>
  );
}

/** Under a timeline: the times in it are Hong Kong's. */
export function TimeZoneNote() {
  const { t } = useTranslation('order');
  return (
    <Text size="xs" c="dimmed">
      {t('history.time_zone')}
    </Text>
  );
}

/** What a cancel's answer came to: the order cancelled (its number), or the refusal's text. */
export type CancelAnswer = { orderId: number | string } | { refusal: string };

type OrderHistoryProps<T, Row, Cancelled> = {
  filters: ReactNode;
  /** Beside the export, read out: how many orders match (a history shown a page at a time). */
  count?: string | null;
  exporter: CsvExport;
  /** The cancel call (an order's number in), and what its answer came to. */
  cancel: {
    mutation: UseMutationResult<Cancelled, Error, number>;
    outcome: (answer: Cancelled) => CancelAnswer;
  };
  query: UseQueryResult<T>;
  /** The orders a loaded answer lists. */
  rowsOf: (data: T) => readonly Row[];
  /** An order's number: the page's `?order=` (a notification's row, issue 31 §3) opens it. */
  orderIdOf: (row: Row) => number | string;
  emptyText: string;
  /** The table of the loaded orders, with the ways to open an order's timeline and cancel one. */
  children: (
    data: T,
    actions: { open: (row: Row) => void; cancel: (orderId: number) => void },
  ) => ReactNode;
  /** A history shown a page at a time: the page (from 0) and how many there are. */
  paging?: { index: number; count: number; onChange: (index: number) => void };
  /** The timeline dialog of the order opened (closed while null). */
  timeline: (row: Row | null, close: () => void) => ReactNode;
};

/**
 * An order history's page body: the filters, the CSV export (with the count of matches where the
 * history is paged), the last cancel's outcome, the orders' table with its loading, error and
 * empty states, the pages, and the timeline dialog.
 */
export function OrderHistory<T, Row, Cancelled>(props: OrderHistoryProps<T, Row, Cancelled>) {
  const { t } = useTranslation('order');
  const { exporter, paging } = props;
  const { mutation } = props.cancel;
  const answer = mutation.data === undefined ? null : props.cancel.outcome(mutation.data);
  const [opened, setOpened] = useState<Row | null>(null);
  const rows = props.query.data ? props.rowsOf(props.query.data) : null;
  const hasRows = (rows?.length ?? 0) > 0;
  const [params, setParams] = useSearchParams();
  const asked = params.get('order');
  const { orderIdOf } = props;
  // A link to one order (a notification's row) opens its timeline once its row is listed; the
  // parameter goes once it is open, so closing it or reloading does not open it again.
  useEffect(() => {
    const row =
      asked === null ? undefined : rows?.find((each) => String(orderIdOf(each)) === asked);
    if (row === undefined) return;
    setOpened(row);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('order');
        return next;
      },
      { replace: true },
    );
  }, [asked, rows, orderIdOf, setParams]);
  return (
    <>
      {props.filters}
      <CsvExportBar exporter={exporter} hasRows={hasRows} count={props.count} />
      <CancelOutcome
        text={
          !answer
            ? null
            : 'refusal' in answer
              ? answer.refusal
              : t('history.cancelled', { orderId: answer.orderId })
        }
        isCancelled={answer !== null && !('refusal' in answer)}
        error={mutation.error}
      />
      <QueryState
        query={props.query}
        isEmpty={(data) => props.rowsOf(data).length === 0}
        emptyText={props.emptyText}
      >
        {(data) =>
          props.children(data, { open: setOpened, cancel: (orderId) => mutation.mutate(orderId) })
        }
      </QueryState>
      {paging && paging.count > 1 ? (
        <Group justify="center">
          <Pagination
            total={paging.count}
            value={paging.index + 1}
            onChange={(page) => paging.onChange(page - 1)}
            getControlProps={(control) => ({ 'aria-label': t(`history.page_${control}`) })}
            getItemProps={(page) => ({ 'aria-label': t('history.page', { page }) })}
          />
        </Group>
      ) : null}
      {props.timeline(opened, () => setOpened(null))}
    </>
  );
}
