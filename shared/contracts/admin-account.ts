import { z } from 'zod';
import { accountSource, isoDateTime, role } from './common';

/**
 * The `admin-account` service (issue 28, spec §2.13 `/admins/account`, `account/add`,
 * `account/{id}`): every call needs the admin role (a lower role answers 403, nothing changed).
 * Accounts are named by their row id (`accountId`), the `{id}` of the route. An admin acts only
 * on accounts ranked below its own (spec §3 ranks) and never on its own role or status; each
 * change appends an `admin_action` audit event (who, when, before and after), listed by
 * `loadAccount`. Refusals answer `result` (nothing stored): `not_found`, `duplicate_code`,
 * `rank_not_allowed` (a role at or above the admin's own rank, or a target at or above it),
 * `own_account` (any change to the admin's own account: its role, status, sessions...), `message_failed` (the messenger could
 * not send the new password: nothing changed), `not_advisor`, `not_client`, `already_linked`,
 * `not_linked`.
 */

/** Spec §4 account states. */
export const accountStatus = z.enum(['active', 'not_active', 'suspended']);
/** Spec §3 two-factor methods: SMS, token (TOTP), email; null: none. */
export const twoFactorMethod = z.enum(['S', 'T', 'E']).nullable();

/** An account as the list shows it. */
export const adminAccountRow = z.object({
  accountId: z.number().int(),
  accountCode: z.string(),
  source: accountSource,
  role,
  /** Spec §3 rank of the role (god 900 ... user 100). */
  rank: z.number().int(),
  status: accountStatus,
  displayName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  twoFactor: twoFactorMethod,
  /** The last login attempt and its result; null when never tried. */
  lastLoginAt: isoDateTime.nullable(),
  lastLoginStatus: z.enum(['success', 'failure']).nullable(),
  createdAt: isoDateTime,
});

/** An account as its page shows it. */
export const adminAccountDetail = adminAccountRow.extend({
  /** Whether the account has a trade password (orders and cash then ask for it). */
  tradePasswordRequired: z.boolean(),
  /** True until the holder changes the password the admin set (first login answers result 1). */
  mustChangePassword: z.boolean(),
  hasTotpSecret: z.boolean(),
  /** Failed sign-ins counted against the account now, and until when it is delayed (throttle). */
  signInFailures: z.number().int(),
  signInDelayedUntil: isoDateTime.nullable(),
});

/** One session of the account. */
export const adminSession = z.object({
  sessionId: z.string(),
  source: accountSource,
  role,
  status: z.enum(['active', 'logouted', 'kicked', 'expired']),
  createdAt: isoDateTime,
  lastActivityAt: isoDateTime,
  endedAt: isoDateTime.nullable(),
  /** Set on an advisee session: the advisor's session it serves. */
  advisorSessionId: z.string().nullable(),
});

/** An advisor-client link seen from either side. */
export const adminAdvisorLink = z.object({
  advisorAccountId: z.number().int(),
  advisorCode: z.string(),
  advisorName: z.string(),
  clientAccountId: z.number().int(),
  clientCode: z.string(),
  clientName: z.string(),
  /** Spec §6 stock-instruction permission. */
  canInstructStocks: z.boolean(),
  createdAt: isoDateTime,
});

/** One audit event of the account. */
export const adminAuditEvent = z.object({
  id: z.number().int(),
  occurredAt: isoDateTime,
  /** login_succeeded, login_failed, kick, password_changed, admin_action, ... */
  kind: z.string(),
  /** For `admin_action`: what was done (create, update, status, reset_password, ...). */
  action: z.string().nullable(),
  /** Who did it: the admin's code for an `admin_action`, else null (the holder). */
  actorCode: z.string().nullable(),
  sessionId: z.string().nullable(),
  clientAddress: z.string().nullable(),
  /** What changed: field to before and after, for an `admin_action`; else empty. */
  changes: z.array(
    z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
});

const result = z.enum([
  'ok',
  'not_found',
  'duplicate_code',
  'rank_not_allowed',
  'own_account',
  'message_failed',
  'not_advisor',
  'not_client',
  'already_linked',
  'not_linked',
]);

/** A change's answer: the account after it, null when refused or not found. */
export const adminAccountAnswer = z.object({ result, account: adminAccountDetail.nullable() });

const accountId = z.number().int().positive();
const names = {
  displayName: z.string().trim().min(1).max(120),
  email: z.email().max(200).nullable(),
  mobile: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{6,20}$/)
    .nullable(),
  twoFactor: twoFactorMethod,
};

