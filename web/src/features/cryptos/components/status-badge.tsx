import type { CryptoOrderStatus } from '@shared/domain/crypto-order-status';
import { StatusBadge, type StatusFamily } from '../../../components/data/status-badge';
import { useCryptoTexts } from '../hooks/use-crypto-texts';

/** Each status's family: working blue, filled green, cancelled grey. */
const FAMILY: Readonly<Record<CryptoOrderStatus, StatusFamily>> = {
  open: 'working',
  partiallyFilled: 'working',
  filled: 'done',
  cancelled: 'ended',
};

/** A crypto order's status as a badge in its family's colour, in the page's language. */
export function CryptoStatusBadge({ status }: { status: CryptoOrderStatus }) {
  const { status: text } = useCryptoTexts();
  return <StatusBadge family={FAMILY[status]}>{text(status)}</StatusBadge>;
}
