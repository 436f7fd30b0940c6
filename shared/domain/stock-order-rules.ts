import {
  STOCK_ORDER_TYPES,
  type AnyStockOrderType,
  type StockOrderCondition,
  type StockOrderType,
} from './stock-order-status';

/**
 * What a client may pick on the order panel (spec §4 "Trading", §5 remark rule), read from the
 * trading permission (spec §3): the order types offered, the program order types (conditions),
 * whether a type takes a price.
 */

/** The permission fields the order types come from (the contracts' `tradingPermission`). */
export type OrderTypePermission = {
  readonly validOrderTypes: readonly StockOrderType[];
  readonly defaultOrderType: StockOrderType | null;
};

/** Spec §5, §9: a stock order remark has at most 10 characters (8291 beyond). */
export const REMARK_MAX_LENGTH = 10;

/** Spec §4: trading is suspended when the permission has no valid order types (8206). */
export function isTradingSuspended(permission: OrderTypePermission): boolean {
  return offeredOrderTypes(permission).length === 0;
}

/**
 * Spec §4: the offered order types are the valid ones below the grey-market threshold, the
 * default first. In the spec's list the threshold parts the types a client places from the
 * dealer's (Grey Market, Manual Trade, Trade Allocation, Cross Broker); Portico's seven types
 * (`STOCK_ORDER_TYPES`) are all client types, so the rule keeps the known types, each once, in
 * the permission's order with the default moved first.
 */
export function offeredOrderTypes(permission: OrderTypePermission): StockOrderType[] {
  const known = permission.validOrderTypes.filter(
    (type, index, list) =>
      (STOCK_ORDER_TYPES as readonly string[]).includes(type) && list.indexOf(type) === index,
  );
  const preferred = permission.defaultOrderType;
  if (preferred === null || !known.includes(preferred)) return known;
  return [preferred, ...known.filter((type) => type !== preferred)];
}

/**
 * Spec §4: the program order types are `none`, `goodTillDate` only when the brand enables it,
 * then the permitted conditions (stop gain, stop loss, volume trigger) in the permission's order.
 */
export function programOrderTypes(
  permission: { readonly validProgramOrderTypes: readonly StockOrderCondition[] },
  brandGoodTillDate: boolean,
): StockOrderCondition[] {
  const permitted = permission.validProgramOrderTypes.filter(
    (condition, index, list) =>
      condition !== 'none' && condition !== 'goodTillDate' && list.indexOf(condition) === index,
  );
  return ['none', ...(brandGoodTillDate ? (['goodTillDate'] as const) : []), ...permitted];
}

/** Spec §5: a remark of at most 10 characters (a Chinese character counts as one). */
export function isRemarkValid(remark: string): boolean {
  return [...remark].length <= REMARK_MAX_LENGTH;
}

/**
 * Whether an order type takes a price: all but at-auction (AO) and market orders (the back
 * office's types are priced trades).
 */
export function priceRequired(orderType: AnyStockOrderType): boolean {
  return orderType !== 'AO' && orderType !== 'Market';
}

/** Whether a client can place an order of this type (not one only the back office enters). */
export function isClientOrderType(orderType: AnyStockOrderType): orderType is StockOrderType {
  return (STOCK_ORDER_TYPES as readonly string[]).includes(orderType);
}
