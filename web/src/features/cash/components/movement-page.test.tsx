import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { cashFormStubs } from '../test-cash';

const NONE = {
  code: null,
  name: null,
  quantity: null,
  price: null,
  fromCurrency: null,
  toCurrency: null,
};

const movement = (id: number, fields: Record<string, unknown>) => ({
  journalId: `j${id}`,
  type: 'O',
  currency: 'HKD',
  amount: '-100',
  balance: '5000',
  reason: 'filled',
  fundOrderId: null,
  stockOrderId: null,
  cashInstructionId: null,
  postedAt: '2026-11-24T02:00:00.000Z',
  detail: null,
  ...fields,
});

const MOVEMENTS = [
  movement(1, {
    amount: '-61650',
    stockOrderId: 5,
    detail: { ...NONE, kind: 'buy', code: '00700', quantity: '100', price: '616.5' },
  }),
  movement(2, {
    type: 'I',
    amount: '1250',
    reason: 'corporateAction',
    detail: { ...NONE, kind: 'dividend', code: '02800' },
  }),
  movement(3, {
    reason: 'fx',
    detail: { ...NONE, kind: 'fx', fromCurrency: 'HKD', toCurrency: 'USD' },
  }),
  movement(4, {
    reason: 'deducted',
    fundOrderId: 9,
    detail: {
      ...NONE,
      kind: 'fundSubscription',
      code: 'F001',
      name: { en: 'Harbour Growth Fund', 'zh-HK': '海港增長基金', 'zh-CN': '海港增长基金' },
    },
  }),
  movement(5, { type: 'D', amount: '500', reason: 'deposit', cashInstructionId: 31 }),
];

const stubs = () =>
  stubApi({
    ...cashFormStubs(),
    'cash/searchCashMovements': () => ({ total: MOVEMENTS.length, movements: MOVEMENTS }),
  });

describe('movements say what moved (issue 31 §13)', () => {
  it('names the trade, dividend, FX and fund, not the books’ reason', async () => {
    stubs();
    renderApp({ path: '/cashes/movement', session: {} });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    for (const text of [
      'Buy 00700 100 @ 616.50',
      '02800 dividend',
      'FX HKD→USD',
      'Fund subscription Harbour Growth Fund',
      'Deposit #31',
    ]) {
      expect(within(table).getByText(text)).toBeTruthy();
    }
    expect(within(table).queryByText('Stock order filled')).toBeNull();
  }, 30_000);

  it('says it in mainland Chinese on a zh-CN page', async () => {
    stubs();
    renderApp({ path: '/cashes/movement', session: {}, language: 'zh-CN' });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    for (const text of [
      '买入 00700 100 @ 616.50',
      '02800 股息',
      '货币兑换 HKD→USD',
      '基金认购 海港增长基金',
    ]) {
      expect(within(table).getByText(text)).toBeTruthy();
    }
  }, 30_000);
});
