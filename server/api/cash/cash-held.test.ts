import { describe, expect, it } from 'vitest';
import { sumDecimals, toDecimal } from '../../../shared/domain/decimal';
import { post, signIn } from '../../test/auth-client';
import { useCashTestApp } from '../../test/cash-test-kit';

/**
 * Held cash itemised and movements that say what moved (issue 31 §12-13), through HTTP on the
 * demo book.
 */

const { state, call, cash, withdraw, eddaDeposit } = useCashTestApp();

const heldItems = async () =>
  (await call('balance/searchHeldCash', { accountCode: 'C10001' })).items;

describe('held cash', () => {
  it('itemises a pending withdrawal, and the items add up to total minus available', async () => {
    const placed = await withdraw('1234.5');
    const id = placed.instruction?.id;
    const items = await heldItems();
    expect(items).toContainEqual({
      currency: 'HKD',
      kind: 'withdrawal',
      id,
      code: null,
      amount: '1234.5',
    });
    for (const currency of ['HKD', 'USD']) {
      const balance = await cash(currency);
      const itemised = sumDecimals(
        items.filter((item) => item.currency === currency).map((item) => item.amount),
      );
      expect([currency, itemised]).toEqual([
        currency,
        toDecimal(balance.total).sub(balance.available).toFixed(),
      ]);
    }
    await call('cash/cancelInstruction', { accountCode: 'C10001', instructionId: id ?? 0 });
    expect((await heldItems()).some((item) => item.id === id && item.kind === 'withdrawal')).toBe(
      false,
    );
  });

  it("answers only the session's own account", async () => {
    const reply = await post(
      state.t.app,
      'balance/searchHeldCash',
      { accountCode: 'C10001' },
      await signIn(state.t.app, 'C10005'),
    );
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('movement details', () => {
  it('tells an FX as FX from the currency sold to the currency bought', async () => {
    const { quote } = await call('cash/quoteFx', {
      accountCode: 'C10001',
      sellCurrency: 'HKD',
      buyCurrency: 'USD',
      sellAmount: '780',
    });
    if (!quote) throw new Error('no quote');
    await call('cash/executeFx', {
      accountCode: 'C10001',
      quoteId: quote.quoteId,
      sellAmount: quote.sellAmount,
      buyAmount: quote.buyAmount,
      tradePassword: 'Trade#2026',
    });
    const { movements } = await call('cash/searchCashMovements', {
      accountCode: 'C10001',
      limit: 2,
    });
    expect(
      movements
        .map((row) => [
          row.currency,
          row.detail?.kind,
          row.detail?.fromCurrency,
          row.detail?.toCurrency,
        ])
        .sort(),
    ).toEqual([
      ['HKD', 'fx', 'HKD', 'USD'],
      ['USD', 'fx', 'HKD', 'USD'],
    ]);
  });
});

describe('a deposit notice', () => {
  it('asks for no trade password: an eDDA deposit moves no money out (issue 31 §14)', async () => {
    const placed = await eddaDeposit('100');
    expect([placed.result, placed.tradePassword, placed.instruction?.status]).toEqual([
      '0',
      undefined,
      'P',
    ]);
  });
});
