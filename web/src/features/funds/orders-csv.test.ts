import { describe, expect, it } from 'vitest';
import type { CallOutput } from '@shared/contracts/index';
import { ordersCsv } from './orders-csv';

type Entry = CallOutput<'fund-order/searchOrders'>['orders'][number];

const order: Entry = {
  orderId: 7,
  idempotencyKey: 'key-12345678',
  orderType: 'subscription',
  side: 'S',
  fundId: 'VH-HK-EQUITY',
  fundName: { en: 'A, "quoted" fund', 'zh-HK': '甲', 'zh-CN': '甲' },
  currency: 'HKD',
  unitPrecision: 3,
  navPrecision: 4,
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
  placedAt: '2026-11-23T08:35:00.000Z',
  updatedAt: '2026-11-23T08:35:00.000Z',
  canCancel: true,
  legs: [],
};

const out: Entry = {
  ...order,
  orderId: 8,
  orderType: 'switch',
  side: 'R',
  amount: null,
  units: '400',
  nav: '12.3400',
  proceeds: '4936.00',
  status: 'priced',
  statusLetter: 'P',
  linkedOrderId: 9,
  legs: [],
};
const into: Entry = {
  ...out,
  orderId: 9,
  side: 'S',
  fundId: 'VH-HKD-MMF',
  units: null,
  nav: null,
  proceeds: null,
  status: 'pending',
  statusLetter: null,
  linkedOrderId: 8,
  dealingDate: null,
  settlementDate: null,
};
const switchEntry: Entry = { ...out, status: 'processing', statusLetter: 'O', legs: [out, into] };

describe('ordersCsv', () => {
  it('writes a header and one line per order in Hong Kong time with its offset', () => {
    const lines = ordersCsv([order]).split('\r\n');
    expect(lines[0]).toBe(
      'orderId,orderStatus,leg,legOrderId,placedAt,orderType,side,fundId,currency,amount,units,fee,nav,proceeds,status,statusLetter,dealingDate,settlementDate',
    );
    expect(lines[1]).toBe(
      '7,pending,,7,2026-11-23T16:35:00+08:00,subscription,S,VH-HK-EQUITY,HKD,1000.10,,,,,pending,,2026-11-23,2026-11-25',
    );
    expect(lines[2]).toBe('');
  });

  it('writes a switch as its two legs under the switch’s id and status', () => {
    const lines = ordersCsv([switchEntry]).split('\r\n');
    expect(lines.slice(1, 3)).toEqual([
      '8,processing,out,8,2026-11-23T16:35:00+08:00,switch,R,VH-HK-EQUITY,HKD,,400,,12.3400,4936.00,priced,P,2026-11-23,2026-11-25',
      '8,processing,in,9,2026-11-23T16:35:00+08:00,switch,S,VH-HKD-MMF,HKD,,,,,,pending,,,',
    ]);
  });

  it('quotes fields holding commas or quotes', () => {
    const csv = ordersCsv([{ ...order, fundId: 'A,"B"' }]);
    expect(csv).toContain(',"A,""B""",');
  });
});
