import { statusFamily, type StockDisplayStatus } from '@shared/domain/stock-order-status';
import { StatusBadge, type StatusFamily } from '../../../components/data/status-badge';
import { useStockTexts } from './stock-texts';

/** The domain's family of a display status as the kit's badge colour. */
const KIT_FAMILY: Readonly<Record<ReturnType<typeof statusFamily>, StatusFamily>> = {
  working: 'working',
  done: 'done',
  rejected: 'failed',
  cancelled: 'ended',
};

/**
 * A stock order's spec §3 display status as a badge in its family's colour (working blue,
 * filled green, rejected red, cancelled grey), in the page's language, shown whole.
 */
export function StockStatusBadge({ status }: { status: StockDisplayStatus }) {
  const texts = useStockTexts();
  return (
    <StatusBadge family={KIT_FAMILY[statusFamily(status)]}>{texts.status(status)}</StatusBadge>
  );
}
