import { z } from 'zod';
import {
  CASH_INSTRUCTION_STATUSES,
  CASH_MOVEMENT_TYPES,
  DEPOSIT_METHODS,
  EDDA_STATUSES,
  ID_TYPES,
  WITHDRAWAL_METHODS,
} from '../domain/cash-instruction';
import { accountCode, decimalInput, decimalString, isoDateTime } from './common';
import { isoDate, localisedText } from './fund';

/**
 * The `cash` service (issue 13, spec §2.10): movements, deposit and withdrawal requests, eDDA
 * and FPS, FX. Every answer that may refuse carries `result` (shared/domain/cash-results.ts: `0`
 * success, ERR100-106 deposits, ERR700-709 withdrawals, ERR400-406 eDDA, 201-231 FX) and its
 * `resultName`.
 */

/** An amount of a request: not signed, and within what the books hold. */
const positiveAmount = decimalInput.regex(/^\d/);
const currencyCode = z.string().trim().min(3).max(6);
const idempotencyKey = z.string().trim().min(8).max(80);
const page = {
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(200).default(50),
};
const result = { result: z.string(), resultName: z.string() };
/** Spec §3 movement types D, W, I, O, C. */
export const cashMovementType = z.enum(CASH_MOVEMENT_TYPES as [string, ...string[]]);
/** Spec §3 request statuses (and the FPS letters). */
export const cashInstructionStatus = z.enum(CASH_INSTRUCTION_STATUSES as [string, ...string[]]);
/** Spec §3 eDDA authorisation statuses. */
export const eddaStatus = z.enum(EDDA_STATUSES as [string, ...string[]]);

/**
 * What a movement was about (issue 31 §13): a fill's side, symbol, quantity and price; a fund
 * order's fund; an FX's currencies; a dividend's symbol; an IPO's code.
 */
export const cashMovementDetail = z.object({
  kind: z.enum(['buy', 'sell', 'fundSubscription', 'fundRedemption', 'fx', 'dividend', 'ipo']),
  code: z.string().nullable(),
  name: localisedText.nullable(),
  quantity: decimalString.nullable(),
  price: decimalString.nullable(),
  fromCurrency: z.string().nullable(),
  toCurrency: z.string().nullable(),
});

/** One cash movement with the running total of its currency after it. */
export const cashMovement = z.object({
  journalId: z.string(),
  type: cashMovementType,
  currency: z.string(),
  /** Signed: positive in, negative out. */
  amount: decimalString,
  balance: decimalString,
  /** The books' reason: deposit, withdrawal, fx, hold... (the screens may show it as detail). */
  reason: z.string(),
  fundOrderId: z.number().int().nullable(),
  stockOrderId: z.number().int().nullable(),
  cashInstructionId: z.number().int().nullable(),
  postedAt: isoDateTime,
  /**
   * What moved, from the movement's reference; null when the reason and request say it all,
   * absent where a back office does not tell.
   */
  detail: cashMovementDetail.nullable().optional(),
});

/** A client's bank account: designated (one currency) or an FPS id. */
export const clientBankAccount = z.object({
  id: z.number().int(),
  identifierType: z.enum(['accountNumber', 'fpsId']),
  identifier: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  holderName: z.string(),
  /** Null: any FPS currency. */
  currency: z.string().nullable(),
});

/** A deposit or withdrawal request. */
export const cashInstruction = z.object({
  id: z.number().int(),
  idempotencyKey: z.string(),
  /** Spec §3: D deposit, W withdraw. */
  type: z.enum(['D', 'W']),
  channel: z.enum(['manual', 'edda', 'fps']),
  method: z.string(),
  currency: z.string(),
  amount: decimalString,
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  bankAccountId: z.number().int().nullable(),
  ddaReference: z.string().nullable(),
  remark: z.string().nullable(),
  status: cashInstructionStatus,
  /** A result code saying why it was rejected (eDDA: ERR402), else null. */
  reasonCode: z.string().nullable(),
  valueDate: isoDate,
  hasProof: z.boolean(),
  /** Whether a cancel would be accepted now. */
  canCancel: z.boolean(),
  placedAt: isoDateTime,
  updatedAt: isoDateTime,
  changes: z.array(
    z.object({
      from: cashInstructionStatus.nullable(),
      to: cashInstructionStatus,
      at: isoDateTime,
    }),
  ),
});

