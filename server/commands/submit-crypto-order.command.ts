import { cryptoOrderResultCode as code } from '../../shared/domain/crypto-order-result';
import type {
  CryptoOrderOutcome,
  CryptoOrderTerms,
  FosCryptoPort,
} from '../backoffice/ports/fos-crypto.port';
import { requestHashOf } from '../backoffice/ports/request-hash';
import { ForbiddenError } from '../http/errors';
import type { CommandDeps } from './command-deps';
import type { StockActor } from './submit-stock-order.command';
import { tradePasswordRefusal } from './trade-unlock.command';

/** What the portal side of a crypto order needs. */
export type CryptoSubmitDeps = Pick<CommandDeps, 'db' | 'config'> & {
  crypto: FosCryptoPort;
  log: { error(details: object, message: string): void };
};

/** A placement as the portal receives it (the actor as for stock orders). */
export type CryptoOrderSubmission = StockActor & {
  terms: CryptoOrderTerms;
  idempotencyKey: string;
  tradePassword?: string | undefined;
};

/** A submission's answer: the port's, or a refusal before it (trade password). */
export type CryptoSubmitOutcome = CryptoOrderOutcome & {
  tradePassword?: 'required' | 'incorrect';
};

const refusal = (result: number, extra: Partial<CryptoSubmitOutcome> = {}) => ({
  result,
  order: null,
  isReplay: false,
  ...extra,
});

/**
 * Virtual assets are the client's own (spec §2.16 hides them in advisor mode): an advisor acting
 * for a client, or an advisee session, is refused (403).
 */
export function assertOwnCryptoSession(actor: Pick<StockActor, 'client' | 'session'>): void {
  if (actor.session.accountId !== actor.client.accountId || actor.session.advisorSessionId) {
    throw new ForbiddenError();
  }
}

/** A digest of what the order asks for: replaying a key with other terms is 8947. */
export const cryptoRequestHashOf = (terms: CryptoOrderTerms): string =>
  requestHashOf(terms, ['price', 'quantity', 'amount']);

async function guarded(
  deps: CryptoSubmitDeps,
  run: () => Promise<CryptoSubmitOutcome>,
): Promise<CryptoSubmitOutcome> {
  try {
    return await run();
  } catch (error) {
    deps.log.error({ err: error }, 'crypto order failed');
    return refusal(code('unknown'));
  }
}

/**
 * The portal's side of a crypto order (issue 23 §3), the stock order's way: the client's own
 * session, then the trade password (`tradePasswordRefusal`, shared with stock orders: 8932 with
 * `tradePassword` required or incorrect; a right one unlocks the session; an unlocked session
 * needs none), then the Fos crypto port places the order under its idempotency key.
 */
export async function submitCryptoOrder(
  deps: CryptoSubmitDeps,
  submission: CryptoOrderSubmission,
): Promise<CryptoSubmitOutcome> {
  assertOwnCryptoSession(submission);
  const tradePassword = await tradePasswordRefusal(deps, submission);
  if (tradePassword) return refusal(code('tradePassword'), { tradePassword });
  const { accountId, accountCode } = submission.client;
  return guarded(deps, () =>
    deps.crypto.placeOrder({
      client: { accountId, accountCode },
      idempotencyKey: submission.idempotencyKey,
      requestHash: cryptoRequestHashOf(submission.terms),
      terms: submission.terms,
      placedByAccountId: null,
      now: submission.now,
    }),
  );
}

/** Cancels an order of the client's own session; no trade password. */
export function cancelCryptoOrderFor(
  deps: CryptoSubmitDeps,
  actor: StockActor & { orderId: number },
): Promise<CryptoSubmitOutcome> {
  assertOwnCryptoSession(actor);
  const { accountId, accountCode } = actor.client;
  return guarded(deps, () =>
    deps.crypto.cancelOrder({ accountId, accountCode }, actor.orderId, actor.now),
  );
}
