import type { IpoApplicationType } from '../../shared/domain/ipo';
import { IPO_RESULT } from '../../shared/domain/ipo-result';
import type { GatewayIpoPort, IpoOutcome } from '../backoffice/ports/gateway-ipo.port';
import { requestHashOf } from '../backoffice/ports/request-hash';
import {
  findLatestAgreementVersion,
  insertAgreementConfirmation,
} from '../repositories/legal-agreement.repository';
import type { CommandDeps } from './command-deps';
import { assertMayInstructStocks, type StockActor } from './submit-stock-order.command';
import { tradePasswordRefusal } from './trade-unlock.command';

/** An IPO application as the portal receives it. */
export type IpoSubmission = StockActor & {
  ipoCode: string;
  applicationType: IpoApplicationType;
  quantity: string;
  financingRatio?: string | undefined;
  financingAmount?: string | undefined;
  hasAcceptedAgreement: boolean;
  idempotencyKey: string;
  tradePassword?: string | undefined;
};

export type IpoSubmitOutcome = IpoOutcome & { tradePassword?: 'required' | 'incorrect' };

const refusal = (result: number, extra: Partial<IpoSubmitOutcome> = {}): IpoSubmitOutcome => ({
  result,
  application: null,
  isReplay: false,
  ...extra,
});

/**
 * The portal's side of an IPO application (issue 12 §2), as for stock orders: an acting
 * advisor's permission, the trade password (ERR512 with `tradePassword` required or incorrect;
 * a right one unlocks the session), the IPO agreement (ERR509; its acceptance recorded with its
 * version on success), then the Gateway IPO port under the idempotency key.
 */
export async function submitIpoApplication(
  deps: Pick<CommandDeps, 'db' | 'config'> & { ipo: GatewayIpoPort },
  submission: IpoSubmission,
): Promise<IpoSubmitOutcome> {
  const placedBy = await assertMayInstructStocks(deps, submission);
  const tradePassword = await tradePasswordRefusal(deps, submission);
  if (tradePassword) return refusal(IPO_RESULT.wrongTradePassword, { tradePassword });
  if (!submission.hasAcceptedAgreement) return refusal(IPO_RESULT.agreementNotAccepted);
  const { accountId, accountCode } = submission.client;
  const { ipoCode, applicationType, quantity, financingRatio, financingAmount } = submission;
  const content = { ipoCode, applicationType, quantity, financingRatio, financingAmount };
  const outcome = await deps.ipo.apply({
    client: { accountId, accountCode },
    ...content,
    idempotencyKey: submission.idempotencyKey,
    requestHash: requestHashOf(content, ['quantity', 'financingRatio', 'financingAmount']),
    placedByAccountId: placedBy,
    now: submission.now,
  });
  if (outcome.result === 0 && !outcome.isReplay) {
    await insertAgreementConfirmation(deps.db, {
      accountId,
      agreementType: 'ipo',
      agreementVersion: (await findLatestAgreementVersion(deps.db, 'ipo')) ?? 1,
      confirmedAt: submission.now,
    });
  }
  return outcome;
}
