import Decimal from 'decimal.js';
import { toDecimal, toPlainString, type DecimalInput } from './decimal';

/**
 * Spread tables (hk-market-facts §3.3): the tick a price may move by. `A` is HKEX Part A (equities,
 * REITs; the ticks from 4 Aug 2025), `ETP` the HKEX table for ETFs and L&I products, `US` the
 * US equities rule (0.01 at or above 1, 0.0001 below 1). The table code comes with each instrument.
 */
export type SpreadTableCode = 'A' | 'ETP' | 'US';

/** A price band `(previous upTo, upTo]` and its tick; `upTo` null: no upper end. */
export type SpreadBand = { readonly upTo: string | null; readonly tick: string };

/** A spread table as data: its bands from the lowest up, and the lowest and highest price. */
export type SpreadTable = {
  readonly code: SpreadTableCode;
  /** The first trade date the table applies to. */
  readonly effectiveFrom: string;
  readonly bands: readonly SpreadBand[];
  readonly minimum: string;
  /** Null: no upper limit (US). */
  readonly maximum: string | null;
};

/**
 * The tables. A and ETP stop at HKEX's 9,995 (the ETP top band is a merged "5.000" cell on the
 * HKEX page, possibly 2.500 in the Rules' Part B: **verify**, hk-market-facts §3.3).
 */
export const SPREAD_TABLES: Readonly<Record<SpreadTableCode, SpreadTable>> = {
  A: {
    code: 'A',
    effectiveFrom: '2025-08-04',
    bands: [
      { upTo: '0.25', tick: '0.001' },
      { upTo: '0.5', tick: '0.005' },
      { upTo: '10', tick: '0.01' },
      { upTo: '20', tick: '0.01' },
      { upTo: '50', tick: '0.02' },
      { upTo: '100', tick: '0.05' },
      { upTo: '200', tick: '0.1' },
      { upTo: '500', tick: '0.2' },
      { upTo: '1000', tick: '0.5' },
      { upTo: '2000', tick: '1' },
      { upTo: '5000', tick: '2' },
      { upTo: '9995', tick: '5' },
    ],
    minimum: '0.01',
    maximum: '9995',
  },
  ETP: {
    code: 'ETP',
    effectiveFrom: '2019-01-01',
    bands: [
      { upTo: '1', tick: '0.001' },
      { upTo: '5', tick: '0.002' },
      { upTo: '10', tick: '0.005' },
      { upTo: '20', tick: '0.01' },
      { upTo: '100', tick: '0.02' },
      { upTo: '200', tick: '0.05' },
      { upTo: '500', tick: '0.1' },
      { upTo: '1000', tick: '0.2' },
      { upTo: '2000', tick: '0.5' },
      { upTo: '5000', tick: '1' },
      { upTo: '9995', tick: '5' },
    ],
    minimum: '0.01',
    maximum: '9995',
  },
  US: {
    code: 'US',
    effectiveFrom: '2005-01-01',
    bands: [
      { upTo: '1', tick: '0.0001' },
      { upTo: null, tick: '0.01' },
    ],
    minimum: '0.0001',
    maximum: null,
  },
};

type Band = { lower: Decimal; upTo: Decimal | null; tick: Decimal };

function parsedBands(table: SpreadTable): readonly Band[] {
  return table.bands.map((band, index) => ({
    lower: new Decimal(table.bands[index - 1]?.upTo ?? '0'),
    upTo: band.upTo === null ? null : new Decimal(band.upTo),
    tick: new Decimal(band.tick),
  }));
}

const BANDS: Readonly<Record<SpreadTableCode, readonly Band[]>> = {
  A: parsedBands(SPREAD_TABLES.A),
  ETP: parsedBands(SPREAD_TABLES.ETP),
  US: parsedBands(SPREAD_TABLES.US),
};

function bandsOf(table: SpreadTableCode): readonly Band[] {
  const bands = BANDS[table] as readonly Band[] | undefined;
  if (!bands) throw new RangeError(`Unknown spread table: "${String(table)}"`);
  return bands;
}

const lastOf = (bands: readonly Band[]): Band => bands[bands.length - 1] as Band;

/**
 * The band a move starts in (§3.3 boundary rule): moving up from a boundary uses the band above
 * it, moving down (and validating a price) uses the band it closes, i.e. the lower band's tick.
 */
function bandFor(table: SpreadTableCode, price: Decimal, direction: 'up' | 'down'): Band {
  const bands = bandsOf(table);
  const found = bands.find((band) =>
    band.upTo === null ? true : direction === 'up' ? band.upTo.gt(price) : band.upTo.gte(price),
  );
  return found ?? lastOf(bands);
}

function limits(table: SpreadTableCode): { min: Decimal; max: Decimal | null } {
  const { minimum, maximum } = SPREAD_TABLES[table];
  return { min: new Decimal(minimum), max: maximum === null ? null : new Decimal(maximum) };
}

function clamp(table: SpreadTableCode, price: Decimal): Decimal {
  const { min, max } = limits(table);
  if (price.lt(min)) return min;
  if (max && price.gt(max)) return max;
  return price;
}

/**
 * Whether a price is a valid order price of the table (spec §8 8203 otherwise): within the
 * table's range and a whole number of its band's ticks (a boundary price is on both bands' grids).
 */
