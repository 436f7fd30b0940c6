import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasTickPrecision,
  isOnTick,
  roundToTick,
  SPREAD_TABLES,
  stepPrice,
  tickSizeAt,
  ticksBetween,
  type SpreadTableCode,
} from './stock-spread';

/** Every inner boundary of a table with the ticks below and above it. */
function boundaries(code: SpreadTableCode) {
  const { bands } = SPREAD_TABLES[code];
  return bands.slice(0, -1).map((band, index) => ({
    at: band.upTo as string,
    below: band.tick,
    above: (bands[index + 1] as { tick: string }).tick,
  }));
}

const plus = (a: string, b: string) => new Decimal(a).plus(b).toFixed();
const minus = (a: string, b: string) => new Decimal(a).minus(b).toFixed();

/** On-tick prices of a table inside its range: a band, then a whole number of ticks into it. */
const onTickPrice = (code: SpreadTableCode): fc.Arbitrary<string> => {
  const table = SPREAD_TABLES[code];
  return fc
    .tuple(fc.nat({ max: table.bands.length - 1 }), fc.nat({ max: 1_000_000 }))
    .map(([index, offset]) => {
      const band = table.bands[index] as { upTo: string | null; tick: string };
      const lower = new Decimal(table.bands[index - 1]?.upTo ?? table.minimum);
      const upper = new Decimal(band.upTo ?? '100000');
      const count = upper.minus(lower).div(band.tick).floor().toNumber();
      return lower.plus(new Decimal(band.tick).mul(offset % (count + 1))).toFixed();
    });
};

describe.each(['A', 'ETP'] as const)('HKEX %s table band edges (hk-market-facts §3.3)', (code) => {
  it.each(boundaries(code))('at $at: down $below, up $above', ({ at, below, above }) => {
    expect(isOnTick(code, at)).toBe(true);
    expect(tickSizeAt(code, at, 'down')).toBe(below);
    expect(tickSizeAt(code, at, 'up')).toBe(above);
    expect(stepPrice(code, at, 1)).toBe(plus(at, above));
    expect(stepPrice(code, at, -1)).toBe(minus(at, below));
    expect(ticksBetween(code, minus(at, below), plus(at, above))).toBe(2);
    expect(isOnTick(code, minus(at, below))).toBe(true);
    expect(isOnTick(code, plus(at, above))).toBe(true);
    // A lower band's step above the boundary is off the upper band's coarser grid.
    if (new Decimal(above).gt(below)) expect(isOnTick(code, plus(at, below))).toBe(false);
  });
});

describe('Part A (from 4 Aug 2025)', () => {
  it.each([
    ['0.25', '0.255', '0.249'],
    ['0.5', '0.51', '0.495'],
    ['10', '10.01', '9.99'],
    ['20', '20.02', '19.99'],
    ['50', '50.05', '49.98'],
    ['612.5', '613', '612'],
    ['9995', '9995', '9990'],
  ])('steps from %s up to %s and down to %s', (price, up, down) => {
    expect(stepPrice('A', price, 1)).toBe(up);
    expect(stepPrice('A', price, -1)).toBe(down);
  });

  it('validates prices on and off the grid and the range', () => {
    expect(isOnTick('A', '0.011')).toBe(true);
    expect(isOnTick('A', '0.252')).toBe(false);
    expect(isOnTick('A', '15.01')).toBe(true);
    expect(isOnTick('A', '25.01')).toBe(false);
    expect(isOnTick('A', '25.02')).toBe(true);
    expect(isOnTick('A', '612.50')).toBe(true);
    expect(isOnTick('A', '0.009')).toBe(false);
    expect(isOnTick('A', '0')).toBe(false);
    expect(isOnTick('A', '-1')).toBe(false);
    expect(isOnTick('A', '10000')).toBe(false);
    expect(() => isOnTick('A', 'abc')).toThrow(RangeError);
  });

  it('never steps below the minimum nor above the maximum', () => {
    expect(stepPrice('A', '0.01', -1)).toBe('0.01');
    expect(stepPrice('A', '0.012', -5)).toBe('0.01');
    expect(stepPrice('A', '9990', 5)).toBe('9995');
    expect(stepPrice('A', '9995', 1)).toBe('9995');
    expect(stepPrice('A', '612.5', 0)).toBe('612.5');
    expect(() => stepPrice('A', '1', 1.5)).toThrow(RangeError);
  });

  it('crosses several bands in one move', () => {
    expect(stepPrice('A', '9.99', 3)).toBe('10.02');
    expect(stepPrice('A', '19.98', 4)).toBe('20.04');
    expect(stepPrice('A', '20.04', -4)).toBe('19.98');
    expect(ticksBetween('A', '19.98', '20.04')).toBe(4);
    expect(ticksBetween('A', '20.04', '19.98')).toBe(-4);
    expect(ticksBetween('A', '0.01', '0.25')).toBe(240);
  });

  it('snaps an off-grid price as the first step', () => {
    expect(stepPrice('A', '20.011', 1)).toBe('20.02');
    expect(stepPrice('A', '20.011', -1)).toBe('20');
    expect(stepPrice('A', '20.011', 2)).toBe('20.04');
  });

  it('rounds onto the grid', () => {
    expect(roundToTick('A', '20.011', 'down')).toBe('20');
    expect(roundToTick('A', '20.011', 'up')).toBe('20.02');
    expect(roundToTick('A', '20.011', 'nearest')).toBe('20.02');
    expect(roundToTick('A', '20.009', 'nearest')).toBe('20');
    expect(roundToTick('A', '20.01', 'nearest')).toBe('20.02');
    expect(roundToTick('A', '19.995', 'down')).toBe('19.99');
    expect(roundToTick('A', '612.5', 'up')).toBe('612.5');
    expect(roundToTick('A', '0.001', 'down')).toBe('0.01');
    expect(roundToTick('A', '12000', 'nearest')).toBe('9995');
  });

  it('refuses to count ticks from an off-grid price', () => {
    expect(() => ticksBetween('A', '20.01', '21')).toThrow(RangeError);
    expect(() => ticksBetween('A', '0', '1')).toThrow(RangeError);
  });
});

