import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret } from 'otpauth';
import type { AccountSource } from '../../shared/contracts/common';
import { isAdministratorType, roleRank, type Role } from '../../shared/domain/roles';
import { normaliseAccountCode } from '../auth/account-code';
import { clearAccountFailures, throttleKey } from '../auth/throttle';
import type { Database } from '../db/schema';
import type { AccountStatus, TwoFactor } from '../db/schema-accounts';
import { findAccountById, type Account } from '../repositories/account.repository';
import {
  insertAccount,
  lockAccount,
  updateAccount,
} from '../repositories/admin-account.repository';
import { appendAuditEvent } from '../repositories/audit.repository';
import { insertPasswordHistory } from '../repositories/password-history.repository';
import { endActiveSessions } from '../repositories/session.repository';
import { hashPassword } from '../security/password';
import type { CommandDeps } from './command-deps';
import { messageHolder } from './admin-holder-message';
import { kickAccount } from './end-session.command';

/**
 * The admin area's account changes (issue 28, spec §2.13, §3, §4). An admin acts only on accounts
 * ranked below its own and gives only roles below its own rank; never on its own account. Each
 * change is one transaction with its `admin_action` audit event (who, from where, each field
 * before and after); a new password goes to the holder through the messenger inside that
 * transaction, so a message that cannot be sent changes nothing.
 */

/** The admin acting: its session's account and where it calls from. */
export type AdminActor = {
  accountId: number;
  accountCode: string;
  role: Role;
  sessionId: string;
  clientAddress: string;
  now: Date;
};

/** Why a change was refused (the contract's `result`), or `ok`. */
export type AdminResult =
  | 'ok'
  | 'not_found'
  | 'duplicate_code'
  | 'rank_not_allowed'
  | 'own_account'
  | 'message_failed'
  | 'not_advisor'
  | 'not_client'
  | 'already_linked'
  | 'not_linked';

/** A change's outcome: the account after it when done. */
export type AdminOutcome = { result: AdminResult; account: Account | null };

/** The editable fields of an account. */
export type AccountFields = {
  role: Role;
  displayName: string;
  email: string | null;
  mobile: string | null;
  twoFactor: TwoFactor | null;
  tradePasswordRequired: boolean;
};

/** One field's change as the audit trail keeps it. */
type Change = { field: string; before: string | null; after: string | null };

/** Thrown inside a transaction to undo it with a refusal. */
export class Refusal extends Error {
  constructor(readonly result: AdminResult) {
    super(result);
  }
}

const refused = (result: AdminResult): AdminOutcome => ({ result, account: null });

/** Whether the actor may give `role` (strictly below its own rank). */
export const mayAssign = (actor: Pick<AdminActor, 'role'>, role: Role) =>
  roleRank(role) < roleRank(actor.role);

/** Why the actor may not change `target`, or null. */
export function targetRefusal(actor: AdminActor, target: Account): AdminResult | null {
  if (target.id === actor.accountId) return 'own_account';
  return mayAssign(actor, target.role) ? null : 'rank_not_allowed';
}

const CLASSES = ['ABCDEFGHJKMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789'];

/** A generated password meeting the default rule: 12 characters of three classes. */
export function generatePassword(): string {
  const picks = Array.from({ length: 12 }, (_, index) => {
    const set = CLASSES[index % CLASSES.length] as string;
    return set[randomInt(set.length)] as string;
  });
  for (let index = picks.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [picks[index], picks[other]] = [picks[other] as string, picks[index] as string];
  }
  return picks.join('');
}

const text = (value: string | boolean | null) =>
  value === null ? null : typeof value === 'boolean' ? String(value) : value;

/** The fields of `after` that differ from `before`. */
function changesOf(before: Record<string, string | boolean | null>, after: typeof before) {
  return Object.keys(after)
    .filter((field) => (before[field] ?? null) !== after[field])
    .map((field) => ({
      field,
      before: text(before[field] ?? null),
      after: text(after[field] ?? null),
    }));
}

const fieldsOf = (account: Account) => ({
  role: account.role,
  displayName: account.displayName,
  email: account.email,
  mobile: account.mobile,
  twoFactor: account.twoFactor,
  tradePasswordRequired: account.tradePasswordHash !== null,
});

/** Appends the `admin_action` event of a change to `target`. */
export function auditAdminAction(
  db: Kysely<Database>,
  actor: AdminActor,
  target: { id: number; accountCode: string; source: AccountSource },
  action: string,
  changes: Change[],
  extra: Record<string, unknown> = {},
) {
  return appendAuditEvent(db, {
    kind: 'admin_action',
    occurredAt: actor.now,
    accountId: target.id,
    accountCode: target.accountCode,
    source: target.source,
    sessionId: actor.sessionId,
    clientAddress: actor.clientAddress,
    details: {
      action,
      actorAccountId: actor.accountId,
      actorCode: actor.accountCode,
      changes,
      ...extra,
    },
  });
}

