import { isCashCancellable } from '../../../shared/domain/cash-instruction';
import { cashResultName, type CashResultCode } from '../../../shared/domain/cash-results';
import { FX_QUOTE_SECONDS } from '../../../shared/domain/cash-instruction';
import type {
  CashInstructionOutcome,
  CashInstructionRecord,
  EddaAuthorisation,
  FxQuote,
} from '../../backoffice/ports/gateway-cash.port';

/** The cash records as the `cash` contracts put them on the wire. */

/** An instruction on the wire, with whether a cancel would be accepted now. */
export const instructionView = (record: CashInstructionRecord) => ({
  ...record,
  canCancel: isCashCancellable(record.channel, record.status),
  placedAt: record.placedAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
  changes: record.changes.map((change) => ({ ...change, at: change.at.toISOString() })),
});

/** A result and its name. */
export const resultOf = (result: CashResultCode) => ({
  result,
  resultName: cashResultName(result),
});

/** A placement, cancel or decision answer on the wire. */
export const instructionAnswer = (
  outcome: CashInstructionOutcome,
  tradePassword?: 'required' | 'incorrect',
) => ({
  ...resultOf(outcome.result),
  ...(tradePassword ? { tradePassword } : {}),
  isReplay: outcome.isReplay,
  instruction: outcome.instruction ? instructionView(outcome.instruction) : null,
});

/** An eDDA authorisation on the wire. */
export const eddaView = (authorisation: EddaAuthorisation) => ({
  ...authorisation,
  idType: authorisation.idType as 'BR' | 'CI' | 'CR' | 'ID' | 'PP' | 'OT',
  createdAt: authorisation.createdAt.toISOString(),
  updatedAt: authorisation.updatedAt.toISOString(),
});

/** An eDDA set-up or cancel answer: its result and the authorisation, if any. */
export const eddaAnswer = (outcome: {
  result: CashResultCode;
  authorisation: EddaAuthorisation | null;
}) => ({
  ...resultOf(outcome.result),
  authorisation: outcome.authorisation ? eddaView(outcome.authorisation) : null,
});

/** An FX quote on the wire. */
export const fxQuoteView = (quote: FxQuote) => ({
  ...quote,
  quotedAt: quote.quotedAt.toISOString(),
  expiresAt: quote.expiresAt.toISOString(),
  executedAt: quote.executedAt?.toISOString() ?? null,
  validSeconds: FX_QUOTE_SECONDS,
});
