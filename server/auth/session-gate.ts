import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  accountSource,
  BACKGROUND_HEADER,
  SESSION_HEADER,
  sessionId,
} from '../../shared/contracts/common';
import type { UnauthenticatedReason } from '../../shared/contracts/errors';
import { hasRoleAtLeast } from '../../shared/domain/roles';
import type { AccessRule, AccountClaim, AccountRef, ActingAccount, ActingSession } from './acting';
import { expireIdleSession } from './expire-idle-session';
import type { VersionedCache } from '../cache/versioned-cache';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { SessionStatus } from '../db/schema-accounts';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../http/errors';
import { findClientOf } from '../repositories/advisor-link.repository';
import {
  findSessionWithAccount,
  touchActiveSession,
  type SessionWithAccount,
} from '../repositories/session.repository';
import { normaliseAccountCode } from './account-code';
import { SESSION_COOKIE_PREFIX } from './session-cookies';
import { hashesMatch, hashSecret } from './tokens';

/**
 * The session gate (docs/DECISIONS.md §4): a non-public call names its session in the
 * `x-portico-session` header; the matching cookie's hash must match an active session that is
 * neither expired nor idle past the kick time, and the call counts as activity unless the page
 * marks it `x-portico-background: 1`; then the call's role, source and the accounts its input
 * names are checked. A cross-site form can set neither the header nor a JSON body, so the
 * header requirement also defeats CSRF.
 */

/**
 * Activity is written at most this often: a call within a few seconds of the last recorded one
 * leaves it be. Seconds are invisible beside the minutes of the inactivity kick, and a page that
 * makes several calls at once costs one write instead of one per call.
 */
const TOUCH_INTERVAL_MS = 5_000;

const endedReasons: Record<Exclude<SessionStatus, 'active'>, UnauthenticatedReason> = {
  logouted: 'logged_out',
  kicked: 'kicked',
  expired: 'idle',
};

/**
 * The sessions this process has read (docs/ARCHITECTURE.md, "The books from memory"): dropped in
 * every process when the database announces a change to the session or to its account. Activity
 * is not announced, so a kept `lastActivityAt` may be older than the stored one.
 */
export type SessionCache = VersionedCache<string, SessionWithAccount>;

/** Whether a session lets the call through as it stands: its token, active, neither idle nor expired. */
const isLive = (session: SessionWithAccount, tokenHash: string, config: Config, now: Date) =>
  hashesMatch(session.tokenHash, tokenHash) &&
  session.status === 'active' &&
  now.getTime() - session.lastActivityAt.getTime() < config.inactivity.kickMs &&
  session.tokenExpiresAt > now;

/** The session read from the database (and kept while active), with each refusal's reason. */
async function readLiveSession(
  db: Kysely<Database>,
  config: Config,
  id: string,
  tokenHash: string,
  now: Date,
  sessions: SessionCache | undefined,
): Promise<SessionWithAccount> {
  const read = () => findSessionWithAccount(db, id);
  const session = sessions
    ? await sessions.load(id, read, (kept) => kept.status === 'active')
    : await read();
  if (!session || !hashesMatch(session.tokenHash, tokenHash)) {
    throw new UnauthenticatedError('missing');
  }
  if (session.status !== 'active') throw new UnauthenticatedError(endedReasons[session.status]);
  if (now.getTime() - session.lastActivityAt.getTime() >= config.inactivity.kickMs) {
    await expireIdleSession(db, session, now);
    throw new UnauthenticatedError('idle');
  }
  if (session.tokenExpiresAt <= now) throw new UnauthenticatedError('expired');
  return session;
}

async function authenticate(
  db: Kysely<Database>,
  config: Config,
  request: FastifyRequest,
  now: Date,
  sessions: SessionCache | undefined,
): Promise<ActingSession> {
  const named = sessionId.safeParse(request.headers[SESSION_HEADER]);
  if (!named.success) throw new UnauthenticatedError('missing');
  const token = request.cookies[SESSION_COOKIE_PREFIX + named.data];
  if (token === undefined) throw new UnauthenticatedError('missing');
  const tokenHash = hashSecret(token);
  // A kept session only lets a call through; every refusal (idle above all, as activity in
  // another process is not announced) is decided on a fresh read.
  const kept = sessions?.get(named.data);
  const session =
    kept && isLive(kept, tokenHash, config, now)
      ? kept
      : await readLiveSession(db, config, named.data, tokenHash, now, sessions);
  // A call the page makes on its own (a poll) is not the person's activity: idle stays idle.
  const isBackground = request.headers[BACKGROUND_HEADER] === '1';
  const isFresh = now.getTime() - session.lastActivityAt.getTime() < TOUCH_INTERVAL_MS;
  if (!isBackground && !isFresh) {
    // Ended by a concurrent logout or kick between the read and now.
    if (!(await touchActiveSession(db, session.id, now))) {
      sessions?.drop(session.id);
      throw new UnauthenticatedError('missing');
    }
    sessions?.update(session.id, (touched) => ({ ...touched, lastActivityAt: now }));
  }
  const { id, accountId, accountCode, source, role, advisorSessionId } = session;
  const account: ActingAccount = {
    accountId,
    accountCode,
    source,
    holderName: session.displayName,
    tradePasswordHash: session.tradePasswordHash,
  };
  const { tradeUnlockedUntil } = session;
  const acting = {
    sessionId: id,
    accountId,
    accountCode,
    source,
    role,
    account,
    tradeUnlockedUntil,
  };
  return advisorSessionId === null ? acting : { ...acting, advisorSessionId };
}

