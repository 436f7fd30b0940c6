import { describe, expect, it } from 'vitest';
import type { CallInput, CallOutput } from '../../../shared/contracts/index';
import { post, signIn } from '../../test/auth-client';
import { useAdminTestApp } from '../../test/admin-test-kit';

/**
 * The risk questionnaire as versions through HTTP on the demo book (issue 30 §2): version 1 is
 * the questionnaire clients answered before, an admin's save is the next version, the next
 * assessment answers it and is checked against it, earlier results keep theirs; bad versions
 * are refused with a code and nothing stored; admins only.
 */

const { state, admin, callAs } = useAdminTestApp();

type Questionnaire = NonNullable<CallOutput<'admin-raq/loadQuestionnaire'>['questionnaire']>;
type Draft = CallInput<'admin-raq/saveQuestionnaire'>['questionnaire'];

const asDraft = (questionnaire: Questionnaire): Draft => ({
  scaleQuestions: questionnaire.scaleQuestions,
  choiceQuestions: questionnaire.choiceQuestions,
  bands: questionnaire.bands,
});

/** Answers without one question's. */
const without = (answers: Record<string, number | string[]>, id: string) =>
  Object.fromEntries(Object.entries(answers).filter(([key]) => key !== id));

/** Version 1's answers: every scored question `score`, one tick in each list. */
const version1Answers = (score: number) => ({
  ageBand: score,
  investmentExperience: score,
  annualIncome: score,
  netWorth: score,
  investmentHorizon: score,
  investmentObjective: score,
  lossTolerance: score,
  productKnowledge: score,
  assetTypes: ['securities'],
  incomeSources: ['salary'],
});

const submit = (version: number, answers: Record<string, number | string[]>) =>
  callAs('C10001', 'raq/submitAssessment', { accountCode: 'C10001', version, answers });

const latest = async () => {
  const answer = await admin('admin-raq/loadQuestionnaire', {});
  if (!answer.questionnaire) throw new Error('no questionnaire');
  return answer.questionnaire;
};