/** A placement, cancel or decision answer. */
export const cashInstructionAnswer = z.object({
  ...result,
  /** Set when the trade password was missing or wrong (ERR709 / 230). */
  tradePassword: z.enum(['required', 'incorrect']).optional(),
  /** True when the idempotency key had placed this very request before. */
  isReplay: z.boolean(),
  instruction: cashInstruction.nullable(),
});

/** An eDDA authorisation. */
export const eddaAuthorisation = z.object({
  ddaReference: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  idType: z.enum(ID_TYPES),
  idNumber: z.string(),
  currency: z.string(),
  debitLimit: decimalString,
  status: eddaStatus,
  reasonCode: z.string().nullable(),
  agreementVersion: z.number().int().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

const eddaAnswer = z.object({ ...result, authorisation: eddaAuthorisation.nullable() });

/** An FX quote. */
export const fxQuote = z.object({
  quoteId: z.uuid(),
  sellCurrency: z.string(),
  buyCurrency: z.string(),
  sellAmount: decimalString,
  buyAmount: decimalString,
  /** Bought units per sold unit, the firm's spread taken. */
  rate: decimalString,
  midRate: decimalString,
  quotedAt: isoDateTime,
  expiresAt: isoDateTime,
  /** How long the quote is firm from `quotedAt`. */
  validSeconds: z.number().int(),
  executedAt: isoDateTime.nullable(),
});

const fxAnswer = z.object({
  ...result,
  tradePassword: z.enum(['required', 'incorrect']).optional(),
  quote: fxQuote.nullable(),
});

const trade = { tradePassword: z.string().min(1).max(64).optional() };

/** The `cash` service's calls. */
export const cashContracts = {
  /** What the cash screens need: currencies, methods, cut-offs, limits, accounts, eDDA. */
  loadCashProfile: {
    input: z.strictObject({ accountCode }),
    output: z.object({
      currencies: z.array(z.string()),
      fpsCurrencies: z.array(z.string()),
      depositMethods: z.array(z.enum(DEPOSIT_METHODS)),
      proofRequiredMethods: z.array(z.enum(DEPOSIT_METHODS)),
      withdrawalMethods: z.array(z.enum(WITHDRAWAL_METHODS)),
      /** Hong Kong times (spec §9). */
      cutOffs: z.object({ deposit: z.string(), withdraw: z.string() }),
      /** Per currency (ERR705). */
      dailyWithdrawalLimits: z.record(z.string(), decimalString),
      /** Today's withdrawals not cancelled or rejected, per currency. */
      withdrawnToday: z.record(z.string(), decimalString),
      /** Where a deposit placed now would be valued. */
      valueDates: z.object({ deposit: isoDate, withdraw: isoDate }),
      proof: z.object({ maxBytes: z.number().int(), extensions: z.array(z.string()) }),
      fx: z.object({
        quoteSeconds: z.number().int(),
        spread: decimalString,
        /** Indicative mid rates before a firm quote: HKD per unit of each currency (spec §7 pivot). */
        hkdRates: z.record(z.string(), decimalString),
      }),
      /** The ID types an eDDA set-up may name: all of spec §3 with multiple eDDA passports, else ID. */
      eddaIdTypes: z.array(z.enum(ID_TYPES)),
      /** The firm's receiving accounts of the brand's currencies (requests/instruction). */
      payeeAccounts: z.array(
        z.object({
          currency: z.string(),
          accountName: z.string(),
          bankName: z.string(),
          bankCode: z.string(),
          accountNumber: z.string(),
          swiftCode: z.string(),
          fpsId: z.string().nullable(),
        }),
      ),
      bankAccounts: z.array(clientBankAccount),
      eddaAuthorisations: z.array(eddaAuthorisation),
    }),
  },
  /** A page of cash movements, newest first, with running balances. */
  searchCashMovements: {
    input: z.strictObject({
      accountCode,
      type: cashMovementType.optional(),
      currency: currencyCode.optional(),
      from: isoDate.optional(),
      to: isoDate.optional(),
      ...page,
    }),
    output: z.object({ total: z.number().int(), movements: z.array(cashMovement) }),
  },
  /** A deposit request by hand with an optional proof (base64, checked by content). */
  placeDeposit: {
    input: z.strictObject({
      accountCode,
      idempotencyKey,
      method: z.string().max(40),
      currency: currencyCode,
      amount: positiveAmount,
      bankName: z.string().trim().min(1).max(120),
      bankAccount: z.string().trim().max(40).optional(),
      remark: z.string().trim().max(200).optional(),
      proof: z
        .strictObject({
          fileName: z.string().trim().min(1).max(200),
          contentBase64: z.string().max(1_000_000),
        })
        .optional(),
    }),
    output: cashInstructionAnswer,
  },
  /** A withdrawal to a designated bank account, held at once. */
  placeWithdrawal: {
    input: z.strictObject({
      accountCode,
      idempotencyKey,
      method: z.string().max(40),
      currency: currencyCode,
      amount: positiveAmount,
      bankAccountId: z.number().int(),
      remark: z.string().trim().max(200).optional(),
      ...trade,
    }),
    output: cashInstructionAnswer,
  },
  /** Cancels a pending request (a withdrawal's hold is released). */
  cancelInstruction: {
    input: z.strictObject({ accountCode, instructionId: z.number().int() }),
    output: cashInstructionAnswer,
  },
  /** The client's requests, newest first. */
  searchInstructions: {
    input: z.strictObject({
      accountCode,
      type: z.enum(['D', 'W']).optional(),
      statuses: z.array(cashInstructionStatus).max(8).optional(),
      ...page,
    }),
    output: z.object({ total: z.number().int(), instructions: z.array(cashInstruction) }),
  },
  /** A deposit's proof, base64. */
  loadDepositProof: {
    input: z.strictObject({ accountCode, instructionId: z.number().int() }),
    output: z.object({
      ...result,
      proof: z
        .object({ fileName: z.string(), contentType: z.string(), contentBase64: z.string() })
        .nullable(),
    }),
  },
  /** Admin role: the back office operator processes, accepts or rejects a request. */
  decideInstruction: {
    input: z.strictObject({
      instructionId: z.number().int(),
      decision: z.enum(['process', 'accept', 'reject']),
    }),
    output: cashInstructionAnswer,
  },
  /** Spec §7: the FPS currencies. */
  retrieveFpsCurrencyList: {
    input: z.strictObject({}),
    output: z.array(z.string()),
  },
  /** The client's eDDA authorisations, newest first. */
  searchEddaAuthorisations: {
    input: z.strictObject({ accountCode }),
    output: z.object({ authorisations: z.array(eddaAuthorisation) }),
  },
  /** Sets up an eDDA authorisation; the bank answers within seconds. */
  setupEdda: {
    input: z.strictObject({
      accountCode,
      holderName: z.string().trim().min(1).max(120),
      bankCode: z.string().trim().max(3),
      bankName: z.string().trim().min(1).max(120),
      accountNumber: z.string().trim().max(20),
      idType: z.enum(ID_TYPES),
      idNumber: z.string().trim().min(1).max(30),
      currency: currencyCode,
      debitLimit: positiveAmount,
      /** The client accepted the eDDA legal agreement (type `edda`). */
      hasAcceptedAgreement: z.boolean(),
    }),
    output: eddaAnswer,
  },
  /** Cancels an authorisation. */
  cancelEdda: {
    input: z.strictObject({ accountCode, ddaReference: z.string().trim().min(1).max(40) }),
    output: eddaAnswer,
  },
  /** A deposit by eDDA under an approved authorisation: no trade password (no money goes out). */
  placeEddaDeposit: {
    input: z.strictObject({
      accountCode,
      idempotencyKey,
      ddaReference: z.string().trim().min(1).max(40),
      amount: positiveAmount,
    }),
    output: cashInstructionAnswer,
  },
  /** A withdrawal by FPS to a registered FPS id (status W until approved). */
  placeFpsWithdrawal: {
    input: z.strictObject({
      accountCode,
      idempotencyKey,
      currency: currencyCode,
      amount: positiveAmount,
      bankAccountId: z.number().int(),
      ...trade,
    }),
    output: cashInstructionAnswer,
  },
  /** A quote, firm for `validSeconds`. */
  quoteFx: {
    input: z.strictObject({
      accountCode,
      sellCurrency: currencyCode,
      buyCurrency: currencyCode,
      sellAmount: positiveAmount,
    }),
    output: fxAnswer,
  },
  /** Executes a quote before it expires, for the amounts it quoted; at most once. */
  executeFx: {
    input: z.strictObject({
      accountCode,
      quoteId: z.uuid(),
      sellAmount: positiveAmount,
      buyAmount: positiveAmount,
      ...trade,
    }),
    output: fxAnswer,
  },
};
