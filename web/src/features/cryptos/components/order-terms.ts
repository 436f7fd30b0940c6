import { toDecimal } from '@shared/domain/decimal';
import type { CallInput } from '@shared/contracts/index';
import type { CryptoOrderSizing, CryptoOrderType } from '@shared/domain/crypto-order-status';
import type { CryptoPair } from '../api/crypto-market';

/** The order's fields as the inputs hold them (texts while typed). */
export type CryptoDraft = {
  side: 'B' | 'S';
  orderType: CryptoOrderType;
  sizing: CryptoOrderSizing;
  price: string;
  quantity: string;
  amount: string;
};

/** What the order flow places (the flow adds the key and the trade password). */
export type CryptoTerms = Omit<
  CallInput<'crypto-order/placeOrder'>,
  'idempotencyKey' | 'tradePassword'
>;

export const emptyDraft = (side: 'B' | 'S' = 'B'): CryptoDraft => ({
  side,
  orderType: 'market',
  sizing: 'quantity',
  price: '',
  quantity: '',
  amount: '',
});

const DECIMAL = /^\d+(\.\d+)?$/;

/** Whether a typed figure is a plain decimal (`0.01`, `25000`); empty is not a problem yet. */
export const isFigureTyped = (text: string) => DECIMAL.test(text.trim());
export const isFigureInvalid = (text: string) => text.trim() !== '' && !isFigureTyped(text);

/** The order's terms, or null while a field it needs is empty or not a number. */
export function termsOf(
  draft: CryptoDraft,
  pair: CryptoPair,
  accountCode: string,
): CryptoTerms | null {
  const isLimit = draft.orderType === 'limit';
  if (isLimit && !isFigureTyped(draft.price)) return null;
  const size = draft.sizing === 'quantity' ? draft.quantity : draft.amount;
  if (!isFigureTyped(size)) return null;
  return {
    accountCode,
    pair: pair.pair,
    side: draft.side,
    orderType: draft.orderType,
    sizing: draft.sizing,
    ...(isLimit ? { price: draft.price.trim() } : {}),
    ...(draft.sizing === 'quantity' ? { quantity: size.trim() } : { amount: size.trim() }),
  };
}

/**
 * Before the order is complete, the terms of a small order (twice the pair's minimum amount, so
 * the amount net of the fee still clears the minimum): the preview then answers max buy and sell.
 */
export function capacityOf(
  draft: CryptoDraft,
  pair: CryptoPair,
  accountCode: string,
  bestPrice: string | null,
): CryptoTerms | null {
  const isLimit = draft.orderType === 'limit';
  const price = isFigureTyped(draft.price) ? draft.price.trim() : bestPrice;
  if (isLimit && price === null) return null;
  return {
    accountCode,
    pair: pair.pair,
    side: draft.side,
    orderType: draft.orderType,
    sizing: 'amount',
    ...(isLimit && price !== null ? { price } : {}),
    amount: toDecimal(pair.minAmount).mul(2).toString(),
  };
}

/** Which field a result code is about (its text goes under it), or null for the form's foot. */
export function fieldOfCode(code: number): 'price' | 'size' | null {
  if (code === 8906 || code === 8908) return 'price';
  if (code === 8903 || code === 8904 || code === 8905) return 'size';
  return null;
}
