import { currencyFor, formatMoney } from '../../shared/domain/currency';
import type { DealingFrequency, Fund, FundFee } from '../../shared/domain/fund-instrument';
import { formatNumber } from '../../shared/domain/number-format';
import type { Language } from '../../shared/i18n/languages';
import { snakeCase, type DocumentTextKey, type DocumentTexts } from '../pdf/document-texts';

/** A fund's terms as text in a document's language (factsheet and key facts share them). */
export type FundFactTexts = {
  category: string;
  region: string;
  sector: string;
  risk: string;
  dealing: string;
  settlement: string;
  subscriptionFee: string;
  redemptionFee: string;
  managementFee: string;
  minimumInitial: string;
  minimumSubsequent: string;
  minimumHolding: string;
  minimumRedemption: string;
};

const code = (group: string, value: string) => `${group}.${snakeCase(value)}` as DocumentTextKey;

/** Fact §3.9 dealing frequency in words. */
function dealingText(t: DocumentTexts, frequency: DealingFrequency): string {
  if (frequency.kind === 'daily') return t('dealing.daily');
  if (frequency.kind === 'monthly') return t('dealing.monthly', { day: frequency.day });
  return t('dealing.weekly', { weekday: t(`weekday.d${frequency.weekday}`) });
}

/** The fund's terms in words and figures of the language. */
export function fundFactTexts(fund: Fund, t: DocumentTexts, language: Language): FundFactTexts {
  const currency = currencyFor(fund.currency);
  const money = (value: string) => formatMoney(value, currency, language);
  const units = (value: string) =>
    t('fund.units_value', { units: formatNumber(value, language, fund.unitPrecision) });
  const fee = ({ percent, minimum }: FundFee) =>
    t('fund.fee_value', { percent: formatNumber(percent, language), minimum: money(minimum) });
  return {
    category: t(code('category', fund.category)),
    region: t(code('region', fund.region)),
    sector: t(code('sector', fund.sector)),
    risk: t('fund.risk_value', {
      level: fund.riskLevel,
      name: t(`risk.level_${fund.riskLevel}`),
    }),
    dealing: dealingText(t, fund.dealingFrequency),
    settlement: t('fund.settlement_value', { days: fund.settlementDays }),
    subscriptionFee: fee(fund.subscriptionFee),
    redemptionFee: fee(fund.redemptionFee),
    managementFee: t('fund.per_year', {
      percent: formatNumber(fund.managementFeePercent, language),
    }),
    minimumInitial: money(fund.minimumInitialSubscription),
    minimumSubsequent: money(fund.minimumSubsequentSubscription),
    minimumHolding: units(fund.minimumHoldingUnits),
    minimumRedemption: units(fund.minimumRedemptionUnits),
  };
}

/** A labelled line of a document: the label, then the value. */
export type FactLine = readonly [string, string];

/** The fund's fees as the factsheet and the key facts both print them. */
export const fundFeeLines = (t: DocumentTexts, facts: FundFactTexts): FactLine[] => [
  [t('fund.subscription_fee'), facts.subscriptionFee],
  [t('fund.redemption_fee'), facts.redemptionFee],
  [t('fund.management_fee'), facts.managementFee],
];

/** The fund's minimums as the factsheet and the key facts both print them. */
export const fundMinimumLines = (t: DocumentTexts, facts: FundFactTexts): FactLine[] => [
  [t('fund.minimum_initial'), facts.minimumInitial],
  [t('fund.minimum_subsequent'), facts.minimumSubsequent],
  [t('fund.minimum_holding'), facts.minimumHolding],
  [t('fund.minimum_redemption'), facts.minimumRedemption],
];

/** The fund's standing notices (suspended dealing, professional investors only). */
export function fundNotices(fund: Fund, t: DocumentTexts): string[] {
  return [
    ...(fund.isSuspended ? [t('fund.suspended')] : []),
    ...(fund.isProfessionalOnly ? [t('fund.professional_only')] : []),
  ];
}
