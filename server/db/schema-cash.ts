import type { ColumnType } from 'kysely';
import type {
  CashChannel,
  CashInstructionStatus,
  CashInstructionType,
  EddaStatus,
} from '../../shared/domain/cash-instruction';
import type { BankAccountStatus } from '../../shared/domain/hk-banks';
import type { Identity, NullableTimestamp, Numeric, Timestamp } from './column-types';

/** The cash tables (issue 13), part of `Database` in schema.ts. */

/** The `client_bank_account` table: a designated bank account (one currency) or an FPS id. */
export type ClientBankAccountTable = {
  id: Identity;
  accountId: number;
  identifierType: 'accountNumber' | 'fpsId';
  identifier: string;
  bankCode: string;
  bankName: string;
  holderName: string;
  /** Null: any FPS currency. */
  currency: string | null;
  createdAt: Timestamp;
  /** Pending until the back office decides (issue 25); rows older than review are approved. */
  status: ColumnType<BankAccountStatus, BankAccountStatus | undefined, BankAccountStatus>;
  decidedAt: NullableTimestamp;
  /** Set when the client removed it; the row stays for the withdrawals that name it. */
  removedAt: NullableTimestamp;
};

/** The `client_bank_account_proof` table: the proof sent with a new designated account. */
export type ClientBankAccountProofTable = {
  bankAccountId: number;
  fileName: string;
  contentType: string;
  size: number;
  content: ColumnType<Uint8Array, Uint8Array, never>;
};

/** The `edda_authorisation` table: a direct-debit authorisation (spec §3 statuses P/S/R/C/A/E/D). */
export type EddaAuthorisationTable = {
  id: Identity;
  accountId: number;
  ddaReference: string;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  holderName: string;
  idType: string;
  idNumber: string;
  currency: string;
  debitLimit: Numeric;
  status: EddaStatus;
  reasonCode: string | null;
  agreementVersion: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** The `cash_instruction` table: a deposit or withdrawal request (spec §3). */
export type CashInstructionTable = {
  id: Identity;
  accountId: number;
  idempotencyKey: string;
  requestHash: string;
  type: CashInstructionType;
  channel: CashChannel;
  method: string;
  currency: string;
  amount: Numeric;
  bankName: string | null;
  bankAccount: string | null;
  bankAccountId: number | null;
  eddaAuthorisationId: number | null;
  remark: string | null;
  status: CashInstructionStatus;
  reasonCode: string | null;
  valueDate: string;
  placedAt: Timestamp;
  updatedAt: Timestamp;
};

/** The `cash_instruction_status_change` table: every status an instruction passed through. */
export type CashInstructionStatusChangeTable = {
  id: Identity;
  cashInstructionId: number;
  fromStatus: CashInstructionStatus | null;
  toStatus: CashInstructionStatus;
  changedAt: Timestamp;
};

/** The `cash_proof` table: a deposit's proof of payment, the file itself. */
export type CashProofTable = {
  cashInstructionId: number;
  fileName: string;
  contentType: string;
  size: number;
  content: ColumnType<Uint8Array, Uint8Array, never>;
};

/** The `fx_quote` table: a quote firm until `expiresAt`, executed at most once. */
export type FxQuoteTable = {
  id: Identity;
  quoteId: string;
  accountId: number;
  sellCurrency: string;
  buyCurrency: string;
  sellAmount: Numeric;
  buyAmount: Numeric;
  midRate: Numeric;
  rate: Numeric;
  quotedAt: Timestamp;
  expiresAt: Timestamp;
  executedAt: NullableTimestamp;
};

// These tables join the Database (schema.ts) from here: no shared list names them.
declare module './schema' {
  interface Database {
    clientBankAccount: ClientBankAccountTable;
    clientBankAccountProof: ClientBankAccountProofTable;
    eddaAuthorisation: EddaAuthorisationTable;
    cashInstruction: CashInstructionTable;
    cashInstructionStatusChange: CashInstructionStatusChangeTable;
    cashProof: CashProofTable;
    fxQuote: FxQuoteTable;
  }
}