function namedAccounts(claim: AccountClaim<unknown>, input: unknown): readonly AccountRef[] {
  if (claim.list) return claim.list(input);
  const fields = (input ?? {}) as Record<string, unknown>;
  const accountCode = fields[claim.field ?? ''];
  if (typeof accountCode !== 'string') return [];
  const source = accountSource.safeParse(fields.source);
  return [{ accountCode, ...(source.success ? { source: source.data } : {}) }];
}

/**
 * The account `ref` names when the session may act on it, read at most once: the session's own
 * account comes with the session; a linked client costs one lookup. Undefined when out of reach.
 */
async function accountInReach(
  db: Kysely<Database>,
  session: ActingSession,
  ref: AccountRef,
  reach: AccountClaim<unknown>['reach'],
): Promise<ActingAccount | undefined> {
  const source = ref.source ?? session.source;
  const accountCode = normaliseAccountCode(ref.accountCode, source);
  // An advisor acting for a client trades for them, but the client's own acts (password,
  // agreement, questionnaire, preferences) stay the client's.
  if (reach === 'self' && session.advisorSessionId) return undefined;
  if (accountCode === session.accountCode && source === session.source) return session.account;
  if (reach === 'self' || !hasRoleAtLeast(session.role, 'advisor')) return undefined;
  const client = await findClientOf(db, session.accountId, { accountCode, source });
  return client && actingAccountOf(client);
}

const actingAccountOf = (account: {
  id: number;
  accountCode: string;
  source: ActingAccount['source'];
  displayName: string;
  tradePasswordHash: string | null;
}): ActingAccount => ({
  accountId: account.id,
  accountCode: account.accountCode,
  source: account.source,
  holderName: account.displayName,
  tradePasswordHash: account.tradePasswordHash,
});

/**
 * Checks the call's role and source, then every account its input names; answers the one account
 * a `field` claim names (the client the call acts on), else null. An admin call may name any
 * account, and its handler reads what it needs itself.
 */
async function authorise(
  db: Kysely<Database>,
  rule: AccessRule,
  session: ActingSession,
  input: unknown,
): Promise<ActingAccount | null> {
  const access = typeof rule.access === 'object' ? rule.access : {};
  if (access.minRole && !hasRoleAtLeast(session.role, access.minRole)) throw new ForbiddenError();
  if (access.source && access.source !== session.source) throw new ForbiddenError();
  const claim = rule.account;
  if (!claim || (access.minRole && hasRoleAtLeast(access.minRole, 'admin'))) return null;
  let named: ActingAccount | null = null;
  for (const ref of namedAccounts(claim, input)) {
    const account = await accountInReach(db, session, ref, claim.reach);
    if (!account) throw new ForbiddenError();
    named = account;
  }
  // A source's books hold its own clients only: another source's account has none there.
  if (claim.books && named && named.source !== claim.books) throw new NotFoundError();
  return claim.field === undefined ? null : named;
}

/** Authenticates and authorises the sessions of non-public calls. */
export type SessionGate = {
  /** The session the request names; throws UnauthenticatedError (401) otherwise. */
  authenticate(request: FastifyRequest, now: Date): Promise<ActingSession>;
  /**
   * Throws ForbiddenError (403) unless the session may make the call with this input; answers
   * the account a field claim names, resolved once for the whole call.
   */
  authorise(
    rule: AccessRule,
    session: ActingSession,
    input: unknown,
  ): Promise<ActingAccount | null>;
};

/** The gate the app's call routes use for every non-public call; `sessions` keeps what it read. */
export function createSessionGate(
  db: Kysely<Database>,
  config: Config,
  sessions?: SessionCache,
): SessionGate {
  return {
    authenticate: (request, now) => authenticate(db, config, request, now, sessions),
    authorise: (rule, session, input) => authorise(db, rule, session, input),
  };
}
