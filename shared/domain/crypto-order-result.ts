/**
 * Crypto order result codes, in a range of their own beside the stock codes of spec §8 (the spec
 * gives none for virtual assets). The page shows each code's text in the reader's language.
 *
 * | code | name | when |
 * |---|---|---|
 * | 0 | success | placed, cancelled |
 * | 8901 | unknownPair | no such pair |
 * | 8902 | pairSuspended | the pair is suspended |
 * | 8903 | quantityNotPositive | quantity or amount missing or not above zero |
 * | 8904 | tooManyDecimals | more fraction digits than the asset or currency keeps |
 * | 8905 | belowMinimum | below the pair's minimum quantity or amount |
 * | 8906 | priceOffTick | a limit price that is not a multiple of the pair's tick |
 * | 8907 | insufficientBalance | not enough available fiat (buy) or asset (sell), fee included |
 * | 8908 | priceNotPositive | a limit order without a price above zero |
 * | 8909 | orderNotFound | no such order of this client |
 * | 8910 | orderNotCancellable | the order is filled or already cancelled |
 * | 8932 | tradePassword | the trade password is required or incorrect |
 * | 8947 | idempotencyConflict | the idempotency key placed another order |
 * | 99999 | unknown | anything else |
 */
export const CRYPTO_ORDER_RESULTS = {
  0: 'success',
  8901: 'unknownPair',
  8902: 'pairSuspended',
  8903: 'quantityNotPositive',
  8904: 'tooManyDecimals',
  8905: 'belowMinimum',
  8906: 'priceOffTick',
  8907: 'insufficientBalance',
  8908: 'priceNotPositive',
  8909: 'orderNotFound',
  8910: 'orderNotCancellable',
  8932: 'tradePassword',
  8947: 'idempotencyConflict',
  99999: 'unknown',
} as const;

export type CryptoOrderResultCode = keyof typeof CRYPTO_ORDER_RESULTS;
export type CryptoOrderResultName = (typeof CRYPTO_ORDER_RESULTS)[CryptoOrderResultCode];

/** The code of a result name. */
export function cryptoOrderResultCode(name: CryptoOrderResultName): CryptoOrderResultCode {
  const found = Object.entries(CRYPTO_ORDER_RESULTS).find(([, each]) => each === name);
  return Number(found?.[0] ?? 99999) as CryptoOrderResultCode;
}
