import { formatOffsetDateTime } from '@shared/domain/date-time';
import { csvText } from '../../lib/csv';
import type { CashMovement } from './api/cash';

/** The columns, in order. */
const HEADER = [
  'journalId',
  'postedAt',
  'type',
  'currency',
  'amount',
  'balance',
  'reason',
  'cashInstructionId',
  'fundOrderId',
  'stockOrderId',
] as const;

/**
 * The movements as CSV text with a header row, one line per movement: figures stay the exact
 * decimal strings (signed: positive in, negative out), instants are Hong Kong time with the offset
 * (`2026-11-20T16:35:00+08:00`), the type is the spec §3 letter.
 */
export function movementsCsv(movements: readonly CashMovement[]): string {
  return csvText(
    HEADER,
    movements.map((row) => [
      row.journalId,
      formatOffsetDateTime(new Date(row.postedAt)),
      row.type,
      row.currency,
      row.amount,
      row.balance,
      row.reason,
      row.cashInstructionId,
      row.fundOrderId,
      row.stockOrderId,
    ]),
  );
}
