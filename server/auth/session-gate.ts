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
import type {
  AccountClaim,
  AccountRef,
  ActingSession,
  CallDefinition,
  SessionGate,
} from '../api/registry';
import { expireIdleSession } from '../commands/end-session.command';
import type { Config } from '../config';
import type { Database, SessionStatus } from '../db/schema';
import { ForbiddenError, UnauthenticatedError } from '../http/errors';
import { isClientOf } from '../repositories/advisor-link.repository';
import { findSessionWithAccount, touchActiveSession } from '../repositories/session.repository';
import { normaliseAccountCode } from './account-code';
import { SESSION_COOKIE_PREFIX } from './session-cookies';
import { hashesMatch, hashSecret } from './tokens';

/**
 * The session gate (ARCHITECTURE.md §4): a non-public call names its session in the
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

async function authenticate(
  db: Kysely<Database>,
  config: Config,
  request: FastifyRequest,
  now: Date,
): Promise<ActingSession> {
  const named = sessionId.safeParse(request.headers[SESSION_HEADER]);
  if (!named.success) throw new UnauthenticatedError('missing');
  const token = request.cookies[SESSION_COOKIE_PREFIX + named.data];
  const session = token === undefined ? undefined : await findSessionWithAccount(db, named.data);
  if (!session || !hashesMatch(session.tokenHash, hashSecret(token ?? ''))) {
    throw new UnauthenticatedError('missing');
  }
  if (session.status !== 'active') throw new UnauthenticatedError(endedReasons[session.status]);
  if (now.getTime() - session.lastActivityAt.getTime() >= config.inactivity.kickMs) {
    await expireIdleSession(db, session, now);
    throw new UnauthenticatedError('idle');
  }
  if (session.tokenExpiresAt <= now) throw new UnauthenticatedError('expired');
  // A call the page makes on its own (a poll) is not the person's activity: idle stays idle.
  const isBackground = request.headers[BACKGROUND_HEADER] === '1';
  const isFresh = now.getTime() - session.lastActivityAt.getTime() < TOUCH_INTERVAL_MS;
  // Ended by a concurrent logout or kick between the read and now.
  if (!isBackground && !isFresh && !(await touchActiveSession(db, session.id, now))) {
    throw new UnauthenticatedError('missing');
  }
  const { id, accountId, accountCode, source, role, advisorSessionId } = session;
  const acting = { sessionId: id, accountId, accountCode, source, role };
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

async function mayActOn(
  db: Kysely<Database>,
  session: ActingSession,
  ref: AccountRef,
  reach: AccountClaim<unknown>['reach'],
): Promise<boolean> {
  const source = ref.source ?? session.source;
  const accountCode = normaliseAccountCode(ref.accountCode, source);
  // An advisor acting for a client trades for them, but the client's own acts (password,
  // agreement, questionnaire, preferences) stay the client's.
  if (reach === 'self' && session.advisorSessionId) return false;
  if (accountCode === session.accountCode && source === session.source) return true;
  if (reach === 'self' || !hasRoleAtLeast(session.role, 'advisor')) return false;
  return isClientOf(db, session.accountId, { accountCode, source });
}

async function authorise(
  db: Kysely<Database>,
  call: CallDefinition,
  session: ActingSession,
  input: unknown,
): Promise<void> {
  const access = typeof call.access === 'object' ? call.access : {};
  if (access.minRole && !hasRoleAtLeast(session.role, access.minRole)) throw new ForbiddenError();
  if (access.source && access.source !== session.source) throw new ForbiddenError();
  // An admin call acts on the firm's accounts: any account it names is in reach.
  if (!call.account || (access.minRole && hasRoleAtLeast(access.minRole, 'admin'))) return;
  for (const ref of namedAccounts(call.account, input)) {
    if (!(await mayActOn(db, session, ref, call.account.reach))) throw new ForbiddenError();
  }
}

/** The gate the app's call routes use for every non-public call. */
export function createSessionGate(db: Kysely<Database>, config: Config): SessionGate {
  return {
    authenticate: (request, now) => authenticate(db, config, request, now),
    authorise: (call, session, input) => authorise(db, call, session, input),
  };
}
