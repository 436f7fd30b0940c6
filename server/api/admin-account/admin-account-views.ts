import type { Kysely, Selectable } from 'kysely';
import { ROLES, roleRank } from '../../../shared/domain/roles';
import { throttleKey } from '../../auth/throttle';
import type { Database } from '../../db/schema';
import type { AuditEventTable, SessionTable } from '../../db/schema-accounts';
import type { Account } from '../../repositories/account.repository';
import {
  findAccountAuditEvents,
  findAccountSessions,
  findAdvisorLinks,
  findSignInThrottle,
  searchAccounts,
  type AdvisorLinkView,
} from '../../repositories/admin-account.repository';
import { findAccountKeysById } from '../../repositories/admin-account.repository';
import {
  mayAssign,
  targetRefusal,
  type AdminActor,
  type AdminResult,
} from '../../commands/admin-account.command';
import type { SessionCallContext } from '../registry';

/** How the admin-account calls show accounts, sessions, links and audit events (issue 28). */

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/** An account as the list shows it. */
export const accountRow = (account: Account) => ({
  accountId: account.id,
  accountCode: account.accountCode,
  source: account.source,
  role: account.role,
  rank: roleRank(account.role),
  status: account.status,
  displayName: account.displayName,
  email: account.email,
  mobile: account.mobile,
  twoFactor: account.twoFactor,
  lastLoginAt: iso(account.lastLoginAt),
  lastLoginStatus: account.lastLoginStatus,
  createdAt: account.createdAt.toISOString(),
});

/** An account as its page shows it, with its sign-in throttle now. */
export async function accountDetail(context: SessionCallContext, account: Account) {
  const { windowMs } = context.config.loginThrottle;
  const throttle = await findSignInThrottle(
    context.db,
    throttleKey(account.accountCode, account.source),
    new Date(context.now.getTime() - windowMs),
  );
  return {
    ...accountRow(account),
    tradePasswordRequired: account.tradePasswordHash !== null,
    mustChangePassword: account.mustChangePassword,
    hasTotpSecret: account.totpSecret !== null,
    signInFailures: throttle.failures,
    signInDelayedUntil:
      throttle.delayedUntil && throttle.delayedUntil > context.now
        ? throttle.delayedUntil.toISOString()
        : null,
  };
}

/** The acting admin of a call. */
export const actorOf = (context: SessionCallContext): AdminActor => ({
  accountId: context.session.accountId,
  accountCode: context.session.accountCode,
  role: context.session.role,
  sessionId: context.session.sessionId,
  clientAddress: context.clientAddress,
  now: context.now,
});

/** A change's answer: the account after it, as its page shows it. */
export async function answerOf(
  context: SessionCallContext,
  outcome: { result: AdminResult; account: Account | null },
) {
  return {
    result: outcome.result,
    account: outcome.account ? await accountDetail(context, outcome.account) : null,
  };
}

export const sessionView = (session: Selectable<SessionTable>) => ({
  sessionId: session.id,
  source: session.source,
  role: session.role,
  status: session.status,
  createdAt: session.createdAt.toISOString(),
  lastActivityAt: session.lastActivityAt.toISOString(),
  endedAt: iso(session.endedAt),
  advisorSessionId: session.advisorSessionId,
});

export const linkView = (link: AdvisorLinkView) => ({
  ...link,
  createdAt: link.createdAt.toISOString(),
});

type Details = {
  action?: unknown;
  actorCode?: unknown;
  byAccountId?: unknown;
  changes?: unknown;
};

const textOf = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

const changeList = (changes: unknown) =>
  Array.isArray(changes)
    ? changes.map((change: { field?: unknown; before?: unknown; after?: unknown }) => ({
        field: textOf(change.field) ?? '',
        before: textOf(change.before),
        after: textOf(change.after),
      }))
    : [];

/** Audit events with who did them: the admin's code (an admin action, a kick), else null. */
async function auditViews(db: Kysely<Database>, events: Selectable<AuditEventTable>[]) {
  const kickers = events
    .map((event) => (event.details as Details).byAccountId)
    .filter((id): id is number => typeof id === 'number');
  const codes = new Map(
    (await findAccountKeysById(db, [...new Set(kickers)])).map((key) => [key.id, key.accountCode]),
  );
  return events.map((event) => {
    const details = event.details as Details;
    const actorCode =
      typeof details.actorCode === 'string'
        ? details.actorCode
        : typeof details.byAccountId === 'number'
          ? (codes.get(details.byAccountId) ?? null)
          : null;
    return {
      id: Number(event.id),
      occurredAt: event.occurredAt.toISOString(),
      kind: event.kind,
      action: typeof details.action === 'string' ? details.action : null,
      actorCode,
      sessionId: event.sessionId,
      clientAddress: event.clientAddress,
      changes: changeList(details.changes),
    };
  });
}

/** One account's page: fields, sessions, links both ways, audit trail, what the admin may do. */
export async function accountPage(context: SessionCallContext, account: Account) {
  const { db } = context;
  const actor = actorOf(context);
  const isReadOnly = targetRefusal(actor, account) !== null;
  return {
    account: await accountDetail(context, account),
    sessions: (await findAccountSessions(db, account.id, 50)).map(sessionView),
    advisees: (await findAdvisorLinks(db, { advisorAccountId: account.id })).map(linkView),
    advisors: (await findAdvisorLinks(db, { clientAccountId: account.id })).map(linkView),
    audit: await auditViews(db, await findAccountAuditEvents(db, account.id, 100)),
    assignableRoles: isReadOnly ? [] : ROLES.filter((role) => mayAssign(actor, role)),
    isReadOnly,
  };
}

/** The list's page. */
export async function accountList(
  context: SessionCallContext,
  search: Parameters<typeof searchAccounts>[1],
) {
  const { total, accounts } = await searchAccounts(context.db, search);
  return { total, accounts: accounts.map(accountRow) };
}
