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
    cashMovement: '/cashes/movement',
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
    expect(notificationTarget({ type }, '/funds/dashboard')).toBe(expected[type]);
  });

  it('stays on the stock order page for fills, balance and holding events', () => {
    for (const type of ['stockOrderMatched', 'balance', 'holding'] as const) {
      expect(notificationTarget({ type, referenceCode: '7' }, '/stocks/order')).toBeNull();
      expect(notificationTarget({ type }, '/stocks/order/00700')).toBeNull();
    }
    expect(notificationTarget({ type: 'stockOrderUpdate' }, '/stocks/order')).toBe('/stocks/order');
    expect(notificationTarget({ type: 'cashMovement' }, '/stocks/order')).toBe('/cashes/movement');
  });

  it('opens the item a row names (issue 31 §3): the order, the request, the document, the IPO', () => {
    expect(notificationTarget({ type: 'fundOrder', referenceCode: '41' })).toBe(
      '/funds/history?order=41',
    );
    expect(notificationTarget({ type: 'advisorOrder', referenceCode: '42' })).toBe(
      '/funds/history?order=42',
    );
    expect(notificationTarget({ type: 'stockOrderMatched', referenceCode: '9' })).toBe(
      '/stocks/history?order=9',
    );
    expect(notificationTarget({ type: 'cashRequest', referenceCode: 'DR 1/2' })).toBe(
      '/cashes/history?request=DR%201%2F2',
    );
    expect(notificationTarget({ type: 'newDocument', referenceCode: 'daily:2026-10-01' })).toBe(
      '/funds/document?document=daily%3A2026-10-01',
    );
    expect(notificationTarget({ type: 'ipoResult', code: '06990' })).toBe('/stocks/ipo?code=06990');
    expect(notificationTarget({ type: 'newIpo', code: '06990' })).toBe('/stocks/ipo?code=06990');
    // A kind whose page lists no single item leads to the page alone.
    expect(notificationTarget({ type: 'plan', code: 'P1', referenceCode: '5' })).toBe(
      '/plans/search',
    );
  });
});
