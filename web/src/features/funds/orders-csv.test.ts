import { describe, expect, it } from 'vitest';
import { ordersCsv } from './orders-csv';

const order = {
  orderId: 7,
  idempotencyKey: 'key-12345678',
  orderType: 'subscription',
  side: 'S',
  fundId: 'VH-HK-EQUITY',
  fundName: { en: 'A, "quoted" fund', 'zh-HK': '甲', 'zh-CN': '甲' },
  currency: 'HKD',
  amount: '1000.10',
  units: null,
  fee: null,
  nav: null,
  proceeds: null,
  status: 'pending',
  statusLetter: null,
  linkedOrderId: null,
  isRiskAcknowledged: false,
  dealingDate: '2026-11-23',
  cutOffAt: null,
  settlementDate: '2026-11-25',
  placedAt: '2026-11-23T02:00:00.000Z',
  updatedAt: '2026-11-23T02:00:00.000Z',
  canCancel: true,
} as const;

describe('ordersCsv', () => {
  it('writes a header and one line per order, keeping the exact decimal strings', () => {
    const lines = ordersCsv([order]).split('\r\n');
    expect(lines[0]).toBe(
      'orderId,placedAt,orderType,side,fundId,currency,amount,units,fee,nav,proceeds,status,statusLetter,dealingDate,settlementDate',
    );
    expect(lines[1]).toBe(
      '7,2026-11-23T02:00:00.000Z,subscription,S,VH-HK-EQUITY,HKD,1000.10,,,,,pending,,2026-11-23,2026-11-25',
    );
    expect(lines[2]).toBe('');
  });

  it('quotes fields holding commas or quotes', () => {
    const csv = ordersCsv([{ ...order, fundId: 'A,"B"' }]);
    expect(csv).toContain(',"A,""B""",');
  });
});
