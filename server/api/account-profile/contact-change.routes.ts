import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { accountProfileContracts } from '../../../shared/contracts/account-profile';
import {
  CONTACT_CODE_MAX_ATTEMPTS,
  CONTACT_CODE_TTL_MS,
  CONTACT_REQUESTS_PER_HOUR,
  CONTACT_RESEND_SECONDS,
  contactCodeMessage,
  maskContact,
  normaliseEmail,
  normaliseMobile,
} from '../../../shared/domain/account-profile';
import { oneTimePasswordHash } from '../../auth/one-time-password';
import { randomDigits } from '../../auth/tokens';
import type { Database } from '../../db/schema';
import { RateLimitedError } from '../../http/errors';
import { findAccountById } from '../../repositories/account.repository';
import {
  PROFILE_CHANGE_AUDIT,
  setAccountContact,
} from '../../repositories/account-profile.repository';
import { appendAuditEvent } from '../../repositories/audit.repository';
import {
  findContactChange,
  findContactRequestTimes,
  insertContactChange,
  markContactChangeConfirmed,
  recordWrongContactCode,
} from '../../repositories/contact-change.repository';
import { findHolderLanguage } from '../../repositories/preference.repository';
import { defineCall } from '../registry';
import { historyValue, loadProfileView } from './profile-view';

/**
 * A new email or mobile (issue 25): a 6-digit code goes to the NEW address through the messenger;
 * the change lands only when that code comes back within 10 minutes, once. Requests are spaced
 * (one a minute, five an hour per account, else 429). The holder's own session only.
 */

const HOUR_MS = 3_600_000;
const ownClaim = { field: 'accountCode', reach: 'self' } as const;

/** Throws 429 when the account asked too recently or too often. */
async function assertRequestAllowed(
  db: Kysely<Database>,
  accountId: number,
  now: Date,
): Promise<void> {
  const times = await findContactRequestTimes(db, accountId, new Date(now.getTime() - HOUR_MS));
  const latest = times[0];
  const waits: number[] = [];
  if (latest && now.getTime() - latest.getTime() < CONTACT_RESEND_SECONDS * 1000) {
    waits.push(CONTACT_RESEND_SECONDS - (now.getTime() - latest.getTime()) / 1000);
  }
  const oldest = times[CONTACT_REQUESTS_PER_HOUR - 1];
  if (oldest) waits.push((oldest.getTime() + HOUR_MS - now.getTime()) / 1000);
  if (waits.length > 0) throw new RateLimitedError(Math.max(1, Math.ceil(Math.max(...waits))));
}

/** `account-profile/requestContactChange`. */
export const requestContactChangeCall = defineCall({
  service: 'account-profile',
  method: 'requestContactChange',
  ...accountProfileContracts.requestContactChange,
  access: 'session',
  account: ownClaim,
  feature: 'editableAccountInfo',
  handler: async ({ kind, value }, context) => {
    const { db, client, now } = context;
    const newValue = (kind === 'email' ? normaliseEmail(value) : normaliseMobile(value)) ?? '';
    const account = await findAccountById(db, client.accountId);
    if (account?.[kind] === newValue)
      return { result: 'same_as_current' as const, challenge: null };
    await assertRequestAllowed(db, client.accountId, now);
    const challengeId = randomUUID();
    const code = randomDigits(6);
    const expiresAt = new Date(now.getTime() + CONTACT_CODE_TTL_MS);
    await insertContactChange(db, {
      id: challengeId,
      accountId: client.accountId,
      kind,
      newValue,
      codeHash: oneTimePasswordHash(challengeId, code),
      createdAt: now,
      expiresAt,
    });
    const language = await findHolderLanguage(db, client.accountId);
    await context.messenger.send({
      accountCode: client.accountCode,
      to: newValue,
      channel: kind === 'email' ? 'email' : 'sms',
      text: contactCodeMessage(language, {
        brand: context.config.brand.name,
        code,
        minutes: CONTACT_CODE_TTL_MS / 60_000,
      }),
      code,
    });
    return {
      result: 'ok' as const,
      challenge: {
        challengeId,
        kind,
        sentTo: maskContact(kind, newValue),
        expiresAt: expiresAt.toISOString(),
        resendAfterSeconds: CONTACT_RESEND_SECONDS,
      },
    };
  },
});

/** `account-profile/confirmContactChange`: the code checked, the contact changed and audited. */
export const confirmContactChangeCall = defineCall({
  service: 'account-profile',
  method: 'confirmContactChange',
  ...accountProfileContracts.confirmContactChange,
  access: 'session',
  account: ownClaim,
  feature: 'editableAccountInfo',
  handler: async ({ challengeId, code }, context) => {
    const { db, client, now } = context;
    const refused = (
      result: 'code_incorrect' | 'code_expired' | 'code_used' | 'too_many_attempts' | 'not_found',
      attemptsLeft: number | null = null,
    ) => ({ result, attemptsLeft, profile: null });
    const change = await findContactChange(db, client.accountId, challengeId);
    if (!change) return refused('not_found');
    if (change.confirmedAt) return refused('code_used');
    if (change.failedAttempts >= CONTACT_CODE_MAX_ATTEMPTS) return refused('too_many_attempts', 0);
    if (now >= change.expiresAt) return refused('code_expired');
    if (oneTimePasswordHash(challengeId, code) !== change.codeHash) {
      const failures = await recordWrongContactCode(db, challengeId);
      const left = Math.max(0, CONTACT_CODE_MAX_ATTEMPTS - failures);
      return left === 0 ? refused('too_many_attempts', 0) : refused('code_incorrect', left);
    }
    const before = await findAccountById(db, client.accountId);
    const isConfirmed = await db.transaction().execute(async (trx) => {
      if (!(await markContactChangeConfirmed(trx, challengeId, now))) return false;
      await setAccountContact(trx, client.accountId, change.kind, change.newValue);
      const previous = before?.[change.kind] ?? null;
      await appendAuditEvent(trx, {
        kind: PROFILE_CHANGE_AUDIT,
        occurredAt: now,
        accountId: client.accountId,
        accountCode: client.accountCode,
        source: client.source,
        sessionId: context.session.sessionId,
        clientAddress: context.clientAddress,
        details: {
          field: change.kind,
          from: previous === null ? null : historyValue(change.kind, previous),
          to: historyValue(change.kind, change.newValue),
        },
      });
      return true;
    });
    if (!isConfirmed) return refused('code_used');
    return { result: 'ok' as const, attemptsLeft: null, profile: await loadProfileView(context) };
  },
});

/** The contact change calls. */
export const contactChangeCalls = [requestContactChangeCall, confirmContactChangeCall];
