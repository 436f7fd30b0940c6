import {
  sql,
  type Insertable,
  type Kysely,
  type Selectable,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import type { AccountSource } from '../../shared/contracts/common';
import type { Database } from '../db/schema';
import type { SessionStatus, SessionTable } from '../db/schema-accounts';

/** A stored session row. */
export type Session = Selectable<SessionTable>;

/** A session with what the acting context keeps of its account (server/auth/acting.ts). */
export type SessionWithAccount = Session & {
  accountCode: string;
  displayName: string;
  tradePasswordHash: string | null;
};

/** Inserts a session. */
export async function insertSession(
  db: Kysely<Database>,
  session: Insertable<SessionTable>,
): Promise<void> {
  await db.insertInto('session').values(session).execute();
}

/** One session with its account's code, name and trade password hash, or undefined. */
export function findSessionWithAccount(
  db: Kysely<Database>,
  sessionId: string,
): Promise<SessionWithAccount | undefined> {
  return db
    .selectFrom('session')
    .innerJoin('account', 'account.id', 'session.accountId')
    .selectAll('session')
    .select(['account.accountCode', 'account.displayName', 'account.tradePasswordHash'])
    .where('session.id', '=', sessionId)
    .executeTakeFirst();
}

/** Unlocks trading for an active session until `until`, or locks it (null). */
export async function setTradeUnlock(
  db: Kysely<Database>,
  sessionId: string,
  until: Date | null,
): Promise<void> {
  await db
    .updateTable('session')
    .set({ tradeUnlockedUntil: until })
    .where('id', '=', sessionId)
    .where('status', '=', 'active')
    .execute();
}

/** Locks trading in every session of an account (its passwords changed). */
export async function lockTradingOfAccount(db: Kysely<Database>, accountId: number): Promise<void> {
  await db
    .updateTable('session')
    .set({ tradeUnlockedUntil: null })
    .where('accountId', '=', accountId)
    .where('tradeUnlockedUntil', 'is not', null)
    .execute();
}

/**
 * Records activity on an active session; false when it is no longer active. Work in an advisee
 * session is its advisor's activity too, so the advisor's session does not idle out meanwhile.
 */
export async function touchActiveSession(
  db: Kysely<Database>,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const touched = await db
    .updateTable('session')
    .set({ lastActivityAt: now })
    .where('id', '=', sessionId)
    .where('status', '=', 'active')
    .returning('advisorSessionId')
    .executeTakeFirst();
  if (!touched) return false;
  if (touched.advisorSessionId !== null) {
    await db
      .updateTable('session')
      .set({ lastActivityAt: now })
      .where('id', '=', touched.advisorSessionId)
      .where('status', '=', 'active')
      .execute();
  }
  return true;
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

/**
 * Which active sessions to end: one, a refresh family, every session of an account (or only its
 * own, not those advisors opened for it), every source of a code, or an advisor session's
 * advisee session for one client.
 */
export type SessionSelector =
  | { sessionId: string }
  | { familyId: string }
  | { accountId: number; isOwnOnly?: boolean }
  | { accountCode: string; source?: AccountSource }
  | { advisorSessionId: string; clientAccountId: number };

type SessionUpdate = UpdateQueryBuilder<Database, 'session', 'session', UpdateResult>;

function selectSessions(query: SessionUpdate, selector: SessionSelector): SessionUpdate {
  if ('sessionId' in selector) return query.where('id', '=', selector.sessionId);
  if ('familyId' in selector) return query.where('refreshFamilyId', '=', selector.familyId);
  if ('advisorSessionId' in selector) {
    return query
      .where('advisorSessionId', '=', selector.advisorSessionId)
      .where('accountId', '=', selector.clientAccountId);
  }
  if ('accountId' in selector) {
    const byAccount = query.where('accountId', '=', selector.accountId);
    return selector.isOwnOnly ? byAccount.where('advisorSessionId', 'is', null) : byAccount;
  }
  const { accountCode, source } = selector;
  return query.where('accountId', 'in', (select) => {
    let accounts = select
      .selectFrom('account')
      .select('account.id')
      .where('account.accountCode', '=', accountCode);
    if (source) accounts = accounts.where('account.source', '=', source);
    return accounts;
  });
}

/**
 * The channel `pg_notify` announces an ended session on, after its transaction commits; the
 * payload is the session id. Each process closes that session's live streams
 * (server/api/stream-registry.ts).
 */
export const SESSION_ENDED_CHANNEL = 'portico_session_ended';

/**
 * Ends the active sessions the selector names, and the advisee sessions opened from them (an
 * advisee session ends with its advisor's, spec §4), announcing each on SESSION_ENDED_CHANNEL;
 * answers the ids it ended.
 */
export async function endActiveSessions(
  db: Kysely<Database>,
  selector: SessionSelector,
  status: Exclude<SessionStatus, 'active'>,
  now: Date,
): Promise<string[]> {
  const end = () =>
    db.updateTable('session').set({ status, endedAt: now }).where('status', '=', 'active');
  const announced = sql<string>`pg_notify(${SESSION_ENDED_CHANNEL}, id::text)::text`.as(
    'announced',
  );
  const ended = (await selectSessions(end(), selector).returning(['id', announced]).execute()).map(
    (row) => row.id,
  );
  if (ended.length === 0) return ended;
  const advisees = await end()
    .where('advisorSessionId', 'in', ended)
    .returning(['id', announced])
    .execute();
  return [...ended, ...advisees.map((row) => row.id)];
}

/**
 * Locks an active session's row for the rest of the transaction (two advisee sessions opened at
 * once from one advisor session then serialise); false when the session is no longer active.
 */
export async function lockActiveSession(db: Kysely<Database>, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('session')
    .select('id')
    .where('id', '=', sessionId)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}
