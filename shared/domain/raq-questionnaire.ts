import type { LocalisedText } from './fund-instrument';

/**
 * The risk assessment questionnaire (spec §2.9, §3) as data: scored questions whose chosen
 * option's score adds to a total, tick lists recorded for the know-your-client file, and the
 * score bands that turn the total into a level. Admins save new versions (`raq_questionnaire`);
 * version 1 below is the questionnaire the house started with, stored by migration
 * 20270103120000 and never edited (assessments taken with it keep their scores and levels).
 */

/** A level a score band or an option's cap gives: spec §3 levels 1-6 (0 is "not assessed"). */
export type RaqBandLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A scored question: the chosen option's score counts; `maxLevel` caps the level (knock-out). */
export type RaqScaleQuestion = {
  id: string;
  text: LocalisedText;
  options: readonly { score: number; text: LocalisedText; maxLevel: RaqBandLevel | null }[];
};

/** A tick-all-that-apply question, recorded for the know-your-client file, not scored. */
export type RaqChoiceQuestion = {
  id: string;
  text: LocalisedText;
  options: readonly { value: string; text: LocalisedText }[];
};

/** Totals `minimum`..`maximum` (both included) give `level`. */
export type RaqScoreBand = { minimum: number; maximum: number; level: RaqBandLevel };

/** One version's questions and bands. */
export type RaqQuestionnaireContent = {
  scaleQuestions: readonly RaqScaleQuestion[];
  choiceQuestions: readonly RaqChoiceQuestion[];
  bands: readonly RaqScoreBand[];
};

/**
 * A client's answers, keyed by question id: the chosen option's score for a scored question,
 * the ticked values (possibly none) for a tick list.
 */
export type RaqAnswers = Readonly<Record<string, number | readonly string[]>>;

const t = (en: string, zhHK: string, zhCN: string): LocalisedText => ({
  en,
  'zh-HK': zhHK,
  'zh-CN': zhCN,
});

/** Five options scored 1 to 5, in the order given, none capping the level. */
function scale(...texts: LocalisedText[]): RaqScaleQuestion['options'] {
  return texts.map((text, index) => ({ score: index + 1, text, maxLevel: null }));
}

/** Five options scored 1 to 5, each capping the level at its score (a knock-out question). */
function cappingScale(...texts: LocalisedText[]): RaqScaleQuestion['options'] {
  return texts.map((text, index) => ({
    score: index + 1,
    text,
    maxLevel: (index + 1) as RaqBandLevel,
  }));
}

/** The version the house started with (the demo book's assessments answer it). */
export const RAQ_VERSION = 1;

