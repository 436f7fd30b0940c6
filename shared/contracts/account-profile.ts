import { z } from 'zod';
import {
  ADDRESS_KINDS,
  ADDRESS_LINE_MAX,
  ADDRESS_MAX_LINES,
  CONTACT_KINDS,
  PROFILE_FIELDS,
  PROFILE_INPUT_CODES,
  normaliseEmail,
  normaliseMobile,
} from '../domain/account-profile';
import { ID_TYPES } from '../domain/cash-instruction';
import { accountCode, accountSource, isoDateTime } from './common';
import { isoDate } from './fund';

/**
 * The `account-profile` service (issue 25, `/accounts/information`): the holder's details as the
 * broker keeps them. Reads take a linked advisor too; changes (flag `editableAccountInfo`) only
 * the holder's own session, never an advisor acting for them (spec §6 restricted mode). A new
 * email or mobile is confirmed with a one-time code sent to it; an address changes at once; each
 * change is audited and listed by `searchProfileChanges`.
 */

const addressLine = z.string().trim().min(1).max(ADDRESS_LINE_MAX);

/** A postal address: its English lines, its Chinese lines (may be none), and its country. */
export const postalAddress = z.object({
  lines: z.array(addressLine).min(1).max(ADDRESS_MAX_LINES),
  chineseLines: z.array(addressLine).max(ADDRESS_MAX_LINES),
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string().regex(/^[A-Z]{2}$/),
});

/** The holder information as the page shows it. */
export const accountProfile = z.object({
  accountCode: z.string(),
  source: accountSource,
  /** `individual` or `joint` (demo book: individual). */
  accountType: z.enum(['individual', 'joint', 'corporate']),
  englishName: z.string(),
  chineseName: z.string().nullable(),
  /** Spec §3 ID types. */
  idType: z.enum(ID_TYPES),
  /** Masked (`A12****(7)`): the full number never goes on the wire. */
  maskedIdNumber: z.string(),
  dateOfBirth: isoDate.nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  residentialAddress: postalAddress.nullable(),
  correspondenceAddress: postalAddress.nullable(),
  openedOn: isoDate,
  /** The account executive or advisor serving the account; null when none. */
  advisor: z.object({ accountCode: z.string(), name: z.string() }).nullable(),
  /** Spec §3 risk level of the approved assessment, null when none. */
  riskLevel: z.number().int().min(0).max(6).nullable(),
  riskAssessedAt: isoDateTime.nullable(),
  /** The brand lets holders change email, mobile and addresses (flag editableAccountInfo). */
  isEditable: z.boolean(),
  /** This session may change them now: editable, and the holder's own session (not an advisor). */
  canChange: z.boolean(),
});

/** A contact change's pending code: where it went (masked) and until when it is good. */
const contactChallenge = z.object({
  challengeId: z.uuid(),
  kind: z.enum(CONTACT_KINDS),
  sentTo: z.string(),
  expiresAt: isoDateTime,
  /** Seconds before another code may be asked for. */
  resendAfterSeconds: z.number().int(),
});

/** One audited change of the holder information. */
export const profileChange = z.object({
  field: z.enum(PROFILE_FIELDS),
  /** Contacts masked; an address as its lines joined. */
  from: z.string().nullable(),
  to: z.string(),
  changedAt: isoDateTime,
});

/** The `account-profile` service's calls. */
export const accountProfileContracts = {
  /** The holder information (flag accountInformation). */
  loadProfile: {
    input: z.strictObject({ accountCode, source: accountSource.optional() }),
    output: z.object({ profile: accountProfile }),
  },
  /**
   * Sends a one-time code to the NEW email or mobile. `value` must be an email
   * (`invalid_email`) or a `+<country> <number>` mobile (`invalid_mobile`). Refusals:
   * `same_as_current`; too many requests answer 429 `rate_limited` with the seconds to wait.
   */
  requestContactChange: {
    input: z
      .strictObject({
        accountCode,
        source: accountSource.optional(),
        kind: z.enum(CONTACT_KINDS),
        value: z.string().trim().min(1).max(254),
      })
      .superRefine(({ kind, value }, context) => {
        const normalised = kind === 'email' ? normaliseEmail(value) : normaliseMobile(value);
        if (normalised === null) {
          context.addIssue({
            code: 'custom',
            path: ['value'],
            params: { code: PROFILE_INPUT_CODES[kind] },
          });
        }
      }),
    output: z.object({
      result: z.enum(['ok', 'same_as_current']),
      challenge: contactChallenge.nullable(),
    }),
  },
  /**
   * Confirms a change with the code that was sent. Refusals, nothing changed: `code_incorrect`
   * (`attemptsLeft` says how many more), `code_expired` (after 10 minutes), `code_used` (already
   * confirmed), `too_many_attempts` (5 wrong codes spend it), `not_found` (no such challenge of
   * this account).
   */
  confirmContactChange: {
    input: z.strictObject({
      accountCode,
      source: accountSource.optional(),
      challengeId: z.uuid(),
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/),
    }),
    output: z.object({
      result: z.enum([
        'ok',
        'code_incorrect',
        'code_expired',
        'code_used',
        'too_many_attempts',
        'not_found',
      ]),
      attemptsLeft: z.number().int().nullable(),
      profile: accountProfile.nullable(),
    }),
  },
  /** Changes the residential or correspondence address at once (audited). */
  changeAddress: {
    input: z.strictObject({
      accountCode,
      source: accountSource.optional(),
      kind: z.enum(ADDRESS_KINDS),
      address: postalAddress,
    }),
    output: z.object({ profile: accountProfile }),
  },
  /** Every change of the holder information, newest first (flag accountInformation). */
  searchProfileChanges: {
    input: z.strictObject({ accountCode, source: accountSource.optional() }),
    output: z.object({ changes: z.array(profileChange) }),
  },
};
