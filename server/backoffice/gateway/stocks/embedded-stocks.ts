import type { ExchangeCode } from '../../../../shared/contracts/stock-definition';
import { toDecimal, sumDecimals } from '../../../../shared/domain/decimal';
import { STOCK_ORDER_STATUSES, isOpenStock } from '../../../../shared/domain/stock-order-status';
import { lastTradeDate } from '../../../../shared/domain/stock-sessions';
import type { GatewayStocksPort, StockHolding } from '../../ports/gateway-stocks.port';
import { cashOf, readClientBooks, type ClientBooksDeps } from '../gateway-balances';
import type { LedgerAccount } from '../../core/books/ledger.repository';
import { cancelStockOrder } from './cancel-stock-order.command';
import { modifyStockOrder } from './modify-stock-order.command';
import { placeStockOrder, previewStockOrder } from './place-stock-order.command';
import type { StockBookDeps } from './stock-book-deps';
import { toStockFillRecord, toStockOrderRecord } from './stock-order-record';
import {
  findStockFills,
  findStockOrder,
  findStockOrderStatusChanges,
  searchStockOrders,
  sumFillsBySymbolAndDate,
} from './stock-order.repository';
import { storedPermission, tradingPermissionView } from './trading-permission';

/** Open statuses (not terminal): what `openOnly` lists. */
const OPEN_STATUSES = STOCK_ORDER_STATUSES.filter(isOpenStock);

/** A symbol's exchange and currency when the feed no longer knows it (HKEX codes are digits). */
const fallbackListing = (symbol: string): { exchange: ExchangeCode; currency: string } =>
  /^\d+$/.test(symbol)
    ? { exchange: 'HKEX', currency: 'HKD' }
    : { exchange: 'US', currency: 'USD' };

/**
 * The embedded stocks port (issue 11): trading permission, checks and previews, orders and
 * positions on the books. Orders start pending; the simulated exchange (stocks/exchange/) takes
 * them to the market, fills, expires and settles them with stock-books.ts's movements.
 */
export function createEmbeddedStocks(deps: StockBookDeps & ClientBooksDeps): GatewayStocksPort {
  const { db, brand } = deps;

  async function positionsOf(
    accountId: number,
    accounts: readonly LedgerAccount[],
    now: Date,
  ): Promise<StockHolding[]> {
    const bySymbol = new Map<string, Map<string, LedgerAccount>>();
    for (const account of accounts) {
      const kinds = bySymbol.get(account.asset) ?? new Map<string, LedgerAccount>();
      kinds.set(account.kind, account);
      bySymbol.set(account.asset, kinds);
    }
    const fills = await sumFillsBySymbolAndDate(db, accountId);
    const holdings = await Promise.all(
      [...bySymbol].map(async ([symbol, kinds]): Promise<StockHolding | null> => {
        const balance = (kind: string) => toDecimal(kinds.get(kind)?.balance ?? '0').toFixed();
        const [available, frozen, pending] = [
          balance('shares'),
          balance('sharesFrozen'),
          balance('sharesPending'),
        ] as [string, string, string];
        const total = sumDecimals([available, frozen, pending]);
        if (toDecimal(total).isZero()) return null;
        const instrument = await deps.stocks.get(symbol);
        const listing = instrument ?? fallbackListing(symbol);
        const today = lastTradeDate(listing.exchange, now);
        const ofSymbol = fills.filter((row) => row.symbol === symbol);
        const ofToday = ofSymbol.filter((row) => row.tradeDate === today);
        const pick = (
          key: 'boughtQuantity' | 'boughtConsideration' | 'soldQuantity' | 'soldConsideration',
        ) => sumDecimals(ofToday.map((row) => row[key]));
        return {
          symbol,
          exchange: listing.exchange,
          currency: listing.currency,
          availableQuantity: available,
          frozenQuantity: frozen,
          pendingQuantity: pending,
          totalQuantity: total,
          bookCost: toDecimal(kinds.get('shares')?.bookCost ?? '0').toFixed(),
          realisedPnl: sumDecimals(ofSymbol.map((row) => row.realisedPnl)),
          today: {
            boughtQuantity: pick('boughtQuantity'),
            boughtConsideration: pick('boughtConsideration'),
            soldQuantity: pick('soldQuantity'),
            soldConsideration: pick('soldConsideration'),
          },
        };
      }),
    );
    return holdings.filter((holding): holding is StockHolding => holding !== null);
  }

  return {
    async loadTradingPermission(client, exchange, now) {
      const permission = await storedPermission(db, client.accountId, exchange);
      return tradingPermissionView(brand, exchange, permission, now);
    },
    previewOrder: (client, terms, now) => previewStockOrder(deps, client, terms, now),
    placeOrder: (request) => placeStockOrder(deps, request),
    modifyOrder: (request) => modifyStockOrder(deps, request),
    cancelOrder: (client, orderId, now) => cancelStockOrder(deps, client, orderId, now),
    async searchOrders(client, filter, now) {
      const { total, rows } = await searchStockOrders(db, client.accountId, {
        ...(filter.statuses ? { statuses: filter.statuses } : {}),
        ...(filter.orderTypes ? { orderTypes: filter.orderTypes } : {}),
        ...(filter.openOnly ? { openStatuses: OPEN_STATUSES } : {}),
        ...(filter.side ? { side: filter.side } : {}),
        ...(filter.symbol ? { symbol: filter.symbol } : {}),
        ...(filter.from ? { fromDate: filter.from } : {}),
        ...(filter.to ? { toDate: filter.to } : {}),
        pageIndex: filter.pageIndex,
        pageSize: filter.pageSize,
      });
      return { total, orders: rows.map((row) => toStockOrderRecord(row, brand, now)) };
    },
    async loadOrderTimeline(client, orderId, now) {
      const row = await findStockOrder(db, orderId);
      if (!row || row.accountId !== client.accountId) return null;
      const [changes, fills] = await Promise.all([
        findStockOrderStatusChanges(db, orderId),
        findStockFills(db, orderId),
      ]);
      return {
        order: toStockOrderRecord(row, brand, now),
        changes: changes.map((change) => ({
          from: change.fromStatus,
          to: change.toStatus,
          reasonCode: change.reasonCode,
          at: change.changedAt,
        })),
        fills: fills.map(toStockFillRecord),
      };
    },
    async holdings(client, now) {
      // One read of the client's books; share accounts only beside the cash (not fund units).
      const accounts = await readClientBooks(deps, client.accountId);
      return {
        cash: cashOf(accounts.filter((account) => account.assetType === 'cash')),
        positions: await positionsOf(
          client.accountId,
          accounts.filter((account) => account.assetType === 'shares'),
          now,
        ),
      };
    },
  };
}
