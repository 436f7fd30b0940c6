import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  deleteAdvisorLink,
  findAdvisorLink,
  insertAdvisorLink,
  lockAccount,
  type AdvisorLinkView,
} from '../repositories/admin-account.repository';
import { setAdvisorStockPermission } from '../repositories/stock-instruction-permission.repository';
import {
  auditAdminAction,
  Refusal,
  type AdminActor,
  type AdminResult,
} from './admin-account.command';
import type { CommandDeps } from './command-deps';

/**
 * The admin area's advisor links (issue 28, spec §2.12, §6): an advisor or manager acts for a
 * user's account, with or without the adviser-level stock-instruction permission. Each change is
 * kept in both accounts' audit trails.
 */

/** A link's outcome. */
export type LinkOutcome = { result: AdminResult; link: AdvisorLinkView | null };

/** The two sides of a link, checked: an advisor or manager, and a user. */
async function linkSides(trx: Kysely<Database>, advisorAccountId: number, clientAccountId: number) {
  const advisor = await lockAccount(trx, advisorAccountId);
  const client = await lockAccount(trx, clientAccountId);
  if (!advisor || !client) throw new Refusal('not_found');
  if (advisor.role !== 'advisor' && advisor.role !== 'manager') throw new Refusal('not_advisor');
  if (client.role !== 'user') throw new Refusal('not_client');
  return { advisor, client };
}

async function linkTransaction(
  deps: CommandDeps,
  change: (trx: Kysely<Database>) => Promise<LinkOutcome>,
): Promise<LinkOutcome> {
  try {
    return await deps.db.transaction().execute(change);
  } catch (error) {
    if (error instanceof Refusal) return { result: error.result, link: null };
    throw error;
  }
}

/** Links an advisor to a client, or changes the link's stock-instruction permission. */
export function linkAdvisor(
  deps: CommandDeps,
  actor: AdminActor,
  input: { advisorAccountId: number; clientAccountId: number; canInstructStocks: boolean },
): Promise<LinkOutcome> {
  return linkTransaction(deps, async (trx) => {
    const { advisor, client } = await linkSides(trx, input.advisorAccountId, input.clientAccountId);
    const existing = await findAdvisorLink(trx, advisor.id, client.id);
    if (existing?.canInstructStocks === input.canInstructStocks)
      return { result: 'already_linked', link: existing };
    if (existing) {
      await setAdvisorStockPermission(trx, advisor.id, client.id, input.canInstructStocks);
    } else {
      await insertAdvisorLink(trx, input, actor.now);
    }
    const changes = [
      {
        field: 'advisor',
        before: existing ? advisor.accountCode : null,
        after: advisor.accountCode,
      },
      { field: 'client', before: existing ? client.accountCode : null, after: client.accountCode },
      {
        field: 'canInstructStocks',
        before: existing ? String(existing.canInstructStocks) : null,
        after: String(input.canInstructStocks),
      },
    ].filter((change) => change.before !== change.after);
    for (const side of [advisor, client]) await auditAdminAction(trx, actor, side, 'link', changes);
    return { result: 'ok', link: (await findAdvisorLink(trx, advisor.id, client.id)) ?? null };
  });
}

/** Removes a link. */
export function unlinkAdvisor(
  deps: CommandDeps,
  actor: AdminActor,
  input: { advisorAccountId: number; clientAccountId: number },
): Promise<LinkOutcome> {
  return linkTransaction(deps, async (trx) => {
    const advisor = await lockAccount(trx, input.advisorAccountId);
    const client = await lockAccount(trx, input.clientAccountId);
    if (!advisor || !client) return { result: 'not_found', link: null };
    const existing = await findAdvisorLink(trx, advisor.id, client.id);
    if (!existing) return { result: 'not_linked', link: null };
    await deleteAdvisorLink(trx, advisor.id, client.id);
    const changes = [
      { field: 'advisor', before: advisor.accountCode, after: null },
      { field: 'client', before: client.accountCode, after: null },
    ];
    for (const side of [advisor, client])
      await auditAdminAction(trx, actor, side, 'unlink', changes);
    return { result: 'ok', link: existing };
  });
}
