import { describe, expect, it } from 'vitest';
import {
  displayNotificationCode,
  NOTIFICATION_TYPES,
  notificationTarget,
  type NotificationType,
} from './notification';

describe('displayNotificationCode (spec §3)', () => {
  it('shows a three-part code as third part, dot, first part', () => {
    expect(displayNotificationCode('00700;HKEX;HK')).toBe('HK.00700');
    expect(displayNotificationCode('AAPL;NASDAQ;US')).toBe('US.AAPL');
  });

  it('shows any other code as it is', () => {
    expect(displayNotificationCode('00700')).toBe('00700');
    expect(displayNotificationCode('A;B')).toBe('A;B');
    expect(displayNotificationCode('A;B;C;D')).toBe('A;B;C;D');
  });
});

describe('notificationTarget (spec §2.18)', () => {
  const expected: Record<NotificationType, string> = {
    fundOrder: '/funds/history',
    advisorOrder: '/funds/history',
    monthlyInvestment: '/funds/history',
    cashMovement: '/cashes/history',
    cashRequest: '/cashes/history',
    stockOrderMatched: '/stocks/history',
    stockOrderUpdate: '/stocks/order',
    cryptoOrderMatched: '/cryptos/history',
    cryptoOrderUpdate: '/cryptos/order',
    newDocument: '/funds/document',
    newIpo: '/stocks/ipo',
    ipoResult: '/stocks/ipo',
    plan: '/plans/search',
    balance: '/stocks/portfolio',
    holding: '/stocks/portfolio',
  };

  it.each(NOTIFICATION_TYPES)('%s leads where the spec says from another page', (type) => {
    expect(notificationTarget(type, '/funds/dashboard')).toBe(expected[type]);
  });

  it('stays on the stock order page for fills, balance and holding events', () => {
    for (const type of ['stockOrderMatched', 'balance', 'holding'] as const) {
      expect(notificationTarget(type, '/stocks/order')).toBeNull();
      expect(notificationTarget(type, '/stocks/order/00700')).toBeNull();
    }
    expect(notificationTarget('stockOrderUpdate', '/stocks/order')).toBe('/stocks/order');
    expect(notificationTarget('cashMovement', '/stocks/order')).toBe('/cashes/history');
  });
});
