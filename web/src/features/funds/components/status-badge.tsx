import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './status-badge.module.css';

/** The UI style's status families, one colour each. */
export type StatusFamily = 'working' | 'done' | 'failed' | 'ended' | 'action';

/** Spec §3 fund order statuses by family: waiting or in progress, settled, refused, cancelled. */
export const FUND_STATUS_FAMILY: Readonly<Record<string, StatusFamily>> = {
  pending: 'working',
  submitted: 'working',
  processing: 'working',
  deducted: 'working',
  priced: 'working',
  settled: 'done',
  cancelled: 'ended',
  rejected: 'failed',
  failed: 'failed',
};

// Fixed shades whose automatic text colour meets WCAG AA (4.5:1) in either colour scheme: white
// on blue 8 (5.0), red 9 (5.5) and gray 7 (8.2); black on green 7 (7.6) and orange 6 (8.2).
// Middle shades (green 8-9, orange 7-9) fail with either text colour.
const COLOUR_OF: Readonly<Record<StatusFamily, string>> = {
  working: 'blue.8',
  done: 'green.7',
  failed: 'red.9',
  ended: 'gray.7',
  action: 'orange.6',
};

/**
 * A fund order status as a badge in its family's colour (working blue, done green, failed or
 * rejected red, cancelled grey), with the spec's word in the page's language, shown whole.
 */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('funds');
  const family = FUND_STATUS_FAMILY[status] ?? 'ended';
  return (
    <Badge
      color={COLOUR_OF[family]}
      variant="filled"
      autoContrast
      classNames={{ root: classes.root, label: classes.label }}
      data-family={family}
    >
      {t(`status.${status}` as never)}
    </Badge>
  );
}
