import type { LocalisedText } from '../../shared/domain/fund-instrument';
import type { Exchange, StockInstrument } from './stock-feed';
import { t } from './simulated-fund-terms';

/**
 * The demo book's stock universe (demo book, "Market"): HKEX instruments with their real board
 * lots, Part A spread table (ETP for the Tracker Fund) and names in three languages, one suspended
 * and one delisted instrument, and the US pair AAPL and MSFT. Prices are the walk's starting
 * points, not quotes: the feed moves them from the seed.
 */

/** How one instrument's simulated price wanders and how much of it trades. */
export type StockWalk = {
  /** The price the walk starts from on its first trade date and reverts towards (on its table). */
  basePrice: string;
  annualVolatilityPercent: number;
  /** Shares traded on an ordinary day, roughly (pre- and post-market included for US). */
  dailyVolume: number;
};

/** An instrument of the simulated universe with its walk. */
export type SimulatedStock = { instrument: StockInstrument; walk: StockWalk };

/**
 * The exchanges (spec §3 exchange: `_id`, `code`, `tradePriceDecimalPoint`). HKEX prices show
 * three decimals (its smallest tick is 0.001); US prices two, since the universe holds no US
 * stock below 1 (where the tick would be 0.0001).
 */
export const SIMULATED_EXCHANGES: readonly Exchange[] = [
  {
    _id: 'exchange-hkex',
    code: 'HKEX',
    name: t('Hong Kong Exchanges', '香港交易所', '香港交易所'),
    currency: 'HKD',
    tradePriceDecimalPoint: 3,
    timeZone: 'Asia/Hong_Kong',
    hasExtendedHours: false,
  },
  {
    _id: 'exchange-us',
    code: 'US',
    name: t('US Markets', '美國市場', '美国市场'),
    currency: 'USD',
    tradePriceDecimalPoint: 2,
    timeZone: 'America/New_York',
    hasExtendedHours: true,
  },
];

type Listing = {
  name: LocalisedText;
  boardLot: number;
  kind?: StockInstrument['kind'];
  isSuspended?: boolean;
  status?: StockInstrument['status'];
};

function hkex(symbol: string, listing: Listing, walk: StockWalk): SimulatedStock {
  const kind = listing.kind ?? 'equity';
  return {
    instrument: {
      symbol,
      exchange: 'HKEX',
      name: listing.name,
      currency: 'HKD',
      boardLot: listing.boardLot,
      spreadTable: kind === 'etf' ? 'ETP' : 'A',
      kind,
      status: listing.status ?? 'active',
      isSuspended: listing.isSuspended ?? false,
      priceDecimals: 3,
    },
    walk,
  };
}

function us(symbol: string, name: LocalisedText, walk: StockWalk): SimulatedStock {
  return {
    instrument: {
      symbol,
      exchange: 'US',
      name,
      currency: 'USD',
      boardLot: 1,
      spreadTable: 'US',
      kind: 'equity',
      status: 'active',
      isSuspended: false,
      priceDecimals: 2,
    },
    walk,
  };
}

const walk = (basePrice: string, annualVolatilityPercent: number, dailyVolume: number) => ({
  basePrice,
  annualVolatilityPercent,
  dailyVolume,
});

