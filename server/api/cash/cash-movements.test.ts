import { describe, expect, it } from 'vitest';
import { hongKongDate } from '../../../shared/domain/business-calendar';
import { useCashTestApp } from '../../test/cash-test-kit';

/** The cash service (issue 13) through HTTP on the demo book: Cash movements: the opening deposits, date and currency filters, paging. */

const { state, call } = useCashTestApp();

describe('movements', () => {
  it('lists the opening deposits as D movements with running balances per currency', async () => {
    const { movements } = await call('cash/searchCashMovements', {
      accountCode: 'C10001',
      type: 'D',
    });
    const opening = movements.filter((row) => row.reason === 'deposit').slice(-2);
    expect(opening.map((row) => [row.currency, row.amount, row.balance]).sort()).toEqual([
      ['HKD', '850000', '850000'],
      ['USD', '42000', '42000'],
    ]);
  });

  it('filters by Hong Kong date range', async () => {
    const today = hongKongDate(state.t.clock.now);
    const none = await call('cash/searchCashMovements', { accountCode: 'C10001', from: today });
    expect(none.total).toBe(0);
    const { movements } = await call('cash/searchCashMovements', {
      accountCode: 'C10001',
      type: 'D',
    });
    const opening = hongKongDate(new Date(movements.at(-1)?.postedAt ?? 0));
    const day = await call('cash/searchCashMovements', {
      accountCode: 'C10001',
      from: opening,
      to: opening,
    });
    expect(day.movements.every((row) => hongKongDate(new Date(row.postedAt)) === opening)).toBe(
      true,
    );
    expect(day.movements.filter((row) => row.type === 'D').length).toBeGreaterThanOrEqual(2);
  });

  it('filters by currency and pages', async () => {
    const page = await call('cash/searchCashMovements', {
      accountCode: 'C10001',
      currency: 'USD',
      limit: 1,
    });
    expect(page.movements).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.movements.every((row) => row.currency === 'USD')).toBe(true);
  });

  it('counts what each filter matches and pages through it newest first', async () => {
    const all = await call('cash/searchCashMovements', { accountCode: 'C10001', limit: 200 });
    expect(all.total).toBe(all.movements.length);
    const opening = hongKongDate(new Date(all.movements.at(-1)?.postedAt ?? 0));
    const filters = [
      {},
      { currency: 'HKD' },
      { type: 'D' as const },
      { type: 'C' as const, currency: 'USD' },
      { from: opening, to: opening },
    ];
    for (const filter of filters) {
      const matching = all.movements.filter(
        (row) =>
          (!filter.currency || row.currency === filter.currency) &&
          (!filter.type || row.type === filter.type) &&
          (!filter.from || hongKongDate(new Date(row.postedAt)) === filter.from),
      );
      const page = await call('cash/searchCashMovements', {
        accountCode: 'C10001',
        ...filter,
        offset: 1,
        limit: 2,
      });
      expect([filter, page.total, page.movements]).toEqual([
        filter,
        matching.length,
        matching.slice(1, 3),
      ]);
    }
  });
});
