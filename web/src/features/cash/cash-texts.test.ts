import { describe, expect, it } from 'vitest';
import en from '@shared/i18n/locales/en/cash.json';
import {
  CASH_INSTRUCTION_STATUSES,
  CASH_MOVEMENT_TYPES,
  DEPOSIT_METHODS,
  EDDA_STATUSES,
  ID_TYPES,
  WITHDRAWAL_METHODS,
} from '@shared/domain/cash-instruction';
import { CASH_RESULTS } from '@shared/domain/cash-results';
import { EDDA_STATUS_FAMILY, INSTRUCTION_STATUS_FAMILY, snakeKey } from './cash-texts';

/** The catalogue's keys of one group. */
const keys = (group: keyof typeof en) => Object.keys(en[group]);

// Spec §8 codes and §3 enumerations: each has its text (locales.test.ts keeps the three languages
// in step), so no screen ever shows a bare key.
describe('the cash texts', () => {
  it('name every result code of shared/domain/cash-results.ts', () => {
    expect(keys('result').sort()).toEqual(Object.values(CASH_RESULTS).map(snakeKey).sort());
  });

  it('name every status, movement type, method and ID type of spec §3', () => {
    expect(keys('status').sort()).toEqual(
      CASH_INSTRUCTION_STATUSES.map((s) => s.toLowerCase()).sort(),
    );
    expect(keys('edda_status').sort()).toEqual(EDDA_STATUSES.map((s) => s.toLowerCase()).sort());
    expect(keys('movement_type').sort()).toEqual(
      CASH_MOVEMENT_TYPES.map((s) => s.toLowerCase()).sort(),
    );
    expect(keys('deposit_method').sort()).toEqual(DEPOSIT_METHODS.map(snakeKey).sort());
    expect(keys('withdrawal_method').sort()).toEqual(WITHDRAWAL_METHODS.map(snakeKey).sort());
    expect(keys('id_type').sort()).toEqual(ID_TYPES.map((s) => s.toLowerCase()).sort());
  });

  it('give every status a badge family', () => {
    expect(Object.keys(INSTRUCTION_STATUS_FAMILY).sort()).toEqual(
      [...CASH_INSTRUCTION_STATUSES].sort(),
    );
    expect(Object.keys(EDDA_STATUS_FAMILY).sort()).toEqual([...EDDA_STATUSES].sort());
  });
});
