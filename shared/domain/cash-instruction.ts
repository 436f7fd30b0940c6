import {
  businessDayOnOrAfter,
  hongKongDate,
  isBusinessDay,
  nextBusinessDay,
  type IsoDate,
} from './business-calendar';
import { cutOffInstant } from './fund-dealing';

/**
 * Cash instructions (spec §3, fact §2.4): deposit and withdrawal requests, by hand (a bank
 * transfer with a proof), by eDDA (a direct debit the firm pulls) or by FPS (a withdrawal to the
 * client's registered FPS id), and the statuses each may pass through.
 */

/** Spec §3 cash instruction type: D deposit, W withdraw. */
export type CashInstructionType = 'D' | 'W';

/** How the money moves: a request the back office checks, an eDDA debit, an FPS payment. */
export type CashChannel = 'manual' | 'edda' | 'fps';

/**
 * Every status letter an instruction may hold (spec §3): P pending, PR processing, A accept,
 * R reject (for eDDA and FPS: rejected by the bank), C cancel; FPS withdrawals add W awaiting the
 * back office's approval, B rejected by the back office and S sent to the bank.
 */
export type CashInstructionStatus = 'P' | 'PR' | 'A' | 'R' | 'C' | 'W' | 'B' | 'S';

/** Every status, for filters and exhaustive tests. */
export const CASH_INSTRUCTION_STATUSES: readonly CashInstructionStatus[] = [
  'P',
  'PR',
  'A',
  'R',
  'C',
  'W',
  'B',
  'S',
];

/** The words of spec §3 for the request statuses (the FPS letters have their own). */
export const CASH_STATUS_WORDS: Readonly<Record<CashInstructionStatus, string>> = {
  P: 'pending',
  PR: 'processing',
  A: 'accept',
  R: 'reject',
  C: 'cancel',
  W: 'awaitingApproval',
  B: 'rejectedByBackOffice',
  S: 'sentToBank',
};

/**
 * The moves each channel allows (fact §2.4). A manual request: P -> PR -> A | R, C while P (the
 * back office may accept or reject straight from P, recorded through PR). An eDDA deposit: P ->
 * A | R (the bank's answer). An FPS withdrawal: W -> S -> A | R (the bank), B (the back office),
 * C while W.
 */
export const CASH_TRANSITIONS: Readonly<
  Record<CashChannel, Partial<Record<CashInstructionStatus, readonly CashInstructionStatus[]>>>
> = {
  manual: { P: ['PR', 'C'], PR: ['A', 'R'] },
  edda: { P: ['A', 'R'] },
  fps: { W: ['S', 'B', 'C'], S: ['A', 'R'] },
};

/** Whether `channel` lets an instruction move from `from` to `to`. */
export function canMoveCash(
  channel: CashChannel,
  from: CashInstructionStatus,
  to: CashInstructionStatus,
): boolean {
  return CASH_TRANSITIONS[channel][from]?.includes(to) ?? false;
}

/** The status an instruction is placed in. */
export const firstCashStatus = (channel: CashChannel): CashInstructionStatus =>
  channel === 'fps' ? 'W' : 'P';

/** Whether the client may still cancel (spec: cancel while pending). */
export const isCashCancellable = (channel: CashChannel, status: CashInstructionStatus) =>
  canMoveCash(channel, status, 'C');

/** Whether the instruction has ended (no move left). */
export const isCashEnded = (channel: CashChannel, status: CashInstructionStatus) =>
  (CASH_TRANSITIONS[channel][status] ?? []).length === 0;

/** Spec §3 deposit methods. */
export const DEPOSIT_METHODS = [
  'bankTransfer',
  'atmTransfer',
  'cheque',
  'cash',
  'remittance',
  'chats',
  'internalTransfer',
  'transferFromStockOptions',
  'transferFromFutures',
  'fundTransfer',
  'bankSecuritiesTransfer',
  'billPayment',
  'others',
] as const;

/** A deposit method. */
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/** Methods whose money the client sends from a bank, so a proof of payment is required. */
export const PROOF_REQUIRED_METHODS: readonly DepositMethod[] = [
  'bankTransfer',
  'atmTransfer',
  'cheque',
  'remittance',
  'chats',
  'billPayment',
];

/** Spec §3 withdrawal methods. */
export const WITHDRAWAL_METHODS = ['normal', 'express', 'tt', 'onlineBankingTransfer'] as const;

/** A withdrawal method. */
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];

/** Spec §3 cash movement types: D deposit, W withdrawal, I FX in, O FX out, C cash movement. */
export type CashMovementType = 'D' | 'W' | 'I' | 'O' | 'C';

/** Every movement type. */
export const CASH_MOVEMENT_TYPES: readonly CashMovementType[] = ['D', 'W', 'I', 'O', 'C'];

