import type { CallInput } from '@shared/contracts/index';
import { RAQ_ID_PATTERN, type RaqDraft } from '@shared/domain/raq-rules';
import type { RaqVersion } from '../api/admin-raq';
import { NO_TEXTS, type Texts } from '../content/content-texts';

/** A number as its field holds it: '' while blank. */
export type Typed = number | '';

/** A scored answer being edited. */
export type ScoreOptionDraft = { key: string; score: Typed; maxLevel: number | null; text: Texts };
/** A tick-list answer being edited (its value is kept, or made up for a new one). */
export type ChoiceOptionDraft = { key: string; value: string; text: Texts };
/** A scored question being edited. */
export type ScaleDraft = { key: string; id: string; text: Texts; options: ScoreOptionDraft[] };
/** A tick list being edited. */
export type ChoiceDraft = { key: string; id: string; text: Texts; options: ChoiceOptionDraft[] };
/** A band being edited. */
export type BandDraft = { key: string; minimum: Typed; maximum: Typed; level: number };

/** The editor's whole draft of the next version. */
export type EditorDraft = {
  scaleQuestions: ScaleDraft[];
  choiceQuestions: ChoiceDraft[];
  bands: BandDraft[];
};

let counter = 0;

/** A key for a new row of the editor's lists (never sent). */
export const newKey = () => `k${(counter += 1)}`;

/**
 * An id for a new question or tick-list value: a letter then letters and digits (the rules'
 * pattern), not one of `taken`.
 */
export function newId(prefix: string, taken: readonly string[]): string {
  for (let n = taken.length + 1; ; n += 1) {
    const id = `${prefix}${n}`;
    if (RAQ_ID_PATTERN.test(id) && !taken.includes(id)) return id;
  }
}

const textsOf = (text: Texts): Texts => ({ ...text });

/** A stored version as the editor's starting draft. */
export function draftOf(version: RaqVersion): EditorDraft {
  return {
    scaleQuestions: version.scaleQuestions.map((question) => ({
      key: newKey(),
      id: question.id,
      text: textsOf(question.text),
      options: question.options.map((option) => ({
        key: newKey(),
        score: option.score,
        maxLevel: option.maxLevel,
        text: textsOf(option.text),
      })),
    })),
    choiceQuestions: version.choiceQuestions.map((question) => ({
      key: newKey(),
      id: question.id,
      text: textsOf(question.text),
      options: question.options.map((option) => ({
        key: newKey(),
        value: option.value,
        text: textsOf(option.text),
      })),
    })),
    bands: version.bands.map((band) => ({ key: newKey(), ...band })),
  };
}

/** A blank answer; a scored one gets the next score after the question's highest. */
export function newScoreOption(options: readonly ScoreOptionDraft[]): ScoreOptionDraft {
  const scores = options.map((option) => option.score).filter((score) => score !== '');
  const score = scores.length === 0 ? 1 : Math.max(...scores) + 1;
  return { key: newKey(), score, maxLevel: null, text: { ...NO_TEXTS } };
}

/** A blank tick-list answer with a value of its own. */
export function newChoiceOption(options: readonly ChoiceOptionDraft[]): ChoiceOptionDraft {
  const value = newId(
    'option',
    options.map((option) => option.value),
  );
  return { key: newKey(), value, text: { ...NO_TEXTS } };
}

/** Every question id of the draft. */
const idsOf = (draft: EditorDraft) =>
  [...draft.scaleQuestions, ...draft.choiceQuestions].map((question) => question.id);

/** A new scored question with two blank answers scored 1 and 2. */
export function newScaleQuestion(draft: EditorDraft): ScaleDraft {
  const first = newScoreOption([]);
  return {
    key: newKey(),
    id: newId('question', idsOf(draft)),
    text: { ...NO_TEXTS },
    options: [first, newScoreOption([first])],
  };
}

/** A new tick list with two blank answers. */
export function newChoiceQuestion(draft: EditorDraft): ChoiceDraft {
  const first = newChoiceOption([]);
  return {
    key: newKey(),
    id: newId('question', idsOf(draft)),
    text: { ...NO_TEXTS },
    options: [first, newChoiceOption([first])],
  };
}

/** A typed number for the rules: a blank is not a number (`invalid_score`, `invalid_band`). */
const numberOf = (typed: Typed) => (typed === '' ? Number.NaN : typed);

/** The draft as the rules (shared/domain/raq-rules.ts) check it. */
export function rulesDraft(draft: EditorDraft): RaqDraft {
  return {
    scaleQuestions: draft.scaleQuestions.map((question) => ({
      id: question.id,
      text: question.text,
      options: question.options.map((option) => ({
        score: numberOf(option.score),
        text: option.text,
        maxLevel: option.maxLevel,
      })),
    })),
    choiceQuestions: draft.choiceQuestions.map((question) => ({
      id: question.id,
      text: question.text,
      options: question.options.map(({ value, text }) => ({ value, text })),
    })),
    bands: draft.bands.map((band) => ({
      minimum: numberOf(band.minimum),
      maximum: numberOf(band.maximum),
      level: band.level,
    })),
  };
}

/** The save call's questionnaire (sent only once the rules pass, so every number is one). */
export const savedDraft = (draft: EditorDraft) =>
  rulesDraft(draft) as CallInput<'admin-raq/saveQuestionnaire'>['questionnaire'];

/** How many texts of `language` are blank, over every question and answer. */
export function missingTexts(draft: EditorDraft, language: keyof Texts): number {
  const texts = [...draft.scaleQuestions, ...draft.choiceQuestions].flatMap((question) => [
    question.text,
    ...question.options.map((option) => option.text),
  ]);
  return texts.filter((text) => text[language].trim() === '').length;
}
