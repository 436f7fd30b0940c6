/**
 * Shared fixtures for the notification tests: a fake notification stream, one row of each kind
 * with its text and target, and page and query helpers.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import type { CallInput } from '@shared/contracts/index';
import type { NotificationType } from '@shared/domain/notification';
import type { StubCall } from '../../../test/api-stub';
import { FakeEventSource } from '../../../test/fake-event-source';
import type { Notification, NotificationPage } from '../api/notification';

/** Replaces EventSource with FakeEventSource around each test of the calling file. */
export function stubNotificationStream() {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

const START = '2026-11-20T02:30:00.000Z';

export function row(
  id: number,
  type: NotificationType,
  fields: Partial<Notification> = {},
): Notification {
  return {
    _id: String(id),
    type,
    startTime: START,
    status: 'unread',
    accountCode: 'C10001',
    ...fields,
  };
}

/** One row of each kind, with the fields its producer gives it. */
export const EVERY_KIND: Record<
  NotificationType,
  { row: Notification; text: string; target: string }
> = {
  fundOrder: {
    row: row(1, 'fundOrder', {
      code: 'VH-HK-EQUITY',
      quantity: '1500',
      currencyCode: 'HKD',
      side: 'buy',
      orderStatus: 'settled',
      referenceCode: '41',
    }),
    text: 'Your buy order for VH-HK-EQUITY (1,500) is settled.',
    target: '/funds/history?order=41',
  },
  advisorOrder: {
    row: row(2, 'advisorOrder', {
      code: 'VH-HK-EQUITY',
      amount: '10000',
      currencyCode: 'HKD',
      advisorCode: 'A30001',
    }),
    text: 'Your advisor A30001 placed an order for VH-HK-EQUITY (HKD 10,000.00).',
    target: '/funds/history',
  },
  monthlyInvestment: {
    row: row(3, 'monthlyInvestment', { code: 'VH-HK-EQUITY', amount: '2000', currencyCode: 'HKD' }),
    text: 'Your monthly investment order for VH-HK-EQUITY was placed: HKD 2,000.00.',
    target: '/funds/history',
  },
  cashMovement: {
    row: row(4, 'cashMovement', { amount: '850000.00', currencyCode: 'HKD' }),
    text: 'Cash movement on your account: HKD 850,000.00.',
    target: '/cashes/movement',
  },
  cashRequest: {
    row: row(5, 'cashRequest', {
      referenceCode: '12',
      amount: '5000',
      currencyCode: 'USD',
      orderStatus: 'A',
      cashDirection: 'withdrawal',
    }),
    text: 'Your withdrawal 12 of USD 5,000.00 is accepted.',
    target: '/cashes/history?request=12',
  },
  stockOrderUpdate: {
    row: row(6, 'stockOrderUpdate', {
      code: '00700;HKEX;HK',
      quantity: '200',
      side: 'sell',
      orderStatus: 'partially cancelled',
    }),
    text: 'Your sell order for 200 shares of HK.00700 is partially filled and cancelled.',
    target: '/stocks/order',
  },
  stockOrderMatched: {
    row: row(7, 'stockOrderMatched', {
      code: 'AAPL',
      quantity: '50',
      price: '198.4',
      currencyCode: 'USD',
      side: 'buy',
      referenceCode: '9',
    }),
    text: 'Your buy of 50 shares of AAPL traded at USD 198.40.',
    target: '/stocks/history?order=9',
  },
  cryptoOrderUpdate: {
    row: row(14, 'cryptoOrderUpdate', {
      code: 'BTC-USD',
      quantity: '0.01',
      price: '60000',
      currencyCode: 'USD',
      side: 'buy',
      orderStatus: 'cancelled',
    }),
    text: 'Your buy order for 0.01 BTC-USD was cancelled.',
    target: '/cryptos/order',
  },
  cryptoOrderMatched: {
    row: row(15, 'cryptoOrderMatched', {
      code: 'BTC-USD',
      quantity: '0.01',
      price: '60000',
      currencyCode: 'USD',
      side: 'buy',
    }),
    text: 'Your buy of 0.01 BTC-USD traded at USD 60,000.00.',
    target: '/cryptos/history',
  },
  newDocument: {
    row: row(8, 'newDocument', {
      documentName: 'C10001 daily statement 2026-11-19',
      referenceCode: 'daily:2026-11-19',
    }),
    text: 'A new document is ready: C10001 daily statement 2026-11-19.',
    target: '/funds/document?document=daily%3A2026-11-19',
  },
  newIpo: {
    row: row(9, 'newIpo', { code: '06990' }),
    text: 'A new IPO is open for application: 06990.',
    target: '/stocks/ipo?code=06990',
  },
  ipoResult: {
    row: row(10, 'ipoResult', { code: '06990', quantity: '1000' }),
    text: 'Your IPO application for 06990 has a result: 1,000 shares allotted.',
    target: '/stocks/ipo?code=06990',
  },
  plan: {
    row: row(11, 'plan', { code: 'P-01' }),
    text: 'An update on your plan P-01.',
    target: '/plans/search',
  },
  balance: {
    row: row(12, 'balance', { currencyCode: 'HKD', balance: '1234.5', holdFundAmount: '0' }),
    text: 'Your available cash is now HKD 1,234.50.',
    target: '/stocks/portfolio',
  },
  holding: {
    row: row(13, 'holding', { code: '00005', quantity: '400' }),
    text: 'Your holding of 00005 changed by 400 shares.',
    target: '/stocks/portfolio',
  },
};

/** A page as the server answers it; `hasUnseen` when something arrived since the last mark. */
export const page = (
  notifications: Notification[],
  lastQueryTime = START,
  hasUnseen = false,
): NotificationPage => ({
  notifications,
  lastQueryTime,
  hasUnseen,
});

export type Query = CallInput<'notification/queryNotifications'>;

export const queries = (calls: StubCall[]) =>
  calls
    .filter((call) => call.name === 'notification/queryNotifications')
    .map((c) => c.input as Query);
