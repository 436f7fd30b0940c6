import { sql, type Kysely, type Selectable } from 'kysely';
import type { ElectionOption } from '../../../../shared/domain/corporate-action';
import type {
  CorporateActionElectionTable,
  CorporateActionEntitlementTable,
  CorporateActionEventStatus,
  CorporateActionEventTable,
} from '../../../db/schema-corporate-actions';
import type { Database } from '../../../db/schema';

/** The SQL of the corporate-action area (issue 12 §4). */

/** An event row. */
export type CorporateActionEventRow = Selectable<CorporateActionEventTable>;
/** An entitlement row. */
export type CorporateActionEntitlementRow = Selectable<CorporateActionEntitlementTable>;
/** An election row. */
export type CorporateActionElectionRow = Selectable<CorporateActionElectionTable>;

/** Starts following a feed event; answers its id when this call added it (undefined: known). */
export async function insertEventIfNew(
  db: Kysely<Database>,
  event: { eventCode: string; symbol: string },
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .insertInto('corporateActionEvent')
    .values({ ...event, status: 'announced', createdAt: now, updatedAt: now })
    .onConflict((conflict) => conflict.column('eventCode').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Reads and locks an event for this transaction. */
export function lockEvent(
  db: Kysely<Database>,
  id: number,
): Promise<CorporateActionEventRow | undefined> {
  return db
    .selectFrom('corporateActionEvent')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Events by feed code. */
export function findEventsByCodes(
  db: Kysely<Database>,
  codes: readonly string[],
): Promise<CorporateActionEventRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('corporateActionEvent')
    .selectAll()
    .where('eventCode', 'in', codes)
    .execute();
}

/** Moves an event along its timetable. */
export async function setEventStatus(
  db: Kysely<Database>,
  id: number,
  status: CorporateActionEventStatus,
  now: Date,
): Promise<void> {
  await db
    .updateTable('corporateActionEvent')
    .set({ status, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Every client's settled holding of `symbol` (available and frozen shares) from the entries
 * posted before `cutoff`: who is on the register at the end of the record date (only
 * `accountId`'s holding when given, as for an IPO's assured entitlement).
 */
export async function holdersAt(
  db: Kysely<Database>,
  symbol: string,
  cutoff: Date,
  accountId?: number,
): Promise<{ accountId: number; quantity: string }[]> {
  const rows = await db
    .selectFrom('ledgerEntry')
    .innerJoin('ledgerAccount', 'ledgerAccount.id', 'ledgerEntry.ledgerAccountId')
    .select([
      'ledgerAccount.ownerAccountId as accountId',
      sql<string>`sum(ledger_entry.amount)::text`.as('quantity'),
    ])
    .where('ledgerAccount.kind', 'in', ['shares', 'sharesFrozen'])
    .where('ledgerAccount.asset', '=', symbol)
    .where('ledgerAccount.ownerAccountId', 'is not', null)
    .$if(accountId !== undefined, (query) =>
      query.where('ledgerAccount.ownerAccountId', '=', accountId ?? 0),
    )
    .where('ledgerEntry.postedAt', '<', cutoff)
    .groupBy('ledgerAccount.ownerAccountId')
    .having(sql`sum(ledger_entry.amount)`, '>', 0)
    .orderBy('ledgerAccount.ownerAccountId')
    .execute();
  return rows.map((row) => ({ accountId: Number(row.accountId), quantity: row.quantity }));
}

/** Records the holders fixed at the record date. */
export async function insertEntitlements(
  db: Kysely<Database>,
  eventId: number,
  holders: readonly { accountId: number; quantity: string }[],
): Promise<void> {
  if (holders.length === 0) return;
  await db
    .insertInto('corporateActionEntitlement')
    .values(
      holders.map((holder) => ({
        eventId,
        accountId: holder.accountId,
        heldQuantity: holder.quantity,
        status: 'entitled' as const,
      })),
    )
    .onConflict((conflict) => conflict.columns(['eventId', 'accountId']).doNothing())
    .execute();
}

/** An event's entitlements still waiting for payment, locked for this transaction. */
export function lockUnpaidEntitlements(
  db: Kysely<Database>,
  eventId: number,
): Promise<CorporateActionEntitlementRow[]> {
  return db
    .selectFrom('corporateActionEntitlement')
    .selectAll()
    .where('eventId', '=', eventId)
    .where('status', '=', 'entitled')
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Records an entitlement's payment. */
export async function markEntitlementPaid(
  db: Kysely<Database>,
  id: number,
  paid: { election: ElectionOption; cash: string; shareChange: string; addedCost: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('corporateActionEntitlement')
    .set({ ...paid, status: 'paid', paidAt: now })
    .where('id', '=', id)
    .where('status', '=', 'entitled')
    .execute();
}

/** A client's entitlements with their event codes. */
export function findEntitlementsOf(
  db: Kysely<Database>,
  accountId: number,
): Promise<(CorporateActionEntitlementRow & { eventCode: string })[]> {
  return db
    .selectFrom('corporateActionEntitlement')
    .innerJoin(
      'corporateActionEvent',
      'corporateActionEvent.id',
      'corporateActionEntitlement.eventId',
    )
    .selectAll('corporateActionEntitlement')
    .select('corporateActionEvent.eventCode')
    .where('corporateActionEntitlement.accountId', '=', accountId)
    .execute();
}

/** Every client's entitlements to the events with these feed codes, with their codes. */
export function findEntitlementsOfEvents(
  db: Kysely<Database>,
  codes: readonly string[],
): Promise<(CorporateActionEntitlementRow & { eventCode: string })[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('corporateActionEntitlement')
    .innerJoin(
      'corporateActionEvent',
      'corporateActionEvent.id',
      'corporateActionEntitlement.eventId',
    )
    .selectAll('corporateActionEntitlement')
    .select('corporateActionEvent.eventCode')
    .where('corporateActionEvent.eventCode', 'in', codes)
    .execute();
}

/** Elections of one client, or of every client on one event. */
export function findElections(
  db: Kysely<Database>,
  filter: { accountId?: number; eventCode?: string },
): Promise<CorporateActionElectionRow[]> {
  let query = db.selectFrom('corporateActionElection').selectAll();
  if (filter.accountId !== undefined) query = query.where('accountId', '=', filter.accountId);
  if (filter.eventCode !== undefined) query = query.where('eventCode', '=', filter.eventCode);
  return query.execute();
}

/** Records or changes a client's election. */
export async function upsertElection(
  db: Kysely<Database>,
  election: {
    eventCode: string;
    accountId: number;
    option: ElectionOption;
    electedByAccountId: number | null;
    updatedAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('corporateActionElection')
    .values(election)
    .onConflict((conflict) =>
      conflict.columns(['eventCode', 'accountId']).doUpdateSet({
        option: election.option,
        electedByAccountId: election.electedByAccountId,
        updatedAt: election.updatedAt,
      }),
    )
    .execute();
}