/** Sends the holder its new secrets; a change whose message cannot go out is refused. */
async function sendToHolder(...args: Parameters<typeof messageHolder>) {
  if (!(await messageHolder(...args))) throw new Refusal('message_failed');
}

/** Runs a change in one transaction; a refusal thrown inside answers it, nothing changed. */
async function inTransaction(
  deps: CommandDeps,
  change: (trx: Kysely<Database>) => Promise<AdminOutcome>,
): Promise<AdminOutcome> {
  try {
    return await deps.db.transaction().execute(change);
  } catch (error) {
    if (error instanceof Refusal) return refused(error.result);
    throw error;
  }
}

/** The target locked, after the rank and own-account rules; throws a refusal otherwise. */
async function lockTarget(trx: Kysely<Database>, actor: AdminActor, accountId: number) {
  const target = await lockAccount(trx, accountId);
  if (!target) throw new Refusal('not_found');
  const refusal = targetRefusal(actor, target);
  if (refusal) throw new Refusal(refusal);
  return target;
}

/** Spec §4: ends the target's sessions as a kick would (all of its code above the user role). */
const endSessionsOf = (trx: Kysely<Database>, target: Account, now: Date) =>
  endActiveSessions(
    trx,
    isAdministratorType(target.role)
      ? { accountCode: target.accountCode }
      : { accountId: target.id },
    'kicked',
    now,
  );

/**
 * Creates an active account whose first login is a forced change (result 1), with a generated
 * password (and trade password when required) sent to the holder.
 */
export async function createAccount(
  deps: CommandDeps,
  actor: AdminActor,
  input: AccountFields & { accountCode: string; source: AccountSource },
): Promise<AdminOutcome> {
  if (!mayAssign(actor, input.role)) return refused('rank_not_allowed');
  const password = generatePassword();
  const tradePassword = input.tradePasswordRequired ? generatePassword() : null;
  const [passwordHash, tradePasswordHash] = await Promise.all([
    hashPassword(password),
    tradePassword === null ? null : hashPassword(tradePassword),
  ]);
  const { now } = actor;
  return inTransaction(deps, async (trx) => {
    const account = await insertAccount(trx, {
      accountCode: normaliseAccountCode(input.accountCode, input.source),
      source: input.source,
      role: input.role,
      status: 'active',
      passwordHash,
      passwordChangedAt: now,
      mustChangePassword: true,
      agreementConfirmed: false,
      twoFactor: input.twoFactor,
      totpSecret: input.twoFactor === 'T' ? new Secret({ size: 20 }).base32 : null,
      displayName: input.displayName,
      email: input.email,
      mobile: input.mobile,
      createdAt: now,
      tradePasswordHash,
      tradePasswordChangedAt: tradePasswordHash === null ? null : now,
    });
    if (!account) throw new Refusal('duplicate_code');
    const after = { ...fieldsOf(account), status: 'active', source: account.source };
    await auditAdminAction(trx, actor, account, 'create', [
      { field: 'accountCode', before: null, after: account.accountCode },
      ...changesOf({}, after),
    ]);
    await sendToHolder(deps, trx, account, [
      { key: 'opened', values: { code: account.accountCode, password } },
      ...(tradePassword === null
        ? []
        : [{ key: 'tradePassword' as const, values: { tradePassword } }]),
      ...(account.totpSecret
        ? [{ key: 'authenticatorKey' as const, values: { secret: account.totpSecret } }]
        : []),
    ]);
    return { result: 'ok', account };
  });
}

/**
 * Edits an account's fields and role. A new role ends its sessions (they carry the old one);
 * requiring a trade password sends a generated one, not requiring it clears it.
 */
export async function editAccount(
  deps: CommandDeps,
  actor: AdminActor,
  accountId: number,
  input: AccountFields,
): Promise<AdminOutcome> {
  if (!mayAssign(actor, input.role)) return refused('rank_not_allowed');
  const tradePassword = generatePassword();
  return inTransaction(deps, async (trx) => {
    const target = await lockTarget(trx, actor, accountId);
    const before = fieldsOf(target);
    const isTradeAdded = input.tradePasswordRequired && target.tradePasswordHash === null;
    const tradeHash = isTradeAdded ? await hashPassword(tradePassword) : null;
    const updated = await updateAccount(trx, target.id, {
      role: input.role,
      displayName: input.displayName,
      email: input.email,
      mobile: input.mobile,
      twoFactor: input.twoFactor,
      ...(input.tradePasswordRequired
        ? isTradeAdded
          ? { tradePasswordHash: tradeHash, tradePasswordChangedAt: actor.now }
          : {}
        : { tradePasswordHash: null, tradePasswordChangedAt: null }),
    });
    const changes = changesOf(before, fieldsOf(updated));
    if (changes.length === 0) return { result: 'ok', account: updated };
    const ended = input.role === target.role ? [] : await endSessionsOf(trx, target, actor.now);
    await auditAdminAction(trx, actor, updated, 'update', changes, { endedSessions: ended });
    if (isTradeAdded)
      await sendToHolder(deps, trx, updated, [{ key: 'tradePassword', values: { tradePassword } }]);
    return { result: 'ok', account: updated };
  });
}

