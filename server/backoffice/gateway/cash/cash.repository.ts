import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type {
  CashInstructionStatus,
  CashInstructionType,
  CashMovementType,
} from '../../../../shared/domain/cash-instruction';
import type {
  CashInstructionTable,
  ClientBankAccountTable,
  EddaAuthorisationTable,
  FxQuoteTable,
} from '../../../db/schema-cash';
import type { Database } from '../../../db/schema';
import type { StatusChange } from '../../core/dealing/status-machine';
import type { CashMovement } from '../../ports/gateway-cash.port';

/** The cash area's rows: instructions, their history and proofs, bank accounts, eDDA, FX. */

/** A cash instruction row. */
export type CashInstructionRow = Selectable<CashInstructionTable>;

/** A client bank account row. */
export type ClientBankAccountRow = Selectable<ClientBankAccountTable>;

/** An eDDA authorisation row. */
export type EddaRow = Selectable<EddaAuthorisationTable>;

/** An FX quote row. */
export type FxQuoteRow = Selectable<FxQuoteTable>;

/** A client's bank accounts, designated ones first. */
export function findBankAccounts(
  db: Kysely<Database>,
  accountId: number,
): Promise<ClientBankAccountRow[]> {
  return db
    .selectFrom('clientBankAccount')
    .selectAll()
    .where('accountId', '=', accountId)
    .orderBy('identifierType')
    .orderBy('currency')
    .orderBy('id')
    .execute();
}

