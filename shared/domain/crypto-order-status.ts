/**
 * A crypto order's statuses and the moves between them (the dealing core's status machine runs
 * over this table). A market order fills within its placement; a limit order rests `open` until
 * the market crosses its price, fills in parts or whole, and can be cancelled while it rests.
 */
export const CRYPTO_ORDER_STATUSES = ['open', 'partiallyFilled', 'filled', 'cancelled'] as const;
export type CryptoOrderStatus = (typeof CRYPTO_ORDER_STATUSES)[number];

/** Every allowed move; `null` is the placement. */
export const CRYPTO_ORDER_TRANSITIONS: Readonly<
  Record<CryptoOrderStatus | 'placed', readonly CryptoOrderStatus[]>
> = {
  placed: ['open', 'filled'],
  open: ['partiallyFilled', 'filled', 'cancelled'],
  partiallyFilled: ['partiallyFilled', 'filled', 'cancelled'],
  filled: [],
  cancelled: [],
};

/** Statuses an order can still change from (it holds funds or the asset). */
export const WORKING_CRYPTO_ORDER_STATUSES: readonly CryptoOrderStatus[] = [
  'open',
  'partiallyFilled',
];

export const CRYPTO_ORDER_TYPES = ['market', 'limit'] as const;
export type CryptoOrderType = (typeof CRYPTO_ORDER_TYPES)[number];

/** What the client fixed: the base quantity, or the amount in the quote currency. */
export const CRYPTO_ORDER_SIZINGS = ['quantity', 'amount'] as const;
export type CryptoOrderSizing = (typeof CRYPTO_ORDER_SIZINGS)[number];
