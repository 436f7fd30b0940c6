import { hongKongDate } from '../../../shared/domain/business-calendar';
import type { AssetActor } from '../../commands/asset-holding.command';
import { ForbiddenError } from '../../http/errors';
import { findHolding, type AssetHoldingRow } from '../../repositories/asset-holding.repository';
import { findHolderAccounts, type HolderAccount } from '../../repositories/holder.repository';
import type { ClientCallContext } from '../registry';

/**
 * Who may read and change manual assets (issue 24). The call's claim resolved `context.client`:
 * the session's own account or, for an advisor, a linked client's. The holder is the person
 * behind it, with every account linked to them; a holding is theirs when it was entered under one
 * of those accounts. Another holder's holding is refused (403) before anything of it is read.
 */

/** The holder behind the client the call names. */
export type HolderScope = {
  accounts: HolderAccount[];
  accountIds: number[];
  /** The session is the holder's own, not an advisor's nor an advisor acting for them. */
  canChange: boolean;
};

/** The holder of the client the call names, and whether this session may change their assets. */
export async function holderScope(context: ClientCallContext): Promise<HolderScope> {
  const accounts = await findHolderAccounts(context.db, context.client.accountId);
  const accountIds = accounts.map((account) => account.id);
  const canChange =
    context.session.advisorSessionId === undefined &&
    accountIds.includes(context.session.accountId);
  return { accounts, accountIds, canChange };
}

/** What a change command needs of the actor. */
export const actorOf = (scope: HolderScope, now: Date): AssetActor => ({
  holderAccountIds: scope.accountIds,
  today: hongKongDate(now),
  now,
});

/**
 * The holding `holdingId` names when it is the holder's and not deleted; null when there is no
 * such holding (or it was deleted); another holder's: 403.
 */
export async function holdingInScope(
  context: ClientCallContext,
  scope: HolderScope,
  holdingId: number,
): Promise<AssetHoldingRow | null> {
  const holding = await findHolding(context.db, holdingId);
  if (!holding) return null;
  if (!scope.accountIds.includes(holding.accountId)) throw new ForbiddenError();
  return holding.status === 'deleted' ? null : holding;
}