export function isOnTick(table: SpreadTableCode, price: DecimalInput): boolean {
  const value = toDecimal(price);
  const { min, max } = limits(table);
  if (value.lt(min) || (max && value.gt(max))) return false;
  return value.mod(bandFor(table, value, 'down').tick).isZero();
}

/**
 * Whether a price has no more decimals than the tick of its band allows (spec §8 8203 otherwise):
 * `500.15` cannot be a Part A price whose tick is 0.2, on the grid or off it. Unlike a price off
 * the grid, which a brand may send to a dealer's override, no override makes such a price
 * tradable, and the books would only show it rounded.
 */
export function hasTickPrecision(table: SpreadTableCode, price: DecimalInput): boolean {
  const value = toDecimal(price);
  return value.decimalPlaces() <= bandFor(table, value, 'down').tick.decimalPlaces();
}

/**
 * The tick of one step from `price` in a direction (§3.3): at a boundary such as 20.00 (Part A)
 * the step up is the upper band's 0.02 and the step down the lower band's 0.01.
 */
export function tickSizeAt(
  table: SpreadTableCode,
  price: DecimalInput,
  direction: 'up' | 'down',
): string {
  return toPlainString(bandFor(table, toDecimal(price), direction).tick);
}

/**
 * Rounds a price onto the table's grid: `down` to the tick at or below, `up` to the tick at or
 * above, `nearest` to the closer one (a tie goes up). The result stays within the table's range;
 * it is written plainly, without trailing zeros (`320.2`).
 */
export function roundToTick(
  table: SpreadTableCode,
  price: DecimalInput,
  mode: 'down' | 'up' | 'nearest',
): string {
  const value = toDecimal(price);
  const { tick } = bandFor(table, value, 'down');
  const below = value.div(tick).floor().mul(tick);
  const above = value.div(tick).ceil().mul(tick);
  let rounded: Decimal;
  if (mode === 'down') rounded = below;
  else if (mode === 'up') rounded = above;
  else rounded = value.minus(below).lt(above.minus(value)) ? below : above;
  return toPlainString(clamp(table, rounded));
}

/** Steps up from a price: a price off the grid counts its snap to the next tick as one step. */
function stepUp(table: SpreadTableCode, start: Decimal, steps: number): Decimal {
  let price = start;
  let left = steps;
  while (left > 0) {
    const band = bandFor(table, price, 'up');
    const onGrid = price.div(band.tick).floor().mul(band.tick);
    const first = onGrid.plus(band.tick);
    const room = band.upTo ? band.upTo.minus(first).div(band.tick).toNumber() + 1 : Infinity;
    // Past the last band's end (above the maximum) the clamp of `stepPrice` takes over.
    if (left <= room || room <= 0) return first.plus(band.tick.mul(left - 1));
    price = band.upTo as Decimal;
    left -= room;
  }
  return price;
}

/** Steps down from a price: a price off the grid counts its snap to the tick below as one step. */
function stepDown(table: SpreadTableCode, start: Decimal, steps: number): Decimal {
  let price = start;
  let left = steps;
  while (left > 0 && price.gt(0)) {
    const band = bandFor(table, price, 'down');
    const onGrid = price.div(band.tick).ceil().mul(band.tick);
    const first = onGrid.minus(band.tick);
    const room = first.minus(band.lower).div(band.tick).toNumber() + 1;
    if (left <= room) return first.minus(band.tick.mul(left - 1));
    price = band.lower;
    left -= room;
  }
  return price;
}

/**
 * The price `steps` ticks away (negative steps go down), band by band per §3.3; never below the
 * table's minimum nor above its maximum. Zero steps returns the price unchanged (plainly written).
 */
export function stepPrice(table: SpreadTableCode, price: DecimalInput, steps: number): string {
  if (!Number.isInteger(steps)) throw new RangeError(`steps must be a whole number, got ${steps}`);
  const value = toDecimal(price);
  if (steps === 0) return toPlainString(value);
  const moved = steps > 0 ? stepUp(table, value, steps) : stepDown(table, value, -steps);
  return toPlainString(clamp(table, moved));
}

/**
 * How many ticks lie from `from` to `to` (negative when `to` is lower), counted band by band: the
 * spread distance of the 24-spread rule (§3.2). Both prices must be on the grid (RangeError else).
 */
export function ticksBetween(table: SpreadTableCode, from: DecimalInput, to: DecimalInput): number {
  const start = toDecimal(from);
  const end = toDecimal(to);
  for (const price of [start, end]) {
    if (price.lte(0) || !price.mod(bandFor(table, price, 'down').tick).isZero()) {
      throw new RangeError(`Not on the ${table} spread table: ${price.toFixed()}`);
    }
  }
  const [low, high] = start.lte(end) ? [start, end] : [end, start];
  let ticks = new Decimal(0);
  for (const band of bandsOf(table)) {
    const top = band.upTo === null ? high : Decimal.min(high, band.upTo);
    const bottom = Decimal.max(low, band.lower);
    if (top.gt(bottom)) ticks = ticks.plus(top.minus(bottom).div(band.tick));
  }
  return start.lte(end) ? ticks.toNumber() : -ticks.toNumber();
}
