import type { ColumnType } from 'kysely';
import type {
  AssetCategory,
  AssetStatus,
  AssetValueBasis,
} from '../../shared/domain/asset-holding';
import type { Identity, NullableNumeric, Numeric, Timestamp } from './column-types';

/** The manual assets' tables and the holder link (issue 24), part of `Database` in schema.ts. */

/** The `holder` table: the person behind one or more accounts. */
export type HolderTable = { id: Identity; name: string };

/** The `holder_account` table: an account's holder (an account without a row is its own). */
export type HolderAccountTable = { accountId: number; holderId: number };

/** The `asset_holding` table: one manual asset, entered under one of the holder's accounts. */
export type AssetHoldingTable = {
  id: Identity;
  accountId: number;
  category: AssetCategory;
  name: string;
  currency: string;
  valueBasis: AssetValueBasis;
  quantity: NullableNumeric;
  unitValue: NullableNumeric;
  totalValue: NullableNumeric;
  cost: NullableNumeric;
  /** A Hong Kong day, YYYY-MM-DD. */
  acquisitionDate: ColumnType<string | null, string | null | undefined, string | null>;
  notes: ColumnType<string, string | undefined, string>;
  status: ColumnType<AssetStatus, AssetStatus | undefined, AssetStatus>;
  /** The latest valuation's value and date, moved with every valuation in one transaction. */
  currentValue: Numeric;
  valuedOn: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** The `asset_valuation` table: one dated value of a holding (one per date). */
export type AssetValuationTable = {
  id: Identity;
  holdingId: number;
  valuedOn: string;
  value: Numeric;
  notes: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
};

/** The `asset_attachment` table: a file sent with a holding. */
export type AssetAttachmentTable = {
  id: Identity;
  holdingId: number;
  fileName: string;
  contentType: string;
  size: number;
  content: ColumnType<Uint8Array, Uint8Array, never>;
  uploadedAt: Timestamp;
};

/** The `hkd_rate_history` table: a currency's HKD rate from `rate_date` on. */
export type HkdRateHistoryTable = { currencyId: number; rateDate: string; hkdRate: Numeric };

declare module './schema' {
  interface Database {
    holder: HolderTable;
    holderAccount: HolderAccountTable;
    assetHolding: AssetHoldingTable;
    assetValuation: AssetValuationTable;
    assetAttachment: AssetAttachmentTable;
    hkdRateHistory: HkdRateHistoryTable;
  }
}
