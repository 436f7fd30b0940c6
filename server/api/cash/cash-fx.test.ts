import { describe, expect, it } from 'vitest';
import { CASH_RESULT } from '../../../shared/domain/cash-results';
import { toDecimal } from '../../../shared/domain/decimal';
import { DEMO_TRADE_PASSWORD } from '../../seed/demo-sign-in';
import { plus, useCashTestApp } from '../../test/cash-test-kit';

/** The cash service (issue 13) through HTTP on the demo book: FX quotes executed before expiry and at most once. */

const { state, call, cash } = useCashTestApp();

describe('FX', () => {
  const quote = (sellAmount: string, sellCurrency = 'HKD', buyCurrency = 'USD') =>
    call('cash/quoteFx', { accountCode: 'C10001', sellCurrency, buyCurrency, sellAmount });
  const execute = (
    q: { quoteId: string; sellAmount: string; buyAmount: string },
    tradePassword: string | null = DEMO_TRADE_PASSWORD,
  ) =>
    call('cash/executeFx', {
      accountCode: 'C10001',
      quoteId: q.quoteId,
      sellAmount: q.sellAmount,
      buyAmount: q.buyAmount,
      ...(tradePassword === null ? {} : { tradePassword }),
    });

  it('converts HKD to USD by the quoted amounts in one journal, at most once', async () => {
    const [hkd, usd] = [await cash('HKD'), await cash('USD')];
    const { quote: q, result } = await quote('7800');
    expect(result).toBe('0');
    if (!q) throw new Error('no quote');
    expect(q.validSeconds).toBe(30);
    expect(toDecimal(q.buyAmount).lt('1000')).toBe(true);
    expect(toDecimal(q.buyAmount).gt('990')).toBe(true);
    state.t.clock.advance(29_000);
    expect((await execute(q)).result).toBe('0');
    expect((await cash('HKD')).available).toBe(toDecimal(hkd.available).sub('7800').toFixed());
    expect((await cash('USD')).available).toBe(plus(usd.available, q.buyAmount));
    expect((await execute(q)).result).toBe(CASH_RESULT.fxQuoteAlreadyExecuted);
    const { movements } = await call('cash/searchCashMovements', {
      accountCode: 'C10001',
      limit: 2,
    });
    expect(movements.map((row) => [row.type, row.currency, row.amount]).sort()).toEqual([
      ['I', 'USD', q.buyAmount],
      ['O', 'HKD', '-7800'],
    ]);
    expect(movements[0]?.journalId).toBe(movements[1]?.journalId);
  });

  it('refuses an expired quote, changed amounts, missing cash and bad pairs', async () => {
    const { quote: q } = await quote('100');
    if (!q) throw new Error('no quote');
    expect((await execute({ ...q, buyAmount: '1' })).result).toBe(CASH_RESULT.fxQuoteChanged);
    expect((await execute(q, null)).result).toBe(CASH_RESULT.fxTradePasswordRequired);
    state.t.clock.advance(30_000);
    expect((await execute(q)).result).toBe(CASH_RESULT.fxQuoteExpired);
    expect((await quote('100', 'HKD', 'HKD')).result).toBe(CASH_RESULT.fxSameCurrency);
    expect((await quote('100', 'HKD', 'JPY')).result).toBe(CASH_RESULT.fxInvalidCurrency);
    expect((await quote('999999999', 'USD', 'HKD')).result).toBe(CASH_RESULT.fxAmountTooLarge);

    const usd = await cash('USD');
    expect((await quote(plus(usd.available, '1'), 'USD', 'HKD')).result).toBe(
      CASH_RESULT.fxInsufficientCash,
    );
  });
});
