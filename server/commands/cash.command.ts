import { CASH_RESULT, type CashResultCode } from '../../shared/domain/cash-results';
import type { ActingAccount, ActingSession } from '../auth/acting';
import type { GatewayCashPort, SetupEddaRequest } from '../backoffice/ports/gateway-cash.port';
import {
  findLatestAgreementVersion,
  insertAgreementConfirmation,
} from '../repositories/legal-agreement.repository';
import type { CommandDeps } from './command-deps';
import { tradePasswordRefusal } from './trade-unlock.command';

/**
 * The portal's side of cash instructions (issue 13): money leaving the client's cash (a
 * withdrawal, an FX conversion) or pulled from the client's bank (an eDDA debit) needs the trade
 * password like an order, unless the session has unlocked trading; an eDDA set-up needs the eDDA
 * agreement accepted, and the acceptance is recorded. The back office never sees the password.
 */

/** Who acts, for the trade password check. */
export type CashAuthority = {
  client: ActingAccount;
  session: ActingSession;
  clientAddress: string;
  now: Date;
  tradePassword?: string | undefined;
};

/** A refusal before the port: the code to answer and whether the password was missing or wrong. */
export type CashRefusal = { result: CashResultCode; tradePassword: 'required' | 'incorrect' };

/** The trade password refusal of a cash instruction (`code`: ERR709, or 230 for FX), or null. */
export async function cashTradeRefusal(
  deps: Pick<CommandDeps, 'db' | 'config'>,
  authority: CashAuthority,
  code: CashResultCode = CASH_RESULT.tradePasswordRequired,
): Promise<CashRefusal | null> {
  const refusal = await tradePasswordRefusal(deps, authority);
  return refusal ? { result: code, tradePassword: refusal } : null;
}

/** Sets up an eDDA authorisation once the eDDA agreement is accepted (recorded with its version). */
export async function setupEddaWithAgreement(
  deps: Pick<CommandDeps, 'db'> & { cash: GatewayCashPort },
  request: Omit<SetupEddaRequest, 'agreementVersion'> & { hasAcceptedAgreement: boolean },
) {
  if (!request.hasAcceptedAgreement)
    return { result: CASH_RESULT.eddaAgreementNotAccepted, authorisation: null };
  const agreementVersion = (await findLatestAgreementVersion(deps.db, 'edda')) ?? 1;
  const outcome = await deps.cash.setupEdda({
    client: request.client,
    holderName: request.holderName,
    bankCode: request.bankCode,
    bankName: request.bankName,
    accountNumber: request.accountNumber,
    idType: request.idType,
    idNumber: request.idNumber,
    currency: request.currency,
    debitLimit: request.debitLimit,
    agreementVersion,
    now: request.now,
  });
  if (outcome.result === CASH_RESULT.success) {
    await insertAgreementConfirmation(deps.db, {
      accountId: request.client.accountId,
      agreementType: 'edda',
      agreementVersion,
      confirmedAt: request.now,
    });
  }
  return outcome;
}
