import { STOCK_ORDER_RESULT } from '../../shared/domain/stock-order-result';
import type { ActingAccount, ActingSession } from '../auth/acting';
import type {
  GatewayStocksPort,
  StockOrderOutcome,
  StockOrderTerms,
} from '../backoffice/ports/gateway-stocks.port';
import { requestHashOf } from '../backoffice/ports/request-hash';
import { ForbiddenError } from '../http/errors';
import {
  canAdvisorInstructStocks,
  findSessionAccountId,
} from '../repositories/stock-instruction-permission.repository';
import type { CommandDeps } from './command-deps';
import { tradePasswordRefusal } from './trade-unlock.command';

/** What the portal side of a stock order needs. */
export type StockSubmitDeps = Pick<CommandDeps, 'db' | 'config'> & {
  stocks: GatewayStocksPort;
  /** Where an unexpected failure is logged before it answers 99999. */
  log: { error(details: object, message: string): void };
};

/** Who acts: the session, the client it acts on, the request's address and time. */
export type StockActor = {
  client: ActingAccount;
  session: ActingSession;
  clientAddress: string;
  now: Date;
};

/** A placement as the portal receives it. */
export type StockOrderSubmission = StockActor & {
  terms: StockOrderTerms;
  idempotencyKey: string;
  tradePassword?: string | undefined;
  /** The client's second confirmation of a far price (8357 without). */
  isFarPriceConfirmed?: boolean | undefined;
};

/** A submission's answer: the port's, or a refusal before it (trade password). */
export type StockSubmitOutcome = StockOrderOutcome & { tradePassword?: 'required' | 'incorrect' };

/**
 * The advisor acting for the client, when one is: the session's own account when it is not the
 * client's (an advisor naming a linked client), or an advisee session's advisor. Null: the
 * client acts.
 */
async function actingAdvisorOf(
  deps: Pick<CommandDeps, 'db'>,
  actor: Pick<StockActor, 'client' | 'session'>,
): Promise<number | null> {
  const { session, client } = actor;
  if (session.accountId !== client.accountId) return session.accountId;
  if (!session.advisorSessionId) return null;
  return (await findSessionAccountId(deps.db, session.advisorSessionId)) ?? null;
}

/**
 * Spec §6: an advisor instructs stock orders for a client only with the adviser-level
 * permission on their link; without it the call answers 403 `forbidden` (the order panel shows
 * "No permission to add instruction for this client"). Answers the advisor's account id, or
 * null when the client acts.
 */
export async function assertMayInstructStocks(
  deps: Pick<CommandDeps, 'db'>,
  actor: Pick<StockActor, 'client' | 'session'>,
): Promise<number | null> {
  const advisorId = await actingAdvisorOf(deps, actor);
  if (advisorId === null) return null;
  if (!(await canAdvisorInstructStocks(deps.db, advisorId, actor.client.accountId))) {
    throw new ForbiddenError();
  }
  return advisorId;
}

/** A digest of what the order asks for: replaying a key with other terms is 8247. */
const stockRequestHashOf = (terms: StockOrderTerms): string =>
  requestHashOf(terms, ['price', 'quantity', 'triggerPrice', 'triggerVolume']);

const refusal = (result: number, extra: Partial<StockSubmitOutcome> = {}): StockSubmitOutcome => ({
  result,
  order: null,
  isReplay: false,
  ...extra,
});

/** Runs a port call; anything unexpected is logged and answers 99999 (spec §8 unknown). */
async function guarded(
  deps: StockSubmitDeps,
  run: () => Promise<StockSubmitOutcome>,
): Promise<StockSubmitOutcome> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ForbiddenError) throw error;
    deps.log.error({ err: error }, 'stock order failed');
    return refusal(STOCK_ORDER_RESULT.unknown);
  }
}

/**
 * The portal's side of a stock order (issue 11 §5-6, §9): the adviser-level permission of an
 * acting advisor, then the trade password (when the account has one and the session has not
 * unlocked trading: 8232, `tradePassword` says required or incorrect; a right one unlocks the
 * session as for funds), then the Gateway stocks port places the order under its idempotency
 * key. The trade password is checked before the port's own checks (it never reaches the back
 * office), so a wrong password answers 8232 whatever else is wrong with the order.
 */
export async function submitStockOrder(
  deps: StockSubmitDeps,
  submission: StockOrderSubmission,
): Promise<StockSubmitOutcome> {
  const placedBy = await assertMayInstructStocks(deps, submission);
  const tradePassword = await tradePasswordRefusal(deps, submission);
  if (tradePassword) return refusal(STOCK_ORDER_RESULT.wrongTradePassword, { tradePassword });
  const { accountId, accountCode } = submission.client;
  return guarded(deps, () =>
    deps.stocks.placeOrder({
      client: { accountId, accountCode },
      idempotencyKey: submission.idempotencyKey,
      requestHash: stockRequestHashOf(submission.terms),
      terms: submission.terms,
      placedByAccountId: placedBy,
      isFarPriceConfirmed: submission.isFarPriceConfirmed === true,
      now: submission.now,
    }),
  );
}

/** A modification as the portal receives it. */
export type StockModification = StockActor & {
  orderId: number;
  price?: string | undefined;
  quantity: string;
  tradePassword?: string | undefined;
  /** The client's second confirmation of a new far price (8357 without). */
  isFarPriceConfirmed?: boolean | undefined;
};

/** Modifies an order: the same permission and trade password gate as a placement. */
export async function modifyStockOrderFor(
  deps: StockSubmitDeps,
  modification: StockModification,
): Promise<StockSubmitOutcome> {
  await assertMayInstructStocks(deps, modification);
  const tradePassword = await tradePasswordRefusal(deps, modification);
  if (tradePassword) return refusal(STOCK_ORDER_RESULT.wrongTradePassword, { tradePassword });
  const { accountId, accountCode } = modification.client;
  return guarded(deps, () =>
    deps.stocks.modifyOrder({
      client: { accountId, accountCode },
      orderId: modification.orderId,
      price: modification.price,
      quantity: modification.quantity,
      isFarPriceConfirmed: modification.isFarPriceConfirmed === true,
      now: modification.now,
    }),
  );
}

/** Cancels an order: an acting advisor needs the adviser-level permission; no trade password. */
export async function cancelStockOrderFor(
  deps: StockSubmitDeps,
  actor: StockActor & { orderId: number },
): Promise<StockSubmitOutcome> {
  await assertMayInstructStocks(deps, actor);
  const { accountId, accountCode } = actor.client;
  return guarded(deps, () =>
    deps.stocks.cancelOrder({ accountId, accountCode }, actor.orderId, actor.now),
  );
}
