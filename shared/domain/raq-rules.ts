import { LANGUAGES, type Language } from '../i18n/languages';
import type { LocalisedText } from './fund-instrument';
import type { RaqBandLevel, RaqQuestionnaireContent } from './raq-questionnaire';

/**
 * The rules a new questionnaire version must keep (issue 30 §2), pure so that the admin's editor
 * checks as it goes with the same functions the server refuses by. Each broken rule is a result
 * code and the dotted path of the field at fault (`scaleQuestions.2.options.1.text.zh-CN`).
 */

/** Limits of one version. */
export const RAQ_LIMITS = {
  questions: 30,
  /** Options of one question, at least two. */
  options: 10,
  /** Characters of a question or option text. */
  text: 300,
  /** A score: an integer 0-100. */
  maxScore: 100,
} as const;

/** Question ids and tick-list values: a letter, then letters and digits (up to 40). */
export const RAQ_ID_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/** Why a version was refused (`ok`: saved). */
export const RAQ_SAVE_RESULTS = [
  'ok',
  /** Another admin saved a version since the one edited was loaded. */
  'outdated',
  'missing_language',
  'text_too_long',
  'invalid_id',
  'duplicate_id',
  'no_questions',
  'too_many_questions',
  'too_few_options',
  'too_many_options',
  /** Two options of a question with the same score (scored) or value (tick list). */
  'duplicate_option',
  'invalid_score',
  'invalid_level',
  /** A band whose minimum is above its maximum. */
  'invalid_band',
  /** A possible total no band covers. */
  'bands_gap',
  /** A total two bands cover. */
  'bands_overlap',
  /** A band reaching below the lowest or above the highest possible total. */
  'bands_out_of_range',
  /** Levels not rising band by band (each band a higher level than the one before). */
  'levels_not_ascending',
] as const;

export type RaqSaveResult = (typeof RAQ_SAVE_RESULTS)[number];

/** A refusal: the code and the field at fault ('' for the whole). */
export type RaqRefusal = { result: Exclude<RaqSaveResult, 'ok'>; field: string };

/** A text per language as an editor sends it. */
export type RaqDraftText = Partial<Record<Language, string | undefined>>;

/** A version as an editor sends it, before any check. */
export type RaqDraft = {
  scaleQuestions: readonly {
    id: string;
    text: RaqDraftText;
    options: readonly { score: number; text: RaqDraftText; maxLevel?: number | null }[];
  }[];
  choiceQuestions: readonly {
    id: string;
    text: RaqDraftText;
    options: readonly { value: string; text: RaqDraftText }[];
  }[];
  bands: readonly { minimum: number; maximum: number; level: number }[];
};

/** The lowest and highest total the scored questions can give. */
export function raqScoreRange(
  scaleQuestions: readonly { options: readonly { score: number }[] }[],
): {
  minimum: number;
  maximum: number;
} {
  let minimum = 0;
  let maximum = 0;
  for (const question of scaleQuestions) {
    const scores = question.options.map((option) => option.score);
    if (scores.length === 0) continue;
    minimum += Math.min(...scores);
    maximum += Math.max(...scores);
  }
  return { minimum, maximum };
}

const isLevel = (level: number | null | undefined) =>
  Number.isInteger(level) && (level as number) >= 1 && (level as number) <= 6;

function checkText(text: RaqDraftText, field: string): RaqRefusal | null {
  for (const language of LANGUAGES) {
    const value = text[language]?.trim() ?? '';
    if (value === '') return { result: 'missing_language', field: `${field}.${language}` };
    if (value.length > RAQ_LIMITS.text) {
      return { result: 'text_too_long', field: `${field}.${language}` };
    }
  }
  return null;
}

/**
 * Whether bands (in the order given, lowest totals first) cover every total from `range.minimum`
 * to `range.maximum` exactly once, with levels 1-6 rising band by band.
 */
export function checkRaqBands(
  bands: RaqDraft['bands'],
  range: { minimum: number; maximum: number },
): RaqRefusal | null {
  if (bands.length === 0) return { result: 'bands_gap', field: 'bands' };
  let next = range.minimum;
  let previousLevel = 0;
  for (const [index, band] of bands.entries()) {
    const field = `bands.${index}`;
    if (!Number.isInteger(band.minimum) || !Number.isInteger(band.maximum)) {
      return { result: 'invalid_band', field };
    }
    if (band.minimum > band.maximum) return { result: 'invalid_band', field };
    if (!isLevel(band.level)) return { result: 'invalid_level', field: `${field}.level` };
    if (band.level <= previousLevel) {
      return { result: 'levels_not_ascending', field: `${field}.level` };
    }
    if (band.minimum < range.minimum || band.maximum > range.maximum) {
      return { result: 'bands_out_of_range', field };
    }
    if (band.minimum > next) return { result: 'bands_gap', field: `${field}.minimum` };
    if (band.minimum < next) return { result: 'bands_overlap', field: `${field}.minimum` };
    next = band.maximum + 1;
    previousLevel = band.level;
  }
  if (next <= range.maximum) return { result: 'bands_gap', field: `bands.${bands.length - 1}` };
  return null;
}