/** Spec §4 status; leaving `active` ends the account's sessions. */
export function setAccountStatus(
  deps: CommandDeps,
  actor: AdminActor,
  accountId: number,
  status: AccountStatus,
): Promise<AdminOutcome> {
  return inTransaction(deps, async (trx) => {
    const target = await lockTarget(trx, actor, accountId);
    if (target.status === status) return { result: 'ok', account: target };
    const updated = await updateAccount(trx, target.id, { status });
    const ended = status === 'active' ? [] : await endSessionsOf(trx, target, actor.now);
    const changes = [{ field: 'status', before: target.status, after: status }];
    await auditAdminAction(trx, actor, updated, 'status', changes, { endedSessions: ended });
    return { result: 'ok', account: updated };
  });
}

/** A new generated password, sent to the holder; the next login forces a change. */
export async function resetAccountPassword(
  deps: CommandDeps,
  actor: AdminActor,
  accountId: number,
): Promise<AdminOutcome> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  return inTransaction(deps, async (trx) => {
    const target = await lockTarget(trx, actor, accountId);
    await insertPasswordHistory(trx, {
      accountId: target.id,
      kind: 'login',
      passwordHash: target.passwordHash,
      createdAt: actor.now,
    });
    const updated = await updateAccount(trx, target.id, {
      passwordHash,
      passwordChangedAt: actor.now,
      mustChangePassword: true,
    });
    const ended = await endSessionsOf(trx, target, actor.now);
    const changes = [
      { field: 'mustChangePassword', before: String(target.mustChangePassword), after: 'true' },
    ];
    await auditAdminAction(trx, actor, updated, 'reset_password', changes, {
      endedSessions: ended,
    });
    await sendToHolder(deps, trx, updated, [{ key: 'passwordReset', values: { password } }]);
    return { result: 'ok', account: updated };
  });
}

/** A new TOTP secret, sent to the holder; the old one stops working at once. */
export function resetTwoFactorSecret(
  deps: CommandDeps,
  actor: AdminActor,
  accountId: number,
): Promise<AdminOutcome> {
  return inTransaction(deps, async (trx) => {
    const target = await lockTarget(trx, actor, accountId);
    const secret = new Secret({ size: 20 }).base32;
    const updated = await updateAccount(trx, target.id, { totpSecret: secret, totpLastStep: null });
    const changes = [
      { field: 'totpSecret', before: target.totpSecret ? 'set' : null, after: 'new' },
    ];
    await auditAdminAction(trx, actor, updated, 'reset_two_factor', changes);
    await sendToHolder(deps, trx, updated, [{ key: 'authenticatorKey', values: { secret } }]);
    return { result: 'ok', account: updated };
  });
}

/** Forgets the account's failed sign-ins and login delay. */
export function clearSignInThrottles(
  deps: CommandDeps,
  actor: AdminActor,
  accountId: number,
): Promise<AdminOutcome> {
  return inTransaction(deps, async (trx) => {
    const target = await lockTarget(trx, actor, accountId);
    await clearAccountFailures(trx, throttleKey(target.accountCode, target.source));
    await auditAdminAction(trx, actor, target, 'clear_throttles', []);
    return { result: 'ok', account: target };
  });
}

/** Spec §4 kick through the one kick there is (its `kick` event names the admin). */
export async function kickAccountSessions(
  deps: CommandDeps,
  actor: AdminActor,
  accountId: number,
): Promise<AdminOutcome & { kickedSessions: number }> {
  const target = await findAccountById(deps.db, accountId);
  if (!target) return { ...refused('not_found'), kickedSessions: 0 };
  const refusal = targetRefusal(actor, target);
  if (refusal) return { ...refused(refusal), kickedSessions: 0 };
  const kickedSessions = await kickAccount(deps.db, {
    accountCode: target.accountCode,
    source: target.source,
    by: { accountId: actor.accountId, sessionId: actor.sessionId },
    clientAddress: actor.clientAddress,
    now: actor.now,
  });
  return { result: 'ok', account: target, kickedSessions };
}
