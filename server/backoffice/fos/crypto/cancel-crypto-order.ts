import { cryptoOrderResultCode as code } from '../../../../shared/domain/crypto-order-result';
import { WORKING_CRYPTO_ORDER_STATUSES } from '../../../../shared/domain/crypto-order-status';
import type { CryptoOrderOutcome } from '../../ports/fos-crypto.port';
import type { ClientRef } from '../../ports/client-ref';
import { releaseCryptoHold } from './crypto-fills';
import { moveCryptoOrder } from './crypto-order-lifecycle';
import { lockCryptoOrder } from './crypto-order.repository';
import { toCryptoOrderView } from './crypto-order-views';
import type { CryptoBookDeps } from './place-crypto-order';

/**
 * Cancels what is left of a resting limit order (issue 23 §3): under the order's row lock (the
 * matching job waits for it, or skips it), its hold is given back and it moves to `cancelled`
 * with nothing held, so the hold is released exactly once. 8909 when the client has no such
 * order, 8910 when it is filled or already cancelled.
 */
export function cancelCryptoOrder(
  deps: CryptoBookDeps,
  client: ClientRef,
  orderId: number,
  now: Date,
): Promise<CryptoOrderOutcome> {
  return deps.db.transaction().execute(async (db) => {
    const row = await lockCryptoOrder(db, client.accountId, orderId);
    if (!row) return { result: code('orderNotFound'), order: null, isReplay: false };
    if (!WORKING_CRYPTO_ORDER_STATUSES.includes(row.status)) {
      return {
        result: code('orderNotCancellable'),
        order: toCryptoOrderView(row),
        isReplay: false,
      };
    }
    await releaseCryptoHold(db, row, now);
    const moved = await moveCryptoOrder(db, row, 'cancelled', now, { heldAmount: '0' });
    return { result: 0, order: toCryptoOrderView(moved), isReplay: false };
  });
}
