import { toDecimal } from '../../../shared/domain/decimal';
import { cancelFundOrder } from './funds/cancel-fund-order.command';
import { placeFundOrder, type FundBookDeps } from './funds/place-fund-order.command';
import {
  findFundOrder,
  findFundOrdersByKey,
  searchFundOrderRows,
} from './funds/fund-order.repository';
import { findFundOrderStatusChanges } from './funds/fund-order-status-change.repository';
import { findLedgerAccountsOf, type LedgerAccount } from './books/ledger.repository';
import { cutOffInstant } from '../../../shared/domain/fund-dealing';
import { addCalendarDays } from '../../../shared/domain/business-calendar';
import { toFundOrderRecord } from './funds/fund-order-record';
import type { CashBalance, FundPosition, GatewayPort } from '../ports/gateway-funds.port';

const sum = (values: readonly string[]) =>
  values.reduce((total, value) => total.add(value), toDecimal('0')).toFixed();

function byAsset(accounts: readonly LedgerAccount[]): Map<string, Map<string, LedgerAccount>> {
  const assets = new Map<string, Map<string, LedgerAccount>>();
  for (const account of accounts) {
    const kinds = assets.get(account.asset) ?? new Map<string, LedgerAccount>();
    kinds.set(account.kind, account);
    assets.set(account.asset, kinds);
  }
  return assets;
}

const balanceOf = (kinds: Map<string, LedgerAccount>, kind: string) =>
  toDecimal(kinds.get(kind)?.balance ?? '0').toFixed();

/** Cash per currency from a client's cash ledger accounts. */
function cashOf(accounts: readonly LedgerAccount[]): CashBalance[] {
  return [...byAsset(accounts)].map(([currency, kinds]): CashBalance => {
    const [available, holdFundAmount, pending] = ['cash', 'cashHeld', 'cashPending'].map((kind) =>
      balanceOf(kinds, kind),
    ) as [string, string, string];
    return {
      currency,
      available,
      holdFundAmount,
      pending,
      total: sum([available, holdFundAmount, pending]),
    };
  });
}

/** Fund positions with any units from a client's unit ledger accounts. */
function positionsOf(accounts: readonly LedgerAccount[]): FundPosition[] {
  return [...byAsset(accounts)].flatMap(([fundId, kinds]): FundPosition[] => {
    const [availableUnits, freezeQuantity, pendingUnits] = [
      'units',
      'unitsFrozen',
      'unitsPending',
    ].map((kind) => balanceOf(kinds, kind)) as [string, string, string];
    const totalUnits = sum([availableUnits, freezeQuantity, pendingUnits]);
    const bookCost = toDecimal(kinds.get('units')?.bookCost ?? '0').toFixed();
    return toDecimal(totalUnits).isZero()
      ? []
      : [{ fundId, availableUnits, freezeQuantity, pendingUnits, totalUnits, bookCost }];
  });
}

/** The embedded Gateway (ARCHITECTURE.md §5): real double-entry books in the portal's database. */
export function createEmbeddedGateway(deps: FundBookDeps): GatewayPort {
  const { db } = deps;
  return {
    async cashBalances(client) {
      return cashOf(await findLedgerAccountsOf(db, client.accountId, 'cash'));
    },
    async holdings(client) {
      // One read of all the client's books instead of one per asset type.
      const accounts = await findLedgerAccountsOf(db, client.accountId);
      return {
        cash: cashOf(accounts.filter((account) => account.assetType === 'cash')),
        positions: positionsOf(accounts.filter((account) => account.assetType === 'units')),
      };
    },
    async findOrdersByKey(client, idempotencyKey) {
      return (await findFundOrdersByKey(db, client.accountId, idempotencyKey)).map(
        toFundOrderRecord,
      );
    },
    placeFundOrder: (request) => placeFundOrder(deps, request),
    cancelFundOrder: (client, orderId, now) => cancelFundOrder(db, client.accountId, orderId, now),
    async loadFundOrderTimeline(client, orderId) {
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
    async searchFundOrders(client, filter) {
      const { total, rows } = await searchFundOrderRows(db, client.accountId, {
        ...filter,
        ...(filter.from ? { fromInstant: cutOffInstant(filter.from, '00:00') } : {}),
        ...(filter.to ? { toInstant: cutOffInstant(addCalendarDays(filter.to, 1), '00:00') } : {}),
      });
      return { total, orders: rows.map(toFundOrderRecord) };
    },
  };
}
