import { describe, expect, it } from 'vitest';
import { isPickValidOn } from './house-pick';

describe('isPickValidOn', () => {
  const pick = { validFrom: '2026-11-01', validTo: '2026-11-30' };

  it('includes both ends of the period', () => {
    expect(isPickValidOn(pick, '2026-11-01')).toBe(true);
    expect(isPickValidOn(pick, '2026-11-30')).toBe(true);
  });

  it('excludes the days around it', () => {
    expect(isPickValidOn(pick, '2026-10-31')).toBe(false);
    expect(isPickValidOn(pick, '2026-12-01')).toBe(false);
  });
});
