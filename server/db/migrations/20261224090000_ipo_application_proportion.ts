import { sql, type Kysely } from 'kysely';

/**
 * Proportion IPO applications (issue 12 §2, spec §3): the preferential offer's assured
 * entitlement joins cash and finance as an application type.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ipo_application drop constraint ipo_application_application_type_check`.execute(
    db,
  );
  await sql`alter table ipo_application add constraint ipo_application_application_type_check check (application_type in ('cash', 'finance', 'proportion'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ipo_application drop constraint ipo_application_application_type_check`.execute(
    db,
  );
  await sql`alter table ipo_application add constraint ipo_application_application_type_check check (application_type in ('cash', 'finance'))`.execute(
    db,
  );
}
