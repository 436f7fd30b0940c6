import { cryptoOrderContracts } from '../../../shared/contracts/crypto-order';
import {
  CRYPTO_ORDER_RESULTS,
  type CryptoOrderResultCode,
} from '../../../shared/domain/crypto-order-result';
import {
  assertOwnCryptoSession,
  cancelCryptoOrderFor,
  submitCryptoOrder,
  type CryptoSubmitDeps,
  type CryptoSubmitOutcome,
} from '../../commands/submit-crypto-order.command';
import type { CryptoOrderTerms } from '../../backoffice/ports/fos-crypto.port';
import { clientClaim } from '../client-claim';
import { defineCall, type ClientCallContext } from '../registry';

/**
 * The `crypto-order` service (issue 23 §3) on the Fos back office (`clientClaim('fos')`: a
 * Gateway account's code answers 404): preview, place, cancel, the order and fill history.
 */

/** A result code's name (99999 `unknown` for a code of no table). */
export const cryptoOrderResultName = (result: number): string =>
  CRYPTO_ORDER_RESULTS[result as CryptoOrderResultCode] ?? 'unknown';

const submitDeps = (context: ClientCallContext): CryptoSubmitDeps => ({
  db: context.db,
  config: context.config,
  crypto: context.backOffices.fos.crypto,
  log: context.log,
});

const actorOf = (context: ClientCallContext) => ({
  client: context.client,
  session: context.session,
  clientAddress: context.clientAddress,
  now: context.now,
});

const termsOf = (input: CryptoOrderTerms): CryptoOrderTerms => ({
  pair: input.pair,
  side: input.side,
  orderType: input.orderType,
  sizing: input.sizing,
  price: input.price,
  quantity: input.quantity,
  amount: input.amount,
});

const answerOf = (outcome: CryptoSubmitOutcome) => ({
  result: outcome.result,
  resultName: cryptoOrderResultName(outcome.result),
  ...(outcome.tradePassword ? { tradePassword: outcome.tradePassword } : {}),
  isReplay: outcome.isReplay,
  order: outcome.order,
});

/** `crypto-order/previewOrder`: figures and the first failing check, nothing placed. */
export const previewCryptoOrderCall = defineCall({
  service: 'crypto-order',
  method: 'previewOrder',
  ...cryptoOrderContracts.previewOrder,
  access: 'session',
  account: clientClaim('fos'),
  feature: 'crypto',
  handler: async (input, context) => {
    assertOwnCryptoSession(context);
    const preview = await context.backOffices.fos.crypto.previewOrder(
      context.client,
      termsOf(input),
      context.now,
    );
    return { ...preview, resultName: cryptoOrderResultName(preview.result) };
  },
});

/** `crypto-order/placeOrder`: one order per idempotency key (a replay answers the first). */
export const placeCryptoOrderCall = defineCall({
  service: 'crypto-order',
  method: 'placeOrder',
  ...cryptoOrderContracts.placeOrder,
  access: 'session',
  account: clientClaim('fos'),
  feature: 'crypto',
  handler: async (input, context) =>
    answerOf(
      await submitCryptoOrder(submitDeps(context), {
        ...actorOf(context),
        terms: termsOf(input),
        idempotencyKey: input.idempotencyKey,
        tradePassword: input.tradePassword,
      }),
    ),
});

/** `crypto-order/cancelOrder`: what is left of a resting limit order. */
export const cancelCryptoOrderCall = defineCall({
  service: 'crypto-order',
  method: 'cancelOrder',
  ...cryptoOrderContracts.cancelOrder,
  access: 'session',
  account: clientClaim('fos'),
  feature: 'crypto',
  handler: async ({ orderId }, context) =>
    answerOf(await cancelCryptoOrderFor(submitDeps(context), { ...actorOf(context), orderId })),
});

/** `crypto-order/searchOrders`: newest first, with filters. */
export const searchCryptoOrdersCall = defineCall({
  service: 'crypto-order',
  method: 'searchOrders',
  ...cryptoOrderContracts.searchOrders,
  access: 'session',
  account: clientClaim('fos'),
  feature: 'crypto',
  handler: (input, context) =>
    context.backOffices.fos.crypto.searchOrders(context.client, {
      ...(input.statuses ? { statuses: input.statuses } : {}),
      ...(input.pair ? { pair: input.pair } : {}),
      ...(input.side ? { side: input.side } : {}),
      ...(input.from ? { from: input.from } : {}),
      ...(input.to ? { to: input.to } : {}),
      openOnly: input.openOnly,
      pageIndex: input.pageIndex,
      pageSize: input.pageSize,
    }),
});

/** `crypto-order/loadOrderTimeline`: one order, its moves and fills; unknown: order null. */
export const loadCryptoOrderTimelineCall = defineCall({
  service: 'crypto-order',
  method: 'loadOrderTimeline',
  ...cryptoOrderContracts.loadOrderTimeline,
  access: 'session',
  account: clientClaim('fos'),
  feature: 'crypto',
  handler: async ({ orderId }, context) =>
    (await context.backOffices.fos.crypto.loadOrderTimeline(context.client, orderId)) ?? {
      order: null,
      changes: [],
      fills: [],
    },
});

/** `crypto-order/searchFills`: fills newest first across orders. */
export const searchCryptoFillsCall = defineCall({
  service: 'crypto-order',
  method: 'searchFills',
  ...cryptoOrderContracts.searchFills,
  access: 'session',
  account: clientClaim('fos'),
  feature: 'crypto',
  handler: (input, context) =>
    context.backOffices.fos.crypto.searchFills(context.client, {
      ...(input.pair ? { pair: input.pair } : {}),
      ...(input.side ? { side: input.side } : {}),
      ...(input.from ? { from: input.from } : {}),
      ...(input.to ? { to: input.to } : {}),
      pageIndex: input.pageIndex,
      pageSize: input.pageSize,
    }),
});

/** The `crypto-order` service's calls. */
export const cryptoOrderCalls = [
  previewCryptoOrderCall,
  placeCryptoOrderCall,
  cancelCryptoOrderCall,
  searchCryptoOrdersCall,
  loadCryptoOrderTimelineCall,
  searchCryptoFillsCall,
];
