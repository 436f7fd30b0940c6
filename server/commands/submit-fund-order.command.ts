import type { Role } from '../../shared/domain/roles';
import type { Fund } from '../../shared/domain/fund-instrument';
import { FUND_ORDER_RESULT, type FundOrderResultCode } from '../../shared/domain/fund-order-result';
import type { RiskLevel } from '../../shared/domain/raq-scoring';
import { checkSuitability, type OverRiskPolicy } from '../../shared/domain/raq-suitability';
import type { ActingAccount, ActingSession } from '../auth/acting';
import type { CommandDeps } from './command-deps';
import { tradePasswordRefusal } from './trade-unlock.command';
import type {
  GatewayFundsPort,
  PlaceFundOrderOutcome,
  PlaceFundOrderRequest,
} from '../backoffice/ports/gateway-funds.port';
import { requestHashOf } from '../backoffice/ports/request-hash';
import type { FundFeed } from '../market-data/fund-feed';
import { findLatestApprovedAssessment } from '../repositories/risk-assessment.repository';
import { findSessionWithAccount } from '../repositories/session.repository';

/** What the portal side of an order needs. */
export type SubmitDeps = Pick<CommandDeps, 'db' | 'config'> & {
  funds: GatewayFundsPort;
  feed: FundFeed;
  overRiskPolicy: OverRiskPolicy;
};

/**
 * A submission: the port's request without its digest, for the client the session gate resolved
 * (with its trade password hash), by the acting session (which may have unlocked trading), plus
 * the trade password typed with the order.
 */
export type FundOrderSubmission = Omit<PlaceFundOrderRequest, 'requestHash' | 'client'> & {
  client: ActingAccount;
  session: ActingSession;
  clientAddress: string;
  tradePassword?: string;
};

/** A submission's answer: the port's, or a refusal before it (trade password, suitability). */
export type SubmitOutcome = PlaceFundOrderOutcome & { tradePassword?: 'required' | 'incorrect' };

const refusal = (
  result: FundOrderResultCode,
  extra: Partial<SubmitOutcome> = {},
): SubmitOutcome => ({
  result,
  orders: [],
  isReplay: false,
  ...extra,
});

/** A digest of what the order asks for: replaying a key with other content is code 22. */
function fundRequestHashOf(submission: FundOrderSubmission): string {
  const { orderType, subscriptions, redemption, switchTo } = submission;
  return requestHashOf({ orderType, subscriptions, redemption, switchTo }, ['amount', 'units']);
}

/** Suitability of every fund the order buys (fact §3.13); redemptions are never gated. */
async function suitabilityRefusal(deps: SubmitDeps, submission: FundOrderSubmission) {
  const bought = [
    ...submission.subscriptions.map((item) => item.fundId),
    ...(submission.switchTo ? [submission.switchTo.fundId] : []),
  ];
  if (bought.length === 0) return null;
  const approved = await findLatestApprovedAssessment(deps.db, submission.client.accountId);
  const assessment = approved?.approvedAt
    ? { level: approved.level as RiskLevel, approvedAt: approved.approvedAt }
    : null;
  for (const fundId of bought) {
    const fund: Fund | undefined = await deps.feed.get(fundId);
    // An unknown fund is the port's to refuse (code 2).
    if (!fund) continue;
    const result = checkSuitability({
      fundRiskLevel: fund.riskLevel,
      assessment,
      now: submission.now,
      hasAcknowledgedRisk: submission.isRiskAcknowledged,
      policy: deps.overRiskPolicy,
    });
    if (result !== FUND_ORDER_RESULT.success) return refusal(result, { failedFundId: fundId });
  }
  return null;
}

/** The roles that advise clients, and so place orders for them as their advisor. */
const ADVISING_ROLES: readonly Role[] = ['advisor', 'manager'];

/**
 * The advisor placing the order for the client, when one is (issue 14 §1, the client's
 * `advisorOrder` notification): the session's own account when an advisor (or their manager)
 * names a linked client, or an advisee session's advisor. No other role is told as the client's
 * advisor (administrators may not place a client's orders today: the session gate refuses them).
 */
async function advisorCodeOf(
  deps: Pick<SubmitDeps, 'db'>,
  submission: FundOrderSubmission,
): Promise<string | undefined> {
  const { session, client } = submission;
  if (session.accountId !== client.accountId) {
    return ADVISING_ROLES.includes(session.role) ? session.accountCode : undefined;
  }
  if (!session.advisorSessionId) return undefined;
  return (await findSessionWithAccount(deps.db, session.advisorSessionId))?.accountCode;
}

/**
 * The portal's side of a fund order (issue 4 §2, §5): the trade password (when the account has
 * one and the session has not unlocked trading) and suitability come first, then the Gateway funds port places the order, reading the
 * idempotency key once inside its transaction (a replay answers the first order).
 */
export async function submitFundOrder(
  deps: SubmitDeps,
  submission: FundOrderSubmission,
): Promise<SubmitOutcome> {
  // The trade password stops here: the back office never sees it.
  const { accountId, accountCode } = submission.client;
  const placement: PlaceFundOrderRequest = {
    client: { accountId, accountCode },
    idempotencyKey: submission.idempotencyKey,
    requestHash: fundRequestHashOf(submission),
    orderType: submission.orderType,
    subscriptions: submission.subscriptions,
    ...(submission.redemption ? { redemption: submission.redemption } : {}),
    ...(submission.switchTo ? { switchTo: submission.switchTo } : {}),
    isRiskAcknowledged: submission.isRiskAcknowledged,
    now: submission.now,
  };
  const tradePassword = await tradePasswordRefusal(deps, submission);
  if (tradePassword) return refusal(FUND_ORDER_RESULT.noPermission, { tradePassword });
  const unsuitable = await suitabilityRefusal(deps, submission);
  if (unsuitable) return unsuitable;
  const advisorCode = await advisorCodeOf(deps, submission);
  return deps.funds.placeOrder(advisorCode ? { ...placement, advisorCode } : placement);
}
