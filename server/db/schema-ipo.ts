import type { IpoApplicationType, IpoStatus } from '../../shared/domain/ipo';
import type { ColumnType } from 'kysely';
import type {
  Identity,
  NullableNumeric,
  NullableTimestamp,
  Numeric,
  Timestamp,
} from './column-types';

/** The IPO tables (issue 12 §2-3), part of `Database` in schema.ts. */

/** The `ipo_application` table: one application per client per IPO (cancelled ones aside). */
export type IpoApplicationTable = {
  id: Identity;
  accountId: number;
  ipoCode: string;
  /** Cash, finance, or proportion (a preferential offer's assured entitlement, paid as cash). */
  applicationType: IpoApplicationType;
  quantity: Numeric;
  currency: string;
  /** The amount payable at the max price, fees included. */
  amount: Numeric;
  /** The financing (0 for cash), the interest to the refund date, and what was held from cash. */
  loanAmount: Numeric;
  interest: Numeric;
  heldAmount: Numeric;
  status: IpoStatus;
  allottedQuantity: NullableNumeric;
  /** Paid for the allotted shares by the client and by the loan. */
  paidAmount: NullableNumeric;
  loanUsed: NullableNumeric;
  /** What of `loanUsed` the client has repaid (the rest is in their `cashLoan` book). */
  loanRepaid: ColumnType<string, string | undefined, string>;
  refundAmount: NullableNumeric;
  reasonCode: number | null;
  idempotencyKey: string;
  requestHash: string;
  placedByAccountId: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  refundedAt: NullableTimestamp;
  listedAt: NullableTimestamp;
};

/** The `ipo_application_status_change` table: every move of an application. */
export type IpoApplicationStatusChangeTable = {
  id: Identity;
  ipoApplicationId: number;
  fromStatus: IpoStatus | null;
  toStatus: IpoStatus;
  changedAt: Timestamp;
};

// These tables join the Database (schema.ts) from here: no shared list names them.
declare module './schema' {
  interface Database {
    ipoApplication: IpoApplicationTable;
    ipoApplicationStatusChange: IpoApplicationStatusChangeTable;
  }
}
