import { stockOrderContracts } from '../../../shared/contracts/stock-order';
import { stockOrderResultName } from '../../../shared/domain/stock-order-result';
import { STOCK_ORDER_STATUSES, displayStatusOf } from '../../../shared/domain/stock-order-status';
import { isTradeUnlocked, typedTradePasswordRefusal } from '../../commands/trade-unlock.command';
import {
  assertMayInstructStocks,
  cancelStockOrderFor,
  modifyStockOrderFor,
  submitStockOrder,
  type StockSubmitDeps,
} from '../../commands/submit-stock-order.command';
import {
  findSkipConfirmation,
  upsertSkipConfirmation,
} from '../../repositories/order-setting.repository';
import type { StockOrderTerms } from '../../backoffice/ports/gateway-stocks.port';
import { clientClaim } from '../client-claim';
import { defineCall, type ClientCallContext } from '../registry';
import {
  stockFillViews,
  stockOrderAnswerOf,
  stockOrderViews,
  stockStatusChangeViews,
} from './stock-order-views';

/** `stock-order/loadOrderConfirmationReminder` (spec §7): funds read it too. */
export const loadOrderConfirmationReminderCall = defineCall({
  service: 'stock-order',
  method: 'loadOrderConfirmationReminder',
  ...stockOrderContracts.loadOrderConfirmationReminder,
  access: 'session',
  account: clientClaim('gateway'),
  handler: async (_input, context) => {
    return { skipConfirmation: await findSkipConfirmation(context.db, context.client.accountId) };
  },
});

/**
 * `stock-order/setOrderConfirmationReminder`: the client's own setting. Skipping confirmations
 * needs the risk statement accepted and the trade password (issue 31 §5); asking again needs
 * nothing.
 */
export const setOrderConfirmationReminderCall = defineCall({
  service: 'stock-order',
  method: 'setOrderConfirmationReminder',
  ...stockOrderContracts.setOrderConfirmationReminder,
  access: 'session',
  account: { ...clientClaim('gateway'), reach: 'self' },
  handler: async ({ skipConfirmation, isRiskAccepted, tradePassword }, context) => {
    if (skipConfirmation) {
      if (isRiskAccepted !== true) return { success: false, result: 'risk_not_accepted' as const };
      const refusal = await typedTradePasswordRefusal(context, {
        ...actorOf(context),
        tradePassword,
      });
      if (refusal === 'required')
        return { success: false, result: 'trade_password_required' as const };
      if (refusal === 'incorrect')
        return { success: false, result: 'trade_password_incorrect' as const };
    }
    await upsertSkipConfirmation(context.db, {
      accountId: context.client.accountId,
      skipConfirmation,
      updatedAt: context.now,
    });
    return { success: true, result: 'ok' as const };
  },
});

const submitDeps = (context: ClientCallContext): StockSubmitDeps => ({
  db: context.db,
  config: context.config,
  stocks: context.backOffices.gateway.stocks,
  log: context.log,
});

const actorOf = (context: ClientCallContext) => ({
  client: context.client,
  session: context.session,
  clientAddress: context.clientAddress,
  now: context.now,
});

type TermsInput = {
  symbol: string;
  side: StockOrderTerms['side'];
  orderType: StockOrderTerms['orderType'];
  price?: string | undefined;
  quantity: string;
  condition: StockOrderTerms['condition'];
  triggerPrice?: string | undefined;
  triggerVolume?: string | undefined;
  goodTillDate?: string | undefined;
  tradingSession?: StockOrderTerms['tradingSession'];
  remark: string;
};

const termsOf = (input: TermsInput): StockOrderTerms => ({
  symbol: input.symbol,
  side: input.side,
  orderType: input.orderType,
  price: input.price,
  quantity: input.quantity,
  condition: input.condition,
  triggerPrice: input.triggerPrice,
  triggerVolume: input.triggerVolume,
  goodTillDate: input.goodTillDate,
  tradingSession: input.tradingSession,
  remark: input.remark,
});

/**
 * `stock-order/loadTradingPermission` (spec §3, §4): the back office's permission; the trade
 * password is required when the account has one and this session has not unlocked trading.
 */
export const loadTradingPermissionCall = defineCall({
  service: 'stock-order',
  method: 'loadTradingPermission',
  ...stockOrderContracts.loadTradingPermission,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'stock',
  handler: async ({ exchange }, context) => {
    await assertMayInstructStocks(context, context);
    const permission = await context.backOffices.gateway.stocks.loadTradingPermission(
      context.client,
      exchange,
      context.now,
    );
    const tradePasswordRequired =
      context.client.tradePasswordHash !== null && !isTradeUnlocked(actorOf(context));
    return { ...permission, tradePasswordRequired };
  },
});

