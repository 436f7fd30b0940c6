import { formatOffsetDateTime } from '@shared/domain/date-time';
import { csvText } from '../../lib/csv';
import type { AdminAccountRow } from './api/admin-account';

/** The columns, in order. */
const HEADER = [
  'accountId',
  'accountCode',
  'source',
  'role',
  'rank',
  'status',
  'displayName',
  'email',
  'mobile',
  'twoFactor',
  'lastLoginAt',
  'lastLoginStatus',
  'createdAt',
] as const;

/** An instant in Hong Kong time with its offset, or empty. */
const instant = (iso: string | null) => (iso ? formatOffsetDateTime(new Date(iso)) : null);

/**
 * The accounts as CSV text with a header row, one line per account: codes as the books keep them
 * (role without prefix, status and source words, two-factor letter), instants in Hong Kong time
 * with the offset.
 */
export function accountsCsv(accounts: readonly AdminAccountRow[]): string {
  return csvText(
    HEADER,
    accounts.map((row) => [
      row.accountId,
      row.accountCode,
      row.source,
      row.role,
      row.rank,
      row.status,
      row.displayName,
      row.email,
      row.mobile,
      row.twoFactor,
      instant(row.lastLoginAt),
      row.lastLoginStatus,
      instant(row.createdAt),
    ]),
  );
}
