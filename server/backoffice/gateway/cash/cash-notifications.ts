import type { CashInstructionStatus } from '../../../../shared/domain/cash-instruction';
import type { StatusChange } from '../../core/dealing/status-machine';
import type { NotificationDraft } from '../../core/notifications/notification-outbox';
import type { CashInstructionRow, FxQuoteRow } from './cash.repository';

/**
 * Which cash events tell the client (issue 14 §1), each once under one kind. A deposit or
 * withdrawal request's outcome is `cashRequest`: accepted (the money credited or paid: a manual
 * request the back office accepted, an eDDA debit the bank made, an FPS payment made), rejected
 * by the back office or the bank. The client's own cancel, and the steps between (processing,
 * sent to the bank), are not news. An executed FX is `cashMovement`.
 */
const OUTCOME_STATUSES: readonly CashInstructionStatus[] = ['A', 'R', 'B'];

/** The `cashRequest` of an instruction's outcome (the machine's `notify`). */
export function cashMoveNotifications(
  row: CashInstructionRow,
  change: StatusChange<CashInstructionStatus>,
): NotificationDraft[] {
  if (!OUTCOME_STATUSES.includes(change.to)) return [];
  return [
    {
      accountId: row.accountId,
      type: 'cashRequest',
      sourceKey: `cash-instruction:${row.id}:${change.to}`,
      fields: {
        referenceCode: String(row.id),
        amount: row.amount,
        currencyCode: row.currency,
        orderStatus: change.to,
        cashDirection: row.type === 'D' ? 'deposit' : 'withdrawal',
      },
      at: change.at,
    },
  ];
}

/** The `cashMovement` of an executed FX: the money bought, in its currency, and what was sold. */
export function fxNotifications(quote: FxQuoteRow, at: Date): NotificationDraft[] {
  return [
    {
      accountId: quote.accountId,
      type: 'cashMovement',
      sourceKey: `fx-quote:${quote.id}`,
      fields: {
        amount: quote.buyAmount,
        currencyCode: quote.buyCurrency,
        fromCurrency: quote.sellCurrency,
      },
      at,
    },
  ];
}
