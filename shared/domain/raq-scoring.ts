import type { RaqAnswers, RaqBandLevel, RaqQuestionnaireContent } from './raq-questionnaire';

/**
 * Spec §3 client risk levels: 0 None (not assessed), 1-6 from a questionnaire version's bands
 * (version 1 gives 1-5), 6 Locked by the firm.
 */
export type RiskLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Level names (the web's text keys derive from them); fact §3.13 maps 1-5 like DBS's C1-C5. */
export const RISK_LEVEL_NAMES: Readonly<Record<RiskLevel, string>> = {
  0: 'none',
  1: 'conservative',
  2: 'cautious',
  3: 'balanced',
  4: 'growth',
  5: 'aggressive',
  6: 'locked',
};

/** Spec §3 risk assessment statuses. */
export type RaqStatus = 'pending' | 'approved' | 'rejected';

/** Why submitted answers were refused (`ok`: scored). */
export const RAQ_SUBMIT_RESULTS = [
  'ok',
  /** A newer version was saved since the page loaded the one answered. */
  'questionnaire_changed',
  'unknown_version',
  /** An answer to a question the version does not ask. */
  'unknown_question',
  /** A question of the version left unanswered. */
  'missing_answer',
  /** A score no option has, a value not in the list, or a list given twice the same value. */
  'invalid_answer',
] as const;

export type RaqSubmitResult = (typeof RAQ_SUBMIT_RESULTS)[number];

/** The outcome of scoring answers against their version. */
export type RaqResult =
  | { result: 'ok'; score: number; level: RaqBandLevel }
  | { result: 'unknown_question' | 'missing_answer' | 'invalid_answer'; questionId: string };

/**
 * Scores answers against the version they answer: every question answered and nothing else, each
 * scored answer one option's score, each tick list values of its options (each once). The total
 * is the sum of the chosen scores; its band gives the level, which the chosen options' caps lower
 * (version 1: a client who accepts no loss is conservative whatever else they answered).
 */
export function scoreRaq(questionnaire: RaqQuestionnaireContent, answers: RaqAnswers): RaqResult {
  const asked = new Set([
    ...questionnaire.scaleQuestions.map((question) => question.id),
    ...questionnaire.choiceQuestions.map((question) => question.id),
  ]);
  const unknown = Object.keys(answers).find((id) => !asked.has(id));
  if (unknown !== undefined) return { result: 'unknown_question', questionId: unknown };
  let score = 0;
  let cap = 6;
  for (const question of questionnaire.scaleQuestions) {
    const answer = answers[question.id];
    if (answer === undefined) return { result: 'missing_answer', questionId: question.id };
    const option = question.options.find((entry) => entry.score === answer);
    if (!option) return { result: 'invalid_answer', questionId: question.id };
    score += option.score;
    if (option.maxLevel !== null) cap = Math.min(cap, option.maxLevel);
  }
  for (const question of questionnaire.choiceQuestions) {
    const answer = answers[question.id];
    if (answer === undefined) return { result: 'missing_answer', questionId: question.id };
    const values = new Set(question.options.map((option) => option.value));
    const ticked: readonly unknown[] | null = Array.isArray(answer) ? answer : null;
    if (
      !ticked ||
      new Set(ticked).size !== ticked.length ||
      ticked.some((value) => typeof value !== 'string' || !values.has(value))
    ) {
      return { result: 'invalid_answer', questionId: question.id };
    }
  }
  const band = questionnaire.bands.find(
    (entry) => score >= entry.minimum && score <= entry.maximum,
  );
  // Saved bands cover every possible total (raq-rules.ts), so a band is always found.
  if (!band) throw new RangeError(`No band covers the total ${score}`);
  return { result: 'ok', score, level: Math.min(band.level, cap) as RaqBandLevel };
}

/** An assessment stays valid for two years after approval (fact §3.13, HSBC RPQ validity). */
export const RAQ_VALIDITY_YEARS = 2;

/** The expiring warning shows within this many days of expiry (spec §4 reminder). */
export const RAQ_EXPIRING_DAYS = 30;

const HONG_KONG_OFFSET_MS = 8 * 3_600_000;

/**
 * When an assessment approved at `approvedAt` expires: the same Hong Kong wall-clock time two
 * years later (29 February approvals expire on 28 February).
 */
export function raqExpiryTime(approvedAt: Date): Date {
  const wall = new Date(approvedAt.getTime() + HONG_KONG_OFFSET_MS);
  const month = wall.getUTCMonth();
  wall.setUTCFullYear(wall.getUTCFullYear() + RAQ_VALIDITY_YEARS);
  if (wall.getUTCMonth() !== month) wall.setUTCDate(0);
  return new Date(wall.getTime() - HONG_KONG_OFFSET_MS);
}

/** Spec §3 risk assessment expiry (`raq/findExpiry`): the time, and whether it is near. */
export type RaqExpiry = { time: Date | null; expiring: boolean };

/**
 * The expiry of the client's approved assessment (`approvedAt` null when there is none):
 * `expiring` while it is still valid but expires within 30 days.
 */
export function findExpiry(approvedAt: Date | null, now: Date): RaqExpiry {
  if (!approvedAt) return { time: null, expiring: false };
  const time = raqExpiryTime(approvedAt);
  const remaining = time.getTime() - now.getTime();
  return { time, expiring: remaining > 0 && remaining <= RAQ_EXPIRING_DAYS * 86_400_000 };
}

/** Spec §4 reminder block: red when missing or expired, a warning when expiring, else none. */
export type RaqReminder = 'missing' | 'expired' | 'expiring' | 'none';

/** Which spec §4 reminder to show for an expiry at `now`. */
export function raqReminder(expiry: RaqExpiry, now: Date): RaqReminder {
  if (!expiry.time) return 'missing';
  if (expiry.time.getTime() <= now.getTime()) return 'expired';
  return expiry.expiring ? 'expiring' : 'none';
}
