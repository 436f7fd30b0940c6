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

/**
 * A client's bank accounts that money may be paid to: approved by the back office and not
 * removed (issue 25), designated ones first.
 */
export function findBankAccounts(
  db: Kysely<Database>,
  accountId: number,
): Promise<ClientBankAccountRow[]> {
  return db
    .selectFrom('clientBankAccount')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('status', '=', 'approved')
    .where('removedAt', 'is', null)
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
    // Any live account alike (client_bank_account_live_unique) is left as it is.
    .onConflict((conflict) => conflict.doNothing())
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

/** What the movement list is narrowed by; dates bound `postedAt` as instants [from, to). */
export type CashMovementRowFilter = {
  type?: CashMovementType | undefined;
  currency?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  offset: number;
  limit: number;
};

/** The filter as conditions on `cash_movement`, the client's own rows only. */
function movementConditions(accountId: number, filter: CashMovementRowFilter) {
  const conditions = [sql`account_id = ${accountId}`];
  if (filter.type) conditions.push(sql`type = ${filter.type}`);
  if (filter.currency) conditions.push(sql`currency = ${filter.currency}`);
  if (filter.from) conditions.push(sql`posted_at >= ${filter.from}`);
  if (filter.to) conditions.push(sql`posted_at < ${filter.to}`);
  return sql.join(conditions, sql` and `);
}

/**
 * How many movements match: kept in the client's `cash_total` rows (in all and by type) unless
 * dates narrow the list, else counted on the filter's index.
 */
async function countCashMovements(
  db: Kysely<Database>,
  accountId: number,
  filter: CashMovementRowFilter,
): Promise<number> {
  const isKept = !filter.from && !filter.to;
  const kept = sql.ref(filter.type ? `movements_${filter.type.toLowerCase()}` : 'movements');
  const { rows } = isKept
    ? await sql<{ total: string | null }>`select sum(${kept}) as total from cash_total
        where account_id = ${accountId}
          ${filter.currency ? sql`and currency = ${filter.currency}` : sql``}`.execute(db)
    : await sql<{ total: string }>`select count(*) as total from cash_movement
        where ${movementConditions(accountId, filter)}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/**
 * A page of a client's cash movements, newest first (the books store them as they post:
 * core/books/client-cash-movements.ts), and how many match. The page's ids come from the
 * filter's index alone, skipping the offset there, and only the page's rows are read.
 */
export async function findCashMovements(
  db: Kysely<Database>,
  accountId: number,
  filter: CashMovementRowFilter,
): Promise<{ total: number; rows: CashMovementRow[] }> {
  const total = await countCashMovements(db, accountId, filter);
  const { rows } = await sql<CashMovementRow>`
    select journal_id, currency, amount::text as amount, balance::text as balance, reason,
      fund_order_id, stock_order_id, cash_instruction_id, posted_at, type
    from cash_movement
    where id in (select id from cash_movement where ${movementConditions(accountId, filter)}
      order by id desc limit ${filter.limit} offset ${filter.offset})
    order by id desc`.execute(db);
  return { total, rows };
}
