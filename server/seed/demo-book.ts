import type { Kysely } from 'kysely';
import type { AccountSource } from '../../shared/contracts/common';
import type { Role } from '../../shared/domain/roles';
import type { AccountStatus, TwoFactor } from '../db/schema-accounts';
import type { Database } from '../db/schema';
import {
  findAccountKeys,
  insertAccounts,
  type NewAccount,
} from '../repositories/account.repository';
import { insertAdvisorLinks } from '../repositories/advisor-link.repository';
import { PASSWORD_EXPIRY_DAYS } from '../auth/auth-policy';
import { hashPassword } from '../security/password';
import { DEMO_TOTP_SECRET } from './demo-sign-in';

/** The demo book's password for every account (README.md, "Demo accounts"). */
export const DEMO_PASSWORD = 'Portico#2026';

type DemoAccount = {
  accountCode: string;
  source: AccountSource;
  role: Role;
  displayName: string;
  status?: AccountStatus;
  twoFactor?: TwoFactor;
  totpSecret?: string;
  isFirstLogin?: boolean;
  /**
   * Days between the last password change and the seeding, against PASSWORD_EXPIRY_DAYS: C10006
   * expires in 3 days, C10007 expired 10 days ago, relative to a fresh database's seeding day.
   */
  passwordAgeDays?: number;
};

// The demo book's account table, row for row, with the state each row demonstrates.
const demoAccounts: readonly DemoAccount[] = [
  { accountCode: 'C10001', source: 'gateway', role: 'user', displayName: 'Chan Tai Man' },
  {
    accountCode: 'C10002',
    source: 'gateway',
    role: 'user',
    displayName: 'Lee Siu Ming',
    isFirstLogin: true,
  },
  {
    accountCode: 'C10003',
    source: 'gateway',
    role: 'user',
    displayName: 'Wong Ka Yan',
    twoFactor: 'S',
  },
  {
    accountCode: 'C10004',
    source: 'gateway',
    role: 'user',
    displayName: 'Cheung Wai Kit',
    twoFactor: 'T',
    totpSecret: DEMO_TOTP_SECRET,
  },
  { accountCode: 'C10005', source: 'gateway', role: 'user', displayName: 'Lam Mei Ling' },
  {
    accountCode: 'C10006',
    source: 'gateway',
    role: 'user',
    displayName: 'Ho Chun Hei',
    passwordAgeDays: PASSWORD_EXPIRY_DAYS - 3,
  },
  {
    accountCode: 'C10007',
    source: 'gateway',
    role: 'user',
    displayName: 'Ng Pui Shan',
    passwordAgeDays: PASSWORD_EXPIRY_DAYS + 10,
  },
  {
    accountCode: 'C10008',
    source: 'gateway',
    role: 'user',
    displayName: 'Leung Tsz Hin',
    status: 'not_active',
  },
  {
    accountCode: 'C10009',
    source: 'gateway',
    role: 'user',
    displayName: 'Tang Hoi Yan',
    status: 'suspended',
  },
  { accountCode: 'F20001', source: 'fos', role: 'user', displayName: 'Kwok Ming Yiu' },
  // The Fos account of C10001's holder (virtual assets beside the Gateway account).
  { accountCode: 'F10001', source: 'fos', role: 'user', displayName: 'Chan Tai Man' },
  { accountCode: 'A30001', source: 'gateway', role: 'advisor', displayName: 'Yip Ka Lok' },
  { accountCode: 'M40001', source: 'gateway', role: 'manager', displayName: 'Fung Wing Sze' },
  { accountCode: 'S90001', source: 'gateway', role: 'admin', displayName: 'Portico Administrator' },
];

/** Demo book: A30001 advises C10001 and C10005 (all Gateway accounts). */
const demoAdvisorLinks = [
  { advisor: 'A30001', client: 'C10001' },
  { advisor: 'A30001', client: 'C10005' },
] as const;

const DAY_MS = 86_400_000;

function toRow(account: DemoAccount, passwordHash: string, now: Date): NewAccount {
  const number = account.accountCode.slice(1);
  return {
    accountCode: account.accountCode,
    source: account.source,
    role: account.role,
    status: account.status ?? 'active',
    passwordHash,
    passwordChangedAt: new Date(now.getTime() - (account.passwordAgeDays ?? 30) * DAY_MS),
    mustChangePassword: account.isFirstLogin === true,
    // Spec §6: only the user role confirms the first-login agreement.
    agreementConfirmed: account.isFirstLogin !== true,
    twoFactor: account.twoFactor ?? null,
    totpSecret: account.totpSecret ?? null,
    displayName: account.displayName,
    email: `${account.accountCode.toLowerCase()}@example.com`,
    mobile: `+852 9${number.padStart(7, '0')}`,
  };
}

const keyOf = (account: { accountCode: string; source: string }) =>
  `${account.accountCode}/${account.source}`;

/**
 * Loads the demo book's accounts and advisor links, which every area's part of the book is about.
 * Idempotent: existing rows are left as they are (no re-hashing, which is slow by design), so a
 * second run inserts nothing.
 */
export async function seedDemoAccounts(
  db: Kysely<Database>,
  now: Date,
): Promise<{ accounts: number; advisorLinks: number }> {
  const codes = demoAccounts.map((account) => account.accountCode);
  const existing = new Set((await findAccountKeys(db, codes)).map(keyOf));
  const missing = demoAccounts.filter((account) => !existing.has(keyOf(account)));
  // Hash before the transaction: on PGlite a transaction holds the only connection.
  const rows = await Promise.all(
    missing.map(async (account) => toRow(account, await hashPassword(DEMO_PASSWORD), now)),
  );
  return db.transaction().execute(async (trx) => {
    const accounts = await insertAccounts(trx, rows);
    const ids = new Map(
      (await findAccountKeys(trx, codes))
        .filter((key) => key.source === 'gateway')
        .map((key) => [key.accountCode, key.id]),
    );
    const links = demoAdvisorLinks.flatMap(({ advisor, client }) => {
      const advisorAccountId = ids.get(advisor);
      const clientAccountId = ids.get(client);
      return advisorAccountId && clientAccountId ? [{ advisorAccountId, clientAccountId }] : [];
    });
    return { accounts, advisorLinks: await insertAdvisorLinks(trx, links) };
  });
}
