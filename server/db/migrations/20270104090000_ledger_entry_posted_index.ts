import type { Kysely } from 'kysely';

/**
 * A client ledger account's entries by when they were posted (issue 22 §1, §6): a statement reads
 * the entries of its period and those since (its totals), and the movements of its period, as
 * keyset pages along (account, posted_at, id), so its cost follows the entries in and after the
 * period, never the client's whole history. The (account, id) index stays for the reads of an
 * account's entries that no period bounds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('ledger_entry_account_posted_idx')
    .on('ledger_entry')
    .columns(['ledger_account_id', 'posted_at', 'id'])
    .execute();
}

/** Drops the index. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_entry_account_posted_idx').execute();
}
