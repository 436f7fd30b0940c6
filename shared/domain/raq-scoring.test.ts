import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { RAQ_CHOICE_QUESTIONS, RAQ_SCALE_QUESTIONS, RAQ_VERSION_1 } from './raq-questionnaire';
import { checkRaqQuestionnaire, raqScoreRange } from './raq-rules';
import { findExpiry, raqExpiryTime, raqReminder, scoreRaq } from './raq-scoring';

const ids = RAQ_SCALE_QUESTIONS.map((question) => question.id);

/** Answers giving every scale question the same score unless overridden. */
function answers(score: number, overrides: Record<string, number> = {}) {
  const scale = Object.fromEntries(ids.map((id) => [id, overrides[id] ?? score]));
  return { ...scale, assetTypes: ['cashDeposits'], incomeSources: ['salary'] } as Record<
    string,
    number
  > & { assetTypes: string[]; incomeSources: string[] };
}

const version1 = (given: Record<string, number | readonly string[]>) =>
  scoreRaq(RAQ_VERSION_1, given);

const score = fc.constantFrom(1, 2, 3, 4, 5);
const anyAnswers = fc
  .tuple(...ids.map(() => score))
  .map((scores) =>
    answers(1, Object.fromEntries(ids.map((id, index) => [id, scores[index] ?? 1]))),
  );

describe('the questionnaire (spec §3)', () => {
  it('has stable, unique ids including the spec’s age band, experience, income and net worth', () => {
    const all = [...ids, ...RAQ_CHOICE_QUESTIONS.map((question) => question.id)];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(
      expect.arrayContaining(['ageBand', 'investmentExperience', 'annualIncome', 'netWorth']),
    );
    expect(all).toEqual(expect.arrayContaining(['assetTypes', 'incomeSources']));
  });

  it('offers five options scored 1 to 5 on every scale question', () => {
    for (const question of RAQ_SCALE_QUESTIONS) {
      expect(question.options.map((option) => option.score)).toEqual([1, 2, 3, 4, 5]);
    }
  });

  it('lists the spec’s net worth bands, asset types and income sources', () => {
    const netWorth = RAQ_SCALE_QUESTIONS.find((question) => question.id === 'netWorth');
    expect(netWorth?.options[0]?.text.en).toBe('Below 100,000');
    expect(netWorth?.options[4]?.text.en).toBe('3,000,001 or above');
    const values = (id: string) =>
      RAQ_CHOICE_QUESTIONS.find((question) => question.id === id)?.options.map(
        (option) => option.value,
      );
    expect(values('assetTypes')).toEqual(['cashDeposits', 'securities', 'realEstate', 'others']);
    expect(values('incomeSources')).toEqual([
      'salary',
      'businessProfit',
      'rental',
      'investment',
      'pension',
      'others',
    ]);
  });

  it('has every text in all three languages, with Traditional and Simplified kept apart', () => {
    const texts = [...RAQ_SCALE_QUESTIONS, ...RAQ_CHOICE_QUESTIONS].flatMap((question) => [
      question.text,
      ...question.options.map((option) => option.text),
    ]);
    for (const text of texts)
      for (const language of LANGUAGES) expect(text[language].trim()).not.toBe('');
    expect(texts.filter((text) => text['zh-HK'] !== text['zh-CN']).length).toBeGreaterThan(20);
  });
});

