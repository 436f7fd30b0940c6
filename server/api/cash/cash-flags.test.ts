import { describe, expect, it } from 'vitest';
import { getBrand } from '../../../brands/index';
import { allCalls } from '../../areas/compose';
import { callKey, selectCalls } from '../registry';

/**
 * The cash calls follow the brand's flags (issue 13, spec §2.10): movements always; requests and
 * withdrawals with cash top-up; eDDA and FPS with eDDA; exchange with FX.
 */

const gate = { authenticate: () => Promise.reject(new Error('not used')) };
const cashCallsOf = (brandId: string) =>
  selectCalls(allCalls, getBrand(brandId), gate)
    .map(callKey)
    .filter((key) => key.startsWith('cash/'))
    .sort();

describe('cash calls by brand', () => {
  it('serves every cash call where top-up, eDDA and FX are on', () => {
    expect(cashCallsOf('default')).toHaveLength(16);
  });

  it('serves movements and history only where they are off (lotus)', () => {
    expect(cashCallsOf('lotus')).toEqual([
      'cash/cancelInstruction',
      'cash/decideInstruction',
      'cash/loadCashProfile',
      'cash/loadDepositProof',
      'cash/searchCashMovements',
      'cash/searchInstructions',
    ]);
  });
});
