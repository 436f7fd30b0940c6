import { z } from 'zod';

/**
 * Error bodies of the call contract (docs/DECISIONS.md §3): a stable code, never a sentence meant
 * for display; the web turns codes into text in the user's language.
 */

/** Every `code` an error body can carry. */
export const errorCodes = [
  'invalid_input',
  'unauthenticated',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'rate_limited',
  'internal_error',
  'web_not_built',
  'push_endpoint_refused',
  'database_unavailable',
] as const;

/** A code of an error body. */
export type ErrorCode = (typeof errorCodes)[number];

/**
 * Codes of a 400 that refuses a well-formed input for what it asks (`push_endpoint_refused`: a
 * push endpoint that is not an https URL on a public host, `notification/addSubscription`).
 */
export type RefusalCode = Extract<ErrorCode, 'push_endpoint_refused'>;

/**
 * Why a call was refused with 401 `unauthenticated` (docs/DECISIONS.md §4): no usable session named
 * (`missing`), its token lapsed and may be refreshed (`expired`), it was logged out, kicked (by a
 * newer login's family revocation, an administrator, or a reused refresh token), or it sat idle
 * past the inactivity kick time (`idle`).
 */
export const unauthenticatedReasons = [
  'missing',
  'expired',
  'logged_out',
  'kicked',
  'idle',
] as const;

/** A reason of an `unauthenticated` body. */
export type UnauthenticatedReason = (typeof unauthenticatedReasons)[number];

/**
 * Issue codes found as values of `fields` in an `invalid_input` body: our own codes for the body as
 * a whole, our own codes of a contract's refinements (`number_out_of_range`, shared/contracts/
 * common.ts) plus zod's issue codes (`invalid_type`, `too_small`...). Kept open (`string`) on the wire
 * so a new zod code never breaks a client; the web maps the ones it knows.
 */
export const inputIssueCodes = [
  'malformed_json',
  'malformed_request',
  'too_deep',
  'unsupported_content_type',
  'number_out_of_range',
  'unrecognized_key',
  'invalid_type',
  'invalid_value',
  'invalid_format',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'too_big',
  'too_small',
  'not_multiple_of',
  'custom',
] as const;

/** A known issue code of an `invalid_input` field. */
export type InputIssueCode = (typeof inputIssueCodes)[number];

/**
 * The body of every non-200 answer. `fields` (dotted path -> issue code, '' for the whole body)
 * comes with `invalid_input`; `reason` with `unauthenticated`; `requestId` with `internal_error`;
 * `retryAfterSeconds` with `rate_limited`.
 */
export const errorBody = z.object({
  code: z.enum(errorCodes),
  fields: z.record(z.string(), z.string()).optional(),
  reason: z.enum(unauthenticatedReasons).optional(),
  requestId: z.string().optional(),
  retryAfterSeconds: z.number().int().nonnegative().optional(),
});

/** A parsed error body. */
export type ErrorBody = z.infer<typeof errorBody>;
