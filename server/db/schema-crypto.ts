import type { ColumnType } from 'kysely';
import type {
  CryptoOrderSizing,
  CryptoOrderStatus,
  CryptoOrderType,
} from '../../shared/domain/crypto-order-status';
import type { Identity, NullableNumeric, Numeric, Timestamp } from './column-types';

/** The Fos back office's crypto tables (issue 23), part of `Database` in schema.ts. */

/** A numeric column with a default (zero) on insert. */
type DefaultNumeric = ColumnType<string, string | undefined, string>;

/** The `crypto_order` table: one row per order; numerics are decimal strings. */
export type CryptoOrderTable = {
  id: Identity;
  accountId: number;
  idempotencyKey: string;
  requestHash: string;
  pair: string;
  base: string;
  quoteCurrency: string;
  side: 'B' | 'S';
  orderType: CryptoOrderType;
  sizing: CryptoOrderSizing;
  /** The limit price; null for a market order. */
  price: NullableNumeric;
  /** What was asked: the base quantity (sizing quantity) or the amount (sizing amount). */
  quantity: NullableNumeric;
  amount: NullableNumeric;
  /** The base quantity the order trades: the one asked, or what its amount buys at placement. */
  orderQuantity: Numeric;
  filledQuantity: DefaultNumeric;
  filledAmount: DefaultNumeric;
  fee: DefaultNumeric;
  status: CryptoOrderStatus;
  /** Fiat (buy) or asset (sell) still held for what is left; `heldAsset` names which. */
  heldAmount: DefaultNumeric;
  heldAsset: string;
  placedByAccountId: number | null;
  placedAt: Timestamp;
  updatedAt: Timestamp;
};

/** The `crypto_order_status_change` table: every status an order passed through, in order. */
export type CryptoOrderStatusChangeTable = {
  id: Identity;
  cryptoOrderId: number;
  fromStatus: CryptoOrderStatus | null;
  toStatus: CryptoOrderStatus;
  changedAt: Timestamp;
};

/** The `crypto_fill` table: one row per execution. */
export type CryptoFillTable = {
  id: Identity;
  cryptoOrderId: number;
  accountId: number;
  pair: string;
  base: string;
  quoteCurrency: string;
  side: 'B' | 'S';
  quantity: Numeric;
  price: Numeric;
  /** quantity × price at the quote currency's precision. */
  amount: Numeric;
  fee: Numeric;
  liquidity: 'maker' | 'taker';
  /** Buy: the USD cost the fill added to the asset; sell: the USD average cost it took away. */
  costUsd: Numeric;
  filledAt: Timestamp;
};

/** The `crypto_order_match` table: the tape instant up to which a resting order was matched. */
export type CryptoOrderMatchTable = {
  cryptoOrderId: number;
  matchedUntil: Timestamp;
};

/** The `crypto_cost` table: a client's USD cost of each asset it holds (average cost). */
export type CryptoCostTable = {
  accountId: number;
  asset: string;
  costUsd: Numeric;
};

// These tables join the Database (schema.ts) from here: no shared list names them.
declare module './schema' {
  interface Database {
    cryptoOrder: CryptoOrderTable;
    cryptoOrderStatusChange: CryptoOrderStatusChangeTable;
    cryptoFill: CryptoFillTable;
    cryptoOrderMatch: CryptoOrderMatchTable;
    cryptoCost: CryptoCostTable;
  }
}