describe('scoring', () => {
  it.each([
    [1, {}, 8, 1],
    [5, {}, 40, 5],
    [2, {}, 16, 2],
    [3, {}, 24, 3],
    [4, {}, 32, 4],
    [2, { ageBand: 1 }, 15, 2], // 15 is the floor of level 2
    [2, { ageBand: 1, netWorth: 1 }, 14, 1],
    [5, { lossTolerance: 1 }, 36, 1], // accepts no loss: conservative whatever else
    [5, { lossTolerance: 3 }, 38, 3],
    [4, { ageBand: 3, lossTolerance: 5 }, 32, 4],
  ] as const)('all %i with %o scores %i, level %i', (base, overrides, total, level) => {
    expect(version1(answers(base, overrides))).toEqual({ result: 'ok', score: total, level });
  });

  it('refuses answers off the scale, unknown or missing questions and unknown ticks', () => {
    expect(version1({ ...answers(3), ageBand: 6 })).toEqual({
      result: 'invalid_answer',
      questionId: 'ageBand',
    });
    expect(version1({ ...answers(3), favouriteColour: 1 })).toEqual({
      result: 'unknown_question',
      questionId: 'favouriteColour',
    });
    const withoutNetWorth: Record<string, unknown> = answers(3);
    delete withoutNetWorth.netWorth;
    expect(version1(withoutNetWorth as Record<string, number>)).toMatchObject({
      result: 'missing_answer',
    });
    expect(version1({ ...answers(3), assetTypes: ['gold'] })).toMatchObject({
      result: 'invalid_answer',
      questionId: 'assetTypes',
    });
    expect(version1({ ...answers(3), incomeSources: 2 })).toMatchObject({
      result: 'invalid_answer',
    });
  });

  it('keeps version 1 a questionnaire its own rules accept, over totals 8 to 40', () => {
    expect(checkRaqQuestionnaire(RAQ_VERSION_1)).toBeNull();
    expect(raqScoreRange(RAQ_VERSION_1.scaleQuestions)).toEqual({ minimum: 8, maximum: 40 });
  });

  it('never lowers the level when any answer goes up', () => {
    const scored = (given: Record<string, number | readonly string[]>) => {
      const result = version1(given);
      if (result.result !== 'ok') throw new Error(result.result);
      return result;
    };
    fc.assert(
      fc.property(anyAnswers, fc.constantFrom(...ids), (base, id) => {
        const was = base[id] as number;
        fc.pre(was < 5);
        const raised = { ...base, [id]: was + 1 };
        expect(scored(raised).level).toBeGreaterThanOrEqual(scored(base).level);
        expect(scored(raised).score).toBe(scored(base).score + 1);
      }),
    );
  });
});

describe('expiry (two years, spec §3 findExpiry)', () => {
  it('expires at the same Hong Kong time two years after approval', () => {
    expect(raqExpiryTime(new Date('2025-11-21T02:00:00Z')).toISOString()).toBe(
      '2027-11-21T02:00:00.000Z',
    );
    // 29 Feb 2028 10:00 HKT expires on 28 Feb 2030 10:00 HKT.
    expect(raqExpiryTime(new Date('2028-02-29T02:00:00Z')).toISOString()).toBe(
      '2030-02-28T02:00:00.000Z',
    );
    // 23:30 HKT on 29 Feb is still 29 Feb in Hong Kong, though 28 Feb in UTC.
    expect(raqExpiryTime(new Date('2028-02-29T15:30:00Z')).toISOString()).toBe(
      '2030-02-28T15:30:00.000Z',
    );
  });

  it('flags expiring within 30 days, and neither flag once expired', () => {
    const approvedAt = new Date('2024-12-01T02:00:00Z');
    const expiry = (now: string) => findExpiry(approvedAt, new Date(now));
    expect(expiry('2026-10-31T02:00:00Z').expiring).toBe(false);
    expect(expiry('2026-11-01T02:00:00Z').expiring).toBe(true);
    expect(expiry('2026-12-01T01:59:59Z').expiring).toBe(true);
    expect(expiry('2026-12-01T02:00:00Z')).toEqual({
      time: new Date('2026-12-01T02:00:00Z'),
      expiring: false,
    });
    expect(findExpiry(null, new Date())).toEqual({ time: null, expiring: false });
  });

  it('chooses the spec §4 reminder', () => {
    const approvedAt = new Date('2024-12-01T02:00:00Z');
    const reminderAt = (now: string) =>
      raqReminder(findExpiry(approvedAt, new Date(now)), new Date(now));
    expect(reminderAt('2025-06-01T00:00:00Z')).toBe('none');
    expect(reminderAt('2026-11-20T00:00:00Z')).toBe('expiring');
    expect(reminderAt('2026-12-01T02:00:00Z')).toBe('expired');
    expect(raqReminder(findExpiry(null, new Date()), new Date())).toBe('missing');
  });
});
