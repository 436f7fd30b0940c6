import type { LocalisedText } from './fund-instrument';

/**
 * The derivative knowledge assessment (issue 25, `/accounts/riskCheck`): five questions on how
 * derivative products work. A client who answers `DERIVATIVE_PASS_MARK` of them right has
 * derivative knowledge on file for `DERIVATIVE_KNOWLEDGE_YEARS`; order checks read it through the
 * suitability repository.
 */

export const DERIVATIVE_ASSESSMENT_VERSION = '1';

/** Right answers needed to pass. */
export const DERIVATIVE_PASS_MARK = 4;

/** Years a pass stays on file. */
export const DERIVATIVE_KNOWLEDGE_YEARS = 2;

/** Days before expiry from which a check counts as expiring. */
export const SUITABILITY_EXPIRING_DAYS = 30;

/** The options of every question. */
export const DERIVATIVE_OPTION_IDS = ['a', 'b', 'c'] as const;
export type DerivativeOptionId = (typeof DERIVATIVE_OPTION_IDS)[number];

/** The questions' stable ids. */
export const DERIVATIVE_QUESTION_IDS = [
  'leverage',
  'warrantExpiry',
  'cbbcCall',
  'futuresMargin',
  'optionWriter',
] as const;
export type DerivativeQuestionId = (typeof DERIVATIVE_QUESTION_IDS)[number];

type Question = {
  id: DerivativeQuestionId;
  text: LocalisedText;
  options: readonly { id: DerivativeOptionId; text: LocalisedText }[];
  answer: DerivativeOptionId;
};

const text = (en: string, zhHK: string, zhCN: string): LocalisedText => ({
  en,
  'zh-HK': zhHK,
  'zh-CN': zhCN,
});

/** The questions, each with three options and the right one (never sent to the page). */
export const DERIVATIVE_QUESTIONS: readonly Question[] = [
  {
    id: 'leverage',
    text: text(
      'What does leverage in a derivative product do?',
      '衍生產品的槓桿效應有何影響？',
      '衍生产品的杠杆效应有何影响？',
    ),
    options: [
      {
        id: 'a',
        text: text(
          'It limits any loss to the fee paid',
          '把損失限於已付的費用',
          '把损失限于已付的费用',
        ),
      },
      {
        id: 'b',
        text: text(
          'It magnifies both gains and losses',
          '同時放大收益及損失',
          '同时放大收益及损失',
        ),
      },
      { id: 'c', text: text('It guarantees the capital', '保證本金', '保证本金') },
    ],
    answer: 'b',
  },
  {
    id: 'warrantExpiry',
    text: text(
      'What may happen to a derivative warrant at expiry?',
      '衍生權證到期時可能出現甚麼情況？',
      '衍生权证到期时可能出现什么情况？',
    ),
    options: [
      { id: 'a', text: text('It may expire worthless', '可能變得毫無價值', '可能变得毫无价值') },
      {
        id: 'b',
        text: text(
          'It turns into the underlying shares for free',
          '免費轉為相關股份',
          '免费转为相关股份',
        ),
      },
      { id: 'c', text: text('It is repaid at its issue price', '按發行價償還', '按发行价偿还') },
    ],
    answer: 'a',
  },
  {
    id: 'cbbcCall',
    text: text(
      'What happens when a CBBC reaches its call price?',
      '牛熊證觸及收回價時會怎樣？',
      '牛熊证触及收回价时会怎样？',
    ),
    options: [
      { id: 'a', text: text('Trading goes on until expiry', '繼續買賣至到期', '继续买卖至到期') },
      {
        id: 'b',
        text: text(
          'The issuer must buy it back at the issue price',
          '發行商須按發行價回購',
          '发行商须按发行价回购',
        ),
      },
      {
        id: 'c',
        text: text(
          'It is called back at once and may pay little or nothing',
          '即時被收回，可能只有很少或沒有剩餘價值',
          '立即被收回，可能只有很少或没有剩余价值',
        ),
      },
    ],
    answer: 'c',
  },
  {
    id: 'futuresMargin',
    text: text(
      'Your futures position moves against you and your margin falls below maintenance. What follows?',
      '期貨持倉走勢不利，保證金跌至維持水平以下，會怎樣？',
      '期货持仓走势不利，保证金跌至维持水平以下，会怎样？',
    ),
    options: [
      {
        id: 'a',
        text: text(
          'A margin call: pay more or the position may be closed',
          '追加保證金：須補倉，否則持倉可能被平倉',
          '追加保证金：须补仓，否则持仓可能被平仓',
        ),
      },
      {
        id: 'b',
        text: text(
          'Nothing until the contract expires',
          '到期前不會有任何影響',
          '到期前不会有任何影响',
        ),
      },
      { id: 'c', text: text('The exchange covers the loss', '交易所承擔損失', '交易所承担损失') },
    ],
    answer: 'a',
  },
  {
    id: 'optionWriter',
    text: text(
      'What is the most a writer (seller) of a call option can lose?',
      '認購期權的沽出方最多可能損失多少？',
      '认购期权的卖出方最多可能损失多少？',
    ),
    options: [
      { id: 'a', text: text('The premium received', '已收取的期權金', '已收取的期权金') },
      {
        id: 'b',
        text: text(
          'Nothing: the buyer bears the risk',
          '沒有損失，風險由買方承擔',
          '没有损失，风险由买方承担',
        ),
      },
      { id: 'c', text: text('An unlimited amount', '損失可以無限', '损失可以无限') },
    ],
    answer: 'c',
  },
];

/** The number of right answers; an answer to an unknown question counts for nothing. */
export function scoreDerivativeAnswers(
  answers: Readonly<Partial<Record<DerivativeQuestionId, DerivativeOptionId>>>,
): { score: number; isPassed: boolean } {
  const score = DERIVATIVE_QUESTIONS.filter(
    (question) => answers[question.id] === question.answer,
  ).length;
  return { score, isPassed: score >= DERIVATIVE_PASS_MARK };
}

/** When a pass at `passedAt` lapses. */
export function derivativeKnowledgeExpiry(passedAt: Date): Date {
  const expiry = new Date(passedAt);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + DERIVATIVE_KNOWLEDGE_YEARS);
  return expiry;
}

/** The four statuses of a check on file. */
export const SUITABILITY_STATUSES = ['valid', 'expiring', 'expired', 'missing'] as const;
export type SuitabilityStatus = (typeof SUITABILITY_STATUSES)[number];

/** A check's status at `now` from its expiry (null expiry: valid with no end; no check: missing). */
export function suitabilityStatus(
  onFile: { expiresAt: Date | null } | null,
  now: Date,
): SuitabilityStatus {
  if (!onFile) return 'missing';
  if (!onFile.expiresAt) return 'valid';
  const left = onFile.expiresAt.getTime() - now.getTime();
  if (left <= 0) return 'expired';
  return left <= SUITABILITY_EXPIRING_DAYS * 24 * 3600 * 1000 ? 'expiring' : 'valid';
}
