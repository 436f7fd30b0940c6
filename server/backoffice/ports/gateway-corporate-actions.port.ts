import type {
  CorporateActionTerms,
  ElectionOption,
  EntitlementOutcome,
  EntitlementStatus,
} from '../../../shared/domain/corporate-action';
import type { ClientRef } from './client-ref';

/**
 * The Gateway corporate-actions port (issue 12 §4): the events on a client's holdings with the
 * client's entitlement, election and outcome, and elections (cash or scrip) before the deadline.
 * The embedded implementation fixes entitlements on the record date and moves the books on the
 * payment date (embedded/corporate-actions/); a firm's connector implements the same type.
 * Result codes: shared/domain/corporate-action-result.ts.
 */

/** One event as a client sees it. */
export type ClientCorporateAction = {
  terms: CorporateActionTerms;
  /** The options the client may elect between (empty: nothing to elect). */
  options: readonly ElectionOption[];
  /** Paid or effected (the payment date has passed). */
  isPast: boolean;
  status: EntitlementStatus;
  /** Shares held at the record date once fixed; before that, shares held now. */
  heldQuantity: string;
  /** Whether the record date's holding is fixed (heldQuantity is the record date's). */
  isRecordFixed: boolean;
  /** The standing election (null: none made; cash applies). */
  election: ElectionOption | null;
  /** Whether an election can be made or changed now. */
  canElect: boolean;
  /** What the holding gets with the standing election (an estimate until paid). */
  estimate: EntitlementOutcome;
  /** What was paid or credited; null until the payment date. */
  outcome: EntitlementOutcome | null;
  paidAt: Date | null;
};

/** An election request. */
export type CorporateActionElection = {
  client: ClientRef;
  eventId: string;
  option: ElectionOption;
  /** The advisor electing for the client; null: the client. */
  electedByAccountId: number | null;
  now: Date;
};

/** The Gateway corporate-actions port. */
export type GatewayCorporateActionsPort = {
  /** Announced events on stocks the client holds or was entitled to, by payment date. */
  listForClient(client: ClientRef, now: Date): Promise<ClientCorporateAction[]>;
  /** Records (or changes) an election; `result` 0 or a corporate-action result code. */
  elect(request: CorporateActionElection): Promise<{
    result: number;
    event: ClientCorporateAction | null;
  }>;
};

// The Gateway gains this port (gateway.port.ts): the area's file declares it, no shared list does.
declare module './gateway.port' {
  interface Gateway {
    corporateActions: GatewayCorporateActionsPort;
  }
}
