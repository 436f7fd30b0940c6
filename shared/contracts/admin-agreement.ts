import { z } from 'zod';
import { adminContentResult } from './admin-content';
import { isoDateTime } from './common';
import { agreementType } from './legal-agreement';

/**
 * The `admin-agreement` service (issue 29, spec §2.13 `legalAgreement`, `legalAgreement/{type}`,
 * §3 types, §5 allow-list): each save of a type is a new version in all three languages, its
 * HTML sanitised to the spec §5 allow-list before it is stored (and again by the page that shows
 * it), effective from `effectiveAt` (now when left out). `legal-agreement/searchLegalAgreements`
 * answers the latest effective version. A new `first_login` version asks every user to confirm
 * again at their next sign-in. Admin only; results and codes: shared/contracts/admin-content.ts.
 */

/** A title and its HTML in one language. */
const agreementText = z.object({ title: z.string(), html: z.string() });

/** One version of a type, in the three languages; `html` as stored (sanitised). */
export const agreementVersion = z.object({
  type: agreementType,
  version: z.number().int().positive(),
  effectiveAt: isoDateTime,
  /** Whether it is the version readers get now (the latest effective). */
  isCurrent: z.boolean(),
  createdAt: isoDateTime,
  /** The admin who saved it; null for the demo book's. */
  createdBy: z.string().nullable(),
  texts: z.object({ en: agreementText, 'zh-HK': agreementText, 'zh-CN': agreementText }),
});

const editorText = z.strictObject({
  title: z.string().max(10_000).optional(),
  html: z.string().max(200_000).optional(),
});

/** The `admin-agreement` service's calls. */
export const adminAgreementContracts = {
  /** Every type with its current version (null when none) and its latest saved version. */
  searchAgreements: {
    input: z.strictObject({}),
    output: z.object({
      agreements: z.array(
        z.object({
          type: agreementType,
          current: agreementVersion.nullable(),
          latestVersion: z.number().int().nullable(),
        }),
      ),
    }),
  },
  /** A type's versions, newest first (up to 50); `unknown_type` for a type not of spec §3. */
  loadAgreement: {
    input: z.strictObject({ type: z.string().trim().max(64) }),
    output: z.object({ result: adminContentResult, versions: z.array(agreementVersion) }),
  },
  /** Saves a new version of a type in three languages (title and HTML each required). */
  saveAgreement: {
    input: z.strictObject({
      type: z.string().trim().max(64),
      effectiveAt: isoDateTime.optional(),
      texts: z.strictObject({ en: editorText, 'zh-HK': editorText, 'zh-CN': editorText }),
    }),
    output: z.object({ result: adminContentResult, agreement: agreementVersion.nullable() }),
  },
};
