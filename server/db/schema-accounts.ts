import type { ColumnType, Generated } from 'kysely';
import type { AccountSource } from '../../shared/contracts/common';
import type { Role } from '../../shared/domain/roles';
import type { Identity, NullableTimestamp, Timestamp } from './column-types';

/** The accounts, sessions, sign-in, audit, agreement and preference tables, part of `Database` in schema.ts. */

/** Spec §4: an account's state; not_active and suspended refuse login (results V and S). */
export type AccountStatus = 'active' | 'not_active' | 'suspended';

/** Spec §3 one-time password factors a login can demand: SMS, token (TOTP) or email. */
export type TwoFactor = 'S' | 'T' | 'E';

/** The outcome of an account's last login attempt. */
export type LastLoginStatus = 'success' | 'failure';

/** Session states (docs/DECISIONS.md §4); `expired`: the server's idle timeout ended it. */
export type SessionStatus = 'active' | 'logouted' | 'kicked' | 'expired';

/** Which password a history row or change concerns. */
export type PasswordKind = 'login' | 'trade';

/** The `account` table: one row per account code and source (demo book, Accounts). */
export type AccountTable = {
  id: Generated<number>;
  accountCode: string;
  source: AccountSource;
  role: Role;
  status: AccountStatus;
  /** argon2id PHC string. */
  passwordHash: string;
  passwordChangedAt: Timestamp;
  mustChangePassword: boolean;
  agreementConfirmed: boolean;
  twoFactor: TwoFactor | null;
  /** Base32 TOTP secret, for factor T. */
  totpSecret: string | null;
  displayName: string;
  email: string | null;
  mobile: string | null;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
  /** The previous login attempt (shown on the change-password form). */
  lastLoginAt: NullableTimestamp;
  lastLoginStatus: ColumnType<LastLoginStatus | null, LastLoginStatus | null | undefined>;
  /** For result G: inactive for more than the maximum inactive days. */
  lastSuccessfulLoginAt: NullableTimestamp;
  /** argon2id PHC string; set when the trading permission requires a trade password. */
  tradePasswordHash: ColumnType<string | null, string | null | undefined>;
  tradePasswordChangedAt: NullableTimestamp;
  /** The last TOTP time step accepted, so a code cannot be used twice. */
  totpLastStep: ColumnType<number | null, number | null | undefined>;
};

/** The `advisor_link` table: which clients an advisor acts for (spec §2.12). */
export type AdvisorLinkTable = {
  advisorAccountId: number;
  clientAccountId: number;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
  /** Spec §6 adviser-level permission: the advisor may instruct stock orders for the client. */
  canInstructStocks: ColumnType<boolean, boolean | undefined, boolean>;
};

/** One row per session; tokens are stored only as SHA-256 hashes (docs/DECISIONS.md §4). */
export type SessionTable = {
  id: string;
  accountId: number;
  source: AccountSource;
  role: Role;
  status: SessionStatus;
  tokenHash: string;
  tokenExpiresAt: Timestamp;
  refreshFamilyId: string;
  lastActivityAt: Timestamp;
  createdAt: Timestamp;
  endedAt: NullableTimestamp;
  /** Set on an advisee session: the advisor's session it acts for, and ends with. */
  advisorSessionId: ColumnType<string | null, string | null | undefined, never>;
  /** Trading is unlocked by the trade password until this instant (issue 9 §2); null: locked. */
  tradeUnlockedUntil: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

/** The `refresh_token` table: one row per issued refresh token, hashed; `usedAt` once rotated. */
export type RefreshTokenTable = {
  tokenHash: string;
  familyId: string;
  sessionId: string;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: Timestamp;
};

/** The `login_challenge` table: two-factor challenges, codes hashed. */
export type LoginChallengeTable = {
  id: string;
  accountId: number;
  factor: TwoFactor;
  codeHash: string | null;
  codeSentAt: NullableTimestamp;
  expiresAt: Timestamp;
  verifiedAt: NullableTimestamp;
  createdAt: Timestamp;
};

/** The `login_failure` table: failed attempts by account key and client address. */
export type LoginFailureTable = {
  id: Identity;
  accountKey: string | null;
  clientAddress: string;
  occurredAt: Timestamp;
};

/** The `login_delay` table: when an account may next be tried (sign-in throttling). */
export type LoginDelayTable = {
  accountKey: string;
  nextAttemptAt: Timestamp;
};

/** The `password_history` table: earlier password hashes. */
export type PasswordHistoryTable = {
  id: Identity;
  accountId: number;
  kind: PasswordKind;
  passwordHash: string;
  createdAt: Timestamp;
};

/** The `password_reset` table: verification keys, hashed. */
export type PasswordResetTable = {
  id: Identity;
  accountId: number;
  keyHash: string;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: Timestamp;
};

/** The `used_session_login_token` table: jti values already exchanged. */
export type UsedSessionLoginTokenTable = {
  jti: string;
  expiresAt: Timestamp;
};

/** The `audit_event` table: append-only (a trigger refuses UPDATE and DELETE). */
export type AuditEventTable = {
  id: Identity;
  occurredAt: Timestamp;
  kind: string;
  accountId: number | null;
  accountCode: string | null;
  source: AccountSource | null;
  sessionId: string | null;
  clientAddress: string | null;
  details: ColumnType<Record<string, unknown>, string, never>;
};

/** The `legal_agreement` table: HTML already sanitised when saved. */
export type LegalAgreementTable = {
  id: Identity;
  type: string;
  language: string;
  title: string;
  contentHtml: string;
  version: number;
  createdAt: Timestamp;
  /** From when readers get this version (issue 29); the database writes now when not given. */
  effectiveAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The admin who saved it; null for the demo book's. */
  createdBy: ColumnType<string | null, string | null | undefined, string | null>;
};

/** The `agreement_confirmation` table: who confirmed which agreement version, when. */
export type AgreementConfirmationTable = {
  id: Identity;
  accountId: number;
  agreementType: string;
  agreementVersion: number;
  confirmedAt: Timestamp;
};

/** The `preference` table: language and reporting currency per account. */
export type PreferenceTable = {
  accountId: number;
  language: string;
  currencyCode: string;
  updatedAt: Timestamp;
};

// These tables join the Database (schema.ts) from here: no shared list names them.
declare module './schema' {
  interface Database {
    account: AccountTable;
    advisorLink: AdvisorLinkTable;
    session: SessionTable;
    refreshToken: RefreshTokenTable;
    loginChallenge: LoginChallengeTable;
    loginFailure: LoginFailureTable;
    loginDelay: LoginDelayTable;
    passwordHistory: PasswordHistoryTable;
    passwordReset: PasswordResetTable;
    usedSessionLoginToken: UsedSessionLoginTokenTable;
    auditEvent: AuditEventTable;
    legalAgreement: LegalAgreementTable;
    agreementConfirmation: AgreementConfirmationTable;
    preference: PreferenceTable;
  }
}
