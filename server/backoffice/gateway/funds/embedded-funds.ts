import { addCalendarDays } from '../../../../shared/domain/business-calendar';
import { cutOffInstant } from '../../../../shared/domain/fund-dealing';
import type { GatewayFundsPort } from '../../ports/gateway-funds.port';
import { cashOf, positionsOf, readClientBooks, type ClientBooksDeps } from '../gateway-balances';
import { cancelFundOrder } from './cancel-fund-order.command';
import type { FundBookDeps } from './fund-book-deps';
import { toFundOrderRecord } from './fund-order-record';
import { findFundOrder, searchFundOrderEntries } from './fund-order.repository';
import { findFundOrderStatusChanges } from './fund-order-status-change.repository';
import { placeFundOrder } from './place-fund-order.command';

/** The embedded funds port: fund orders and positions on the books. */
export function createEmbeddedFunds(deps: FundBookDeps & ClientBooksDeps): GatewayFundsPort {
  const { db } = deps;
  return {
    async holdings(client) {
      // One read of all the client's books instead of one per asset type.
      const accounts = await readClientBooks(deps, client.accountId);
      return {
        cash: cashOf(accounts.filter((account) => account.assetType === 'cash')),
        positions: positionsOf(accounts.filter((account) => account.assetType === 'units')),
      };
    },
    placeOrder: (request) => placeFundOrder(deps, request),
    cancelOrder: (client, orderId, now) => cancelFundOrder(db, client.accountId, orderId, now),
    async loadOrderTimeline(client, orderId) {
      const row = await findFundOrder(db, orderId);
      if (!row || row.accountId !== client.accountId) return null;
      const changes = await findFundOrderStatusChanges(db, [orderId]);
      return {
        order: toFundOrderRecord(row),
        changes: changes.map((change) => ({
          from: change.fromStatus,
          to: change.toStatus,
          at: change.changedAt,
        })),
      };
    },
    async searchOrders(client, filter) {
      const { total, entries } = await searchFundOrderEntries(db, client.accountId, {
        ...filter,
        ...(filter.from ? { fromInstant: cutOffInstant(filter.from, '00:00') } : {}),
        ...(filter.to ? { toInstant: cutOffInstant(addCalendarDays(filter.to, 1), '00:00') } : {}),
      });
      return {
        total,
        entries: entries.map(({ row, switchIn, status }) => ({
          status,
          legs: [toFundOrderRecord(row), ...(switchIn ? [toFundOrderRecord(switchIn)] : [])],
        })),
      };
    },
  };
}
