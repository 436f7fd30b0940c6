import type {
  CashChannel,
  CashInstructionStatus,
  CashInstructionType,
  CashMovementType,
  EddaStatus,
} from '../../../shared/domain/cash-instruction';
import type { CashResultCode } from '../../../shared/domain/cash-results';
import type { LocalisedText } from '../../../shared/domain/fund-instrument';
import type { BankAccountStatus } from '../../../shared/domain/hk-banks';
import type { ClientRef } from './client-ref';

/**
 * The Gateway cash port (docs/DECISIONS.md §5): the cash a Gateway client holds, how it moved
 * (movements), deposit and withdrawal instructions (by hand, by eDDA, by FPS), eDDA
 * authorisations, the client's bank accounts, and FX quotes and conversions.
 */

/** Cash of one currency: available, held for orders, due from priced redemptions. */
export type CashBalance = {
  currency: string;
  available: string;
  holdFundAmount: string;
  pending: string;
  total: string;
};

/** One cash movement (spec §3 types): one journal's net effect on a currency of the client. */
export type CashMovement = {
  journalId: string;
  type: CashMovementType;
  currency: string;
  /** Signed: positive in, negative out. */
  amount: string;
  /** The client's total cash of the currency after this movement. */
  balance: string;
  /** The books' reason (deposit, withdrawal, fx, settle, fee...). */
  reason: string;
  fundOrderId: number | null;
  stockOrderId: number | null;
  cashInstructionId: number | null;
  postedAt: Date;
  /** What moved, from the movement's reference; null when the reason says it all. */
  detail: CashMovementDetail | null;
};

/**
 * What a movement was about (issue 31 §13), so a reader sees "Buy 00700 100 @ 616.50", "FX
 * HKD→USD" or "02800 dividend" rather than the books' reason.
 */
export type CashMovementDetail = {
  kind: 'buy' | 'sell' | 'fundSubscription' | 'fundRedemption' | 'fx' | 'dividend' | 'ipo';
  /** The stock symbol, fund id or IPO code. */
  code: string | null;
  /** A fund's name. */
  name: LocalisedText | null;
  /** A stock fill's quantity and price. */
  quantity: string | null;
  price: string | null;
  /** An FX: the currency sold and the currency bought. */
  fromCurrency: string | null;
  toCurrency: string | null;
};

/**
 * One part of a client's cash that is not available (issue 31 §12): what holds it (a withdrawal
 * request, a stock buy order, a fund subscription, an IPO application), proceeds not yet settled,
 * or the rest of the held cash no open instruction accounts for.
 */
export type HeldCashItem = {
  currency: string;
  kind: 'withdrawal' | 'stockOrder' | 'fundOrder' | 'ipo' | 'pendingSettlement' | 'other';
  /** The request, order or application id. */
  id: number | null;
  /** The stock symbol, fund id or IPO code. */
  code: string | null;
  amount: string;
};

/** Filters of the movement list; dates are Hong Kong days, inclusive. */
export type CashMovementFilter = {
  type?: CashMovementType | undefined;
  currency?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  offset: number;
  limit: number;
};

/** A client's bank account: designated (one currency) or an FPS id (any FPS currency). */
export type ClientBankAccount = {
  id: number;
  identifierType: 'accountNumber' | 'fpsId';
  identifier: string;
  bankCode: string;
  bankName: string;
  holderName: string;
  currency: string | null;
};

/** A designated bank account with its review state (issue 25). */
export type DesignatedBankAccount = ClientBankAccount & {
  status: BankAccountStatus;
  hasProof: boolean;
  createdAt: Date;
  decidedAt: Date | null;
  /** False while a withdrawal to it is open. */
  canRemove: boolean;
};

/** A new designated bank account, sent with its proof. */
export type AddBankAccountRequest = {
  client: ClientRef;
  currency: string | null;
  identifierType: 'accountNumber' | 'fpsId';
  identifier: string;
  bankCode: string;
  bankName: string;
  holderName: string;
  proof: DepositProof;
  now: Date;
};

/** Why a bank account request was refused, or `ok`. */
export type BankAccountResult =
  | 'ok'
  | 'holder_mismatch'
  | 'currency_not_offered'
  | 'duplicate'
  | 'proof_invalid'
  | 'proof_too_large'
  | 'withdrawal_pending'
  | 'not_pending'
  | 'not_found';

