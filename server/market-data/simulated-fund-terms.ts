import type { Fund, LocalisedText } from '../../shared/domain/fund-instrument';
import type { WalkParameters } from './nav-walk';

/** A fund of the simulated universe with the parameters of its NAV walk. */
export type SimulatedFund = { fund: Fund; walk: WalkParameters };

/** Text in en, zh-HK and zh-CN, in that order. */
export const t = (en: string, zhHK: string, zhCN: string): LocalisedText => ({
  en,
  'zh-HK': zhHK,
  'zh-CN': zhCN,
});

/** Fictional fund houses: the demo must not pass off real managers' products. */
export const HOUSES = {
  victoria: t('Victoria Harbour Asset Management', '維港資產管理', '维港资产管理'),
  lionRock: t('Lion Rock Investments', '獅子山投資', '狮子山投资'),
  jadeDragon: t('Jade Dragon Fund Management', '玉龍基金管理', '玉龙基金管理'),
  pacificCrest: t('Pacific Crest Global Investors', '太平峰環球投資', '太平峰环球投资'),
};

/** Factsheet and prospectus with titles in three languages and a stable path per fund. */
function documentsFor(id: string, name: LocalisedText): Fund['documents'] {
  return [
    {
      type: 'factsheet',
      title: t(`${name.en} Factsheet`, `${name['zh-HK']}：基金概覽`, `${name['zh-CN']}：基金概览`),
      path: `funds/${id}/factsheet.pdf`,
    },
    {
      type: 'prospectus',
      title: t(
        `${name.en} Prospectus`,
        `${name['zh-HK']}：基金說明書`,
        `${name['zh-CN']}：基金说明书`,
      ),
      path: `funds/${id}/prospectus.pdf`,
    },
  ];
}

type FundTerms = Omit<Fund, 'documents' | 'isProfessionalOnly' | 'isSuspended' | 'redemptionFee'> &
  Partial<Pick<Fund, 'isProfessionalOnly' | 'isSuspended' | 'redemptionFee'>>;

/** Fills the usual defaults: open to all, dealing, no redemption fee, documents by id. */
export function simulated(terms: FundTerms, walk: WalkParameters): SimulatedFund {
  return {
    fund: {
      isProfessionalOnly: false,
      isSuspended: false,
      redemptionFee: { percent: '0', minimum: '0' },
      ...terms,
      documents: documentsFor(terms.id, terms.name),
    },
    walk,
  };
}

/** Dealing on every business day. */
export const daily = { kind: 'daily' } as const;
