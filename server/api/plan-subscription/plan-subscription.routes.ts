import { planSubscriptionContracts } from '../../../shared/contracts/plan-subscription';
import { formatDate } from '../../../shared/domain/date-time';
import { FUND_ORDER_RESULT } from '../../../shared/domain/fund-order-result';
import { addMonths, debitDateOf, monthOf } from '../../../shared/domain/plan-dealing';
import { planResult, type PlanResultName } from '../../../shared/domain/plan-result';
import type { PlanSubscriptionStatus } from '../../../shared/domain/plan-status';
import type { RiskLevel } from '../../../shared/domain/raq-scoring';
import { checkSuitability } from '../../../shared/domain/raq-suitability';
import { requestHashOf } from '../../backoffice/ports/request-hash';
import type { PlanChangeOutcome } from '../../backoffice/ports/gateway-plans.port';
import { tradePasswordRefusal } from '../../commands/trade-unlock.command';
import { findPlan } from '../../repositories/plan.repository';
import { findLatestApprovedAssessment } from '../../repositories/risk-assessment.repository';
import { clientClaim } from '../client-claim';
import { defineCall, type ClientCallContext } from '../registry';
import { planStatisticCall } from './plan-statistic';
import {
  cashAccountOf,
  positionValues,
  runView,
  subscriptionView,
} from './plan-subscription-views';
import { planSummaryView } from '../plan/plan-views';

const account = clientClaim('gateway');
const feature = 'plan' as const;

/** A change's answer on the wire, the subscription as the list shows it. */
async function answerOf(
  context: ClientCallContext,
  outcome: PlanChangeOutcome,
  extra: { tradePassword?: 'required' | 'incorrect' } = {},
) {
  const record = outcome.subscription;
  const subscription = record
    ? await subscriptionView(
        context.backOffices.gateway,
        context.marketData.funds,
        context.client,
        record,
        await findPlan(context.db, record.planId),
        await context.backOffices.gateway.plans.runs(context.client, record.subscriptionId),
        context.now,
      )
    : null;
  return { ...planResult(outcome.result), ...extra, isReplay: outcome.isReplay, subscription };
}

const refusal = (context: ClientCallContext, result: PlanResultName, extra = {}) =>
  answerOf(context, { result, isReplay: false, subscription: null }, extra);

/** The trade password step, as fund orders take it. */
function tradeCheck(context: ClientCallContext, tradePassword: string | undefined) {
  return tradePasswordRefusal(context, {
    session: context.session,
    client: context.client,
    clientAddress: context.clientAddress,
    now: context.now,
    ...(tradePassword === undefined ? {} : { tradePassword }),
  });
}

/** The client's approved assessment level, when valid. */
async function assessmentOf(context: ClientCallContext) {
  const approved = await findLatestApprovedAssessment(context.db, context.client.accountId);
  return approved?.approvedAt
    ? { level: approved.level as RiskLevel, approvedAt: approved.approvedAt }
    : null;
}

/** The earliest first month: this month while its day 28 is still to come, else the next. */
const earliestFirstMonth = (today: string) =>
  Number(today.slice(8, 10)) < 28 ? monthOf(today) : addMonths(monthOf(today));

export const loadSubscribeFormCall = defineCall({
  service: 'plan-subscription',
  method: 'loadSubscribeForm',
  ...planSubscriptionContracts.loadSubscribeForm,
  access: 'session',
  account,
  feature,
  handler: async ({ planId }, context) => {
    const row = await findPlan(context.db, planId);
    const assessment = await assessmentOf(context);
    const common = {
      clientRiskLevel: assessment?.level ?? null,
      overRiskPolicy: context.config.overRiskPolicy,
      earliestFirstMonth: earliestFirstMonth(formatDate(context.now)),
      today: formatDate(context.now),
    };
    if (!row || row.status !== 'active') {
      return { ...planResult('planNotFound'), plan: null, cashAccounts: [], ...common };
    }
    const { cash } = await context.backOffices.gateway.funds.holdings(context.client);
    const cashAccounts = cash
      .filter((each) => each.currency === row.currency)
      .map((each) => ({
        cashAccount: cashAccountOf(context.client.accountCode, each.currency),
        currency: each.currency,
        available: each.available,
      }));
    if (cashAccounts.length === 0) {
      cashAccounts.push({
        cashAccount: cashAccountOf(context.client.accountCode, row.currency),
        currency: row.currency,
        available: '0',
      });
    }
    const plan = await planSummaryView(context.marketData.funds, row);
    return { ...planResult('success'), plan, cashAccounts, ...common };
  },
});