/** A bank account request's answer. */
export type BankAccountOutcome = {
  result: BankAccountResult;
  account: DesignatedBankAccount | null;
};

/** A deposit or withdrawal instruction as the back office keeps it. */
export type CashInstructionRecord = {
  id: number;
  idempotencyKey: string;
  type: CashInstructionType;
  channel: CashChannel;
  method: string;
  currency: string;
  amount: string;
  bankName: string | null;
  bankAccount: string | null;
  bankAccountId: number | null;
  ddaReference: string | null;
  remark: string | null;
  status: CashInstructionStatus;
  reasonCode: string | null;
  valueDate: string;
  hasProof: boolean;
  placedAt: Date;
  updatedAt: Date;
  changes: { from: CashInstructionStatus | null; to: CashInstructionStatus; at: Date }[];
};

/** A proof of payment sent with a deposit. */
export type DepositProof = { fileName: string; content: Uint8Array };

/** What placing any instruction carries. */
type Placement = {
  client: ClientRef;
  idempotencyKey: string;
  now: Date;
};

/** A deposit request by hand. */
export type PlaceDepositRequest = Placement & {
  method: string;
  currency: string;
  amount: string;
  bankName: string;
  bankAccount?: string | undefined;
  remark?: string | undefined;
  proof?: DepositProof | undefined;
};

/** A withdrawal to a designated bank account (by hand) or an FPS id (FPS). */
export type PlaceWithdrawalRequest = Placement & {
  channel: 'manual' | 'fps';
  method: string;
  currency: string;
  amount: string;
  bankAccountId: number;
  remark?: string | undefined;
};

/** A deposit by eDDA under an approved authorisation. */
export type PlaceEddaDepositRequest = Placement & { ddaReference: string; amount: string };

/** Any placement's or decision's answer. */
export type CashInstructionOutcome = {
  result: CashResultCode;
  instruction: CashInstructionRecord | null;
  isReplay: boolean;
};

/** The back office operator's decision on a request. */
export type CashDecision = 'process' | 'accept' | 'reject';

/** An eDDA authorisation. */
export type EddaAuthorisation = {
  ddaReference: string;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  holderName: string;
  idType: string;
  idNumber: string;
  currency: string;
  debitLimit: string;
  status: EddaStatus;
  reasonCode: string | null;
  agreementVersion: number | null;
  createdAt: Date;
  updatedAt: Date;
};

/** An eDDA set-up request. */
export type SetupEddaRequest = {
  client: ClientRef;
  holderName: string;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  idType: string;
  idNumber: string;
  currency: string;
  debitLimit: string;
  agreementVersion: number;
  now: Date;
};

/** An FX quote. */
export type FxQuote = {
  quoteId: string;
  sellCurrency: string;
  buyCurrency: string;
  sellAmount: string;
  buyAmount: string;
  /** The client's rate: buy units per sell unit, the spread taken. */
  rate: string;
  midRate: string;
  quotedAt: Date;
  expiresAt: Date;
  executedAt: Date | null;
};

/** The kinds of item the operator's queue holds (issue 28). */
export type ReviewKind = 'deposit' | 'withdrawal' | 'edda' | 'bankAccount';

/** Filters of the operator's queue. */
export type PendingReviewFilter = {
  kind?: ReviewKind | undefined;
  clientCode?: string | undefined;
  currency?: string | undefined;
  offset: number;
  limit: number;
};

/** One item of the operator's queue; `key` names it within its kind (id or eDDA reference). */
export type PendingReview = {
  kind: ReviewKind;
  key: string;
  accountId: number;
  accountCode: string;
  holderName: string;
  currency: string | null;
  amount: string | null;
  method: string;
  bankName: string | null;
  bankAccount: string | null;
  status: string;
  remark: string | null;
  hasProof: boolean;
  placedAt: Date;
};