/** The `admin-account` service's calls. */
export const adminAccountContracts = {
  /**
   * Accounts matching every filter given (code and name: contains, any case), by code; a page of
   * them and how many match (the web reads every page for its CSV).
   */
  searchAccounts: {
    input: z.strictObject({
      code: z.string().trim().max(32).optional(),
      name: z.string().trim().max(120).optional(),
      source: accountSource.optional(),
      role: role.optional(),
      status: accountStatus.optional(),
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(200).default(50),
    }),
    output: z.object({ total: z.number().int(), accounts: z.array(adminAccountRow) }),
  },
  /** One account with its sessions (newest first, 50), advisor links and audit trail (100); 404 for an unknown id. */
  loadAccount: {
    input: z.strictObject({ accountId }),
    output: z.object({
      account: adminAccountDetail,
      sessions: z.array(adminSession),
      /** Links where the account is the advisor, and where it is the client. */
      advisees: z.array(adminAdvisorLink),
      advisors: z.array(adminAdvisorLink),
      audit: z.array(adminAuditEvent),
      /** Roles this admin may give the account (below its own rank); empty for its own account. */
      assignableRoles: z.array(role),
      /** True when the account is the acting admin's own, or ranks at or above it: read only. */
      isReadOnly: z.boolean(),
    }),
  },
  /**
   * Creates an active account; the generated password (and trade password when required) goes
   * to the holder by the messenger (email, else SMS), and the first login answers result 1
   * (forced change). The code is upper-cased for Gateway; `duplicate_code` when taken.
   */
  createAccount: {
    input: z.strictObject({
      accountCode: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{3,20}$/),
      source: accountSource,
      role,
      ...names,
      tradePasswordRequired: z.boolean(),
    }),
    output: adminAccountAnswer,
  },
  /**
   * Edits the account's fields and role; a new role ends its sessions (spec §4 rule). Requiring a
   * trade password sends a generated one; not requiring it clears it.
   */
  updateAccount: {
    input: z.strictObject({ accountId, role, ...names, tradePasswordRequired: z.boolean() }),
    output: adminAccountAnswer,
  },
  /** Spec §4 status; not active and suspended refuse login. Not one's own. */
  setAccountStatus: {
    input: z.strictObject({ accountId, status: accountStatus }),
    output: adminAccountAnswer,
  },
  /** A new generated password sent by the messenger; the next login forces a change. */
  resetAccountPassword: {
    input: z.strictObject({ accountId }),
    output: adminAccountAnswer,
  },
  /**
   * A new TOTP secret (the old one stops working at once), sent to the holder by the messenger
   * for their authenticator; the last accepted step is forgotten.
   */
  resetTwoFactorSecret: {
    input: z.strictObject({ accountId }),
    output: adminAccountAnswer,
  },
  /** Clears the account's failed sign-ins and login delay (server/auth/throttle.ts). */
  clearSignInThrottles: {
    input: z.strictObject({ accountId }),
    output: adminAccountAnswer,
  },
  /**
   * Spec §4 kick: an account above the user role loses every session of its code, a user only
   * those of its account and source. Not one's own.
   */
  kickAccountSessions: {
    input: z.strictObject({ accountId }),
    output: adminAccountAnswer.extend({ kickedSessions: z.number().int().nonnegative() }),
  },
  /**
   * Links an advisor (role advisor or manager) to a client (role user), or changes the link's
   * stock-instruction permission when linked (`already_linked` only when nothing would change).
   */
  linkAdvisor: {
    input: z.strictObject({
      advisorAccountId: accountId,
      clientAccountId: accountId,
      canInstructStocks: z.boolean(),
    }),
    output: z.object({ result, link: adminAdvisorLink.nullable() }),
  },
  /** Removes a link (`not_linked` when there is none). */
  unlinkAdvisor: {
    input: z.strictObject({ advisorAccountId: accountId, clientAccountId: accountId }),
    output: z.object({ result, link: adminAdvisorLink.nullable() }),
  },
};