/** A journal's movement type from its reason and the sign of its net effect on the client. */
export function cashMovementTypeOf(reason: string, net: 'in' | 'out'): CashMovementType {
  if (reason === 'deposit') return 'D';
  if (reason === 'withdrawal') return 'W';
  if (reason === 'fx') return net === 'in' ? 'I' : 'O';
  return 'C';
}

/** Spec §3 ID types (eDDA authorisations): BR, CI, CR, ID, PP, OT. */
export const ID_TYPES = ['BR', 'CI', 'CR', 'ID', 'PP', 'OT'] as const;

/** Spec §3 bank identifier type: an account number or an FPS id. */
export type BankIdentifierType = 'accountNumber' | 'fpsId';

/**
 * Spec §3 eDDA authorisation statuses: P pending (sent to the bank), S suspended, R rejected by
 * the bank, C cancelled by the client, A approved, E expired, D deleted by the back office.
 */
export type EddaStatus = 'P' | 'S' | 'R' | 'C' | 'A' | 'E' | 'D';

/** Every eDDA status. */
export const EDDA_STATUSES: readonly EddaStatus[] = ['P', 'S', 'R', 'C', 'A', 'E', 'D'];

/** The moves of an eDDA authorisation. */
export const EDDA_TRANSITIONS: Readonly<Record<EddaStatus, readonly EddaStatus[]>> = {
  P: ['A', 'R', 'C'],
  A: ['S', 'C', 'E', 'D'],
  S: ['A', 'C', 'D'],
  R: [],
  C: [],
  E: [],
  D: [],
};

/** Fact §3.10: FPS moves HKD and RMB (CNY). */
export const FPS_CURRENCIES: readonly string[] = ['HKD', 'CNY'];

/** How long the simulated bank takes to answer an eDDA set-up or debit, or an FPS payment. */
export const SIMULATED_BANK_DELAY_MS = 3000;

/**
 * The daily withdrawal limit per currency (ERR705): the sum of a Hong Kong day's withdrawals not
 * cancelled or rejected, this one included.
 */
export const DAILY_WITHDRAWAL_LIMITS: Readonly<Record<string, string>> = {
  HKD: '2000000',
  USD: '250000',
  CNY: '2000000',
};

/** The limit for a currency without its own. */
export const FALLBACK_DAILY_WITHDRAWAL_LIMIT = '1000000';

/** A currency's daily withdrawal limit. */
export const dailyWithdrawalLimitOf = (currency: string) =>
  DAILY_WITHDRAWAL_LIMITS[currency] ?? FALLBACK_DAILY_WITHDRAWAL_LIMIT;

/**
 * The value date of an instruction placed at `now` against a Hong Kong cut-off (spec §9): today
 * when today is a business day and the cut-off has not passed, else the next business day.
 */
export function cashValueDate(now: Date, cutOff: string): IsoDate {
  const today = hongKongDate(now);
  if (isBusinessDay(today) && now.getTime() < cutOffInstant(today, cutOff).getTime()) return today;
  return isBusinessDay(today) ? nextBusinessDay(today) : businessDayOnOrAfter(today);
}

/** FX (fact §3.11): how long a quote stays firm. */
export const FX_QUOTE_SECONDS = 30;

/** The firm's spread on each side of the HKD-pivot mid rate (0.25%). */
export const FX_SPREAD = '0.0025';

/** The mid rate may move this much between quote and execution before code 214 (1%). */
export const FX_RATE_TOLERANCE = '0.01';

/** The largest amount one quote converts, in HKD equivalent (code 206). */
export const FX_MAX_HKD_EQUIVALENT = '10000000';

/** One of the firm's bank accounts a client pays a deposit into (requests/instruction). */
export type PayeeAccount = {
  currency: string;
  accountName: string;
  bankName: string;
  bankCode: string;
  accountNumber: string;
  swiftCode: string;
  /** The firm's FPS id, for the FPS currencies. */
  fpsId: string | null;
};

/** The demo firm's receiving accounts per cash currency (shown on requests/instruction). */
export const PAYEE_ACCOUNTS: readonly PayeeAccount[] = [
  {
    currency: 'HKD',
    accountName: 'Portico Securities Limited - Client Trust Account',
    bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
    bankCode: '004',
    accountNumber: '004-888-000111-001',
    swiftCode: 'HSBCHKHHHKH',
    fpsId: '9876543',
  },
  {
    currency: 'USD',
    accountName: 'Portico Securities Limited - Client Trust Account',
    bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
    bankCode: '004',
    accountNumber: '004-888-000111-274',
    swiftCode: 'HSBCHKHHHKH',
    fpsId: null,
  },
  {
    currency: 'CNY',
    accountName: 'Portico Securities Limited - Client Trust Account',
    bankName: 'Bank of China (Hong Kong) Limited',
    bankCode: '012',
    accountNumber: '012-888-0-001112',
    swiftCode: 'BKCHHKHHXXX',
    fpsId: '9876544',
  },
];
