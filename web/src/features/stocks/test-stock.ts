import type { Stock } from './order/order-terms';

/** 00700 on HKEX as the stock-definition calls answer it: Part A spread table, 100-share lots. */
export const tencentStock: Stock = {
  symbol: '00700',
  exchange: 'HKEX',
  name: { en: 'Tencent Holdings', 'zh-HK': '騰訊控股', 'zh-CN': '腾讯控股' },
  currency: 'HKD',
  boardLot: 100,
  spreadTable: 'A',
  kind: 'equity',
  status: 'active',
  isSuspended: false,
  priceDecimals: 3,
};
