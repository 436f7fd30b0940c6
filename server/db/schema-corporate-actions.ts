import type { ElectionOption } from '../../shared/domain/corporate-action';
import type {
  Identity,
  NullableNumeric,
  NullableTimestamp,
  Numeric,
  Timestamp,
} from './column-types';

/** The corporate-action tables (issue 12 §4), part of `Database` in schema.ts. */

/** Where the back office is with one event: announced, entitlements fixed, books moved. */
export type CorporateActionEventStatus = 'announced' | 'entitled' | 'done';

/** The `corporate_action_event` table: one row per feed event the back office follows. */
export type CorporateActionEventTable = {
  id: Identity;
  /** The feed's event id. */
  eventCode: string;
  symbol: string;
  status: CorporateActionEventStatus;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** Whether a fixed entitlement is waiting for the payment date or paid. */
export type CorporateActionEntitlementStatus = 'entitled' | 'paid';

/** The `corporate_action_entitlement` table: a holder's shares at the record date and the outcome. */
export type CorporateActionEntitlementTable = {
  id: Identity;
  eventId: number;
  accountId: number;
  heldQuantity: Numeric;
  status: CorporateActionEntitlementStatus;
  /** The election applied on the payment date; null until then. */
  election: ElectionOption | null;
  cash: NullableNumeric;
  shareChange: NullableNumeric;
  addedCost: NullableNumeric;
  paidAt: NullableTimestamp;
};

/** The `corporate_action_election` table: a client's standing election on an event. */
export type CorporateActionElectionTable = {
  id: Identity;
  eventCode: string;
  accountId: number;
  option: ElectionOption;
  /** The advisor who elected for the client; null when the client did. */
  electedByAccountId: number | null;
  updatedAt: Timestamp;
};

// These tables join the Database (schema.ts) from here: no shared list names them.
declare module './schema' {
  interface Database {
    corporateActionEvent: CorporateActionEventTable;
    corporateActionEntitlement: CorporateActionEntitlementTable;
    corporateActionElection: CorporateActionElectionTable;
  }
}
