import { describe, expect, it } from 'vitest';
import { accountsCsv } from './accounts-csv';

describe('the accounts CSV', () => {
  it('writes a header and one line per account, instants in Hong Kong time, commas quoted', () => {
    const text = accountsCsv([
      {
        accountId: 1,
        accountCode: 'C10001',
        source: 'gateway',
        role: 'user',
        rank: 100,
        status: 'active',
        displayName: 'Chan, Tai Man',
        email: null,
        mobile: '+852 90010001',
        twoFactor: 'S',
        lastLoginAt: '2026-11-27T02:00:00.000Z',
        lastLoginStatus: 'success',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
    expect(text.split('\r\n')).toEqual([
      'accountId,accountCode,source,role,rank,status,displayName,email,mobile,twoFactor,lastLoginAt,lastLoginStatus,createdAt',
      '1,C10001,gateway,user,100,active,"Chan, Tai Man",,+852 90010001,S,2026-11-27T10:00:00+08:00,success,2026-01-01T08:00:00+08:00',
      '',
    ]);
  });
});
