import {
  addBusinessDays,
  businessDayOnOrAfter,
  type IsoDate,
} from '../../shared/domain/business-calendar';
import type { IpoLocalisedText, IpoTerms } from '../../shared/domain/ipo';
import type { IpoFeed } from './ipo-feed';

/**
 * The simulated IPO feed (demo book, "Market"): one offer open for application (cash,
 * margin-financed, and a spin-off's preferential offer to 00700's holders: 1 reserved share for
 * every 2 held at the end of the business day before the open date, so C10001's 1,000 give one
 * board lot), one closed and awaiting allotment, one already listed. Each timetable is
 * counted in business days from the anchor date (the clock's date when the app starts), so the
 * open offer is open whatever day the demo runs.
 */

const t = (en: string, zhHK: string, zhCN: string): IpoLocalisedText => ({
  en,
  'zh-HK': zhHK,
  'zh-CN': zhCN,
});

const LOT_MULTIPLES = [1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 30, 40, 50, 100, 200, 500, 1000];

/** A timetable whose close is `closeOffset` business days from `anchor`. */
function timetable(anchor: IsoDate, openOffset: number, closeOffset: number) {
  const today = businessDayOnOrAfter(anchor);
  const closeDate = addBusinessDays(today, closeOffset);
  return {
    openDate: addBusinessDays(today, openOffset),
    closeDate,
    allotmentDate: addBusinessDays(closeDate, 2),
    refundDate: addBusinessDays(closeDate, 3),
    listingDate: addBusinessDays(closeDate, 4),
  };
}

const PROSPECTUS = 'https://www.hkexnews.hk/index.htm';

/** The three offers anchored at `anchor`. */
export function simulatedIpos(anchor: IsoDate): IpoTerms[] {
  const harbour = timetable(anchor, -2, 3);
  return [
    {
      code: '06990',
      name: t('Harbour Robotics Holdings', '海港機械人控股', '海港机器人控股'),
      currency: 'HKD',
      minPrice: '12.5',
      maxPrice: '14.8',
      finalPrice: '13.9',
      boardLot: 500,
      lotMultiples: LOT_MULTIPLES,
      timetable: harbour,
      financingAvailable: true,
      financingRatePercent: '3.5',
      maxFinancingRatio: '0.9',
      allotmentRate: '0.35',
      prospectusUrl: PROSPECTUS,
      preferentialOffer: {
        parentCode: '00700',
        parentShares: 2,
        reservedShares: 1,
        recordDate: addBusinessDays(harbour.openDate, -1),
      },
    },
    {
      code: '02590',
      name: t('Lantau Green Energy', '大嶼山綠色能源', '大屿山绿色能源'),
      currency: 'HKD',
      minPrice: '6.2',
      maxPrice: '6.2',
      finalPrice: '6.2',
      boardLot: 1000,
      lotMultiples: LOT_MULTIPLES,
      timetable: timetable(anchor, -6, -1),
      financingAvailable: true,
      financingRatePercent: '4.2',
      maxFinancingRatio: '0.8',
      allotmentRate: '0.2',
      prospectusUrl: PROSPECTUS,
      preferentialOffer: null,
    },
    {
      code: '09660',
      name: t('Kowloon Biotech', '九龍生物科技', '九龙生物科技'),
      currency: 'HKD',
      minPrice: '22',
      maxPrice: '25.6',
      finalPrice: '24',
      boardLot: 200,
      lotMultiples: LOT_MULTIPLES,
      timetable: timetable(anchor, -15, -10),
      financingAvailable: false,
      financingRatePercent: '0',
      maxFinancingRatio: '0',
      allotmentRate: '0.5',
      prospectusUrl: PROSPECTUS,
      preferentialOffer: null,
    },
  ];
}

/** The feed over a fixed list of offers. */
export function createIpoFeed(ipos: readonly IpoTerms[]): IpoFeed {
  return {
    list: () => Promise.resolve(ipos),
    get: (code) => Promise.resolve(ipos.find((ipo) => ipo.code === code)),
  };
}

/** The simulated feed anchored at `anchor`. */
export const createSimulatedIpoFeed = (anchor: IsoDate): IpoFeed =>
  createIpoFeed(simulatedIpos(anchor));
