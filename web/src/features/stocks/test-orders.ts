import type { CallOutput } from '@shared/contracts/index';
import type { StockOrder } from './api/stock-order';

type Timeline = CallOutput<'stock-order/loadOrderTimeline'>;

/** A limit buy of 00700 placed at 10:35:12 Hong Kong time, working in the market. */
export function stockOrderFixture(overrides: Partial<StockOrder> = {}): StockOrder {
  return {
    orderId: 51,
    idempotencyKey: 'order-key-51',
    symbol: '00700',
    exchange: 'HKEX',
    name: { en: 'Tencent Holdings', 'zh-HK': '騰訊控股', 'zh-CN': '腾讯控股' },
    currency: 'HKD',
    side: 'B',
    orderType: 'Limit',
    condition: 'none',
    triggerPrice: null,
    triggerVolume: null,
    goodTillDate: null,
    tradingSession: null,
    price: '398.2',
    quantity: '300',
    filledQuantity: '100',
    averageFillPrice: '398.2',
    remark: '',
    status: 'partially matched',
    displayStatus: 'Partially Filled',
    rejectCode: null,
    heldAmount: '79700',
    tradeDate: '2026-11-24',
    placedAt: '2026-11-24T02:35:12.000Z',
    updatedAt: '2026-11-24T02:40:03.000Z',
    canCancel: true,
    canModify: true,
    ...overrides,
  };
}

/** A sell rejected off the spread table (8203). */
export const rejectedOrder = stockOrderFixture({
  orderId: 52,
  side: 'S',
  price: '398.3',
  quantity: '100',
  filledQuantity: '0',
  averageFillPrice: null,
  status: 'rejected',
  displayStatus: 'Reject',
  rejectCode: 8203,
  canCancel: false,
  canModify: false,
});

/** The partially filled order's moves and its one fill with the HKEX fees. */
export const timelineFixture: Timeline = {
  order: stockOrderFixture(),
  changes: [
    {
      fromStatus: null,
      status: 'pending',
      displayStatus: 'Waiting',
      reasonCode: null,
      at: '2026-11-24T02:35:12.000Z',
    },
    {
      fromStatus: 'pending',
      status: 'queuing',
      displayStatus: 'In Market',
      reasonCode: null,
      at: '2026-11-24T02:35:13.000Z',
    },
    {
      fromStatus: 'queuing',
      status: 'partially matched',
      displayStatus: 'Partially Filled',
      reasonCode: null,
      at: '2026-11-24T02:40:03.000Z',
    },
  ],
  fills: [
    {
      fillId: 9,
      quantity: '100',
      price: '398.2',
      consideration: '39820',
      fees: {
        brokerage: '50',
        sfcLevy: '1.08',
        afrcLevy: '0.06',
        tradingFee: '2.27',
        stampDuty: '40',
        ccass: '3.98',
        secFee: '0',
        total: '97.39',
      },
      at: '2026-11-24T02:40:03.000Z',
      tradeDate: '2026-11-24',
      settlementDate: '2026-11-26',
      isSettled: false,
    },
  ],
};
