import type { RaqQuestionnaireRow } from '../../repositories/raq-questionnaire.repository';

/** A stored questionnaire version as the `raq` and `admin-raq` calls answer it. */
export const questionnaireView = (row: RaqQuestionnaireRow) => ({
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  scaleQuestions: row.content.scaleQuestions.map((question) => ({
    ...question,
    options: [...question.options],
  })),
  choiceQuestions: row.content.choiceQuestions.map((question) => ({
    ...question,
    options: [...question.options],
  })),
  bands: [...row.content.bands],
});
