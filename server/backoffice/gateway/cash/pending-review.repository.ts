import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PendingReview, PendingReviewFilter, ReviewKind } from '../../ports/gateway-cash.port';

/**
 * What waits for the operator (issue 28's queue), across every client, as one list: deposits and
 * withdrawals by hand still pending or processing, FPS withdrawals waiting for approval, eDDA
 * set-ups the bank has not answered and designated bank accounts pending review.
 */

type ReviewRow = Omit<PendingReview, 'amount' | 'placedAt' | 'kind'> & {
  kind: string;
  rowId: number;
  amount: string | null;
  placedAt: Date | string;
};

/** The items of every kind; only those waiting with `isPendingOnly`. */
function reviewUnion(db: Kysely<Database>, isPendingOnly: boolean) {
  const instructions = db
    .selectFrom('cashInstruction as ci')
    .innerJoin('account as a', 'a.id', 'ci.accountId')
    .select([
      sql<string>`case when ci.type = 'D' then 'deposit' else 'withdrawal' end`.as('kind'),
      sql<string>`cast(ci.id as text)`.as('key'),
      'ci.accountId as accountId',
      'a.accountCode as accountCode',
      'a.displayName as holderName',
      sql<string | null>`ci.currency`.as('currency'),
      sql<string | null>`cast(ci.amount as text)`.as('amount'),
      'ci.method as method',
      'ci.bankName as bankName',
      'ci.bankAccount as bankAccount',
      sql<string>`cast(ci.status as text)`.as('status'),
      'ci.remark as remark',
      sql<boolean>`exists (select 1 from cash_proof p where p.cash_instruction_id = ci.id)`.as(
        'hasProof',
      ),
      'ci.placedAt as placedAt',
      sql<number>`ci.id`.as('rowId'),
    ])
    .where('ci.channel', 'in', ['manual', 'fps'])
    .$if(isPendingOnly, (query) =>
      query.where((eb) =>
        eb.or([
          eb.and([eb('ci.channel', '=', 'manual'), eb('ci.status', 'in', ['P', 'PR'])]),
          eb.and([eb('ci.channel', '=', 'fps'), eb('ci.status', '=', 'W')]),
        ]),
      ),
    );
  const eddas = db
    .selectFrom('eddaAuthorisation as e')
    .innerJoin('account as a', 'a.id', 'e.accountId')
    .select([
      sql<string>`'edda'`.as('kind'),
      'e.ddaReference as key',
      'e.accountId as accountId',
      'a.accountCode as accountCode',
      'e.holderName as holderName',
      sql<string | null>`e.currency`.as('currency'),
      sql<string | null>`cast(e.debit_limit as text)`.as('amount'),
      sql<string>`'edda'`.as('method'),
      'e.bankName as bankName',
      'e.accountNumber as bankAccount',
      sql<string>`cast(e.status as text)`.as('status'),
      sql<string | null>`cast(null as text)`.as('remark'),
      sql<boolean>`false`.as('hasProof'),
      'e.createdAt as placedAt',
      sql<number>`e.id`.as('rowId'),
    ])
    .$if(isPendingOnly, (query) => query.where('e.status', '=', 'P'));
  const bankAccounts = db
    .selectFrom('clientBankAccount as b')
    .innerJoin('account as a', 'a.id', 'b.accountId')
    .select([
      sql<string>`'bankAccount'`.as('kind'),
      sql<string>`cast(b.id as text)`.as('key'),
      'b.accountId as accountId',
      'a.accountCode as accountCode',
      'b.holderName as holderName',
      'b.currency as currency',
      sql<string | null>`cast(null as text)`.as('amount'),
      sql<string>`cast(b.identifier_type as text)`.as('method'),
      sql<string | null>`b.bank_name`.as('bankName'),
      sql<string | null>`b.identifier`.as('bankAccount'),
      sql<string>`cast(b.status as text)`.as('status'),
      sql<string | null>`cast(null as text)`.as('remark'),
      sql<boolean>`exists (select 1 from client_bank_account_proof p where p.bank_account_id = b.id)`.as(
        'hasProof',
      ),
      'b.createdAt as placedAt',
      sql<number>`b.id`.as('rowId'),
    ])
    .where('b.removedAt', 'is', null)
    .$if(isPendingOnly, (query) => query.where('b.status', '=', 'pending'));
  return db.selectFrom(instructions.unionAll(eddas).unionAll(bankAccounts).as('q'));
}

/** A page of the waiting items matching the filter, oldest first, how many match, per kind. */
export async function findPendingReviews(
  db: Kysely<Database>,
  filter: PendingReviewFilter,
): Promise<{ total: number; rows: ReviewRow[]; counts: Record<ReviewKind, number> }> {
  let query = reviewUnion(db, true);
  if (filter.clientCode) {
    query = query.where(
      sql<boolean>`upper(q.account_code) like ${`%${escapeLike(filter.clientCode.toUpperCase())}%`}`,
    );
  }
  if (filter.currency) query = query.where('q.currency', '=', filter.currency.toUpperCase());
  const byKind = await query
    .select(['q.kind', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('q.kind')
    .execute();
  const counts = { deposit: 0, withdrawal: 0, edda: 0, bankAccount: 0 };
  for (const row of byKind) counts[row.kind as ReviewKind] = Number(row.count);
  if (filter.kind) query = query.where('q.kind', '=', filter.kind);
  const rows = await query
    .selectAll()
    .orderBy('q.placedAt')
    .orderBy('q.kind')
    .orderBy('q.rowId')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  const total = filter.kind
    ? counts[filter.kind]
    : counts.deposit + counts.withdrawal + counts.edda + counts.bankAccount;
  return { total, rows, counts };
}

/** One waiting or decided item by kind and key (its current state), or undefined. */
export async function findReview(
  db: Kysely<Database>,
  kind: ReviewKind,
  key: string,
): Promise<ReviewRow | undefined> {
  const row = await reviewUnion(db, false)
    .selectAll()
    .where('q.kind', '=', kind)
    .where('q.key', '=', key)
    .executeTakeFirst();
  return row;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