export const subscribeCall = defineCall({
  service: 'plan-subscription',
  method: 'subscribe',
  ...planSubscriptionContracts.subscribe,
  access: 'session',
  account,
  feature,
  handler: async (input, context) => {
    const row = await findPlan(context.db, input.planId);
    if (!row || row.status === 'draft' || row.status === 'deleted') {
      return refusal(context, 'planNotFound');
    }
    if (input.debitDay < 1 || input.debitDay > 28) return refusal(context, 'debitDayInvalid');
    const today = formatDate(context.now);
    const latest = addMonths(monthOf(today), 12);
    if (input.firstMonth > latest || input.firstMonth < monthOf(today)) {
      return refusal(context, 'firstMonthInvalid');
    }
    // Today's sweep has run (00:05): the first debit must be a day still to come.
    if (debitDateOf(input.firstMonth, input.debitDay) <= today) {
      return refusal(context, 'firstDebitPassed');
    }
    if (input.cashAccount !== cashAccountOf(context.client.accountCode, row.currency)) {
      return refusal(context, 'cashAccountInvalid');
    }
    const plan = await planSummaryView(context.marketData.funds, row);
    const suitability = checkSuitability({
      fundRiskLevel: plan.riskLevel as 1 | 2 | 3 | 4 | 5,
      assessment: await assessmentOf(context),
      now: context.now,
      hasAcknowledgedRisk: input.hasAcknowledgedRisk,
      policy: context.config.overRiskPolicy,
    });
    if (suitability === FUND_ORDER_RESULT.riskAssessmentExpired) {
      return refusal(context, 'riskAssessmentMissing');
    }
    if (suitability === FUND_ORDER_RESULT.riskLevelViolation)
      return refusal(context, 'riskTooHigh');
    if (suitability !== FUND_ORDER_RESULT.success) return refusal(context, 'riskNotAcknowledged');
    const tradePassword = await tradeCheck(context, input.tradePassword);
    if (tradePassword) return refusal(context, 'tradePassword', { tradePassword });
    const { accountId, accountCode } = context.client;
    const request = {
      planId: input.planId,
      monthlyAmount: input.monthlyAmount,
      debitDay: input.debitDay,
      firstMonth: input.firstMonth,
      cashAccount: input.cashAccount,
    };
    const outcome = await context.backOffices.gateway.plans.subscribe({
      ...request,
      client: { accountId, accountCode },
      idempotencyKey: input.idempotencyKey,
      requestHash: requestHashOf(request, ['monthlyAmount']),
      now: context.now,
    });
    return answerOf(context, outcome);
  },
});

export const searchSubscriptionsCall = defineCall({
  service: 'plan-subscription',
  method: 'searchSubscriptions',
  ...planSubscriptionContracts.searchSubscriptions,
  access: 'session',
  account,
  feature,
  handler: async ({ includeDeleted }, context) => {
    const { plans } = context.backOffices.gateway;
    const records = await plans.subscriptions(context.client, includeDeleted);
    const subscriptions = [];
    for (const record of records) {
      subscriptions.push(
        await subscriptionView(
          context.backOffices.gateway,
          context.marketData.funds,
          context.client,
          record,
          await findPlan(context.db, record.planId),
          await plans.runs(context.client, record.subscriptionId),
          context.now,
        ),
      );
    }
    return { subscriptions };
  },
});

