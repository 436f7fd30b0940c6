import { describe, expect, it } from 'vitest';
import { FUND_ORDER_RESULT, fundOrderResultName, isFundOrderResultCode } from './fund-order-result';

describe('fund order result codes (spec §8)', () => {
  it('numbers 0-22 and 99, each once', () => {
    const codes = Object.values(FUND_ORDER_RESULT)
      .map(Number)
      .sort((a, b) => a - b);
    expect(codes).toEqual([...Array.from({ length: 23 }, (_, code) => code), 99]);
  });

  it('follows the spec order for the named meanings', () => {
    expect(FUND_ORDER_RESULT.accountNotFound).toBe(1);
    expect(FUND_ORDER_RESULT.riskLevelViolation).toBe(8);
    expect(FUND_ORDER_RESULT.insufficientPurchasingPower).toBe(10);
    expect(FUND_ORDER_RESULT.orderAlreadyCancelled).toBe(17);
  });

  it('names codes both ways and reads unknown codes as unknown', () => {
    expect(fundOrderResultName(12)).toBe('fundSuspended');
    expect(fundOrderResultName(0)).toBe('success');
    expect(fundOrderResultName(23)).toBe('unknown');
    expect(fundOrderResultName(-1)).toBe('unknown');
    expect(isFundOrderResultCode(22)).toBe(true);
    expect(isFundOrderResultCode(50)).toBe(false);
  });
});
