import { describe, expect, it } from 'vitest';
import {
  isStockOrderResultCode,
  STOCK_ORDER_RESULT,
  STOCK_ORDER_RESULTS,
  stockOrderResultName,
} from './stock-order-result';

describe('stock order results (spec §8)', () => {
  it('keeps the spec numbers', () => {
    expect(STOCK_ORDER_RESULT).toMatchObject({
      success: 0,
      priceNotPositive: 8201,
      quantityNotPositive: 8202,
      wrongSpread: 8203,
      wrongLotSize: 8204,
      invalidStockCode: 8205,
      clientSuspended: 8206,
      wrongPassword: 8228,
      wrongTradePassword: 8232,
      insufficientFund: 8240,
      insufficientQuantity: 8241,
      overClientDailyLimit: 8243,
      duplicateOrderReference: 8247,
      nonTradingHour: 8255,
      remarkTooLong: 8291,
      goodTillDateOutOfRange: 8312,
      exceedsMaxOrderSize: 8314,
      overMaxSharesPerOrder: 8336,
      productSuspended: 8350,
      unknown: 99999,
    });
  });

  it('puts every rejection in 8201-8805, each name once, both ways', () => {
    const names = Object.values(STOCK_ORDER_RESULTS);
    expect(new Set(names).size).toBe(names.length);
    for (const [code, name] of Object.entries(STOCK_ORDER_RESULTS)) {
      const number = Number(code);
      expect(number === 0 || number === 99999 || (number >= 8201 && number <= 8805)).toBe(true);
      expect(STOCK_ORDER_RESULT[name]).toBe(number);
      expect(stockOrderResultName(number)).toBe(name);
    }
  });

  it('reads codes it does not know as unknown', () => {
    expect(stockOrderResultName(8999)).toBe('unknown');
    expect(stockOrderResultName(-1)).toBe('unknown');
    expect(isStockOrderResultCode(8203)).toBe(true);
    expect(isStockOrderResultCode(8204.5)).toBe(false);
    expect(isStockOrderResultCode(12)).toBe(false);
  });
});
