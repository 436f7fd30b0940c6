import { z } from 'zod';
import { RAQ_SAVE_RESULTS } from '../domain/raq-rules';
import { editorTexts } from './admin-content';
import { isoDateTime } from './common';
import { raqQuestionnaire } from './raq';

/**
 * The `admin-raq` service (issue 30 §2, spec §2.13 `raq`, brand flag adminRiskQuestionnaire):
 * the risk questionnaire's versions. A save is a new version (the latest + 1), which the next
 * assessment answers; earlier assessments keep theirs. Admin role only (403 below). A refused
 * save answers a `result` code and the dotted `field` at fault (shared/domain/raq-rules.ts, whose
 * `checkRaqQuestionnaire` and `checkRaqBands` the editor may run live) and stores nothing.
 */

/** A save's result code (`ok`: saved). */
export const adminRaqResult = z.enum(RAQ_SAVE_RESULTS);

/** A score or band bound as typed: any number here, integers required by the rules. */
const typedNumber = z.number().min(-1_000_000).max(1_000_000);

/** A version as the editor sends it (texts may be blank: `missing_language`). */
export const raqDraft = z.strictObject({
  scaleQuestions: z
    .array(
      z.strictObject({
        id: z.string().max(40),
        text: editorTexts,
        options: z
          .array(
            z.strictObject({
              score: typedNumber,
              text: editorTexts,
              /** Caps the level when chosen (1-6); null or absent: no cap. */
              maxLevel: typedNumber.nullable().optional(),
            }),
          )
          .max(50),
      }),
    )
    .max(100),
  choiceQuestions: z
    .array(
      z.strictObject({
        id: z.string().max(40),
        text: editorTexts,
        options: z.array(z.strictObject({ value: z.string().max(40), text: editorTexts })).max(50),
      }),
    )
    .max(100),
  bands: z
    .array(z.strictObject({ minimum: typedNumber, maximum: typedNumber, level: typedNumber }))
    .max(20),
});

/** One version in the list of versions. */
export const raqVersionSummary = z.object({
  version: z.number().int().positive(),
  createdAt: isoDateTime,
  createdBy: z.string().nullable(),
  questionCount: z.number().int(),
  /** Assessments taken with this version. */
  assessmentCount: z.number().int(),
});

/** The `admin-raq` service's calls. */
export const adminRaqContracts = {
  /** One version (the latest when `version` is absent); null when there is no such version. */
  loadQuestionnaire: {
    input: z.strictObject({ version: z.number().int().positive().optional() }),
    output: z.object({ questionnaire: raqQuestionnaire.nullable() }),
  },
  /** Every version, newest first. */
  listVersions: {
    input: z.strictObject({}),
    output: z.object({ versions: z.array(raqVersionSummary) }),
  },
  /**
   * Saves `questionnaire` as version `basedOn` + 1; `basedOn` must be the latest version
   * (`outdated` otherwise: another admin saved meanwhile). Audited.
   */
  saveQuestionnaire: {
    input: z.strictObject({
      basedOn: z.number().int().positive(),
      questionnaire: raqDraft,
    }),
    output: z.object({
      result: adminRaqResult,
      /** The field at fault (`bands.2.minimum`, `scaleQuestions.0.text.zh-CN`); '' for the whole. */
      field: z.string().nullable(),
      questionnaire: raqQuestionnaire.nullable(),
    }),
  },
};
