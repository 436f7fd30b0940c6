import { useTranslation } from 'react-i18next';
import {
  StatusBadge as KitStatusBadge,
  type StatusFamily,
} from '../../../components/data/status-badge';

export type { StatusFamily } from '../../../components/data/status-badge';

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

/**
 * A fund order status as the kit's badge in its family's colour (working blue, done green,
 * failed or rejected red, cancelled grey), with the spec's word in the page's language.
 */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('funds');
  return (
    <KitStatusBadge family={FUND_STATUS_FAMILY[status] ?? 'ended'}>
      {t(`status.${status}` as never)}
    </KitStatusBadge>
  );
}