function checkIds(draft: RaqDraft): RaqRefusal | null {
  const seen = new Set<string>();
  const questions = [
    ...draft.scaleQuestions.map((question, index) => ({ question, index, list: 'scale' })),
    ...draft.choiceQuestions.map((question, index) => ({ question, index, list: 'choice' })),
  ];
  for (const { question, index, list } of questions) {
    const field = `${list}Questions.${index}.id`;
    if (!RAQ_ID_PATTERN.test(question.id)) return { result: 'invalid_id', field };
    if (seen.has(question.id)) return { result: 'duplicate_id', field };
    seen.add(question.id);
  }
  return null;
}

function checkOptionCount(count: number, field: string): RaqRefusal | null {
  if (count < 2) return { result: 'too_few_options', field };
  if (count > RAQ_LIMITS.options) return { result: 'too_many_options', field };
  return null;
}

function checkScaleQuestion(question: RaqDraft['scaleQuestions'][number], field: string) {
  const refusal =
    checkText(question.text, `${field}.text`) ??
    checkOptionCount(question.options.length, `${field}.options`);
  if (refusal) return refusal;
  const scores = new Set<number>();
  for (const [index, option] of question.options.entries()) {
    const at = `${field}.options.${index}`;
    const { score } = option;
    if (!Number.isInteger(score) || score < 0 || score > RAQ_LIMITS.maxScore) {
      return { result: 'invalid_score', field: `${at}.score` } as const;
    }
    if (scores.has(score)) return { result: 'duplicate_option', field: `${at}.score` } as const;
    scores.add(score);
    if (option.maxLevel != null && !isLevel(option.maxLevel)) {
      return { result: 'invalid_level', field: `${at}.maxLevel` } as const;
    }
    const text = checkText(option.text, `${at}.text`);
    if (text) return text;
  }
  return null;
}

function checkChoiceQuestion(question: RaqDraft['choiceQuestions'][number], field: string) {
  const refusal =
    checkText(question.text, `${field}.text`) ??
    checkOptionCount(question.options.length, `${field}.options`);
  if (refusal) return refusal;
  const values = new Set<string>();
  for (const [index, option] of question.options.entries()) {
    const at = `${field}.options.${index}`;
    if (!RAQ_ID_PATTERN.test(option.value)) {
      return { result: 'invalid_id', field: `${at}.value` } as const;
    }
    if (values.has(option.value)) {
      return { result: 'duplicate_option', field: `${at}.value` } as const;
    }
    values.add(option.value);
    const text = checkText(option.text, `${at}.text`);
    if (text) return text;
  }
  return null;
}

/** The first rule a draft breaks, or null when it may be saved as a new version. */
export function checkRaqQuestionnaire(draft: RaqDraft): RaqRefusal | null {
  if (draft.scaleQuestions.length === 0) return { result: 'no_questions', field: 'scaleQuestions' };
  if (draft.scaleQuestions.length + draft.choiceQuestions.length > RAQ_LIMITS.questions) {
    return { result: 'too_many_questions', field: '' };
  }
  const ids = checkIds(draft);
  if (ids) return ids;
  for (const [index, question] of draft.scaleQuestions.entries()) {
    const refusal = checkScaleQuestion(question, `scaleQuestions.${index}`);
    if (refusal) return refusal;
  }
  for (const [index, question] of draft.choiceQuestions.entries()) {
    const refusal = checkChoiceQuestion(question, `choiceQuestions.${index}`);
    if (refusal) return refusal;
  }
  return checkRaqBands(draft.bands, raqScoreRange(draft.scaleQuestions));
}

/** A draft that passed the checks, trimmed, as stored. */
export function cleanRaqDraft(draft: RaqDraft): RaqQuestionnaireContent {
  const text = (value: RaqDraftText) =>
    Object.fromEntries(
      LANGUAGES.map((language) => [language, value[language]?.trim() ?? '']),
    ) as LocalisedText;
  return {
    scaleQuestions: draft.scaleQuestions.map((question) => ({
      id: question.id,
      text: text(question.text),
      options: question.options.map((option) => ({
        score: option.score,
        text: text(option.text),
        maxLevel: (option.maxLevel ?? null) as RaqBandLevel | null,
      })),
    })),
    choiceQuestions: draft.choiceQuestions.map((question) => ({
      id: question.id,
      text: text(question.text),
      options: question.options.map((option) => ({ value: option.value, text: text(option.text) })),
    })),
    bands: draft.bands.map(({ minimum, maximum, level }) => ({
      minimum,
      maximum,
      level: level as RaqBandLevel,
    })),
  };
}
