import { z } from 'zod';
import {
  BANK_ACCOUNT_STATUSES,
  BANK_IDENTIFIER_FORMAT_CODE,
  BANK_IDENTIFIER_TYPES,
  HK_BANK_CODES,
  normaliseBankIdentifier,
} from '../domain/hk-banks';
import { accountCode, isoDateTime } from './common';

/**
 * The `bank-account` service (issue 25, `/accounts/bank`, flag designatedBankAccount): the
 * client's designated bank accounts, kept by the cash back office beside the withdrawals that
 * pay to them. Each new one is `pending` until an admin-role call approves or rejects it;
 * withdrawals and FPS pay only to approved ones. Adding and removing are the holder's own
 * session only.
 */

/** A designated bank account as the page lists it. */
export const designatedBankAccount = z.object({
  id: z.number().int(),
  /** Null: an FPS id for any FPS currency. */
  currency: z.string().nullable(),
  identifierType: z.enum(BANK_IDENTIFIER_TYPES),
  identifier: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  holderName: z.string(),
  status: z.enum(BANK_ACCOUNT_STATUSES),
  hasProof: z.boolean(),
  createdAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
  /** False while a withdrawal to it is pending. */
  canRemove: z.boolean(),
});

const bankAccountAnswer = z.object({
  result: z.enum([
    'ok',
    'holder_mismatch',
    'currency_not_offered',
    'duplicate',
    'proof_invalid',
    'proof_too_large',
    'withdrawal_pending',
    'not_pending',
    'not_found',
  ]),
  account: designatedBankAccount.nullable(),
});

/** The `bank-account` service's calls. */
export const bankAccountContracts = {
  /** The accounts, newest first, and what adding one needs. */
  loadBankAccounts: {
    input: z.strictObject({ accountCode }),
    output: z.object({
      accounts: z.array(designatedBankAccount),
      /** The name a new account's holder must match. */
      holderName: z.string(),
      /** The currencies an account may be designated for (the brand's). */
      currencies: z.array(z.string()),
      /** The proof's limits (shared/domain/cash-proof.ts). */
      proof: z.object({ maxBytes: z.number().int(), extensions: z.array(z.string()) }),
    }),
  },
  /**
   * Adds a pending account with its proof (types by content, size limit). Refusals, nothing
   * stored: `holder_mismatch` (not the account's holder), `currency_not_offered`, `duplicate` (the
   * same bank, identifier and currency, not rejected), `proof_invalid`, `proof_too_large`. A bank
   * code off the list or an identifier of the wrong form answers `invalid_input`
   * (`bank_identifier_format`).
   */
  addBankAccount: {
    input: z
      .strictObject({
        accountCode,
        /** Null only for an FPS id (any FPS currency). */
        currency: z.string().trim().min(3).max(6).nullable(),
        identifierType: z.enum(BANK_IDENTIFIER_TYPES),
        identifier: z.string().trim().min(1).max(30),
        bankCode: z.enum(HK_BANK_CODES),
        holderName: z.string().trim().min(1).max(120),
        proof: z.strictObject({
          fileName: z.string().trim().min(1).max(200),
          contentBase64: z.string().min(1).max(1_000_000),
        }),
      })
      .superRefine(({ identifierType, identifier, currency }, context) => {
        if (normaliseBankIdentifier(identifierType, identifier) === null) {
          context.addIssue({
            code: 'custom',
            path: ['identifier'],
            params: { code: BANK_IDENTIFIER_FORMAT_CODE },
          });
        }
        if (currency === null && identifierType !== 'fpsId') {
          context.addIssue({
            code: 'custom',
            path: ['currency'],
            params: { code: 'bank_currency_required' },
          });
        }
      }),
    output: bankAccountAnswer,
  },
  /**
   * Removes an account once confirmed (`isConfirmed` must be true). Refused with
   * `withdrawal_pending` while a withdrawal to it is pending; `not_found` for another's.
   */
  removeBankAccount: {
    input: z.strictObject({
      accountCode,
      bankAccountId: z.number().int(),
      isConfirmed: z.literal(true),
    }),
    output: bankAccountAnswer,
  },
  /** Admin role: the proof sent with an account, to decide on it; null when none. */
  loadBankAccountProof: {
    input: z.strictObject({ bankAccountId: z.number().int() }),
    output: z.object({
      proof: z
        .object({ fileName: z.string(), contentType: z.string(), contentBase64: z.string() })
        .nullable(),
    }),
  },
  /** Admin role: every client's accounts awaiting review, oldest first. */
  searchPendingBankAccounts: {
    input: z.strictObject({ limit: z.number().int().min(1).max(200).default(50) }),
    output: z.object({
      accounts: z.array(designatedBankAccount.extend({ accountCode: z.string() })),
    }),
  },
  /** Admin role: the back office approves or rejects a pending account (`not_pending` else). */
  decideBankAccount: {
    input: z.strictObject({
      bankAccountId: z.number().int(),
      decision: z.enum(['approve', 'reject']),
    }),
    output: bankAccountAnswer,
  },
};
