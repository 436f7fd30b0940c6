import type { Kysely } from 'kysely';
import type { NotificationFields } from '../../shared/domain/notification';
import type { Database } from '../db/schema';
import { findAccountByCode } from '../repositories/account.repository';

/**
 * The notifications an event made (issue 14 §1), read straight from the outbox table for the
 * producers' tests: an account's rows other than the demo book's (`demo:<n>`), oldest first,
 * optionally only those whose source key starts with `prefix`.
 */
export type MadeNotification = {
  type: string;
  status: string;
  sourceKey: string;
  fields: NotificationFields;
  startTime: Date;
};

export async function accountIdOf(db: Kysely<Database>, accountCode: string): Promise<number> {
  const account = await findAccountByCode(db, accountCode, 'gateway');
  if (!account) throw new Error(`${accountCode} is not in the demo book`);
  return account.id;
}

export async function notificationsMade(
  db: Kysely<Database>,
  accountCode: string,
  prefix = '',
): Promise<MadeNotification[]> {
  return db
    .selectFrom('notification')
    .select(['type', 'status', 'sourceKey', 'fields', 'startTime'])
    .where('accountId', '=', await accountIdOf(db, accountCode))
    .where('sourceKey', 'not like', 'demo:%')
    .where('sourceKey', 'like', `${prefix}%`)
    .orderBy('id')
    .execute();
}
