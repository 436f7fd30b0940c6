import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SELECTION_LIFETIME_MS,
  COLOUR_MODE_LIFETIME_MS,
  DEFAULT_LANGUAGE_LIFETIME_MS,
  REMEMBERED_LOGIN_LIFETIME_MS,
  REPORTING_CURRENCY_LIFETIME_MS,
  SELECTED_FUNDS_LIFETIME_MS,
  USER_SESSION_LIFETIME_MS,
} from './storage-lifetimes';

describe('storage lifetimes (spec §9)', () => {
  it('keeps the one-year items for 31,536,000,000 ms', () => {
    for (const lifetime of [
      USER_SESSION_LIFETIME_MS,
      ACCOUNT_SELECTION_LIFETIME_MS,
      COLOUR_MODE_LIFETIME_MS,
      DEFAULT_LANGUAGE_LIFETIME_MS,
      REPORTING_CURRENCY_LIFETIME_MS,
    ]) {
      expect(lifetime).toBe(31_536_000_000);
    }
  });

  it('keeps the 90-day items for 7,776,000,000 ms', () => {
    expect(REMEMBERED_LOGIN_LIFETIME_MS).toBe(7_776_000_000);
    expect(SELECTED_FUNDS_LIFETIME_MS).toBe(7_776_000_000);
  });
});
