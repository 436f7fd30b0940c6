import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  findBankAccounts,
  findEddaAuthorisations,
  insertBankAccounts,
  insertEdda,
} from '../backoffice/gateway/cash/cash.repository';
import { findAccountByCode } from '../repositories/account.repository';

/**
 * The demo book's cash data (issue 13): C10001 has a designated bank account for
 * HKD and USD withdrawals, an FPS id and an approved eDDA authorisation, so a deposit by eDDA and
 * a withdrawal by FPS work at once. C10005 has no eDDA. Idempotent: existing rows stay.
 */
export async function seedDemoCash(
  db: Kysely<Database>,
  now: Date,
): Promise<{ cashClients: number }> {
  const account = await findAccountByCode(db, 'C10001', 'gateway');
  if (!account) return { cashClients: 0 };
  const holderName = account.displayName;
  const designated = (currency: string) => ({
    accountId: account.id,
    identifierType: 'accountNumber' as const,
    identifier: '004-123-456789-001',
    bankCode: '004',
    bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
    holderName,
    currency,
    createdAt: now,
  });
  // Seeded once: an FPS id has no currency, so the unique key cannot tell it is there.
  if ((await findBankAccounts(db, account.id)).length > 0) return { cashClients: 0 };
  const inserted = await insertBankAccounts(db, [
    designated('HKD'),
    designated('USD'),
    {
      accountId: account.id,
      identifierType: 'fpsId',
      identifier: '1234567',
      bankCode: '004',
      bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
      holderName,
      // Any FPS currency (HKD, CNY).
      currency: null,
      createdAt: now,
    },
  ]);
  if ((await findEddaAuthorisations(db, account.id)).length === 0) {
    await insertEdda(db, {
      accountId: account.id,
      ddaReference: 'DDA000000C10001',
      bankCode: '004',
      bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
      accountNumber: '004-123-456789-001',
      holderName,
      idType: 'ID',
      idNumber: 'A123456(7)',
      currency: 'HKD',
      debitLimit: '200000',
      status: 'A',
      agreementVersion: 1,
      createdAt: now,
      updatedAt: now,
    });
  }
  return { cashClients: inserted > 0 ? 1 : 0 };
}