/** `stock-order/previewOrder`: figures and the first failing check, nothing placed. */
export const previewOrderCall = defineCall({
  service: 'stock-order',
  method: 'previewOrder',
  ...stockOrderContracts.previewOrder,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'stock',
  handler: async (input, context) => {
    await assertMayInstructStocks(context, context);
    const preview = await context.backOffices.gateway.stocks.previewOrder(
      context.client,
      termsOf(input),
      context.now,
    );
    return { ...preview, resultName: stockOrderResultName(preview.result) };
  },
});

/** `stock-order/placeOrder`: one order per idempotency key (a replay answers the first). */
export const placeOrderCall = defineCall({
  service: 'stock-order',
  method: 'placeOrder',
  ...stockOrderContracts.placeOrder,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'stock',
  handler: async (input, context) => {
    const outcome = await submitStockOrder(submitDeps(context), {
      ...actorOf(context),
      terms: termsOf(input),
      idempotencyKey: input.idempotencyKey,
      tradePassword: input.tradePassword,
      isFarPriceConfirmed: input.confirmFarPrice === true,
    });
    return stockOrderAnswerOf(context.marketData.stocks, outcome);
  },
});

/** `stock-order/modifyOrder`: new price and/or quantity of a working order. */
export const modifyOrderCall = defineCall({
  service: 'stock-order',
  method: 'modifyOrder',
  ...stockOrderContracts.modifyOrder,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'stock',
  handler: async (input, context) => {
    const outcome = await modifyStockOrderFor(submitDeps(context), {
      ...actorOf(context),
      orderId: input.orderId,
      price: input.price,
      quantity: input.quantity,
      tradePassword: input.tradePassword,
      isFarPriceConfirmed: input.confirmFarPrice === true,
    });
    return stockOrderAnswerOf(context.marketData.stocks, outcome);
  },
});

/** `stock-order/cancelOrder`: what is left of a working order, outside no-cancel periods. */
export const cancelOrderCall = defineCall({
  service: 'stock-order',
  method: 'cancelOrder',
  ...stockOrderContracts.cancelOrder,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'stock',
  handler: async ({ orderId }, context) => {
    const outcome = await cancelStockOrderFor(submitDeps(context), {
      ...actorOf(context),
      orderId,
    });
    return stockOrderAnswerOf(context.marketData.stocks, outcome);
  },
});

/** `stock-order/searchOrders`: newest first, with filters. */
export const searchOrdersCall = defineCall({
  service: 'stock-order',
  method: 'searchOrders',
  ...stockOrderContracts.searchOrders,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'stock',
  handler: async (input, context) => {
    const statuses = input.displayStatuses
      ? STOCK_ORDER_STATUSES.filter((status) =>
          (input.displayStatuses ?? []).includes(displayStatusOf(status)),
        )
      : undefined;
    const { total, orders } = await context.backOffices.gateway.stocks.searchOrders(
      context.client,
      {
        ...(statuses ? { statuses } : {}),
        ...(input.orderTypes ? { orderTypes: input.orderTypes } : {}),
        ...(input.side ? { side: input.side } : {}),
        ...(input.symbol ? { symbol: input.symbol } : {}),
        ...(input.from ? { from: input.from } : {}),
        ...(input.to ? { to: input.to } : {}),
        openOnly: input.openOnly,
        pageIndex: input.pageIndex,
        pageSize: input.pageSize,
      },
      context.now,
    );
    return { total, orders: await stockOrderViews(context.marketData.stocks, orders) };
  },
});

/** `stock-order/loadOrderTimeline`: one order, its moves and fills; unknown: order null. */
export const loadOrderTimelineCall = defineCall({
  service: 'stock-order',
  method: 'loadOrderTimeline',
  ...stockOrderContracts.loadOrderTimeline,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'stock',
  handler: async ({ orderId }, context) => {
    const timeline = await context.backOffices.gateway.stocks.loadOrderTimeline(
      context.client,
      orderId,
      context.now,
    );
    if (!timeline) return { order: null, changes: [], fills: [] };
    const [order] = await stockOrderViews(context.marketData.stocks, [timeline.order]);
    return {
      order: order ?? null,
      changes: stockStatusChangeViews(timeline.changes),
      fills: stockFillViews(timeline.fills),
    };
  },
});

/** The `stock-order` service's calls. */
export const stockOrderCalls = [
  loadOrderConfirmationReminderCall,
  setOrderConfirmationReminderCall,
  loadTradingPermissionCall,
  previewOrderCall,
  placeOrderCall,
  modifyOrderCall,
  cancelOrderCall,
  searchOrdersCall,
  loadOrderTimelineCall,
];
