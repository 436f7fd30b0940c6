import { sql, type Kysely } from 'kysely';

/**
 * Job kinds take one spelling (camelCase, the list in server/jobs/job-kinds.ts): the rows
 * queued, done or failed under the older spellings are renamed, so a job queued before the
 * upgrade still finds its handler. The pairs are written out here, not read from that list: a
 * migration stays as it landed whatever the code later calls its kinds.
 */
const RENAMED = [
  ['fund-order', 'fundOrder'],
  ['cash-instruction', 'cashInstruction'],
  ['edda-authorisation', 'eddaAuthorisation'],
  ['notification.push', 'notificationPush'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [old, current] of RENAMED) {
    await sql`update job set kind = ${current} where kind = ${old}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [old, current] of RENAMED) {
    await sql`update job set kind = ${old} where kind = ${current}`.execute(db);
  }
}
