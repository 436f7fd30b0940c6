import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AccountSource } from '../../shared/contracts/common';
import type { Database, SessionStatus, SessionTable } from '../db/schema';

/** A stored session row. */
export type Session = Selectable<SessionTable>;

/** A session with its account's code, as the session gate needs it. */
export type SessionWithAccount = Session & { accountCode: string };

/** Inserts a session. */
export async function insertSession(
  db: Kysely<Database>,
  session: Insertable<SessionTable>,
): Promise<void> {
  await db.insertInto('session').values(session).execute();
}

/** One session with its account code, or undefined. */
export function findSessionWithAccount(
  db: Kysely<Database>,
  sessionId: string,
): Promise<SessionWithAccount | undefined> {
  return db
    .selectFrom('session')
    .innerJoin('account', 'account.id', 'session.accountId')
    .selectAll('session')
    .select('account.accountCode')
    .where('session.id', '=', sessionId)
    .executeTakeFirst();
}

/** Records activity on an active session; false when it is no longer active. */
export async function touchActiveSession(
  db: Kysely<Database>,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('session')
    .set({ lastActivityAt: now })
    .where('id', '=', sessionId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives an active session a new session token; false when it is no longer active. */
export async function replaceSessionToken(
  db: Kysely<Database>,
  sessionId: string,
  token: { tokenHash: string; tokenExpiresAt: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('session')
    .set(token)
    .where('id', '=', sessionId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Which active sessions to end: one, a refresh family, an account, or every source of a code. */
export type SessionSelector =
  | { sessionId: string }
  | { familyId: string }
  | { accountId: number }
  | { accountCode: string; source?: AccountSource };

/** Ends the active sessions the selector names; answers the ids it ended. */
export async function endActiveSessions(
  db: Kysely<Database>,
  selector: SessionSelector,
  status: Exclude<SessionStatus, 'active'>,
  now: Date,
): Promise<string[]> {
  let query = db
    .updateTable('session')
    .set({ status, endedAt: now })
    .where('status', '=', 'active');
  if ('sessionId' in selector) query = query.where('id', '=', selector.sessionId);
  else if ('familyId' in selector) query = query.where('refreshFamilyId', '=', selector.familyId);
  else if ('accountId' in selector) query = query.where('accountId', '=', selector.accountId);
  else {
    const { accountCode, source } = selector;
    query = query.where('accountId', 'in', (select) => {
      let accounts = select
        .selectFrom('account')
        .select('account.id')
        .where('account.accountCode', '=', accountCode);
      if (source) accounts = accounts.where('account.source', '=', source);
      return accounts;
    });
  }
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}
