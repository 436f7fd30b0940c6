import { fundOrderContracts } from '../../../shared/contracts/fund-order';
import { FUND_ORDER_RESULT, fundOrderResultName } from '../../../shared/domain/fund-order-result';
import type { FundOrderStatus } from '../../../shared/domain/fund-order-status';
import {
  submitFundOrder,
  type FundOrderSubmission,
} from '../../commands/submit-fund-order.command';
import { defineCall, type ClientCallContext } from '../registry';
import { clientClaim } from '../client-claim';
import {
  fundOrderAnswerOf,
  fundOrderEntryViews,
  fundOrderViews,
  statusChangeViews,
} from './fund-order-views';

type Common = {
  accountCode: string;
  idempotencyKey: string;
  hasAcknowledgedRisk: boolean;
  tradePassword?: string | undefined;
};

/** Submits an order of the given legs and answers it on the wire. */
async function submit(
  context: ClientCallContext,
  input: Common,
  legs: Pick<FundOrderSubmission, 'orderType' | 'subscriptions' | 'redemption' | 'switchTo'>,
) {
  const { db, marketData, config, now } = context;
  const gateway = context.backOffices.gateway;
  const outcome = await submitFundOrder(
    {
      db,
      config,
      funds: gateway.funds,
      feed: marketData.funds,
      overRiskPolicy: config.overRiskPolicy,
    },
    {
      ...legs,
      client: context.client,
      session: context.session,
      clientAddress: context.clientAddress,
      idempotencyKey: input.idempotencyKey,
      isRiskAcknowledged: input.hasAcknowledgedRisk,
      now,
      ...(input.tradePassword === undefined ? {} : { tradePassword: input.tradePassword }),
    },
  );
  return fundOrderAnswerOf(marketData.funds, outcome, now);
}

/** `fund-order/placeSubscription`. */
export const placeSubscriptionCall = defineCall({
  service: 'fund-order',
  method: 'placeSubscription',
  ...fundOrderContracts.placeSubscription,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'fund',
  handler: (input, context) =>
    submit(context, input, {
      orderType: 'subscription',
      subscriptions: [{ fundId: input.fundId, amount: input.amount }],
    }),
});

/** `fund-order/placeRedemption`. */
export const placeRedemptionCall = defineCall({
  service: 'fund-order',
  method: 'placeRedemption',
  ...fundOrderContracts.placeRedemption,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'fund',
  handler: (input, context) =>
    submit(context, input, {
      orderType: 'redemption',
      subscriptions: [],
      redemption: { fundId: input.fundId, units: input.units },
    }),
});

/** `fund-order/placeSwitch`: brand flag fundSwitching. */
export const placeSwitchCall = defineCall({
  service: 'fund-order',
  method: 'placeSwitch',
  ...fundOrderContracts.placeSwitch,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'fundSwitching',
  handler: (input, context) =>
    submit(context, input, {
      orderType: 'switch',
      subscriptions: [],
      redemption: { fundId: input.fromFundId, units: input.units },
      switchTo: { fundId: input.toFundId },
    }),
});

/** `fund-order/placeBulkSubscription`: all legs or none. */
export const placeBulkSubscriptionCall = defineCall({
  service: 'fund-order',
  method: 'placeBulkSubscription',
  ...fundOrderContracts.placeBulkSubscription,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'fund',
  handler: (input, context) =>
    submit(context, input, { orderType: 'bulk', subscriptions: input.items }),
});

/** `fund-order/cancelOrder`: before the cut-off only. */
export const cancelOrderCall = defineCall({
  service: 'fund-order',
  method: 'cancelOrder',
  ...fundOrderContracts.cancelOrder,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'fund',
  handler: async ({ orderId }, context) => {
    const outcome = await context.backOffices.gateway.funds.cancelOrder(
      context.client,
      orderId,
      context.now,
    );
    const orders = await fundOrderViews(context.marketData.funds, outcome.orders, context.now);
    return { result: outcome.result, resultName: fundOrderResultName(outcome.result), orders };
  },
});

/** `fund-order/loadOrderTimeline`: one of the client's order legs and its stored status changes. */
export const loadOrderTimelineCall = defineCall({
  service: 'fund-order',
  method: 'loadOrderTimeline',
  ...fundOrderContracts.loadOrderTimeline,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'fund',
  handler: async ({ orderId }, context) => {
    const timeline = await context.backOffices.gateway.funds.loadOrderTimeline(
      context.client,
      orderId,
    );
    const result = timeline ? FUND_ORDER_RESULT.success : FUND_ORDER_RESULT.orderNotFound;
    const views = timeline
      ? await fundOrderViews(context.marketData.funds, [timeline.order], context.now)
      : [];
    return {
      result,
      resultName: fundOrderResultName(result),
      order: views[0] ?? null,
      changes: statusChangeViews(timeline?.changes ?? [], timeline?.order.reasonCode ?? null),
    };
  },
});

/** `fund-order/searchOrders`: history with filters, newest first, a switch as one entry. */
export const searchOrdersCall = defineCall({
  service: 'fund-order',
  method: 'searchOrders',
  ...fundOrderContracts.searchOrders,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'fund',
  handler: async ({ accountCode: _accountCode, statuses, ...filter }, context) => {
    const found = await context.backOffices.gateway.funds.searchOrders(context.client, {
      ...filter,
      ...(statuses ? { statuses: statuses as FundOrderStatus[] } : {}),
    });
    return {
      total: found.total,
      orders: await fundOrderEntryViews(context.marketData.funds, found.entries, context.now),
    };
  },
});

/** The fund order calls. */
export const fundOrderCalls = [
  placeSubscriptionCall,
  placeRedemptionCall,
  placeSwitchCall,
  placeBulkSubscriptionCall,
  cancelOrderCall,
  loadOrderTimelineCall,
  searchOrdersCall,
];
