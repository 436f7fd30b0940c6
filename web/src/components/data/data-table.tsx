import { Collapse, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numericClass } from './pnl-class';
import classes from './data-table.module.css';

/** The phone width of the UI style: below 768px a row becomes a card. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * Whether the page is at phone width, read on the first render (not after it, Mantine's default),
 * so a list and the columns it is given agree from the start: a card never shows desktop cells.
 */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
}

/**
 * Where a column goes on a phone card: `title` and `figure` share the first line (name left,
 * the one or two figures that matter right), `status` is the second line, `action` the card's
 * foot, and `detail` (the default) sits behind a tap.
 */
export type PhonePlace = 'title' | 'figure' | 'status' | 'action' | 'detail';

/** One column of a `DataTable`. */
export type Column<Row> = {
  key: string;
  /** The heading; an empty string for an action column. */
  heading: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
  /** Kept on one line at desktop width (a date and time, a request number): never wrapped. */
  oneLine?: boolean;
  phone?: PhonePlace;
};

/** A desktop cell's class: numeric figures, or one line. */
const cellClass = <Row,>(column: Column<Row>) =>
  column.numeric ? numericClass : column.oneLine ? classes.oneLine : undefined;

type DataTableProps<Row> = {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** Attributes for a row and its card alike (`data-order-id`, for tests and links). */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string | number>;
  /** What the table is, for screen readers. */
  caption?: string;
  highlightOnHover?: boolean;
  /** A totals row (desktop) or card (phone), in the columns' order. */
  footer?: ReactNode;
  /** The row a link points at (`rowKey`): marked, current and scrolled into view. */
  focusKey?: string | number | null;
};

/** Scrolls the row a link points at into view once it is drawn. */
const scrollToFocused = (element: HTMLElement | null) =>
  element?.scrollIntoView?.({ block: 'center' });

/** A row's or card's marks when a link points at it. */
const focusMarks = (isFocused: boolean) =>
  isFocused
    ? { 'data-focused': 'true', 'aria-current': 'true' as const, ref: scrollToFocused }
    : {};

const at = <Row,>(columns: readonly Column<Row>[], place: PhonePlace) =>
  columns.filter((column) => (column.phone ?? 'detail') === place);

function PhoneCard<Row>({
  row,
  columns,
  attributes,
}: {
  row: Row;
  columns: readonly Column<Row>[];
  attributes: Record<string, string | number>;
}) {
  const { t } = useTranslation('common');
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  const details = at(columns, 'detail');
  const actions = at(columns, 'action');
  return (
    <Paper withBorder p="sm" radius="md" className={classes.card} {...attributes}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} className={classes.title}>
          {at(columns, 'title').map((column) => (
            <Text key={column.key} component="div" fw={600} size="sm">
              {column.cell(row)}
            </Text>
          ))}
        </Stack>
        <Stack gap={2} align="flex-end">
          {at(columns, 'figure').map((column) => (
            <Text
              key={column.key}
              component="div"
              size="sm"
              fw={500}
              className={numericClass}
            >
              {column.cell(row)}
            </Text>
          ))}
        </Stack>
      </Group>
      {at(columns, 'status').map((column) => (
        <div key={column.key} className={classes.status}>
          {column.cell(row)}
        </div>
      ))}
      {details.length > 0 ? (
        <>
          <UnstyledButton
            className={classes.toggle}
            aria-expanded={isOpen}
            aria-controls={detailsId}
            onClick={() => setOpen((open) => !open)}
          >
            {isOpen ? t('hide_details') : t('show_details')}
          </UnstyledButton>
          <Collapse expanded={isOpen} id={detailsId}>
            <dl className={classes.details}>
              {details.map((column) => (
                <div key={column.key} className={classes.detail}>
                  <dt>{column.heading}</dt>
                  <dd className={column.numeric ? numericClass : undefined}>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </Collapse>
        </>
      ) : null}
      {actions.length > 0 ? (
        <Group gap="xs" mt="xs" justify="flex-end">
          {actions.map((column) => (
            <div key={column.key}>{column.cell(row)}</div>
          ))}
        </Group>
      ) : null}
    </Paper>
  );
}

/**
 * The app's one table (UI style): a sticky header, numeric columns right-aligned with tabular
 * figures, and below 768px one card per row (the name and key figures first, the status under
 * them, the rest behind a tap), so nothing scrolls sideways at phone width.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  rowAttributes,
  caption,
  highlightOnHover = false,
  footer,
  focusKey = null,
}: DataTableProps<Row>) {
  const isFocused = (row: Row) => focusKey !== null && String(rowKey(row)) === String(focusKey);
  // Read at once, as a footer that renders cards or rows reads it: both choose alike from the
  // first render (a card's <div> in the table's <tfoot> otherwise, until the effect ran).
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <Stack gap="xs" role="list" aria-label={caption}>
        {rows.map((row) => (
          <div
            role="listitem"
            key={rowKey(row)}
            className={isFocused(row) ? classes.focused : undefined}
            {...focusMarks(isFocused(row))}
          >
            <PhoneCard row={row} columns={columns} attributes={rowAttributes?.(row) ?? {}} />
          </div>
        ))}
        {footer}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table striped highlightOnHover={highlightOnHover} stickyHeader>
        {caption ? <caption className={classes.caption}>{caption}</caption> : null}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} className={cellClass(column)}>
                {column.heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={rowKey(row)}
              {...rowAttributes?.(row)}
              className={isFocused(row) ? classes.focused : undefined}
              {...focusMarks(isFocused(row))}
            >
              {columns.map((column) => (
                <Table.Td key={column.key} className={cellClass(column)}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer ? <Table.Tfoot>{footer}</Table.Tfoot> : null}
      </Table>
    </Table.ScrollContainer>
  );
}
