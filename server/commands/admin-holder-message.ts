import type { Kysely } from 'kysely';
import { adminHolderMessage, type AdminHolderPart } from '../../shared/domain/admin-messages';
import type { Database } from '../db/schema';
import type { Account } from '../repositories/account.repository';
import { findHolderLanguage } from '../repositories/preference.repository';
import type { CommandDeps } from './command-deps';

/**
 * Sends an account's holder the secrets an administrator's change gave it (issue 28) by email,
 * else SMS, in the holder's language (its preference, else English). Answers false when there is
 * no address or the messenger failed.
 */
export async function messageHolder(
  deps: Pick<CommandDeps, 'messenger' | 'config'>,
  trx: Kysely<Database>,
  account: Account,
  parts: readonly AdminHolderPart[],
): Promise<boolean> {
  const to = account.email ?? account.mobile;
  if (!to) return false;
  const language = await findHolderLanguage(trx, account.id);
  try {
    await deps.messenger.send({
      accountCode: account.accountCode,
      to,
      channel: account.email ? 'email' : 'sms',
      text: adminHolderMessage(language, deps.config.brand.name, parts),
    });
    return true;
  } catch {
    return false;
  }
}
