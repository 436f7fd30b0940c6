import { sql, type Kysely, type Selectable } from 'kysely';
import type { RaqQuestionnaireContent } from '../../shared/domain/raq-questionnaire';
import type { Database } from '../db/schema';
import '../db/schema-raq-documents';
import type { RaqQuestionnaireTable } from '../db/schema-raq-documents';

/** A stored questionnaire version. */
export type RaqQuestionnaireRow = Selectable<RaqQuestionnaireTable>;

/** The latest version (migration 20270103120000 stores version 1, so there always is one). */
export function findLatestQuestionnaire(
  db: Kysely<Database>,
): Promise<RaqQuestionnaireRow | undefined> {
  return db
    .selectFrom('raqQuestionnaire')
    .selectAll()
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One version, if it exists. */
export function findQuestionnaire(
  db: Kysely<Database>,
  version: number,
): Promise<RaqQuestionnaireRow | undefined> {
  return db
    .selectFrom('raqQuestionnaire')
    .selectAll()
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Every version, newest first, with its question count and the assessments taken with it. */
export function listQuestionnaireVersions(db: Kysely<Database>) {
  return db
    .selectFrom('raqQuestionnaire as questionnaire')
    .select((eb) => [
      'questionnaire.version',
      'questionnaire.createdAt',
      'questionnaire.createdBy',
      sql<number>`jsonb_array_length(questionnaire.content -> 'scaleQuestions') + jsonb_array_length(questionnaire.content -> 'choiceQuestions')`.as(
        'questionCount',
      ),
      eb
        .selectFrom('riskAssessment')
        .select(sql<number>`count(*)::int4`.as('count'))
        .whereRef('riskAssessment.version', '=', 'questionnaire.version')
        .as('assessmentCount'),
    ])
    .orderBy('questionnaire.version', 'desc')
    .execute();
}

/**
 * Stores `version` unless it exists already (a concurrent save took the number): answers the
 * row, or undefined when the number was taken.
 */
export function insertQuestionnaire(
  db: Kysely<Database>,
  row: {
    version: number;
    content: RaqQuestionnaireContent;
    createdAt: Date;
    createdBy: string | null;
  },
): Promise<RaqQuestionnaireRow | undefined> {
  return db
    .insertInto('raqQuestionnaire')
    .values({ ...row, content: JSON.stringify(row.content) })
    .onConflict((conflict) => conflict.column('version').doNothing())
    .returningAll()
    .executeTakeFirst();
}
