import { toDecimal } from '../../../../shared/domain/decimal';
import type { FundOrderSide } from '../../../../shared/domain/fund-order-status';
import type { OrderRef } from './statement-data';

/**
 * A statement table's movements as the renderer takes them: read from the packed pages of
 * statement.repository.ts `findMovementPage`, one movement per journal.
 */

/** One journal's effect on a table's columns (decimal strings, '0' for none), in column order. */
export type Movement = {
  journalId: string;
  postedAt: Date;
  reason: string;
  order: OrderRef | null;
  change: string[];
};

/** The movements of one packed page, in the order their journals were posted. */
export function parseMovements(rows: string): Movement[] {
  if (rows === '') return [];
  return rows.split('\n').map((line) => {
    const [
      journalId = '',
      at = '0',
      reason = '',
      orderId = '',
      side = '',
      fundId = '',
      ...figures
    ] = line.split('\t');
    return {
      journalId,
      postedAt: new Date(Number(at)),
      reason,
      order:
        orderId === '' || side === ''
          ? null
          : { orderId: Number(orderId), side: side as FundOrderSide, fundId },
      change: figures.map((figure) => (figure === '' ? '0' : figure)),
    };
  });
}

/**
 * Hands on each journal's movement once it is whole. A page holds whole posting instants
 * (statement.repository.ts), so a journal, whose entries share one, comes in one piece; should
 * its parts still come apart (the last movement of a page and the first of the next under the
 * same journal id), the last movement of a page waits for the next page (or the table's end) and
 * the parts are summed, so the table never shows a journal twice.
 */
export function journalMovements(emit: (movements: Movement[]) => void): {
  add(movements: readonly Movement[]): void;
  end(): void;
} {
  let waiting: Movement | undefined;
  return {
    add(movements) {
      const whole: Movement[] = [];
      for (const movement of movements) {
        if (waiting?.journalId === movement.journalId) {
          const { change } = waiting;
          waiting.change = change.map((value, index) =>
            toDecimal(value)
              .add(movement.change[index] ?? '0')
              .toFixed(),
          );
          continue;
        }
        if (waiting) whole.push(waiting);
        waiting = movement;
      }
      if (whole.length > 0) emit(whole);
    },
    end() {
      if (waiting) emit([waiting]);
      waiting = undefined;
    },
  };
}
