import type { CallOutput } from '@shared/contracts/index';
import { formatOffsetDateTime } from '@shared/domain/date-time';
import { csvLine } from '../../lib/csv';

/** One order of the history (a switch with its two legs). */
type Entry = CallOutput<'fund-order/searchOrders'>['orders'][number];
type Leg = Omit<Entry, 'legs'>;

/** The columns, in order; `order*` describe the order as the history shows it, the rest its leg. */
const HEADER = [
  'orderId',
  'orderStatus',
  'leg',
  'legOrderId',
  'placedAt',
  'orderType',
  'side',
  'fundId',
  'currency',
  'amount',
  'units',
  'fee',
  'nav',
  'proceeds',
  'status',
  'statusLetter',
  'dealingDate',
  'settlementDate',
] as const;

function line(entry: Entry, leg: Leg, place: 'out' | 'in' | null): string {
  return csvLine([
    entry.orderId,
    entry.status,
    place,
    leg.orderId,
    formatOffsetDateTime(new Date(leg.placedAt)),
    leg.orderType,
    leg.side,
    leg.fundId,
    leg.currency,
    leg.amount,
    leg.units,
    leg.fee,
    leg.nav,
    leg.proceeds,
    leg.status,
    leg.statusLetter,
    leg.dealingDate,
    leg.settlementDate,
  ]);
}

/**
 * The history as CSV text with a header row, one line per order leg (issue 10 §8, §10): a
 * switch writes its switch-out (`leg` out) then its switch-in (`leg` in), both under the switch's
 * `orderId` and `orderStatus`, each leg with its own id, figures, status and dates; any other
 * order is one line with an empty `leg`. Figures stay the exact decimal strings, instants are Hong
 * Kong time with the offset (`2026-11-20T16:35:00+08:00`), dealing and settlement dates
 * `YYYY-MM-DD`.
 */
export function ordersCsv(orders: readonly Entry[]): string {
  const lines = [HEADER.join(',')];
  for (const entry of orders) {
    const [out, into] = entry.legs;
    if (out && into) lines.push(line(entry, out, 'out'), line(entry, into, 'in'));
    else lines.push(line(entry, entry, null));
  }
  return `${lines.join('\r\n')}\r\n`;
}
