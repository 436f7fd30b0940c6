import type { CallOutput } from '@shared/contracts/index';
import type { StubCall } from '../../test/api-stub';

/** Order history entries for the history's tests: a subscription, a switch, a waiting order. */
export type Entry = CallOutput<'fund-order/searchOrders'>['orders'][number];

/** The funds' names in the three languages. */
export const name = {
  en: 'Victoria Harbour HK Equity',
  'zh-HK': '維港香港股票',
  'zh-CN': '维港香港股票',
};
export const mmf = {
  en: 'Victoria Harbour HKD Money Market',
  'zh-HK': '維港港元貨幣',
  'zh-CN': '维港港元货币',
};

export const order: Entry = {
  orderId: 41,
  idempotencyKey: 'k',
  orderType: 'subscription',
  side: 'S',
  fundId: 'VH-HK-EQUITY',
  fundName: name,
  currency: 'HKD',
  unitPrecision: 3,
  navPrecision: 4,
  amount: '2000',
  units: '198',
  fee: '20',
  nav: '10',
  proceeds: null,
  status: 'priced',
  statusLetter: 'P',
  linkedOrderId: null,
  isRiskAcknowledged: true,
  dealingDate: '2026-11-23',
  cutOffAt: '2026-11-23T08:30:00.000Z',
  settlementDate: '2026-11-26',
  placedAt: '2026-11-23T02:00:00.000Z',
  updatedAt: '2026-11-23T08:31:00.000Z',
  canCancel: false,
  legs: [],
};

/** A switch of 25,000 units out of the equity fund, priced, its proceeds not yet invested. */
export const out: Entry = {
  ...order,
  orderId: 50,
  orderType: 'switch',
  side: 'R',
  amount: null,
  units: '25000',
  nav: '10.5',
  proceeds: '262500',
  fee: '0',
  status: 'priced',
  linkedOrderId: 51,
};
export const into: Entry = {
  ...out,
  orderId: 51,
  side: 'S',
  fundId: 'VH-HKD-MMF',
  fundName: mmf,
  unitPrecision: 2,
  navPrecision: 2,
  units: null,
  nav: null,
  proceeds: null,
  fee: null,
  status: 'pending',
  statusLetter: null,
  linkedOrderId: 50,
  dealingDate: null,
  settlementDate: null,
};
export const switched: Entry = {
  ...out,
  status: 'processing',
  statusLetter: 'O',
  legs: [out, into],
};

/** An order still waiting for its cut-off, which may be cancelled. */
export const waiting: Entry = {
  ...order,
  orderId: 60,
  status: 'pending',
  statusLetter: null,
  units: null,
  nav: null,
  fee: null,
  canCancel: true,
};

/** The history searches a test's stub received. */
export const searches = (calls: StubCall[]) =>
  calls.filter((call) => call.name === 'fund-order/searchOrders').map((call) => call.input);

/** One stored status change as the timeline call answers it. */
export const change = (
  fromStatus: string | null,
  status: string,
  letter: string | null,
  at: string,
  reasonCode: number | null = null,
) => ({ fromStatus, status, statusLetter: letter, reasonCode, at });
