import type { ColumnType, Generated } from 'kysely';
import type { AccountSource } from '../../shared/contracts/common';
import type { Role } from '../../shared/domain/roles';

/** Spec §4: an account's state; not_active and suspended refuse login (results V and S). */
export type AccountStatus = 'active' | 'not_active' | 'suspended';

/** Spec §3 one-time password factors a login can demand: SMS, token (TOTP) or email. */
export type TwoFactor = 'S' | 'T' | 'E';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

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
};

/** The `advisor_link` table: which clients an advisor acts for (spec §2.12). */
export type AdvisorLinkTable = {
  advisorAccountId: number;
  clientAccountId: number;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
};

/** Every table, as Kysely sees it (camelCase; the CamelCasePlugin maps to snake_case). */
export type Database = {
  account: AccountTable;
  advisorLink: AdvisorLinkTable;
};