describe('ETP table', () => {
  it('ticks 0.001 to 1, 0.002 to 5, 0.005 to 10', () => {
    expect(stepPrice('ETP', '1', 1)).toBe('1.002');
    expect(stepPrice('ETP', '1', -1)).toBe('0.999');
    expect(isOnTick('ETP', '4.998')).toBe(true);
    expect(isOnTick('ETP', '4.999')).toBe(false);
    expect(isOnTick('ETP', '26.52')).toBe(true);
    expect(isOnTick('ETP', '26.51')).toBe(false);
  });
});

describe('US ticks: 0.01 at or above 1, 0.0001 below', () => {
  it('uses the sub-dollar tick below 1 and the cent from 1 up', () => {
    expect(isOnTick('US', '0.5001')).toBe(true);
    expect(isOnTick('US', '1.001')).toBe(false);
    expect(isOnTick('US', '190.55')).toBe(true);
    expect(isOnTick('US', '50000.01')).toBe(true);
    expect(tickSizeAt('US', '1', 'up')).toBe('0.01');
    expect(tickSizeAt('US', '1', 'down')).toBe('0.0001');
    expect(stepPrice('US', '1', 1)).toBe('1.01');
    expect(stepPrice('US', '1', -1)).toBe('0.9999');
    expect(stepPrice('US', '0.9999', 1)).toBe('1');
    expect(stepPrice('US', '0.0001', -1)).toBe('0.0001');
    expect(ticksBetween('US', '0.9999', '1.01')).toBe(2);
  });
});

describe.each(['A', 'ETP', 'US'] as const)('%s table properties', (code) => {
  const inRange = (price: string) => isOnTick(code, price);

  it('steps land on the grid and come back', () => {
    fc.assert(
      fc.property(onTickPrice(code), fc.integer({ min: -60, max: 60 }), (price, steps) => {
        expect(isOnTick(code, price)).toBe(true);
        const moved = stepPrice(code, price, steps);
        expect(inRange(moved)).toBe(true);
        const span = ticksBetween(code, price, moved);
        expect(Math.abs(span)).toBeLessThanOrEqual(Math.abs(steps));
        if (span === steps)
          expect(stepPrice(code, moved, -steps)).toBe(new Decimal(price).toFixed());
        if (steps > 0) expect(new Decimal(moved).gte(price)).toBe(true);
        if (steps < 0) expect(new Decimal(moved).lte(price)).toBe(true);
      }),
    );
  });

  it('rounds any price onto the grid within one tick', () => {
    const cents = fc
      .integer({ min: 1, max: 99_950_000 })
      .map((units) => new Decimal(units).div(10_000).toFixed());
    fc.assert(
      fc.property(cents, (price) => {
        const down = roundToTick(code, price, 'down');
        const up = roundToTick(code, price, 'up');
        const nearest = roundToTick(code, price, 'nearest');
        for (const rounded of [down, up, nearest]) expect(isOnTick(code, rounded)).toBe(true);
        expect([down, up]).toContain(nearest);
        if (isOnTick(code, price)) expect(down).toBe(up);
        else if (new Decimal(price).gte(SPREAD_TABLES[code].minimum)) {
          expect(stepPrice(code, down, 1)).toBe(up);
        }
      }),
    );
  });
});

describe('a price finer than its tick (spec §8 8203)', () => {
  it.each([
    ['A', '500.2', true],
    ['A', '500.1', true],
    ['A', '500.10', true],
    ['A', '500.15', false],
    ['A', '500.1234', false],
    ['A', '500.05', false],
    ['A', '0.001', true],
    ['A', '0.0015', false],
    ['A', '9995', true],
    ['A', '9995.5', false],
    ['ETP', '4.998', true],
    ['ETP', '4.9985', false],
    ['US', '230.12', true],
    ['US', '230.123', false],
    ['US', '0.5012', true],
    ['US', '0.50123', false],
  ] as const)('%s %s: %s', (code, price, expected) => {
    expect(hasTickPrecision(code, price)).toBe(expected);
  });

  it('holds for every price on the grid', () => {
    for (const code of ['A', 'ETP', 'US'] as const) {
      fc.assert(
        fc.property(fc.integer({ min: -2000, max: 2000 }), (steps) => {
          const price = stepPrice(code, '1', steps);
          return hasTickPrecision(code, price);
        }),
      );
    }
  });
});
