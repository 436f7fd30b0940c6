import { cryptoAsset, type CryptoAsset } from '../../../../shared/contracts/crypto-market';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { CryptoHolding, FosCashHolding, FosCryptoPort } from '../../ports/fos-crypto.port';
import { findLedgerAccountsOf } from '../../core/books/ledger.repository';
import { cancelCryptoOrder } from './cancel-crypto-order';
import {
  findCryptoCosts,
  findCryptoFills,
  findCryptoOrder,
  findCryptoStatusChanges,
  searchCryptoFills,
  searchCryptoOrders,
} from './crypto-order.repository';
import { toCryptoFillListing, toCryptoFillView, toCryptoOrderView } from './crypto-order-views';
import { placeCryptoOrder, previewCryptoOrder, type CryptoBookDeps } from './place-crypto-order';

/**
 * The embedded Fos crypto port (issue 23): orders on the dealing core and the client's own books
 * (crypto-books.ts), resting limit orders matched by the `cryptoMatching` job
 * (crypto-matching.job.ts), balances read from the client's ledger accounts.
 */
export function createEmbeddedCrypto(deps: CryptoBookDeps): FosCryptoPort {
  const { db } = deps;
  return {
    previewOrder: (client, terms, now) => previewCryptoOrder(deps, client, terms, now),
    placeOrder: (request) => placeCryptoOrder(deps, request),
    cancelOrder: (client, orderId, now) => cancelCryptoOrder(deps, client, orderId, now),
    async searchOrders(client, filter) {
      const { total, rows } = await searchCryptoOrders(db, client.accountId, filter);
      return { total, orders: rows.map(toCryptoOrderView) };
    },
    async loadOrderTimeline(client, orderId) {
      const row = await findCryptoOrder(db, client.accountId, orderId);
      if (!row) return null;
      const [changes, fills] = await Promise.all([
        findCryptoStatusChanges(db, orderId),
        findCryptoFills(db, orderId),
      ]);
      return {
        order: toCryptoOrderView(row),
        changes: changes.map((change) => ({
          fromStatus: change.fromStatus,
          status: change.toStatus,
          at: change.changedAt.toISOString(),
        })),
        fills: fills.map(toCryptoFillView),
      };
    },
    async searchFills(client, filter) {
      const { total, rows } = await searchCryptoFills(db, client.accountId, filter);
      return { total, fills: rows.map(toCryptoFillListing) };
    },
    async holdings(client) {
      const [accounts, costs] = await Promise.all([
        findLedgerAccountsOf(db, client.accountId),
        findCryptoCosts(db, client.accountId),
      ]);
      const balance = (kind: string, asset: string) =>
        toDecimal(
          accounts.find((account) => account.kind === kind && account.asset === asset)?.balance ??
            '0',
        ).toFixed();
      const assets = cryptoAsset.options.map((asset: CryptoAsset): CryptoHolding => ({
        asset,
        available: balance('crypto', asset),
        held: balance('cryptoHeld', asset),
        costUsd: costs.has(asset) ? toDecimal(costs.get(asset) ?? '0').toFixed() : null,
      }));
      const currencies = [
        ...new Set(
          accounts.filter((account) => account.assetType === 'cash').map((row) => row.asset),
        ),
      ].sort();
      const cash = currencies.map((currency): FosCashHolding => ({
        currency,
        available: balance('cash', currency),
        held: balance('cashHeld', currency),
      }));
      return { assets, cash };
    },
  };
}
