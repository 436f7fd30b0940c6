import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CashInstructionStatus } from '../../../../shared/domain/cash-instruction';
import type { BankAccountStatus } from '../../../../shared/domain/hk-banks';
import type { Database } from '../../../db/schema';
import type { ClientBankAccountProofTable, ClientBankAccountTable } from '../../../db/schema-cash';

/**
 * Designated bank accounts under review (issue 25): every live account of a client with its
 * review state, the proof sent with a new one, and whether a withdrawal to one is still open.
 */

/** A bank account row. */
export type BankAccountRow = Selectable<ClientBankAccountTable>;

/** A withdrawal that is neither paid nor ended: it still names its bank account. */
const OPEN_WITHDRAWAL_STATUSES: readonly CashInstructionStatus[] = ['P', 'PR', 'W', 'S'];

/** A client's live (not removed) bank accounts, newest first, with whether each has a proof. */
export async function findLiveBankAccounts(
  db: Kysely<Database>,
  accountId: number,
): Promise<(BankAccountRow & { hasProof: boolean; hasOpenWithdrawal: boolean })[]> {
  const rows = await db
    .selectFrom('clientBankAccount')
    .selectAll('clientBankAccount')
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('clientBankAccountProof')
            .select('bankAccountId')
            .whereRef('clientBankAccountProof.bankAccountId', '=', 'clientBankAccount.id'),
        )
        .as('hasProof'),
      eb
        .exists(
          eb
            .selectFrom('cashInstruction')
            .select('cashInstruction.id')
            .whereRef('cashInstruction.bankAccountId', '=', 'clientBankAccount.id')
            .where('cashInstruction.type', '=', 'W')
            .where('cashInstruction.status', 'in', OPEN_WITHDRAWAL_STATUSES),
        )
        .as('hasOpenWithdrawal'),
    ])
    .where('clientBankAccount.accountId', '=', accountId)
    .where('clientBankAccount.removedAt', 'is', null)
    .orderBy('clientBankAccount.id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    hasProof: Boolean(row.hasProof),
    hasOpenWithdrawal: Boolean(row.hasOpenWithdrawal),
  }));
}

/** A bank account by id, locked for its decision or removal, or undefined. */
export function lockBankAccount(
  db: Kysely<Database>,
  id: number,
): Promise<BankAccountRow | undefined> {
  return db
    .selectFrom('clientBankAccount')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts a pending account with its proof; undefined when a live one is the same (unique). */
export async function insertPendingBankAccount(
  db: Kysely<Database>,
  row: Insertable<ClientBankAccountTable>,
  proof: Omit<Insertable<ClientBankAccountProofTable>, 'bankAccountId'>,
): Promise<BankAccountRow | undefined> {
  const inserted = await db
    .insertInto('clientBankAccount')
    .values({ ...row, status: 'pending' })
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) return undefined;
  await db
    .insertInto('clientBankAccountProof')
    .values({ ...proof, bankAccountId: inserted.id })
    .execute();
  return inserted;
}

/** Records the back office's decision on a pending account. */
export async function setBankAccountStatus(
  db: Kysely<Database>,
  id: number,
  status: Exclude<BankAccountStatus, 'pending'>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('clientBankAccount')
    .set({ status, decidedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Marks an account removed (its row stays for the withdrawals that name it). */
export async function markBankAccountRemoved(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<void> {
  await db.updateTable('clientBankAccount').set({ removedAt: now }).where('id', '=', id).execute();
}

/** Whether a withdrawal to the account is still open (placed, processing, awaiting, sent). */
export async function hasOpenWithdrawal(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('cashInstruction')
    .select('id')
    .where('bankAccountId', '=', id)
    .where('type', '=', 'W')
    .where('status', 'in', OPEN_WITHDRAWAL_STATUSES)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The proof sent with an account, or undefined. */
export function findBankAccountProof(
  db: Kysely<Database>,
  id: number,
): Promise<{ fileName: string; contentType: string; content: Uint8Array } | undefined> {
  return db
    .selectFrom('clientBankAccountProof')
    .select(['fileName', 'contentType', 'content'])
    .where('bankAccountId', '=', id)
    .executeTakeFirst();
}

/** Every client's live accounts awaiting review, oldest first, with the client's code. */
export function findPendingBankAccounts(
  db: Kysely<Database>,
  limit: number,
): Promise<(BankAccountRow & { accountCode: string })[]> {
  return db
    .selectFrom('clientBankAccount')
    .innerJoin('account', 'account.id', 'clientBankAccount.accountId')
    .selectAll('clientBankAccount')
    .select('account.accountCode')
    .where('clientBankAccount.status', '=', 'pending')
    .where('clientBankAccount.removedAt', 'is', null)
    .orderBy('clientBankAccount.id')
    .limit(limit)
    .execute();
}
