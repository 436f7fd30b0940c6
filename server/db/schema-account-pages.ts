import type { ColumnType } from 'kysely';
import type { ContactKind } from '../../shared/domain/account-profile';
import type { TaxJurisdiction } from '../../shared/domain/tax-jurisdictions';
import type { CrsNoTinReason } from '../../shared/domain/tax-status';
import type { Identity, NullableTimestamp, Timestamp } from './column-types';

/** The account pages' tables (issue 25), part of `Database` in schema.ts. */

/** A postal address as stored (jsonb): English lines, Chinese lines, country. */
export type StoredAddress = { lines: string[]; chineseLines: string[]; countryCode: string };

type JsonAddress = ColumnType<StoredAddress | null, string | null | undefined, string | null>;

/** The `account_profile` table: the holder information beside the account row. */
export type AccountProfileTable = {
  accountId: number;
  accountType: 'individual' | 'joint' | 'corporate';
  englishName: string;
  chineseName: string | null;
  idType: 'BR' | 'CI' | 'CR' | 'ID' | 'PP' | 'OT';
  /** The full number: never sent, only its mask. */
  idNumber: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  openedOn: string;
  residentialAddress: JsonAddress;
  correspondenceAddress: JsonAddress;
  updatedAt: Timestamp;
};

/** The `contact_change` table: a new email or mobile waiting for the code sent to it. */
export type ContactChangeTable = {
  id: string;
  accountId: number;
  kind: ContactKind;
  newValue: string;
  codeHash: string;
  failedAttempts: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  confirmedAt: NullableTimestamp;
};

/** What a suitability record is of. */
export type SuitabilityKind =
  'derivativeKnowledge' | 'investorCharacterisation' | 'vulnerableClientReview';

/** What it found. */
export type SuitabilityOutcome =
  'passed' | 'professional' | 'retail' | 'notVulnerable' | 'vulnerable';

/** The `suitability_record` table: checks on file; the newest of a kind counts. */
export type SuitabilityRecordTable = {
  id: Identity;
  accountId: number;
  kind: SuitabilityKind;
  outcome: SuitabilityOutcome;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  checkedAt: Timestamp;
  expiresAt: NullableTimestamp;
};

/** One residence of a certification as stored (jsonb). */
export type StoredTaxResidence = {
  jurisdiction: TaxJurisdiction;
  tin: string | null;
  noTinReason: CrsNoTinReason | null;
  explanation: string | null;
};

/** The `tax_certification` table: self-certifications; the newest is current. */
export type TaxCertificationTable = {
  id: Identity;
  accountId: number;
  residences: ColumnType<StoredTaxResidence[], string, never>;
  isUsPerson: boolean;
  usTin: string | null;
  signatureName: string;
  declaredAt: Timestamp;
  expiresAt: Timestamp;
};

/** The `tour_progress` table: when the tour was first offered and completed, per account. */
export type TourProgressTable = {
  accountId: number;
  offeredAt: NullableTimestamp;
  completedAt: NullableTimestamp;
};

// These tables join the Database (schema.ts) from here: no shared list names them.
declare module './schema' {
  interface Database {
    accountProfile: AccountProfileTable;
    contactChange: ContactChangeTable;
    suitabilityRecord: SuitabilityRecordTable;
    taxCertification: TaxCertificationTable;
    tourProgress: TourProgressTable;
  }
}
