import { describe, expect, it } from 'vitest';
import { movementsCsv } from './movements-csv';

describe('movementsCsv', () => {
  it('writes exact figures and Hong Kong times with their offset', () => {
    const csv = movementsCsv([
      {
        journalId: 'j1',
        type: 'O',
        currency: 'HKD',
        amount: '-7800',
        balance: '842200',
        reason: 'fx',
        fundOrderId: null,
        stockOrderId: null,
        cashInstructionId: null,
        postedAt: '2026-11-24T07:02:00.000Z',
      },
    ]);
    expect(csv).toBe(
      'journalId,postedAt,type,currency,amount,balance,reason,cashInstructionId,fundOrderId,stockOrderId\r\n' +
        'j1,2026-11-24T15:02:00+08:00,O,HKD,-7800,842200,fx,,,\r\n',
    );
  });
});
