import type { Kysely } from 'kysely';
import type { BrandConfig } from '../../../../brands/brand-config';
import type { ExchangeCode } from '../../../../shared/contracts/stock-definition';
import { addCalendarDays, type IsoDate } from '../../../../shared/domain/business-calendar';
import {
  type StockOrderCondition,
  type StockOrderType,
} from '../../../../shared/domain/stock-order-status';
import { programOrderTypes } from '../../../../shared/domain/stock-order-rules';
import { sessionAt } from '../../../../shared/domain/stock-sessions';
import type { Database } from '../../../db/schema';
import type { TradingPermission } from '../../ports/gateway-stocks.port';
import { findTradingPermission, type TradingPermissionRow } from './stock-order.repository';

/**
 * Spec §3 trading permission (issue 11 §4) with the brand's stock flags. What each flag does in
 * the back office (brands/brand-config.ts; values per brand in brands/<id>/brand.ts):
 * - `goodTillDate`: the `goodTillDate` condition is offered (program order types: none,
 *   goodTillDate, then the permitted ones) and accepted up to `GOOD_TILL_DATE_MAX_DAYS` calendar
 *   days after the trade date (8312 outside); without it the condition is refused (8353).
 * - `modifiableOrderExchanges` (with the brand's `modifiableOrderExchanges` list): orders of the
 *   listed exchanges can be modified (price, quantity); elsewhere `modifyOrder` answers 8351
 *   (cancel stays available everywhere).
 * - `overrideOutOfSpread`: a price off the spread table does not answer 8203; the order is placed
 *   in `overriding` (holds set) for a dealer's override. The dealer's desk is not built: an
 *   overriding order waits there, never goes to the market, and the client can cancel it.
 * - `purchasingPower`: the preview reports the purchasing power (available cash of the stock's
 *   currency) and the max buy quantity; without it both read 0 (the panel hides them). The
 *   8240 check applies either way.
 * - `settlementCurrency`: orders always settle in the stock's currency on these books; the flag
 *   only lets the panel show the settlement currency (the preview's `currency`).
 * - `usePreviousClose`: a price-less order (AO, Market) is held, and previewed, at the previous
 *   close while its market is not trading; without it, at the last price.
 */

/** How far past the trade date a good-till date may be (calendar days). */
export const GOOD_TILL_DATE_MAX_DAYS = 30;

/** The brand fields the stocks back office reads. */
export type StockBrand = Pick<BrandConfig, 'features' | 'modifiableOrderExchanges' | 'currencies'>;

/** What a client may use on an exchange, as stored or by default. */
export type StoredPermission = {
  validOrderTypes: readonly StockOrderType[];
  defaultOrderType: StockOrderType | null;
  permittedConditions: readonly StockOrderCondition[];
  allowPrePostMarket: boolean;
  allowHongKongBcanOverride: boolean;
  allowChinaBcanOverride: boolean;
  auctionOrderSellOnly: boolean;
  /** Buys a day in the exchange's currency; null: no limit. */
  dailyBuyLimit: string | null;
};

/**
 * The permission without a stored row: every type of the exchange (HKEX AO, AL, Limit, ELO, SLO,
 * Odd; US Limit and Market), Limit first, the price and volume conditions, no extended hours.
 */
export function defaultPermission(exchange: ExchangeCode): StoredPermission {
  return {
    validOrderTypes:
      exchange === 'HKEX' ? ['Limit', 'AO', 'AL', 'ELO', 'SLO', 'Odd'] : ['Limit', 'Market'],
    defaultOrderType: 'Limit',
    permittedConditions: ['stopGain', 'stopLoss', 'volumeTrigger'],
    allowPrePostMarket: false,
    allowHongKongBcanOverride: false,
    allowChinaBcanOverride: false,
    auctionOrderSellOnly: false,
    dailyBuyLimit: null,
  };
}

const fromRow = (row: TradingPermissionRow): StoredPermission => ({
  validOrderTypes: row.validOrderTypes,
  defaultOrderType: row.defaultOrderType,
  permittedConditions: row.permittedConditions,
  allowPrePostMarket: row.allowPrePostMarket,
  allowHongKongBcanOverride: row.allowHongKongBcanOverride,
  allowChinaBcanOverride: row.allowChinaBcanOverride,
  auctionOrderSellOnly: row.auctionOrderSellOnly,
  dailyBuyLimit: row.dailyBuyLimit,
});

/** The client's stored permission on an exchange, or the defaults. */
export async function storedPermission(
  db: Kysely<Database>,
  accountId: number,
  exchange: ExchangeCode,
): Promise<StoredPermission> {
  const row = await findTradingPermission(db, accountId, exchange);
  return row ? fromRow(row) : defaultPermission(exchange);
}

/** The last good-till date the brand allows for an order of this trade date; null: none. */
export function goodTillDateMax(brand: StockBrand, tradeDate: IsoDate): IsoDate | null {
  return brand.features.goodTillDate ? addCalendarDays(tradeDate, GOOD_TILL_DATE_MAX_DAYS) : null;
}

/** Whether the brand lets orders of the exchange be modified. */
export const canModifyOn = (brand: StockBrand, exchange: ExchangeCode): boolean =>
  brand.features.modifiableOrderExchanges && brand.modifiableOrderExchanges.includes(exchange);

/** The conditions an order may carry: none, goodTillDate (brand), then the permitted ones. */
export const programOrderTypesOf = (
  brand: StockBrand,
  permission: StoredPermission,
): StockOrderCondition[] =>
  programOrderTypes(
    { validProgramOrderTypes: permission.permittedConditions },
    brand.features.goodTillDate,
  );

/** The exchange id of the US market (spec §3 `allowPrePostMarketExchangeIds`). */
export const EXCHANGE_IDS: Readonly<Record<ExchangeCode, string>> = {
  HKEX: 'exchange-hkex',
  US: 'exchange-us',
};

/** The contract's permission of a stored one (the portal sets `tradePasswordRequired`). */
export function tradingPermissionView(
  brand: StockBrand,
  exchange: ExchangeCode,
  permission: StoredPermission,
  now: Date,
): TradingPermission {
  const ordered = permission.defaultOrderType
    ? [
        permission.defaultOrderType,
        ...permission.validOrderTypes.filter((type) => type !== permission.defaultOrderType),
      ].filter((type) => permission.validOrderTypes.includes(type))
    : [...permission.validOrderTypes];
  return {
    exchange,
    validOrderTypes: ordered,
    defaultOrderType: ordered.length === 0 ? null : (ordered[0] ?? null),
    validProgramOrderTypes: programOrderTypesOf(brand, permission),
    allowPrePostMarketExchangeIds:
      permission.allowPrePostMarket && exchange === 'US' ? [EXCHANGE_IDS.US] : [],
    allowHongKongBcanOverride: permission.allowHongKongBcanOverride,
    allowChinaBcanOverride: permission.allowChinaBcanOverride,
    auctionOrderSellOnly: permission.auctionOrderSellOnly,
    tradePasswordRequired: false,
    canModifyOrders: canModifyOn(brand, exchange),
    goodTillDateMax: goodTillDateMax(brand, sessionAt(exchange, now).tradeDate),
  };
}