/** The Gateway cash port. */
export type GatewayCashPort = {
  /** Cash per currency the client holds (every currency with a ledger account). */
  balances(client: ClientRef): Promise<CashBalance[]>;
  /** What holds the client's cash that is not available, item by item (bounded). */
  heldCash(client: ClientRef): Promise<HeldCashItem[]>;
  /** A page of cash movements, newest first, each with its running balance. */
  movements(
    client: ClientRef,
    filter: CashMovementFilter,
  ): Promise<{ total: number; movements: CashMovement[] }>;
  /** The client's approved designated bank accounts and FPS ids: those money may be paid to. */
  bankAccounts(client: ClientRef): Promise<ClientBankAccount[]>;
  /** Every live designated account, pending and rejected ones too, newest first (issue 25). */
  designatedBankAccounts(client: ClientRef): Promise<DesignatedBankAccount[]>;
  /** Adds a pending account with its proof; the holder must be the client. */
  addBankAccount(request: AddBankAccountRequest): Promise<BankAccountOutcome>;
  /** Removes an account unless a withdrawal to it is open. */
  removeBankAccount(client: ClientRef, id: number, now: Date): Promise<BankAccountOutcome>;
  /** The proof sent with an account, or null (admin role). */
  loadBankAccountProof(
    id: number,
  ): Promise<{ fileName: string; contentType: string; content: Uint8Array } | null>;
  /** Every client's accounts awaiting review, oldest first (admin role). */
  pendingBankAccounts(limit: number): Promise<(DesignatedBankAccount & { accountCode: string })[]>;
  /** The back office's decision on a pending account (admin role). */
  decideBankAccount(
    id: number,
    decision: 'approve' | 'reject',
    now: Date,
  ): Promise<BankAccountOutcome>;
  placeDeposit(request: PlaceDepositRequest): Promise<CashInstructionOutcome>;
  placeWithdrawal(request: PlaceWithdrawalRequest): Promise<CashInstructionOutcome>;
  placeEddaDeposit(request: PlaceEddaDepositRequest): Promise<CashInstructionOutcome>;
  /** Cancels a pending request; a withdrawal's hold is released in the same move. */
  cancelInstruction(client: ClientRef, id: number, now: Date): Promise<CashInstructionOutcome>;
  searchInstructions(
    client: ClientRef,
    filter: {
      type?: CashInstructionType | undefined;
      statuses?: CashInstructionStatus[] | undefined;
      offset: number;
      limit: number;
    },
  ): Promise<{ total: number; instructions: CashInstructionRecord[] }>;
  /** A deposit's proof, or null. */
  loadProof(
    client: ClientRef,
    id: number,
  ): Promise<{ fileName: string; contentType: string; content: Uint8Array } | null>;
  /** The back office operator's decision (admin role). */
  decideInstruction(id: number, decision: CashDecision, now: Date): Promise<CashInstructionOutcome>;
  /** What waits for the operator across every client, oldest first (issue 28's queue). */
  searchPendingReviews(
    filter: PendingReviewFilter,
  ): Promise<{ total: number; items: PendingReview[]; counts: Record<ReviewKind, number> }>;
  /** One item of the queue as it stands now (waiting or decided), or null. */
  loadReview(kind: ReviewKind, key: string): Promise<PendingReview | null>;
  /** The operator answers a pending eDDA set-up in the bank's stead (`not_pending` else). */
  decideEdda(
    ddaReference: string,
    decision: 'approve' | 'reject',
    now: Date,
  ): Promise<{ result: 'ok' | 'not_pending' | 'not_found' }>;
  eddaAuthorisations(client: ClientRef): Promise<EddaAuthorisation[]>;
  setupEdda(
    request: SetupEddaRequest,
  ): Promise<{ result: CashResultCode; authorisation: EddaAuthorisation | null }>;
  cancelEdda(
    client: ClientRef,
    ddaReference: string,
    now: Date,
  ): Promise<{ result: CashResultCode; authorisation: EddaAuthorisation | null }>;
  quoteFx(request: {
    client: ClientRef;
    sellCurrency: string;
    buyCurrency: string;
    sellAmount: string;
    now: Date;
  }): Promise<{ result: CashResultCode; quote: FxQuote | null }>;
  executeFx(request: {
    client: ClientRef;
    quoteId: string;
    sellAmount: string;
    buyAmount: string;
    now: Date;
  }): Promise<{ result: CashResultCode; quote: FxQuote | null }>;
};

// The Gateway gains this port (gateway.port.ts): the area's file declares it, no shared list does.
declare module './gateway.port' {
  interface Gateway {
    cash: GatewayCashPort;
  }
}
