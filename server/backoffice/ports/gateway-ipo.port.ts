import type { IpoApplicationType, IpoStatus, IpoTerms } from '../../../shared/domain/ipo';
import type { ClientRef } from './client-ref';

/**
 * The Gateway IPO port (issue 12 §1-3): the offers with their terms, a client's applications,
 * and applying or cancelling under the dealing core's rules. The embedded implementation holds
 * cash on the books and moves the timetable as jobs (embedded/ipo/); a firm's connector
 * implements the same type. Result codes: shared/domain/ipo-result.ts.
 */

/** One application as the port reports it. */
export type IpoApplication = {
  id: number;
  ipoCode: string;
  applicationType: IpoApplicationType;
  quantity: string;
  currency: string;
  amount: string;
  loanAmount: string;
  interest: string;
  heldAmount: string;
  status: IpoStatus;
  allottedQuantity: string | null;
  paidAmount: string | null;
  loanUsed: string | null;
  /** What of the loan used is still owed (repaid from the client's cash as it comes). */
  loanOwed: string | null;
  refundAmount: string | null;
  reasonCode: number | null;
  createdAt: Date;
  updatedAt: Date;
  refundedAt: Date | null;
  listedAt: Date | null;
};

/** An application request as the portal hands it over. */
export type IpoApplicationRequest = {
  client: ClientRef;
  ipoCode: string;
  applicationType: IpoApplicationType;
  quantity: string;
  /** Finance: the loan as a ratio of the amount or as an amount, never both (none otherwise). */
  financingRatio?: string | undefined;
  financingAmount?: string | undefined;
  idempotencyKey: string;
  requestHash: string;
  placedByAccountId: number | null;
  now: Date;
};

/** A result code (0: success) and the application it concerns. */
export type IpoOutcome = { result: number; application: IpoApplication | null; isReplay: boolean };

/** The Gateway IPO port. */
export type GatewayIpoPort = {
  listIpos(): Promise<readonly IpoTerms[]>;
  getIpo(code: string): Promise<IpoTerms | undefined>;
  /**
   * The reserved shares `client` may apply for under the offer's preferential offer (its
   * holding of the parent at the record date): "0" when not qualifying, null without an offer.
   */
  assuredEntitlement(client: ClientRef, terms: IpoTerms): Promise<string | null>;
  apply(request: IpoApplicationRequest): Promise<IpoOutcome>;
  cancel(client: ClientRef, applicationId: number, now: Date): Promise<IpoOutcome>;
  listApplications(client: ClientRef): Promise<IpoApplication[]>;
};

// The Gateway gains this port (gateway.port.ts): the area's file declares it, no shared list does.
declare module './gateway.port' {
  interface Gateway {
    ipo: GatewayIpoPort;
  }
}
