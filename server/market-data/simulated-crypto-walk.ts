import type { CryptoAsset } from '../../shared/contracts/crypto-market';
import { createSeededRandom, hashString } from './seeded-random';
import type { CryptoAssetWalk } from './simulated-crypto-pairs';

/**
 * The crypto walk: an asset's USD price at any instant, straight from the seed and the instant,
 * with no chain to replay. The price is the centre times one plus a sum of octaves of value noise
 * (30 days down to 10 seconds): each octave has a seeded value at every multiple of its period,
 * joined by straight lines, so the price moves at every instant, around the clock, and the same
 * instant always gives the same price. Only `+ - × /` on doubles (exactly the same on every
 * engine), and the result is rounded to a whole number of ticks; money leaves as strings.
 */

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The octaves: period and weight (the weights are scaled to the asset's swing). */
const OCTAVES: readonly { period: number; weight: number }[] = [
  { period: 30 * DAY_MS, weight: 0.12 },
  { period: 7 * DAY_MS, weight: 0.06 },
  { period: DAY_MS, weight: 0.035 },
  { period: 4 * HOUR_MS, weight: 0.015 },
  { period: HOUR_MS, weight: 0.008 },
  { period: 10 * MINUTE_MS, weight: 0.004 },
  { period: MINUTE_MS, weight: 0.002 },
  { period: 10 * SECOND_MS, weight: 0.0006 },
];
const TOTAL_WEIGHT = OCTAVES.reduce((sum, octave) => sum + octave.weight, 0);

const TWO_32 = 4_294_967_296;

/** A seeded 32-bit integer for (seed, lane, index); `index` may exceed 32 bits. */
export function seededUint32(seed: number, lane: number, index: number): number {
  const low = index >>> 0;
  const high = Math.floor(index / TWO_32) >>> 0;
  const mixed =
    seed ^
    Math.imul(lane + 1, 0x9e3779b1) ^
    Math.imul(low ^ 0x5bd1e995, 0x85ebca6b) ^
    Math.imul(high + 1, 0xc2b2ae35);
  return createSeededRandom(mixed >>> 0).nextUint32();
}

/** An asset's own seed (the HKD pairs share their USD pair's walk). */
export function assetSeed(seed: number, asset: CryptoAsset): number {
  return (seed ^ hashString(`crypto:${asset}`)) >>> 0;
}

/** A knot's value in [-1, 1). */
function knot(seed: number, lane: number, index: number): number {
  return (seededUint32(seed, lane, index) / TWO_32) * 2 - 1;
}

/** One asset's walk from one seed: its USD price in ticks of `10^-priceDecimals` at an instant. */
export type AssetWalk = {
  walk: CryptoAssetWalk;
  seed: number;
  /** The USD pair's price decimals. */
  priceDecimals: number;
  ticksAt(time: number): number;
};

export function createAssetWalk(
  walk: CryptoAssetWalk,
  seed: number,
  priceDecimals: number,
): AssetWalk {
  const ownSeed = assetSeed(seed, walk.asset);
  const scale = walk.swing / TOTAL_WEIGHT;
  const ticksPerUsd = 10 ** priceDecimals;
  return {
    walk,
    seed: ownSeed,
    priceDecimals,
    ticksAt(time) {
      let deviation = 0;
      OCTAVES.forEach(({ period, weight }, lane) => {
        const index = Math.floor(time / period);
        const fraction = (time - index * period) / period;
        const from = knot(ownSeed, lane, index);
        const to = knot(ownSeed, lane, index + 1);
        deviation += (from + (to - from) * fraction) * weight * scale;
      });
      return Math.round(walk.basePrice * ticksPerUsd * (1 + deviation));
    },
  };
}

/** The simulated trades of one minute: whole seconds, oldest first, sizes in quantity units. */
export type MinuteTrades = { times: readonly number[]; units: readonly number[] };

/** Two to five trades a minute, at distinct seconds, sizes skewed towards the small end. */
export function tradesOfMinute(walk: AssetWalk, minute: number): MinuteTrades {
  const random = createSeededRandom(seededUint32(walk.seed, 100, minute));
  const count = 2 + (random.nextUint32() % 4);
  const seconds = new Set<number>();
  while (seconds.size < count) seconds.add(random.nextUint32() % 60);
  const start = minute * MINUTE_MS;
  const times = [...seconds].sort((a, b) => a - b).map((second) => start + second * SECOND_MS);
  const { min, max } = walk.walk.tradeUnits;
  const units = times.map(() => {
    const draw = random.nextUint32() / TWO_32;
    return min + Math.floor((max - min) * draw * draw);
  });
  return { times, units };
}

/** Whole units of `10^-decimals` as a decimal string with exactly `decimals` fraction digits. */
export function unitsToDecimal(units: number, decimals: number): string {
  const sign = units < 0 ? '-' : '';
  const digits = String(Math.abs(units)).padStart(decimals + 1, '0');
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
