import { toDecimal } from '../../../../shared/domain/decimal';
import { currencyFor } from '../../../../shared/domain/currency';
import { STOCK_ORDER_RESULT } from '../../../../shared/domain/stock-order-result';
import { isWholeShareQuantity } from '../../../../shared/domain/stock-lots';
import { farPriceOf } from '../../../../shared/domain/stock-far-price';
import { isOnTick } from '../../../../shared/domain/stock-spread';
import type { ModifyStockOrderRequest, StockOrderOutcome } from '../../ports/gateway-stocks.port';
import { ledgerCode, lockBooks, postJournal, type Movement } from '../../core/books/ledger';
import type { StockBookDeps } from './stock-book-deps';
import {
  clientBooksOf,
  freezeShares,
  holdCash,
  releaseCash,
  releaseShares,
  requiredBuyHold,
  stockBooks,
} from './stock-books';
import { priceRequired } from '../../../../shared/domain/stock-order-rules';
import { isWithinNineTimes, orderFees, quantityRefusal } from './stock-order-checks';
import { moveThrough } from './stock-order-lifecycle';
import { canModifyNow, toStockOrderRecord } from './stock-order-record';
import {
  lockStockOrder,
  sumDailyBuys,
  sumOrderFills,
  type StockOrderRow,
} from './stock-order.repository';
import { storedPermission } from './trading-permission';

const refusal = (result: number, order: StockOrderOutcome['order'] = null): StockOrderOutcome => ({
  result,
  order,
  isReplay: false,
});

/** The new terms' checks (8202, 8201, 8203, 8354, 8357, 8204, 8314, 8336), as at placement. */
async function termsRefusal(
  deps: StockBookDeps,
  row: StockOrderRow,
  request: ModifyStockOrderRequest,
  price: string | null,
) {
  const instrument = await deps.stocks.get(row.symbol);
  if (!instrument) return { result: STOCK_ORDER_RESULT.invalidStockCode };
  const quantity = request.quantity;
  if (!isWholeShareQuantity(quantity) || toDecimal(quantity).lte(row.filledQuantity)) {
    return { result: STOCK_ORDER_RESULT.quantityNotPositive };
  }
  if (price !== null) {
    if (toDecimal(price).lte(0)) return { result: STOCK_ORDER_RESULT.priceNotPositive };
    if (!isOnTick(instrument.spreadTable, price)) return { result: STOCK_ORDER_RESULT.wrongSpread };
    const quote = await deps.stocks.quote(row.symbol, request.now);
    if (!isWithinNineTimes(price, quote)) return { result: STOCK_ORDER_RESULT.priceOutOfRange };
    // A far price needs the confirmation only when it is new: the quantity of an order placed
    // far (and confirmed then) may change without asking again.
    const isNewPrice = row.price === null || !toDecimal(price).eq(row.price);
    if (
      isNewPrice &&
      request.isFarPriceConfirmed !== true &&
      farPriceOf(instrument.exchange, price, quote?.last) !== null
    ) {
      return { result: STOCK_ORDER_RESULT.farPriceNotConfirmed };
    }
  }
  const lots = quantityRefusal({ orderType: row.orderType, quantity }, instrument);
  if (lots !== 0) return { result: lots };
  return { result: 0 as const, instrument };
}

async function modifyInTransaction(
  deps: StockBookDeps,
  request: ModifyStockOrderRequest,
): Promise<StockOrderOutcome> {
  const { db, brand } = deps;
  const { client, now } = request;
  const row = await lockStockOrder(db, request.orderId);
  if (!row || row.accountId !== client.accountId) {
    return refusal(STOCK_ORDER_RESULT.orderNotFound);
  }
  if (!canModifyNow(row, brand, now)) {
    return refusal(STOCK_ORDER_RESULT.orderNotChangeable, toStockOrderRecord(row, brand, now));
  }
  const price = priceRequired(row.orderType)
    ? toDecimal(request.price ?? (row.price as string)).toFixed()
    : null;
  const checked = await termsRefusal(deps, row, request, price);
  if (checked.result !== 0 || !checked.instrument) return refusal(checked.result);
  const quantity = toDecimal(request.quantity).toFixed();
  const books = stockBooks(row.accountId, row.currency, row.symbol);
  const accounts = await lockBooks(db, clientBooksOf(row));
  const available = (code: string) => toDecimal(accounts.get(code)?.balance ?? '0');
  let movements: Movement[] = [];
  let heldAmount = row.heldAmount;
  let holdPrice = row.holdPrice;
  if (row.side === 'B') {
    holdPrice = price ?? row.holdPrice;
    const fills = await sumOrderFills(db, row.id);
    const required = requiredBuyHold(
      orderFees(checked.instrument.exchange, 'B', checked.instrument.kind),
      {
        quantity,
        filledQuantity: row.filledQuantity,
        filledConsideration: fills.consideration,
        holdPrice: holdPrice as string,
        precision: currencyFor(row.currency).precision,
      },
    );
    const difference = toDecimal(required).sub(row.heldAmount);
    if (difference.greaterThan(0)) {
      if (available(ledgerCode(books.cash)).lessThan(difference)) {
        return refusal(STOCK_ORDER_RESULT.insufficientFund);
      }
      const permission = await storedPermission(db, row.accountId, checked.instrument.exchange);
      if (permission.dailyBuyLimit !== null) {
        const used = await sumDailyBuys(db, row.accountId, row.exchange, row.tradeDate);
        if (toDecimal(used).add(difference).greaterThan(permission.dailyBuyLimit)) {
          return refusal(STOCK_ORDER_RESULT.overClientDailyLimit);
        }
      }
      movements = holdCash(row, difference.toFixed());
    } else if (difference.lessThan(0)) {
      movements = releaseCash(row, difference.neg().toFixed());
    }
    heldAmount = required;
  } else {
    const difference = toDecimal(quantity).sub(row.quantity);
    if (difference.greaterThan(0)) {
      if (available(ledgerCode(books.shares)).lessThan(difference)) {
        return refusal(STOCK_ORDER_RESULT.insufficientQuantity);
      }
      movements = freezeShares(row, difference.toFixed());
    } else if (difference.lessThan(0)) {
      movements = releaseShares(row, difference.neg().toFixed());
    }
  }
  await postJournal(db, { reason: 'modify', stockOrderId: row.id, postedAt: now, movements });
  const moved = await moveThrough(db, row, 'modifying', row.status, now, {
    price,
    quantity,
    heldAmount,
    holdPrice,
  });
  return {
    result: STOCK_ORDER_RESULT.success,
    order: toStockOrderRecord(moved, brand, now),
    isReplay: false,
  };
}

/**
 * Modifies a working order's price and/or quantity (issue 11 §5), synchronously: on the
 * exchanges the brand lets modify, outside the no-cancel periods and the lunch break (8351);
 * the new terms pass the placement's checks; a buy's hold becomes exactly what the rest of the
 * order needs at the new terms (the difference held or released), a sell's frozen shares follow
 * its new quantity. An order at the exchange moves through `modifying` back to its status; a
 * pending one changes in place.
 */
export function modifyStockOrder(
  deps: StockBookDeps,
  request: ModifyStockOrderRequest,
): Promise<StockOrderOutcome> {
  return deps.db.transaction().execute((trx) => modifyInTransaction({ ...deps, db: trx }, request));
}
