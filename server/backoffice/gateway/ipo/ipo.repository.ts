import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { IpoApplicationTable } from '../../../db/schema-ipo';
import type { PendingWrite } from '../../../db/write-together';
import type { StatusChange } from '../../core/dealing/status-machine';
import type { IpoStatus } from '../../../../shared/domain/ipo';

/** The IPO area's reads and writes (issue 12 §2-3). */

export type IpoApplicationRow = Selectable<IpoApplicationTable>;

export function findIpoApplicationsByKey(
  db: Kysely<Database>,
  accountId: number,
  idempotencyKey: string,
): Promise<IpoApplicationRow[]> {
  return db
    .selectFrom('ipoApplication')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('idempotencyKey', '=', idempotencyKey)
    .execute();
}

/** The client's live (not cancelled) application for an IPO. */
export function findLiveIpoApplication(
  db: Kysely<Database>,
  accountId: number,
  ipoCode: string,
): Promise<IpoApplicationRow | undefined> {
  return db
    .selectFrom('ipoApplication')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('ipoCode', '=', ipoCode)
    .where('status', '<>', 'Cancelled')
    .executeTakeFirst();
}

export function findIpoApplicationsOf(
  db: Kysely<Database>,
  accountId: number,
): Promise<IpoApplicationRow[]> {
  return db
    .selectFrom('ipoApplication')
    .selectAll()
    .where('accountId', '=', accountId)
    .orderBy('id', 'desc')
    .execute();
}

export function insertIpoApplication(
  db: Kysely<Database>,
  row: Insertable<IpoApplicationTable>,
): Promise<IpoApplicationRow> {
  return db.insertInto('ipoApplication').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Reads and locks an application for this transaction. */
export function lockIpoApplication(
  db: Kysely<Database>,
  id: number,
): Promise<IpoApplicationRow | undefined> {
  return db
    .selectFrom('ipoApplication')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function updateIpoApplication(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<IpoApplicationTable> & { updatedAt: Date },
): Promise<IpoApplicationRow> {
  return db
    .updateTable('ipoApplication')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The write storing status moves. */
export function recordIpoStatusChangesWrite(
  db: Kysely<Database>,
  changes: readonly StatusChange<IpoStatus>[],
): PendingWrite {
  return db.insertInto('ipoApplicationStatusChange').values(
    changes.map((change) => ({
      ipoApplicationId: change.instructionId,
      fromStatus: change.from,
      toStatus: change.to,
      changedAt: change.at,
    })),
  );
}
