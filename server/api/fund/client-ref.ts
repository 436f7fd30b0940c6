import { normaliseAccountCode } from '../../auth/account-code';
import type { ClientRef } from '../../backoffice/ports/gateway-funds.port';
import { NotFoundError } from '../../http/errors';
import { findAccountByCode } from '../../repositories/account.repository';
import type { SessionCallContext } from '../registry';

/**
 * The Gateway client a call names (the session gate has already checked the caller may act for
 * it); an unknown code answers 404. A client acting on its own account is the session's account,
 * already read by the gate, so only an advisor naming a client costs a lookup.
 */
export async function clientRef(
  context: Pick<SessionCallContext, 'db' | 'session'>,
  accountCode: string,
): Promise<ClientRef> {
  const code = normaliseAccountCode(accountCode, 'gateway');
  const { session } = context;
  if (session.source === 'gateway' && session.accountCode === code) {
    return { accountId: session.accountId, accountCode: code };
  }
  const account = await findAccountByCode(context.db, code, 'gateway');
  if (!account) throw new NotFoundError();
  return { accountId: account.id, accountCode: account.accountCode };
}
