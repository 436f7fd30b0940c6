import { describe, expect, it } from 'vitest';
import { createNavSeries } from './nav-walk';
import { createSeededRandom, hashString } from './seeded-random';

const input = {
  seed: 42,
  launchDate: '2020-01-02',
  navPrecision: 4,
  walk: { initialNav: '10', annualDriftPercent: 5, annualVolatilityPercent: 20 },
};

describe('seeded randomness', () => {
  it('repeats its sequence from a seed and differs between seeds', () => {
    const draw = (seed: number) => {
      const random = createSeededRandom(seed);
      return Array.from({ length: 5 }, () => random.nextUint32());
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    for (const value of draw(7)) expect(value >>> 0).toBe(value);
    expect(hashString('VH-HKD-MMF')).toBe(hashString('VH-HKD-MMF'));
    expect(hashString('a')).toBe(0xe40c292c); // the FNV-1a reference value
  });
});

describe('NAV walk', () => {
  it('starts at the initial NAV on the launch date', () => {
    expect(createNavSeries(input).pointsThrough('2020-01-02')).toEqual([
      { date: '2020-01-02', nav: '10.0000' },
    ]);
    expect(createNavSeries(input).pointsThrough('2019-12-31')).toEqual([]);
  });

  it('gives the same history whether extended step by step or at once', () => {
    const stepwise = createNavSeries(input);
    stepwise.pointsThrough('2021-03-03');
    stepwise.pointsThrough('2023-07-31');
    const atOnce = createNavSeries(input).pointsThrough('2026-11-20');
    expect(stepwise.pointsThrough('2026-11-20')).toEqual(atOnce);
    expect(stepwise.pointsThrough('2021-03-03')).toEqual(
      atOnce.filter((point) => point.date <= '2021-03-03'),
    );
  });

  it('moves within the bounds the noise allows each day', () => {
    const points = createNavSeries(input).pointsThrough('2026-11-20');
    const dailyLimit = (0.2 * Math.sqrt(3) * 2) / Math.sqrt(252) + 0.01;
    for (let index = 1; index < points.length; index += 1) {
      const ratio = Number(points[index]?.nav) / Number(points[index - 1]?.nav);
      // A holiday gap can hold up to several weekday steps.
      expect(Math.abs(Math.log(ratio))).toBeLessThan(dailyLimit * 6);
    }
    expect(new Set(points.map((point) => point.nav)).size).toBeGreaterThan(points.length / 2);
  });

  it('refuses a volatility that could drive the NAV to zero', () => {
    expect(() =>
      createNavSeries({ ...input, walk: { ...input.walk, annualVolatilityPercent: 300 } }),
    ).toThrow(RangeError);
  });
});
