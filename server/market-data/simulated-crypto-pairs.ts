import type { CryptoAsset, CryptoPair } from '../../shared/contracts/crypto-market';

/**
 * The simulated crypto feed's data: the assets, how each one's USD price walks, and the pairs
 * with their rules (tick, size, fees). The HKD pairs are the USD pairs through the USD/HKD rate
 * of the HKD pivot (spec §7), the same rate the demo book gives the cash area's currency table.
 */

/**
 * What one USD is worth in HKD: the rate the demo book gives USD in the currency table, which the
 * cash area's FX and cross rates read (server/seed/demo-sign-in.ts takes it from here).
 */
export const SIMULATED_USD_HKD_RATE = '7.8100';

/** How an asset's USD price walks, and how big its simulated trades are. */
export type CryptoAssetWalk = {
  asset: CryptoAsset;
  /** The centre of the walk, in USD. */
  basePrice: number;
  /**
   * The walk's largest relative swing from the centre (0.25: the price stays within ±25 %):
   * the weights of its octaves are scaled to sum to this.
   */
  swing: number;
  /** A simulated trade's size range, in whole units of the asset's quantity decimals. */
  tradeUnits: { min: number; max: number };
};

/** BTC 60,000-100,000 USD, ETH 2,000-4,000, USDT 0.998-1.002. */
export const CRYPTO_ASSET_WALKS: readonly CryptoAssetWalk[] = [
  {
    asset: 'BTC',
    basePrice: 80_000,
    swing: 0.245,
    tradeUnits: { min: 50_000, max: 35_000_000 },
  },
  {
    asset: 'ETH',
    basePrice: 3_000,
    swing: 0.32,
    tradeUnits: { min: 500_000, max: 600_000_000 },
  },
  {
    asset: 'USDT',
    basePrice: 1,
    swing: 0.0018,
    tradeUnits: { min: 20_000_000, max: 40_000_000_000 },
  },
];

const ASSET_NAMES: Readonly<Record<CryptoAsset, CryptoPair['name']>> = {
  BTC: { en: 'Bitcoin', 'zh-HK': '比特幣', 'zh-CN': '比特币' },
  ETH: { en: 'Ether', 'zh-HK': '以太幣', 'zh-CN': '以太币' },
  USDT: { en: 'Tether', 'zh-HK': '泰達幣', 'zh-CN': '泰达币' },
};

/** Per asset: price decimals (the tick is one unit of the last decimal) and the minimum size. */
const ASSET_RULES: Readonly<
  Record<CryptoAsset, { priceDecimals: number; minQuantity: string; quantityDecimals: number }>
> = {
  BTC: { priceDecimals: 2, minQuantity: '0.0001', quantityDecimals: 8 },
  ETH: { priceDecimals: 2, minQuantity: '0.001', quantityDecimals: 8 },
  USDT: { priceDecimals: 4, minQuantity: '1', quantityDecimals: 6 },
};

const MIN_AMOUNT = { USD: '10', HKD: '80' } as const;

/** One unit of the last of `decimals` fraction digits (`2` → `0.01`). */
export function tickOf(decimals: number): string {
  return decimals === 0 ? '1' : `0.${'1'.padStart(decimals, '0')}`;
}

function pairOf(asset: CryptoAsset, quoteCurrency: 'USD' | 'HKD'): CryptoPair {
  const rules = ASSET_RULES[asset];
  return {
    pair: `${asset}-${quoteCurrency}`,
    base: asset,
    quoteCurrency,
    name: ASSET_NAMES[asset],
    quantityDecimals: rules.quantityDecimals,
    priceDecimals: rules.priceDecimals,
    priceTick: tickOf(rules.priceDecimals),
    minQuantity: rules.minQuantity,
    minAmount: MIN_AMOUNT[quoteCurrency],
    makerFeeRate: '0.001',
    takerFeeRate: '0.0015',
    isSuspended: false,
  };
}

const ASSETS: readonly CryptoAsset[] = ['BTC', 'ETH', 'USDT'];

/** The six pairs, USD first; none suspended (a feed's `suspendedPairs` option suspends some). */
export const SIMULATED_CRYPTO_PAIRS: readonly CryptoPair[] = [
  ...ASSETS.map((asset) => pairOf(asset, 'USD')),
  ...ASSETS.map((asset) => pairOf(asset, 'HKD')),
];
