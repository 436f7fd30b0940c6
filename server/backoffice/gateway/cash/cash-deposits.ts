import {
  cashValueDate,
  DEPOSIT_METHODS,
  PROOF_REQUIRED_METHODS,
  SIMULATED_BANK_DELAY_MS,
  type DepositMethod,
} from '../../../../shared/domain/cash-instruction';
import {
  checkProof,
  PROOF_MAX_BYTES,
  safeProofFileName,
} from '../../../../shared/domain/cash-proof';
import { CASH_RESULT } from '../../../../shared/domain/cash-results';
import { toDecimal } from '../../../../shared/domain/decimal';
import { hongKongDate } from '../../../../shared/domain/business-calendar';
import type {
  CashInstructionOutcome,
  PlaceDepositRequest,
  PlaceEddaDepositRequest,
} from '../../ports/gateway-cash.port';
import type { CashBookDeps } from './cash-deps';
import {
  answer,
  insertPlaced,
  isValidAmount,
  placeKeyed,
  queueStepAfter,
  refuseCurrencyOrAmount,
  refused,
} from './cash-instructions';
import { insertProof, lockEdda } from './cash.repository';

/** Deposit instructions (issue 13 §2-3): by hand with a proof of payment, or by eDDA. */

/** Places a deposit request by hand (status P). */
export function placeDeposit(
  deps: CashBookDeps,
  request: PlaceDepositRequest,
): Promise<CashInstructionOutcome> {
  const { now } = request;
  const content = {
    method: request.method,
    currency: request.currency,
    amount: request.amount,
    bankName: request.bankName,
    bankAccount: request.bankAccount ?? null,
    proof: request.proof?.content,
  };
  return placeKeyed(
    deps,
    request,
    content,
    CASH_RESULT.depositDuplicateReference,
    async (db, keyed) => {
      const invalid = refuseCurrencyOrAmount(
        deps,
        request,
        CASH_RESULT.depositInvalidCurrency,
        CASH_RESULT.depositInvalidAmount,
      );
      if (invalid) return invalid;
      if (!(DEPOSIT_METHODS as readonly string[]).includes(request.method))
        return refused(CASH_RESULT.depositInvalidMethod);
      const proof = request.proof;
      if (!proof && PROOF_REQUIRED_METHODS.includes(request.method as DepositMethod))
        return refused(CASH_RESULT.depositProofMissing);
      if (proof && proof.content.length > PROOF_MAX_BYTES)
        return refused(CASH_RESULT.depositProofTooLarge);
      // Stored and checked as shown: the sent name may carry a path, controls or bidi overrides.
      const fileName = proof ? safeProofFileName(proof.fileName) : '';
      const checked = proof ? checkProof(fileName, proof.content) : null;
      if (proof && !checked) return refused(CASH_RESULT.depositProofInvalidType);
      const row = await insertPlaced(
        db,
        {
          ...keyed,
          type: 'D',
          channel: 'manual',
          method: request.method,
          currency: request.currency,
          amount: toDecimal(request.amount).toFixed(),
          bankName: request.bankName,
          bankAccount: request.bankAccount ?? null,
          remark: request.remark ?? null,
          status: 'P',
          valueDate: cashValueDate(now, deps.brand.cutOffs.deposit),
        },
        now,
      );
      if (proof && checked) {
        await insertProof(db, {
          cashInstructionId: row.id,
          fileName,
          contentType: checked.contentType,
          content: proof.content,
        });
      }
      if (deps.cashAutoAcceptMs)
        await queueStepAfter(db, row.id, 'autoAccept', now, deps.cashAutoAcceptMs);
      return answer(db, row);
    },
  );
}

/** Places a deposit by eDDA under an approved authorisation; the simulated bank debits in seconds. */
export function placeEddaDeposit(
  deps: CashBookDeps,
  request: PlaceEddaDepositRequest,
): Promise<CashInstructionOutcome> {
  const { client, now } = request;
  const content = { ddaReference: request.ddaReference, amount: request.amount };
  return placeKeyed(
    deps,
    request,
    content,
    CASH_RESULT.depositDuplicateReference,
    async (db, keyed) => {
      const authorisation = await lockEdda(db, { ddaReference: request.ddaReference });
      if (authorisation?.accountId !== client.accountId)
        return refused(CASH_RESULT.eddaAuthorisationNotFound);
      if (authorisation.status !== 'A') return refused(CASH_RESULT.eddaAuthorisationNotApproved);
      if (!deps.brand.currencies.cash.includes(authorisation.currency))
        return refused(CASH_RESULT.eddaNotEnabled);
      if (!isValidAmount(request.amount, authorisation.currency))
        return refused(CASH_RESULT.depositInvalidAmount);
      if (toDecimal(request.amount).gt(authorisation.debitLimit))
        return refused(CASH_RESULT.eddaOverLimit);
      const row = await insertPlaced(
        db,
        {
          ...keyed,
          type: 'D',
          channel: 'edda',
          method: 'edda',
          currency: authorisation.currency,
          amount: toDecimal(request.amount).toFixed(),
          bankName: authorisation.bankName,
          bankAccount: authorisation.accountNumber,
          eddaAuthorisationId: authorisation.id,
          status: 'P',
          // eDDA money arrives in minutes, whatever the hour (fact §3.10).
          valueDate: hongKongDate(now),
        },
        now,
      );
      await queueStepAfter(db, row.id, 'eddaDebit', now, SIMULATED_BANK_DELAY_MS);
      return answer(db, row);
    },
  );
}
