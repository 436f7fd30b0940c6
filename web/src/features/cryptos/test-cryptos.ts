import type { CallName } from '@shared/contracts/index';
import type { CryptoPair, CryptoQuote } from '@shared/contracts/crypto-market';
import { stubApi } from '../../test/api-stub';
import type { CryptoOrder } from './api/crypto-order';
import type { CryptoPortfolio } from './api/crypto-balance';

/** The Fos session the virtual-asset tests sign in (F20001 of the demo book). */
export const FOS_SESSION = { accountCode: 'F20001', source: 'fos' } as const;

const pair = (id: string, base: 'BTC' | 'ETH' | 'USDT', overrides: Partial<CryptoPair> = {}) =>
  ({
    pair: id,
    base,
    quoteCurrency: id.endsWith('HKD') ? 'HKD' : 'USD',
    name: { en: `${base} pair`, 'zh-HK': `${base} 交易對`, 'zh-CN': `${base} 交易对` },
    quantityDecimals: base === 'USDT' ? 6 : 8,
    priceDecimals: base === 'USDT' ? 4 : 2,
    priceTick: base === 'USDT' ? '0.0001' : '0.01',
    minQuantity: base === 'USDT' ? '1' : '0.0001',
    minAmount: '10',
    makerFeeRate: '0.001',
    takerFeeRate: '0.002',
    isSuspended: false,
    ...overrides,
  }) satisfies CryptoPair;

export const pairsFixture: CryptoPair[] = [
  pair('BTC-USD', 'BTC'),
  pair('ETH-USD', 'ETH'),
  pair('USDT-USD', 'USDT'),
  pair('BTC-HKD', 'BTC'),
];

/** A pair's quote now. */
export function cryptoQuoteFixture(id: string, last: string, overrides: Partial<CryptoQuote> = {}) {
  return {
    pair: id,
    base: id.startsWith('ETH') ? 'ETH' : id.startsWith('USDT') ? 'USDT' : 'BTC',
    quoteCurrency: id.endsWith('HKD') ? 'HKD' : 'USD',
    last,
    open24h: last,
    high24h: last,
    low24h: last,
    change24h: '1200',
    changePercent24h: '1.85',
    volume24h: '1234.5',
    bid: last,
    ask: last,
    isSuspended: false,
    at: '2026-11-26T02:30:00.000Z',
    ...overrides,
  } satisfies CryptoQuote;
}

export const quotesFixture = [
  cryptoQuoteFixture('BTC-USD', '66000', { bid: '65999.50', ask: '66000.50' }),
  cryptoQuoteFixture('ETH-USD', '3400', { changePercent24h: '-2.10', change24h: '-72.9' }),
  cryptoQuoteFixture('USDT-USD', '1.0001', { changePercent24h: '0' }),
];

export const portfolioFixture: CryptoPortfolio = {
  reportingCurrency: 'HKD',
  positions: [
    {
      asset: 'BTC',
      quantityDecimals: 8,
      available: '0.5',
      held: '0',
      total: '0.5',
      averageCost: '60000',
      lastPrice: '66000',
      changePercent24h: '1.85',
      marketValue: '33000',
      change24h: '600',
      unrealisedPnl: '3000',
      unrealisedPnlPercent: '10',
      marketValueReporting: '257400',
      unrealisedPnlReporting: '23400',
    },
    {
      asset: 'ETH',
      quantityDecimals: 8,
      available: '7',
      held: '1',
      total: '8',
      averageCost: '3500',
      lastPrice: '3400',
      changePercent24h: '-2.10',
      marketValue: '27200',
      change24h: '-583.2',
      unrealisedPnl: '-800',
      unrealisedPnlPercent: '-2.86',
      marketValueReporting: '212160',
      unrealisedPnlReporting: '-6240',
    },
    {
      asset: 'USDT',
      quantityDecimals: 6,
      available: '20000',
      held: '0',
      total: '20000',
      averageCost: null,
      lastPrice: '1.0001',
      changePercent24h: '0',
      marketValue: '20002',
      change24h: '0',
      unrealisedPnl: null,
      unrealisedPnlPercent: null,
      marketValueReporting: '156015.6',
      unrealisedPnlReporting: null,
    },
  ],
  cash: [
    { currency: 'USD', available: '9000', held: '1000', total: '10000', totalReporting: '78000' },
  ],
  totals: {
    assetsValue: '625575.6',
    cashValue: '78000',
    totalValue: '703575.6',
    change24h: '131.04',
    changePercent24h: '0.02',
    unrealisedPnl: '17160',
  },
  at: '2026-11-26T02:30:00.000Z',
};

/** One crypto order; fields overridable. */
export function cryptoOrderFixture(overrides: Partial<CryptoOrder> = {}): CryptoOrder {
  return {
    orderId: 71,
    idempotencyKey: 'key-00000071',
    pair: 'BTC-USD',
    base: 'BTC',
    quoteCurrency: 'USD',
    side: 'B',
    orderType: 'limit',
    sizing: 'quantity',
    price: '50000',
    quantity: '0.01',
    amount: null,
    filledQuantity: '0',
    filledAmount: '0',
    averagePrice: null,
    fee: '0',
    status: 'open',
    heldAmount: '500.5',
    heldAsset: 'USD',
    placedAt: '2026-11-26T02:35:12.000Z',
    updatedAt: '2026-11-26T02:35:12.000Z',
    canCancel: true,
    ...overrides,
  };
}

export const filledOrder = cryptoOrderFixture({
  orderId: 70,
  orderType: 'market',
  price: null,
  filledQuantity: '0.01',
  filledAmount: '660',
  averagePrice: '66000',
  fee: '1.32',
  status: 'filled',
  heldAmount: '0',
  canCancel: false,
});

/** The answers every virtual-asset page reads, with any call's answer replaced. */
export function stubCryptos(
  overrides: Partial<Record<CallName, (input: unknown) => unknown>> = {},
) {
  return stubApi({
    'crypto-market/listPairs': () => ({ pairs: pairsFixture }),
    'crypto-market/loadQuotes': () => ({ quotes: quotesFixture }),
    'crypto-market/loadDepth': () => ({
      depth: {
        pair: 'BTC-USD',
        bids: [{ price: '65999.5', quantity: '0.25', orders: 3 }],
        asks: [{ price: '66000.5', quantity: '0.3', orders: 2 }],
        at: '2026-11-26T02:30:00.000Z',
      },
    }),
    'crypto-market/loadBars': () => ({ bars: [] }),
    'crypto-balance/loadCryptoPortfolio': () => portfolioFixture,
    'crypto-order/searchOrders': () => ({ total: 2, orders: [cryptoOrderFixture(), filledOrder] }),
    'crypto-order/searchFills': () => ({ total: 0, fills: [] }),
    'account/checkSavedTradePassword': () => ({
      result: true,
      tradePasswordRequired: true,
      tradeUnlockedUntil: null,
    }),
    ...overrides,
  });
}