// A story in order: version 1 answered, then version 2 saved and answered.
describe('questionnaire versions', { shuffle: false }, () => {
  it('starts at version 1, the questionnaire clients answered, scored as before', async () => {
    const client = await callAs('C10001', 'raq/loadQuestionnaire', {});
    expect(client.version).toBe(1);
    expect(client.createdBy).toBeNull();
    expect(client.scaleQuestions.map((question) => question.id)).toContain('lossTolerance');
    expect(client.choiceQuestions.map((question) => question.id)).toEqual([
      'assetTypes',
      'incomeSources',
    ]);
    expect(await submit(1, version1Answers(3))).toMatchObject({
      result: 'ok',
      assessment: { score: 24, level: 3, version: 1 },
    });
    // Accepting no loss still caps the level at 1 (version 1's knock-out option).
    expect(await submit(1, { ...version1Answers(5), lossTolerance: 1 })).toMatchObject({
      result: 'ok',
      assessment: { score: 36, level: 1, version: 1 },
    });
  });

  it('refuses answers the version does not ask, lacks, or does not offer, storing nothing', async () => {
    const before = await callAs('C10001', 'raq/loadAssessment', { accountCode: 'C10001' });
    const missing = without(version1Answers(3), 'productKnowledge');
    const cases: [Record<string, number | string[]>, string, string][] = [
      [{ ...version1Answers(3), favouriteColour: 2 }, 'unknown_question', 'favouriteColour'],
      [missing, 'missing_answer', 'productKnowledge'],
      [{ ...version1Answers(3), ageBand: 9 }, 'invalid_answer', 'ageBand'],
      [{ ...version1Answers(3), assetTypes: ['gold'] }, 'invalid_answer', 'assetTypes'],
    ];
    for (const [answers, result, questionId] of cases) {
      expect(await submit(1, answers)).toEqual({ result, questionId, assessment: null });
    }
    expect(await submit(7, version1Answers(3))).toMatchObject({ result: 'unknown_version' });
    expect(await callAs('C10001', 'raq/loadAssessment', { accountCode: 'C10001' })).toEqual(before);
  });

  it('saves an edit as version 2: the next assessment answers it, an earlier one keeps 1', async () => {
    const first = await submit(1, version1Answers(2));
    expect(first).toMatchObject({ result: 'ok', assessment: { version: 1, score: 16 } });
    const draft = asDraft(await latest());
    // Reword the first question, drop the last scored one (totals now 7-35), rebuild the bands.
    const edited: Draft = {
      ...draft,
      scaleQuestions: draft.scaleQuestions
        .filter((question) => question.id !== 'productKnowledge')
        .map((question) =>
          question.id === 'ageBand'
            ? { ...question, text: { en: 'Age now', 'zh-HK': '現時年齡', 'zh-CN': '现时年龄' } }
            : question,
        ),
      bands: [
        { minimum: 7, maximum: 14, level: 1 },
        { minimum: 15, maximum: 21, level: 2 },
        { minimum: 22, maximum: 28, level: 3 },
        { minimum: 29, maximum: 35, level: 4 },
      ],
    };
    const saved = await admin('admin-raq/saveQuestionnaire', { basedOn: 1, questionnaire: edited });
    expect(saved).toMatchObject({
      result: 'ok',
      field: null,
      questionnaire: { version: 2, createdBy: 'S90001' },
    });

    const client = await callAs('C10001', 'raq/loadQuestionnaire', {});
    expect(client.version).toBe(2);
    expect(client.scaleQuestions[0]?.text['zh-CN']).toBe('现时年龄');
    expect(client.scaleQuestions.map((question) => question.id)).not.toContain('productKnowledge');
    // The earlier assessment keeps its version and score.
    expect(await callAs('C10001', 'raq/loadAssessment', { accountCode: 'C10001' })).toMatchObject({
      assessment: { version: 1, score: 16 },
    });
    // Answers to version 1 are now out of date; version 2 refuses version 1's extra question.
    expect(await submit(1, version1Answers(5))).toMatchObject({ result: 'questionnaire_changed' });
    expect(await submit(2, version1Answers(5))).toMatchObject({
      result: 'unknown_question',
      questionId: 'productKnowledge',
    });
    const answers = without(version1Answers(5), 'productKnowledge');
    expect(await submit(2, answers)).toMatchObject({
      result: 'ok',
      assessment: { version: 2, score: 35, level: 4 },
    });

    const { versions } = await admin('admin-raq/listVersions', {});
    expect(versions.map((entry) => entry.version)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({ createdBy: 'S90001', questionCount: 9 });
    expect(versions[0]?.assessmentCount).toBe(1);
    expect(versions[1]?.assessmentCount).toBeGreaterThanOrEqual(3);
    expect(await admin('admin-raq/loadQuestionnaire', { version: 1 })).toMatchObject({
      questionnaire: { version: 1, createdBy: null },
    });
    expect(await admin('admin-raq/loadQuestionnaire', { version: 99 })).toEqual({
      questionnaire: null,
    });
  });

  it('refuses bands that miss or repeat a total, and other bad versions, storing nothing', async () => {
    const current = await latest();
    const draft = asDraft(current);
    const { minimum, maximum } = {
      minimum: draft.bands[0]?.minimum ?? 0,
      maximum: draft.bands.at(-1)?.maximum ?? 0,
    };
    const withBands = (bands: Draft['bands']): Draft => ({ ...draft, bands });
    const cases: [Draft, string, string][] = [
      [
        withBands([
          { minimum, maximum: 20, level: 1 },
          { minimum: 22, maximum, level: 2 },
        ]),
        'bands_gap',
        'bands.1.minimum',
      ],
      [
        withBands([
          { minimum, maximum: 20, level: 1 },
          { minimum: 20, maximum, level: 2 },
        ]),
        'bands_overlap',
        'bands.1.minimum',
      ],
      [withBands([{ minimum, maximum: maximum - 1, level: 1 }]), 'bands_gap', 'bands.0'],
      [withBands([{ minimum: 0, maximum, level: 1 }]), 'bands_out_of_range', 'bands.0'],
      [
        withBands([
          { minimum, maximum: 20, level: 3 },
          { minimum: 21, maximum, level: 2 },
        ]),
        'levels_not_ascending',
        'bands.1.level',
      ],
      [withBands([{ minimum, maximum, level: 7 }]), 'invalid_level', 'bands.0.level'],
      [
        {
          ...draft,
          scaleQuestions: draft.scaleQuestions.map((question, index) =>
            index === 0 ? { ...question, options: question.options.slice(0, 1) } : question,
          ),
        },
        'too_few_options',
        'scaleQuestions.0.options',
      ],
      [
        {
          ...draft,
          scaleQuestions: draft.scaleQuestions.map((question, index) =>
            index === 1 ? { ...question, text: { ...question.text, 'zh-CN': ' ' } } : question,
          ),
        },
        'missing_language',
        'scaleQuestions.1.text.zh-CN',
      ],
      [{ ...draft, scaleQuestions: [] }, 'no_questions', 'scaleQuestions'],
    ];
    for (const [questionnaire, result, field] of cases) {
      expect(
        await admin('admin-raq/saveQuestionnaire', { basedOn: current.version, questionnaire }),
      ).toEqual({ result, field, questionnaire: null });
    }
    expect(
      await admin('admin-raq/saveQuestionnaire', {
        basedOn: current.version + 1,
        questionnaire: draft,
      }),
    ).toMatchObject({ result: 'outdated' });
    expect((await latest()).version).toBe(current.version);
  });

  it('is for admins only', async () => {
    const client = await signIn(state.t.app, 'C10001');
    for (const [name, input] of [
      ['admin-raq/loadQuestionnaire', {}],
      ['admin-raq/listVersions', {}],
      ['admin-raq/saveQuestionnaire', { basedOn: 1, questionnaire: asDraft(await latest()) }],
    ] as const) {
      expect((await post(state.t.app, name, input, client)).statusCode).toBe(403);
    }
  });
});