export const loadSubscriptionCall = defineCall({
  service: 'plan-subscription',
  method: 'loadSubscription',
  ...planSubscriptionContracts.loadSubscription,
  access: 'session',
  account,
  feature,
  handler: async ({ subscriptionId }, context) => {
    const { plans } = context.backOffices.gateway;
    const record = await plans.subscription(context.client, subscriptionId);
    if (!record) {
      return { ...planResult('subscriptionNotFound'), subscription: null, runs: [], holdings: [] };
    }
    const runs = await plans.runs(context.client, subscriptionId);
    const feed = context.marketData.funds;
    const subscription = await subscriptionView(
      context.backOffices.gateway,
      feed,
      context.client,
      record,
      await findPlan(context.db, record.planId),
      runs,
      context.now,
    );
    const { holdings } = await positionValues(
      feed,
      await plans.positions(context.client, subscriptionId),
    );
    return { ...planResult('success'), subscription, runs: runs.map(runView), holdings };
  },
});

export const changeAmountCall = defineCall({
  service: 'plan-subscription',
  method: 'changeAmount',
  ...planSubscriptionContracts.changeAmount,
  access: 'session',
  account,
  feature,
  handler: async ({ subscriptionId, monthlyAmount, tradePassword }, context) => {
    const existing = await context.backOffices.gateway.plans.subscription(
      context.client,
      subscriptionId,
    );
    if (!existing) return refusal(context, 'subscriptionNotFound');
    const refused = await tradeCheck(context, tradePassword);
    if (refused) return refusal(context, 'tradePassword', { tradePassword: refused });
    const outcome = await context.backOffices.gateway.plans.change(
      context.client,
      subscriptionId,
      { monthlyAmount },
      context.now,
    );
    return answerOf(context, outcome);
  },
});

function statusCall(method: 'suspend' | 'resume' | 'cancel', to: PlanSubscriptionStatus) {
  return defineCall({
    service: 'plan-subscription',
    method,
    ...planSubscriptionContracts[method],
    access: 'session',
    account,
    feature,
    handler: async ({ subscriptionId }, context) =>
      answerOf(
        context,
        await context.backOffices.gateway.plans.change(
          context.client,
          subscriptionId,
          { status: to },
          context.now,
        ),
      ),
  });
}

export const redeemCall = defineCall({
  service: 'plan-subscription',
  method: 'redeem',
  ...planSubscriptionContracts.redeem,
  access: 'session',
  account,
  feature,
  handler: async ({ subscriptionId, mode, percent, idempotencyKey, tradePassword }, context) => {
    const { plans } = context.backOffices.gateway;
    const share = mode === 'full' ? '100' : percent;
    if (share === undefined || Number(share) <= 0 || Number(share) > 100) {
      return { ...(await refusal(context, 'nothingToRedeem')), orderIds: [] };
    }
    if (!(await plans.subscription(context.client, subscriptionId))) {
      return { ...(await refusal(context, 'subscriptionNotFound')), orderIds: [] };
    }
    const refused = await tradeCheck(context, tradePassword);
    if (refused) {
      return {
        ...(await refusal(context, 'tradePassword', { tradePassword: refused })),
        orderIds: [],
      };
    }
    const outcome = await plans.redeem(context.client, subscriptionId, {
      percent: share,
      idempotencyKey,
      now: context.now,
    });
    const record = await plans.subscription(context.client, subscriptionId);
    const answer = await answerOf(context, {
      result: outcome.result,
      isReplay: outcome.isReplay,
      subscription: outcome.result === 'success' ? record : null,
    });
    return { ...answer, orderIds: outcome.orderIds };
  },
});

export const planSubscriptionCalls = [
  loadSubscribeFormCall,
  subscribeCall,
  searchSubscriptionsCall,
  loadSubscriptionCall,
  changeAmountCall,
  statusCall('suspend', 'inactivated'),
  statusCall('resume', 'activated'),
  statusCall('cancel', 'cancelled'),
  redeemCall,
  planStatisticCall,
];