/** Every instrument, HKEX by code then US; the order `list()` answers in. */
export const SIMULATED_STOCKS: readonly SimulatedStock[] = [
  hkex(
    '00001',
    { name: t('CK Hutchison Holdings', '長和', '长和'), boardLot: 500 },
    walk('42.5', 22, 6_000_000),
  ),
  hkex(
    '00002',
    { name: t('CLP Holdings', '中電控股', '中电控股'), boardLot: 500 },
    walk('65.2', 15, 3_000_000),
  ),
  hkex(
    '00003',
    { name: t('Hong Kong and China Gas', '香港中華煤氣', '香港中华煤气'), boardLot: 1000 },
    walk('6.52', 18, 12_000_000),
  ),
  hkex(
    '00005',
    { name: t('HSBC Holdings', '滙豐控股', '汇丰控股'), boardLot: 400 },
    walk('98.6', 22, 20_000_000),
  ),
  hkex(
    '00011',
    { name: t('Hang Seng Bank', '恒生銀行', '恒生银行'), boardLot: 100 },
    walk('112.4', 20, 2_500_000),
  ),
  hkex(
    '00016',
    { name: t('Sun Hung Kai Properties', '新鴻基地產', '新鸿基地产'), boardLot: 500 },
    walk('84.1', 24, 4_000_000),
  ),
  hkex(
    '00027',
    { name: t('Galaxy Entertainment Group', '銀河娛樂', '银河娱乐'), boardLot: 1000 },
    walk('38.3', 35, 9_000_000),
  ),
  hkex(
    '00066',
    { name: t('MTR Corporation', '港鐵公司', '港铁公司'), boardLot: 500 },
    walk('28.7', 16, 3_500_000),
  ),
  hkex(
    '00388',
    {
      name: t('Hong Kong Exchanges and Clearing', '香港交易及結算所', '香港交易及结算所'),
      boardLot: 100,
    },
    walk('392.4', 30, 5_000_000),
  ),
  hkex(
    '00700',
    { name: t('Tencent Holdings', '騰訊控股', '腾讯控股'), boardLot: 100 },
    walk('512', 32, 16_000_000),
  ),
  hkex(
    '00823',
    { name: t('Link REIT', '領展房產基金', '领展房产基金'), boardLot: 100, kind: 'reit' },
    walk('36.2', 20, 8_000_000),
  ),
  hkex(
    '00883',
    { name: t('CNOOC', '中國海洋石油', '中国海洋石油'), boardLot: 1000 },
    walk('19.34', 28, 40_000_000),
  ),
  hkex(
    '00939',
    { name: t('China Construction Bank', '建設銀行', '建设银行'), boardLot: 1000 },
    walk('7.45', 20, 200_000_000),
  ),
  hkex(
    '00941',
    { name: t('China Mobile', '中國移動', '中国移动'), boardLot: 500 },
    walk('84.35', 18, 15_000_000),
  ),
  hkex(
    '01299',
    { name: t('AIA Group', '友邦保險', '友邦保险'), boardLot: 200 },
    walk('68.9', 28, 25_000_000),
  ),
  hkex(
    '01398',
    { name: t('Industrial and Commercial Bank of China', '工商銀行', '工商银行'), boardLot: 1000 },
    walk('5.82', 20, 250_000_000),
  ),
  hkex(
    '01810',
    { name: t('Xiaomi Corporation', '小米集團－Ｗ', '小米集团－Ｗ'), boardLot: 200 },
    walk('45.6', 45, 120_000_000),
  ),
  hkex(
    '02318',
    { name: t('Ping An Insurance', '中國平安', '中国平安'), boardLot: 500 },
    walk('54.75', 30, 35_000_000),
  ),
  hkex(
    '02800',
    { name: t('Tracker Fund of Hong Kong', '盈富基金', '盈富基金'), boardLot: 500, kind: 'etf' },
    walk('26.12', 20, 60_000_000),
  ),
  hkex(
    '03690',
    { name: t('Meituan', '美團－Ｗ', '美团－Ｗ'), boardLot: 100, kind: 'equity' },
    walk('112.6', 45, 25_000_000),
  ),
  hkex(
    '09988',
    { name: t('Alibaba Group', '阿里巴巴－Ｗ', '阿里巴巴－Ｗ'), boardLot: 100 },
    walk('148.2', 40, 60_000_000),
  ),
  // Fictional: trading suspended pending an announcement (spec §8 "product suspended").
  hkex(
    '08266',
    {
      name: t('Harbour Lantern Holdings', '港燈籠控股', '港灯笼控股'),
      boardLot: 2000,
      isSuspended: true,
    },
    walk('1.23', 30, 1_000_000),
  ),
  // Fictional: delisted, so no longer found by search (spec §3 stock definition status).
  hkex(
    '08267',
    {
      name: t('Kowloon Pearl Resources', '九龍明珠資源', '九龙明珠资源'),
      boardLot: 1000,
      status: 'deleted',
    },
    walk('0.83', 30, 1_000_000),
  ),
  us('AAPL', t('Apple Inc.', '蘋果公司', '苹果公司'), walk('231.5', 26, 50_000_000)),
  us('MSFT', t('Microsoft Corporation', '微軟公司', '微软公司'), walk('468.2', 24, 20_000_000)),
];