/** Version 1's scored questions, each option worth its 1-5 score (fact §3.13 "as data"). */
export const RAQ_SCALE_QUESTIONS: readonly RaqScaleQuestion[] = [
  {
    id: 'ageBand',
    text: t('Your age', '您的年齡', '您的年龄'),
    options: scale(
      t('Above 75', '75歲以上', '75岁以上'),
      t('66 to 75', '66至75歲', '66至75岁'),
      t('56 to 65', '56至65歲', '56至65岁'),
      t('46 to 55', '46至55歲', '46至55岁'),
      t('18 to 45', '18至45歲', '18至45岁'),
    ),
  },
  {
    id: 'investmentExperience',
    text: t(
      'Years of experience investing in stocks, funds, bonds or derivatives',
      '投資股票、基金、債券或衍生工具的經驗年期',
      '投资股票、基金、债券或衍生工具的经验年期',
    ),
    options: scale(
      t('None', '沒有', '没有'),
      t('Less than 1 year', '少於1年', '少于1年'),
      t('1 to 2 years', '1至2年', '1至2年'),
      t('3 to 5 years', '3至5年', '3至5年'),
      t('More than 5 years', '超過5年', '超过5年'),
    ),
  },
  {
    id: 'annualIncome',
    text: t('Annual income (HKD)', '每年收入（港元）', '每年收入（港元）'),
    options: scale(
      t('Below 100,000', '100,000以下', '100,000以下'),
      t('100,000 to 300,000', '100,000至300,000', '100,000至300,000'),
      t('300,001 to 600,000', '300,001至600,000', '300,001至600,000'),
      t('600,001 to 1,000,000', '600,001至1,000,000', '600,001至1,000,000'),
      t('Above 1,000,000', '1,000,000以上', '1,000,000以上'),
    ),
  },
  {
    id: 'netWorth',
    text: t(
      'Net worth, excluding your home (HKD)',
      '資產淨值，不包括自住物業（港元）',
      '资产净值，不包括自住物业（港元）',
    ),
    options: scale(
      t('Below 100,000', '100,000以下', '100,000以下'),
      t('100,000 to 500,000', '100,000至500,000', '100,000至500,000'),
      t('500,001 to 1,000,000', '500,001至1,000,000', '500,001至1,000,000'),
      t('1,000,001 to 3,000,000', '1,000,001至3,000,000', '1,000,001至3,000,000'),
      t('3,000,001 or above', '3,000,001或以上', '3,000,001或以上'),
    ),
  },
  {
    id: 'investmentHorizon',
    text: t('How long do you plan to invest?', '您計劃投資多久？', '您计划投资多久？'),
    options: scale(
      t('Less than 1 year', '少於1年', '少于1年'),
      t('1 to 2 years', '1至2年', '1至2年'),
      t('3 to 5 years', '3至5年', '3至5年'),
      t('6 to 10 years', '6至10年', '6至10年'),
      t('More than 10 years', '超過10年', '超过10年'),
    ),
  },
  {
    id: 'investmentObjective',
    text: t('Your main investment objective', '您的主要投資目標', '您的主要投资目标'),
    options: scale(
      t('Preserve my capital', '保本', '保本'),
      t('Regular income', '穩定收益', '稳定收益'),
      t('Income and some growth', '收益及適度增長', '收益及适度增长'),
      t('Capital growth', '資本增值', '资本增值'),
      t(
        'Maximum growth, accepting large swings',
        '追求最高增長，可接受大幅波動',
        '追求最高增长，可接受大幅波动',
      ),
    ),
  },
  {
    id: 'lossTolerance',
    text: t(
      'The largest fall in value over a year you could accept',
      '您可接受的一年內最大跌幅',
      '您可接受的一年内最大跌幅',
    ),
    // Accepting no loss caps the level at conservative whatever else (fact §3.13 knock-out).
    options: cappingScale(
      t('None: I cannot accept any loss', '不能接受任何損失', '不能接受任何损失'),
      t('Up to 5%', '最多5%', '最多5%'),
      t('Up to 10%', '最多10%', '最多10%'),
      t('Up to 20%', '最多20%', '最多20%'),
      t('More than 20%', '超過20%', '超过20%'),
    ),
  },
  {
    id: 'productKnowledge',
    text: t(
      'The most complex products you understand',
      '您認識的最複雜投資產品',
      '您认识的最复杂投资产品',
    ),
    options: scale(
      t('None', '沒有認識', '没有认识'),
      t('Deposits and savings', '存款及儲蓄', '存款及储蓄'),
      t('Funds and bonds', '基金及債券', '基金及债券'),
      t('Stocks and ETFs', '股票及交易所買賣基金', '股票及交易所买卖基金'),
      t('Derivatives and structured products', '衍生工具及結構性產品', '衍生工具及结构性产品'),
    ),
  },
];

/** Version 1's unscored questions of spec §3: asset types and income sources. */
export const RAQ_CHOICE_QUESTIONS: readonly RaqChoiceQuestion[] = [
  {
    id: 'assetTypes',
    text: t('Which assets do you hold?', '您持有哪些資產？', '您持有哪些资产？'),
    options: [
      { value: 'cashDeposits', text: t('Cash deposits', '現金存款', '现金存款') },
      { value: 'securities', text: t('Securities', '證券', '证券') },
      { value: 'realEstate', text: t('Real estate', '房地產', '房地产') },
      { value: 'others', text: t('Others', '其他', '其他') },
    ],
  },
  {
    id: 'incomeSources',
    text: t('Your sources of income', '您的收入來源', '您的收入来源'),
    options: [
      { value: 'salary', text: t('Salary', '薪金', '薪金') },
      { value: 'businessProfit', text: t('Business profit', '業務利潤', '业务利润') },
      { value: 'rental', text: t('Rental income', '租金收入', '租金收入') },
      { value: 'investment', text: t('Investment returns', '投資回報', '投资回报') },
      { value: 'pension', text: t('Pension', '退休金', '退休金') },
      { value: 'others', text: t('Others', '其他', '其他') },
    ],
  },
];

/**
 * Version 1's bands over totals 8-40 (eight 1-5 answers): equal-width bands of seven points, the
 * top band six (8-14 conservative, 15-21 cautious, 22-28 balanced, 29-34 growth, 35-40
 * aggressive); then the loss-tolerance answer caps the level.
 */
export const RAQ_SCORE_BANDS: readonly RaqScoreBand[] = [
  { minimum: 8, maximum: 14, level: 1 },
  { minimum: 15, maximum: 21, level: 2 },
  { minimum: 22, maximum: 28, level: 3 },
  { minimum: 29, maximum: 34, level: 4 },
  { minimum: 35, maximum: 40, level: 5 },
];

/** Version 1 whole, as migration 20270103120000 stores it. */
export const RAQ_VERSION_1: RaqQuestionnaireContent = {
  scaleQuestions: RAQ_SCALE_QUESTIONS,
  choiceQuestions: RAQ_CHOICE_QUESTIONS,
  bands: RAQ_SCORE_BANDS,
};
