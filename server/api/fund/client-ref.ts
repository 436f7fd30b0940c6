import { normaliseAccountCode } from '../../auth/account-code';
import type { ClientRef } from '../../backoffice/gateway-port';
import { NotFoundError } from '../../http/errors';
import { findAccountByCode } from '../../repositories/account.repository';
import type { SessionCallContext } from '../registry';

/**
 * The Gateway client a call names (the session gate has already checked the caller may act for
 * it); an unknown code answers 404.
 */
export async function clientRef(
  context: Pick<SessionCallContext, 'db'>,
  accountCode: string,
): Promise<ClientRef> {
  const code = normaliseAccountCode(accountCode, 'gateway');
  const account = await findAccountByCode(context.db, code, 'gateway');
  if (!account) throw new NotFoundError();
  return { accountId: account.id, accountCode: account.accountCode };
}
