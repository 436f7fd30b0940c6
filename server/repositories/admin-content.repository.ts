import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DisclaimerType } from '../../shared/domain/admin-content';
import type { Language } from '../../shared/i18n/languages';
import type { Database } from '../db/schema';
import type { AuditEventTable } from '../db/schema-accounts';
import type {
  BrandThemeTable,
  DisclaimerNoteTable,
  ThemePreviewTable,
} from '../db/schema-admin-content';
import type { LegalAgreement } from './legal-agreement.repository';

/**
 * Admin content (issue 29): the versions of legal agreements and disclaimer notes, the brand's
 * custom theme and its previews, the audit trail of content changes, and the re-confirmation of
 * a new first-login agreement.
 */

/** A stored disclaimer note version. */
export type DisclaimerNoteRow = Selectable<DisclaimerNoteTable>;
/** A brand's stored custom theme. */
export type BrandThemeRow = Selectable<BrandThemeTable>;
/** A stored theme preview. */
export type ThemePreviewRow = Selectable<ThemePreviewTable>;

/** Every version of an agreement type in every language, newest first (the latest `versions`). */
export function findAgreementVersions(
  db: Kysely<Database>,
  type: string,
  versions: number,
): Promise<LegalAgreement[]> {
  return db
    .selectFrom('legalAgreement')
    .selectAll()
    .where('type', '=', type)
    .where(
      'version',
      'in',
      db
        .selectFrom('legalAgreement')
        .select('version')
        .distinct()
        .where('type', '=', type)
        .orderBy('version', 'desc')
        .limit(versions),
    )
    .orderBy('version', 'desc')
    .orderBy('language')
    .execute();
}

/** The latest version of every type in every language (effective or not). */
export function findLatestAgreementsOfEveryType(db: Kysely<Database>): Promise<LegalAgreement[]> {
  return db
    .selectFrom('legalAgreement as agreement')
    .selectAll()
    .where((eb) =>
      eb(
        'agreement.version',
        '=',
        eb
          .selectFrom('legalAgreement as latest')
          .select((select) => select.fn.max('latest.version').as('version'))
          .whereRef('latest.type', '=', 'agreement.type'),
      ),
    )
    .orderBy('type')
    .execute();
}

/** The current (latest effective by `now`) version number of each type. */
export async function findCurrentAgreementVersions(
  db: Kysely<Database>,
  now: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('legalAgreement')
    .select(['type', (select) => select.fn.max('version').as('version')])
    .where('effectiveAt', '<=', now)
    .groupBy('type')
    .execute();
  return new Map(rows.map((row) => [row.type, row.version]));
}

