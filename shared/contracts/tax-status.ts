import { z } from 'zod';
import {
  CRS_NO_TIN_REASONS,
  TAX_RESIDENCES_MAX,
  taxCertificationIssues,
} from '../domain/tax-status';
import { TAX_JURISDICTION_CODES } from '../domain/tax-jurisdictions';
import { accountCode, accountSource, isoDateTime } from './common';

/**
 * The `tax-status` service (issue 25, `/accounts/taxStatus`, flag taxStatus): CRS and FATCA
 * self-certification. A certification is valid three years; a new one supersedes the current
 * one, which stays in the history. Submitting is the holder's own session only.
 */

/** One tax residence: a TIN, or the CRS reason code there is none (B explained). */
export const taxResidence = z.object({
  jurisdiction: z.enum(TAX_JURISDICTION_CODES),
  tin: z.string().nullable(),
  noTinReason: z.enum(CRS_NO_TIN_REASONS).nullable(),
  explanation: z.string().nullable(),
});

/** A stored certification. */
export const taxCertification = z.object({
  id: z.number().int(),
  residences: z.array(taxResidence),
  isUsPerson: z.boolean(),
  /** Only for a US person. */
  usTin: z.string().nullable(),
  /** The typed name the holder signed with. */
  signatureName: z.string(),
  declaredAt: isoDateTime,
  expiresAt: isoDateTime,
  /** `current` for the newest, `superseded` once a newer one was submitted. */
  state: z.enum(['current', 'superseded']),
});

const residenceInput = z.strictObject({
  jurisdiction: z.enum(TAX_JURISDICTION_CODES),
  tin: z.string().trim().max(30).nullable().optional(),
  noTinReason: z.enum(CRS_NO_TIN_REASONS).nullable().optional(),
  explanation: z.string().trim().max(200).nullable().optional(),
});

/** The `tax-status` service's calls. */
export const taxStatusContracts = {
  /** The current certification and its status, and the earlier ones, newest first. */
  loadTaxStatus: {
    input: z.strictObject({ accountCode, source: accountSource.optional() }),
    output: z.object({
      status: z.enum(['valid', 'expiring', 'expired', 'missing']),
      current: taxCertification.nullable(),
      history: z.array(taxCertification),
      /** The name the signature must match (the holder's English name). */
      holderName: z.string(),
    }),
  },
  /**
   * Stores a new certification dated now. The rules of `taxCertificationIssues`
   * (shared/domain/tax-status.ts) answer `invalid_input` with a code per field (`residences`,
   * `residences.<i>.tin`, `usTin`, `hasDeclared`...); a signature that is not the holder's name
   * answers `signature_mismatch`, nothing stored.
   */
  submitCertification: {
    input: z
      .strictObject({
        accountCode,
        source: accountSource.optional(),
        residences: z.array(residenceInput).max(TAX_RESIDENCES_MAX),
        isUsPerson: z.boolean(),
        usTin: z.string().trim().max(20).nullable().optional(),
        hasDeclared: z.boolean(),
        signatureName: z.string().trim().min(1).max(120),
      })
      .superRefine((certification, context) => {
        for (const [path, code] of Object.entries(taxCertificationIssues(certification))) {
          context.addIssue({ code: 'custom', path: path.split('.'), params: { code } });
        }
      }),
    output: z.object({
      result: z.enum(['ok', 'signature_mismatch']),
      certification: taxCertification.nullable(),
    }),
  },
};
