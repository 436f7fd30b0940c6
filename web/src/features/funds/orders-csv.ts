import type { CallOutput } from '@shared/contracts/index';

type Order = CallOutput<'fund-order/searchOrders'>['orders'][number];

const columns = [
  'orderId',
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

/** One CSV field, quoted when it holds a comma, quote or line break (RFC 4180). */
function field(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Orders as CSV text with a header row; figures stay the exact decimal strings. */
export function ordersCsv(orders: readonly Order[]): string {
  const lines = [columns.join(',')];
  for (const order of orders) lines.push(columns.map((column) => field(order[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
