import { SPREAD_TABLES, type SpreadTableCode } from '../../shared/domain/stock-spread';

/**
 * A spread table as a ladder of integer rungs, for the feed's hot loops: rung 0 is the table's
 * minimum price and rung n+1 is one tick above rung n (shared/domain/stock-spread.ts data, so a
 * rung is always on the table). Prices inside are whole units of 0.0001, never floats of money.
 */
export type PriceLadder = {
  /** The price of a rung in units of 0.0001. */
  unitsAt(rung: number): number;
  /** The rung whose price is nearest to `units` (a tie goes up), within the ladder. */
  nearestRung(units: number): number;
  /** The highest rung. */
  readonly top: number;
  /** A rung's price as a decimal string with `decimals` fraction digits. */
  priceAt(rung: number, decimals: number): string;
};

/** Prices inside the feed are integers of this many units per 1. */
export const UNITS_PER_ONE = 10_000;

/** Decimal string → units (the tables and the universe have at most four fraction digits). */
export function toUnits(price: string): number {
  const [whole = '0', fraction = ''] = price.split('.');
  if (fraction.length > 4) throw new RangeError(`More than 4 decimals: ${price}`);
  return Number(whole) * UNITS_PER_ONE + Number(fraction.padEnd(4, '0'));
}

/** Units → a decimal string with `decimals` fraction digits (0-4; units are whole). */
export function unitsToPrice(units: number, decimals: number): string {
  const whole = Math.floor(units / UNITS_PER_ONE);
  if (decimals === 0) return String(whole);
  const fraction = String(units % UNITS_PER_ONE)
    .padStart(4, '0')
    .slice(0, decimals)
    .padEnd(decimals, '0');
  return `${whole}.${fraction}`;
}

type Rungs = { firstRung: number; firstUnits: number; tick: number; lastRung: number };

/** For a table without an upper end, the ladder stops here (far above any simulated price). */
const OPEN_TOP_UNITS = 100_000 * UNITS_PER_ONE;

function buildLadder(table: SpreadTableCode): PriceLadder {
  const spec = SPREAD_TABLES[table];
  const bands: Rungs[] = [];
  let rung = 0;
  let lower = 0;
  spec.bands.forEach((band, index) => {
    const tick = toUnits(band.tick);
    const upTo = band.upTo === null ? OPEN_TOP_UNITS : toUnits(band.upTo);
    const firstUnits = index === 0 ? toUnits(spec.minimum) : lower + tick;
    const count = Math.floor((upTo - firstUnits) / tick) + 1;
    bands.push({ firstRung: rung, firstUnits, tick, lastRung: rung + count - 1 });
    rung += count;
    lower = upTo;
  });
  const top = rung - 1;
  const lastRungs = Int32Array.from(bands.map((band) => band.lastRung));
  const firstRungs = Int32Array.from(bands.map((band) => band.firstRung));
  const firstUnits = Float64Array.from(bands.map((band) => band.firstUnits));
  const ticks = Float64Array.from(bands.map((band) => band.tick));
  const topUnits = Float64Array.from(
    bands.map((band) => band.firstUnits + (band.lastRung - band.firstRung) * band.tick),
  );
  const bandCount = bands.length;
  // Walks stay in one band for long stretches: start every lookup at the band last used.
  let hint = 0;

  const bandOfRung = (at: number): number => {
    if (at <= (lastRungs[hint] as number) && (hint === 0 || at > (lastRungs[hint - 1] as number)))
      return hint;
    let band = 0;
    while (band < bandCount - 1 && at > (lastRungs[band] as number)) band += 1;
    hint = band;
    return band;
  };

  const unitsAt = (at: number): number => {
    const clamped = at < 0 ? 0 : at > top ? top : at;
    const band = bandOfRung(clamped);
    return (
      (firstUnits[band] as number) +
      (clamped - (firstRungs[band] as number)) * (ticks[band] as number)
    );
  };

  const nearestRung = (units: number): number => {
    if (units <= (firstUnits[0] as number)) return 0;
    let band =
      units <= (topUnits[hint] as number) && (hint === 0 || units > (topUnits[hint - 1] as number))
        ? hint
        : 0;
    while (band < bandCount && units > (topUnits[band] as number)) band += 1;
    if (band >= bandCount) return top;
    hint = band;
    const below =
      (firstRungs[band] as number) +
      Math.floor((units - (firstUnits[band] as number)) / (ticks[band] as number));
    const belowUnits = unitsAt(below);
    const aboveUnits = unitsAt(below + 1);
    return units - belowUnits < aboveUnits - units ? below : below + 1;
  };

  return {
    unitsAt,
    nearestRung,
    top,
    priceAt: (at, decimals) => unitsToPrice(unitsAt(at), decimals),
  };
}

const ladders = new Map<SpreadTableCode, PriceLadder>();

/** The ladder of a spread table, built once per process. */
export function ladderOf(table: SpreadTableCode): PriceLadder {
  let ladder = ladders.get(table);
  if (!ladder) {
    ladder = buildLadder(table);
    ladders.set(table, ladder);
  }
  return ladder;
}
