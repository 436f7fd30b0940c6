import { RAQ_SCALE_QUESTIONS, type RaqAnswers } from './raq-questionnaire';

/** Spec §3 client risk levels: 0 None (not assessed), 1-5 from scoring, 6 Locked by the firm. */
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

/**
 * Total score (the sum of the eight 1-5 answers, 8-40) to risk level. Equal-width bands of seven
 * points, the top band six:
 *
 * | total | level |
 * |---|---|
 * | 8-14 | 1 conservative |
 * | 15-21 | 2 cautious |
 * | 22-28 | 3 balanced |
 * | 29-34 | 4 growth |
 * | 35-40 | 5 aggressive |
 *
 * Then the level is capped at the loss-tolerance answer: a client who accepts no loss (1) is
 * conservative whatever else they answered (a knock-out rule as in bank RPQs, fact §3.13).
 */
export const RAQ_SCORE_BANDS: readonly { minimum: number; level: 1 | 2 | 3 | 4 | 5 }[] = [
  { minimum: 35, level: 5 },
  { minimum: 29, level: 4 },
  { minimum: 22, level: 3 },
  { minimum: 15, level: 2 },
  { minimum: 8, level: 1 },
];

/** The outcome of scoring a questionnaire. */
export type RaqResult = { score: number; level: 1 | 2 | 3 | 4 | 5 };

/** Scores complete answers to a risk level 1-5 by the table above. */
export function scoreRaq(answers: RaqAnswers): RaqResult {
  let score = 0;
  for (const question of RAQ_SCALE_QUESTIONS) {
    const answer = answers[question.id];
    if (!Number.isInteger(answer) || answer < 1 || answer > 5) {
      throw new RangeError(`Answer to ${question.id} must be 1-5, got ${String(answer)}`);
    }
    score += answer;
  }
  // Eight answers of at least 1 always reach the lowest band's minimum of 8.
  const band = RAQ_SCORE_BANDS.find(
    (entry) => score >= entry.minimum,
  ) as (typeof RAQ_SCORE_BANDS)[number];
  const level = Math.min(band.level, answers.lossTolerance) as RaqResult['level'];
  return { score, level };
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