/** Inserts bank accounts, skipping those that exist; answers how many landed. */
export async function insertBankAccounts(
  db: Kysely<Database>,
  rows: readonly Insertable<ClientBankAccountTable>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('clientBankAccount')
    .values([...rows])
    .onConflict((conflict) => conflict.constraint('client_bank_account_unique').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** The instructions placed under a client's idempotency key. */
export function findInstructionsByKey(
  db: Kysely<Database>,
  accountId: number,
  idempotencyKey: string,
): Promise<CashInstructionRow[]> {
  return db
    .selectFrom('cashInstruction')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('idempotencyKey', '=', idempotencyKey)
    .execute();
}

/** Inserts an instruction. */
export function insertInstruction(
  db: Kysely<Database>,
  row: Insertable<CashInstructionTable>,
): Promise<CashInstructionRow> {
  return db.insertInto('cashInstruction').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Reads and locks an instruction for this transaction. */
export function lockInstruction(
  db: Kysely<Database>,
  id: number,
): Promise<CashInstructionRow | undefined> {
  return db
    .selectFrom('cashInstruction')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Updates an instruction; answers the row. */
export function updateInstruction(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<CashInstructionTable>,
): Promise<CashInstructionRow> {
  return db
    .updateTable('cashInstruction')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The write storing status moves (dealing/status-machine.ts). */
export function insertCashStatusChangesWrite(
  db: Kysely<Database>,
  changes: readonly StatusChange<CashInstructionStatus>[],
) {
  return db.insertInto('cashInstructionStatusChange').values(
    changes.map((change) => ({
      cashInstructionId: change.instructionId,
      fromStatus: change.from,
      toStatus: change.to,
      changedAt: change.at,
    })),
  );
}

/** The stored moves of instructions, in order. */
export function findCashStatusChanges(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cashInstructionStatusChange')
    .selectAll()
    .where('cashInstructionId', 'in', [...ids])
    .orderBy('id')
    .execute();
}

/** Stores a deposit's proof. */
export async function insertProof(
  db: Kysely<Database>,
  proof: {
    cashInstructionId: number;
    fileName: string;
    contentType: string;
    content: Uint8Array;
  },
): Promise<void> {
  await db
    .insertInto('cashProof')
    .values({ ...proof, size: proof.content.length })
    .execute();
}

/** A deposit's proof, or undefined. */
export function findProof(db: Kysely<Database>, cashInstructionId: number) {
  return db
    .selectFrom('cashProof')
    .select(['fileName', 'contentType', 'content'])
    .where('cashInstructionId', '=', cashInstructionId)
    .executeTakeFirst();
}

/** Which of the instructions have a proof. */
export async function findProofIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('cashProof')
    .select('cashInstructionId')
    .where('cashInstructionId', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.cashInstructionId));
}

/** A page of a client's instructions, newest first, and how many match. */
export async function searchInstructionRows(
  db: Kysely<Database>,
  accountId: number,
  filter: {
    type?: CashInstructionType | undefined;
    statuses?: readonly CashInstructionStatus[] | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ total: number; rows: CashInstructionRow[] }> {
  let query = db.selectFrom('cashInstruction').where('accountId', '=', accountId);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.statuses && filter.statuses.length > 0)
    query = query.where('status', 'in', [...filter.statuses]);
  const count = await query
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('placedAt', 'desc')
    .orderBy('id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  return { total: Number(count.total), rows };
}

/** The sum of a client's withdrawals of a currency placed in [from, to) and not refused. */
export async function sumWithdrawalsPlacedIn(
  db: Kysely<Database>,
  accountId: number,
  currency: string,
  range: { from: Date; to: Date },
): Promise<string> {
  const row = await db
    .selectFrom('cashInstruction')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .where('accountId', '=', accountId)
    .where('type', '=', 'W')
    .where('currency', '=', currency)
    .where('status', 'not in', ['C', 'R', 'B'])
    .where('placedAt', '>=', range.from)
    .where('placedAt', '<', range.to)
    .executeTakeFirstOrThrow();
  return row.total;
}

/** A client's eDDA authorisations, newest first. */
export function findEddaAuthorisations(
  db: Kysely<Database>,
  accountId: number,
): Promise<EddaRow[]> {
  return db
    .selectFrom('eddaAuthorisation')
    .selectAll()
    .where('accountId', '=', accountId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Reads and locks an eDDA authorisation by reference or id. */
export function lockEdda(
  db: Kysely<Database>,
  by: { ddaReference: string } | { id: number },
): Promise<EddaRow | undefined> {
  const query = db.selectFrom('eddaAuthorisation').selectAll();
  return (
    'id' in by ? query.where('id', '=', by.id) : query.where('ddaReference', '=', by.ddaReference)
  )
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts an eDDA authorisation. */
export function insertEdda(
  db: Kysely<Database>,
  row: Insertable<EddaAuthorisationTable>,
): Promise<EddaRow> {
  return db.insertInto('eddaAuthorisation').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Updates an eDDA authorisation. */
export function updateEdda(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<EddaAuthorisationTable>,
): Promise<EddaRow> {
  return db
    .updateTable('eddaAuthorisation')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** eDDA authorisations by id. */
export async function findEddaByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, EddaRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('eddaAuthorisation')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Inserts an FX quote. */
export function insertFxQuote(
  db: Kysely<Database>,
  row: Insertable<FxQuoteTable>,
): Promise<FxQuoteRow> {
  return db.insertInto('fxQuote').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Reads and locks a quote. */
export function lockFxQuote(
  db: Kysely<Database>,
  quoteId: string,
): Promise<FxQuoteRow | undefined> {
  return db
    .selectFrom('fxQuote')
    .selectAll()
    .where('quoteId', '=', quoteId)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks a quote executed. */
export function markFxQuoteExecuted(
  db: Kysely<Database>,
  id: number,
  at: Date,
): Promise<FxQuoteRow> {
  return db
    .updateTable('fxQuote')
    .set({ executedAt: at })
    .where('id', '=', id)
    .where('executedAt', 'is', null)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * One journal's net effect on one currency of a client's cash, with the running total: the
 * port's movement, its figures as SQL writes them (embedded-cash.ts makes them plain).
 */
export type CashMovementRow = CashMovement;

/**
 * A page of a client's cash movements, newest first: every journal that changed the client's
 * total cash of a currency (available, held and pending together, so a hold or its release is
 * no movement), its spec §3 type from the journal's reason, and the running total after it.
 * Dates bound `postedAt` as instants [from, to).
 */
export async function findCashMovements(
  db: Kysely<Database>,
  accountId: number,
  filter: {
    type?: CashMovementType | undefined;
    currency?: string | undefined;
    from?: Date | undefined;
    to?: Date | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ total: number; rows: CashMovementRow[] }> {
  const conditions = [sql`true`];
  if (filter.type) conditions.push(sql`m.type = ${filter.type}`);
  if (filter.currency) conditions.push(sql`m.currency = ${filter.currency}`);
  if (filter.from) conditions.push(sql`m.posted_at >= ${filter.from}`);
  if (filter.to) conditions.push(sql`m.posted_at < ${filter.to}`);
  const where = sql.join(conditions, sql` and `);
  const movements = sql`(
    select j.*, sum(j.amount) over (partition by j.currency order by j.first_id) as balance,
      case when j.reason = 'deposit' then 'D' when j.reason = 'withdrawal' then 'W'
        when j.reason = 'fx' and j.amount > 0 then 'I' when j.reason = 'fx' then 'O'
        else 'C' end as type
    from (
      select e.journal_id, a.asset as currency, sum(e.amount) as amount, min(e.id) as first_id,
        min(e.reason) as reason, min(e.fund_order_id) as fund_order_id,
        min(e.stock_order_id) as stock_order_id,
        min(e.cash_instruction_id) as cash_instruction_id, min(e.posted_at) as posted_at
      from ledger_entry e join ledger_account a on a.id = e.ledger_account_id
      where a.owner_account_id = ${accountId} and a.asset_type = 'cash'
      group by e.journal_id, a.asset
      having sum(e.amount) <> 0
    ) j
  ) m`;
  const count = await sql<{
    total: string;
  }>`select count(*) as total from ${movements} where ${where}`.execute(db);
  const rows = await sql<CashMovementRow>`
    select m.journal_id, m.currency, m.amount::text as amount, m.balance::text as balance,
      m.reason, m.fund_order_id, m.stock_order_id, m.cash_instruction_id, m.posted_at, m.type
    from ${movements} where ${where}
    order by m.first_id desc limit ${filter.limit} offset ${filter.offset}`.execute(db);
  return { total: Number(count.rows[0]?.total ?? 0), rows: rows.rows };
}
