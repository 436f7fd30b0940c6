/**
 * Stock order result codes (spec §8: rejections 8201-8805, 99999 unknown). The spec numbers the
 * first eighteen below; it names "product suspended" without a number, so Portico gives it 8350
 * and takes 8351-8355 for the refusals its order flow needs. A connector to a real back office
 * maps its own codes onto these names.
 *
 * | code | name | meaning |
 * |---|---|---|
 * | 0 | success | accepted |
 * | 8201 | priceNotPositive | the price is not above zero (or missing for a priced type) |
 * | 8202 | quantityNotPositive | the quantity is not a positive whole number |
 * | 8203 | wrongSpread | the price is off the stock's spread table |
 * | 8204 | wrongLotSize | not whole board lots (or an odd lot of a lot or more) |
 * | 8205 | invalidStockCode | no such stock |
 * | 8206 | clientSuspended | the client may not trade (no valid order types) |
 * | 8228 | wrongPassword | the login password is wrong |
 * | 8232 | wrongTradePassword | the trade password is missing or wrong |
 * | 8240 | insufficientFund | not enough purchasing power for consideration and fees |
 * | 8241 | insufficientQuantity | selling more shares than are available |
 * | 8243 | overClientDailyLimit | over the client's daily trading limit |
 * | 8247 | duplicateOrderReference | the idempotency key placed another order |
 * | 8255 | nonTradingHour | the session takes no such order now |
 * | 8291 | remarkTooLong | the remark is over 10 characters |
 * | 8312 | goodTillDateOutOfRange | the good-till date is before tomorrow or past the brand's range |
 * | 8314 | exceedsMaxOrderSize | more than 3,000 board lots |
 * | 8336 | overMaxSharesPerOrder | more shares than one order may carry |
 * | 8350 | productSuspended | trading in the stock is suspended (Portico's number) |
 * | 8351 | orderNotChangeable | the order cannot be modified or cancelled now (Portico) |
 * | 8352 | orderNotFound | no such order of the account (Portico) |
 * | 8353 | orderTypeNotPermitted | the client may not use the order type, condition or session (Portico) |
 * | 8354 | priceOutOfRange | the price is 9 times or 1/9 of the nominal price or beyond (§3.2, Portico) |
 * | 8355 | invalidTrigger | a condition's trigger price or volume is missing or not valid (Portico) |
 * | 8356 | overExposure | over the client's exposure limit (spec names it without a number: Portico's; no exposure limit is kept yet, so it arrives only from a back office) |
 * | 8357 | farPriceNotConfirmed | a limit price far from the last price (stock-far-price.ts) sent without the client's second confirmation (Portico) |
 * | 99999 | unknown | anything else |
 */
export const STOCK_ORDER_RESULTS = {
  0: 'success',
  8201: 'priceNotPositive',
  8202: 'quantityNotPositive',
  8203: 'wrongSpread',
  8204: 'wrongLotSize',
  8205: 'invalidStockCode',
  8206: 'clientSuspended',
  8228: 'wrongPassword',
  8232: 'wrongTradePassword',
  8240: 'insufficientFund',
  8241: 'insufficientQuantity',
  8243: 'overClientDailyLimit',
  8247: 'duplicateOrderReference',
  8255: 'nonTradingHour',
  8291: 'remarkTooLong',
  8312: 'goodTillDateOutOfRange',
  8314: 'exceedsMaxOrderSize',
  8336: 'overMaxSharesPerOrder',
  8350: 'productSuspended',
  8351: 'orderNotChangeable',
  8352: 'orderNotFound',
  8353: 'orderTypeNotPermitted',
  8354: 'priceOutOfRange',
  8355: 'invalidTrigger',
  8356: 'overExposure',
  8357: 'farPriceNotConfirmed',
  99999: 'unknown',
} as const;

/** A stock order result code as it travels in answers. */
export type StockOrderResultCode = keyof typeof STOCK_ORDER_RESULTS;

/** The name of a stock order result (`resultName` in answers). */
export type StockOrderResultName = (typeof STOCK_ORDER_RESULTS)[StockOrderResultCode];

/** The code of each name, for code that raises a result: `STOCK_ORDER_RESULT.wrongSpread`. */
export const STOCK_ORDER_RESULT = Object.fromEntries(
  Object.entries(STOCK_ORDER_RESULTS).map(([code, name]) => [name, Number(code)]),
) as { readonly [Code in StockOrderResultCode as (typeof STOCK_ORDER_RESULTS)[Code]]: Code };

/** Whether a number is one of the known result codes. */
export function isStockOrderResultCode(code: number): code is StockOrderResultCode {
  return Object.hasOwn(STOCK_ORDER_RESULTS, code);
}

/** The name of a code; any code we do not know reads as `unknown` (99999). */
export function stockOrderResultName(code: number): StockOrderResultName {
  return isStockOrderResultCode(code) ? STOCK_ORDER_RESULTS[code] : 'unknown';
}