/** The latest version number of a type, locked by its rows, or 0 when there is none. */
export async function lockLatestAgreementVersion(
  db: Kysely<Database>,
  type: string,
): Promise<number> {
  // The advisory lock serialises two saves of one type (the first save has no row to lock).
  await sql`select pg_advisory_xact_lock(hashtext(${`agreement:${type}`}))`.execute(db);
  const row = await db
    .selectFrom('legalAgreement')
    .select((select) => select.fn.max('version').as('version'))
    .where('type', '=', type)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** The first-login version readers get now (the latest effective) and who saved it. */
export function findCurrentFirstLogin(
  db: Kysely<Database>,
  now: Date,
): Promise<{ version: number; createdBy: string | null } | undefined> {
  return db
    .selectFrom('legalAgreement')
    .select(['version', 'createdBy'])
    .where('type', '=', 'first_login')
    .where('effectiveAt', '<=', now)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The latest first-login version an account confirmed; 0 when it never did. */
export async function findConfirmedFirstLoginVersion(
  db: Kysely<Database>,
  accountId: number,
): Promise<number> {
  const row = await db
    .selectFrom('agreementConfirmation')
    .select((select) => select.fn.max('agreementVersion').as('version'))
    .where('accountId', '=', accountId)
    .where('agreementType', '=', 'first_login')
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** Marks an account's first-login agreement as awaiting confirmation again. */
export async function clearAgreementConfirmed(
  db: Kysely<Database>,
  accountId: number,
): Promise<void> {
  await db
    .updateTable('account')
    .set({ agreementConfirmed: false })
    .where('id', '=', accountId)
    .execute();
}

/** The latest note of every type. */
export function findLatestDisclaimerNotes(db: Kysely<Database>): Promise<DisclaimerNoteRow[]> {
  return db
    .selectFrom('disclaimerNote')
    .selectAll()
    .distinctOn('type')
    .orderBy('type')
    .orderBy('version', 'desc')
    .execute();
}

/** The latest note of a type. */
export function findLatestDisclaimerNote(
  db: Kysely<Database>,
  type: DisclaimerType,
): Promise<DisclaimerNoteRow | undefined> {
  return db
    .selectFrom('disclaimerNote')
    .selectAll()
    .where('type', '=', type)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Saves a note version; one already there (type, version) is left as it is. */
export async function insertDisclaimerNote(
  db: Kysely<Database>,
  note: Omit<Insertable<DisclaimerNoteTable>, 'html'> & { html: Record<Language, string> },
): Promise<DisclaimerNoteRow | undefined> {
  return db
    .insertInto('disclaimerNote')
    .values({ ...note, html: JSON.stringify(note.html) })
    .onConflict((conflict) => conflict.columns(['type', 'version']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Takes the lock of a type's notes and answers its latest version, 0 when none. */
export async function lockLatestDisclaimerVersion(
  db: Kysely<Database>,
  type: DisclaimerType,
): Promise<number> {
  await sql`select pg_advisory_xact_lock(hashtext(${`disclaimer:${type}`}))`.execute(db);
  return (await findLatestDisclaimerNote(db, type))?.version ?? 0;
}

/** A brand's custom theme. */
export function findBrandTheme(
  db: Kysely<Database>,
  brandId: string,
): Promise<BrandThemeRow | undefined> {
  return db.selectFrom('brandTheme').selectAll().where('brandId', '=', brandId).executeTakeFirst();
}

/** A theme's stored columns. */
export type ThemeColumns = {
  primaryColour: string;
  logo: string | null;
  footer: Record<Language, string>;
};

/** Writes a brand's custom theme. */
export async function upsertBrandTheme(
  db: Kysely<Database>,
  theme: ThemeColumns & { brandId: string; updatedAt: Date; updatedBy: string },
): Promise<void> {
  const row = { ...theme, footer: JSON.stringify(theme.footer) };
  await db
    .insertInto('brandTheme')
    .values(row)
    .onConflict((conflict) => conflict.column('brandId').doUpdateSet(row))
    .execute();
}

/** Drops a brand's custom theme; answers whether there was one. */
export async function deleteBrandTheme(db: Kysely<Database>, brandId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('brandTheme')
    .where('brandId', '=', brandId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** Stores a preview (and drops the expired ones). */
export async function insertThemePreview(
  db: Kysely<Database>,
  preview: ThemeColumns & Omit<ThemePreviewRow, 'footer' | 'primaryColour' | 'logo'>,
): Promise<void> {
  await db.deleteFrom('themePreview').where('expiresAt', '<=', preview.createdAt).execute();
  await db
    .insertInto('themePreview')
    .values({ ...preview, footer: JSON.stringify(preview.footer) })
    .execute();
}

/** A brand's preview by token, while it has not expired. */
export function findThemePreview(
  db: Kysely<Database>,
  brandId: string,
  token: string,
  now: Date,
): Promise<ThemePreviewRow | undefined> {
  return db
    .selectFrom('themePreview')
    .selectAll()
    .where('token', '=', token)
    .where('brandId', '=', brandId)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** The latest content changes, of one kind and item when given. */
export function findContentAuditEvents(
  db: Kysely<Database>,
  filter: { kind?: string; key?: string; limit: number },
): Promise<Selectable<AuditEventTable>[]> {
  let query = db
    .selectFrom('auditEvent')
    .selectAll()
    .where('kind', '=', 'admin_action')
    .where(sql<boolean>`details ? 'contentKind'`);
  if (filter.kind) query = query.where(sql<boolean>`details->>'contentKind' = ${filter.kind}`);
  if (filter.key) query = query.where(sql<boolean>`details->>'contentKey' = ${filter.key}`);
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}
