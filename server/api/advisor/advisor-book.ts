import { hasRoleAtLeast } from '../../../shared/domain/roles';
import { normaliseAccountCode } from '../../auth/account-code';
import { ForbiddenError } from '../../http/errors';
import {
  findBookClientIds,
  findClientIdByCode,
  findManagedAdvisorIds,
  type BookScope,
} from '../../repositories/advisor-book.repository';
import type { SessionCallContext } from '../registry';

/**
 * The one answer to "which client accounts may this acting session see" (issue 27, spec §2.12,
 * §3 advisor linkage). An advisor: its linked clients. A manager: the clients of the advisors it
 * manages (`manager_link`) and its own links (with the brand's `manager` flag; without it, its own
 * links only). An admin or higher: every client. A client, and an
 * advisor acting for a client (an advisee session), none: 403. Every advisor call goes through
 * here; a client or an advisor filter outside the book is 403 and nothing.
 */

/** The acting session's book. */
export type Book = {
  scope: BookScope;
  /** The acting session's account: the author of its notes, the advisor of its own links. */
  actorId: number;
  /** The advisors whose notes the session reads (itself and, for a manager, its advisors). */
  noteAuthorIds: readonly number[] | 'all';
  clientIds: readonly number[];
};

/** The scope of the acting session, narrowed to one advisor when `advisorAccountId` is given. */
export async function scopeOf(
  context: SessionCallContext,
  advisorAccountId?: number,
): Promise<{ scope: BookScope; noteAuthorIds: readonly number[] | 'all' }> {
  const { session, db } = context;
  if (session.advisorSessionId || !hasRoleAtLeast(session.role, 'advisor')) {
    throw new ForbiddenError();
  }
  if (hasRoleAtLeast(session.role, 'admin')) {
    if (advisorAccountId === undefined) return { scope: { kind: 'all' }, noteAuthorIds: 'all' };
    return { scope: { kind: 'advisors', advisorIds: [advisorAccountId] }, noteAuthorIds: 'all' };
  }
  const own = [session.accountId];
  // With the brand's manager flag off a manager keeps only its own links, as an advisor.
  const managesAdvisors =
    hasRoleAtLeast(session.role, 'manager') && context.config.brand.features.manager;
  const reach = managesAdvisors
    ? [...own, ...(await findManagedAdvisorIds(db, session.accountId))]
    : own;
  if (advisorAccountId !== undefined && !reach.includes(advisorAccountId)) {
    throw new ForbiddenError();
  }
  const advisorIds = advisorAccountId === undefined ? reach : [advisorAccountId];
  return { scope: { kind: 'advisors', advisorIds }, noteAuthorIds: reach };
}

/** The acting session's book (narrowed to one advisor when asked), with its clients' ids. */
export async function bookOf(
  context: SessionCallContext,
  advisorAccountId?: number,
): Promise<Book> {
  const { scope, noteAuthorIds } = await scopeOf(context, advisorAccountId);
  const clientIds = await findBookClientIds(context.db, scope);
  return { scope, actorId: context.session.accountId, noteAuthorIds, clientIds };
}

/** The id of `clientCode` when the client is in the session's book; 403 otherwise. */
export async function clientInBook(
  context: SessionCallContext,
  clientCode: string,
): Promise<{ book: Book; clientId: number }> {
  const book = await bookOf(context);
  const clientId = await findClientIdByCode(
    context.db,
    normaliseAccountCode(clientCode, 'gateway'),
  );
  if (clientId === undefined || !book.clientIds.includes(clientId)) throw new ForbiddenError();
  return { book, clientId };
}
