import { describe, expect, it } from 'vitest';
import { addCalendarDays, isBusinessDay } from '../../shared/domain/business-calendar';
import { currencyFor } from '../../shared/domain/currency';
import { isDecimalString } from '../../shared/domain/decimal';
import { LANGUAGES } from '../../shared/i18n/languages';
import { createSimulatedMarketData } from '../areas/simulated-market-data';

const at = (iso: string) => createSimulatedMarketData({ clock: () => new Date(iso) });
/** Saturday 21 Nov 2026, 10:00 HKT. */
const today = at('2026-11-21T02:00:00Z');

describe('the simulated fund universe', () => {
  it('has at least 12 funds across HKD, USD and CNY and every risk level 1-5', async () => {
    const funds = await today.funds.list();
    expect(funds.length).toBeGreaterThanOrEqual(12);
    expect(new Set(funds.map((fund) => fund.id)).size).toBe(funds.length);
    expect(new Set(funds.map((fund) => fund.currency))).toEqual(new Set(['HKD', 'USD', 'CNY']));
    expect(new Set(funds.map((fund) => fund.riskLevel))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(funds.map((fund) => fund.dealingFrequency.kind))).toEqual(
      new Set(['daily', 'weekly', 'monthly']),
    );
  });

  it('describes every fund completely and consistently', async () => {
    for (const fund of await today.funds.list()) {
      for (const language of LANGUAGES) {
        expect(fund.name[language], fund.id).not.toBe('');
        expect(fund.house[language], fund.id).not.toBe('');
      }
      expect(fund.name['zh-HK'], fund.id).not.toBe(fund.name.en);
      const amounts = [
        fund.subscriptionFee.percent,
        fund.subscriptionFee.minimum,
        fund.redemptionFee.percent,
        fund.managementFeePercent,
        fund.minimumInitialSubscription,
        fund.minimumSubsequentSubscription,
        fund.minimumHoldingUnits,
        fund.minimumRedemptionUnits,
      ];
      for (const amount of amounts)
        expect(isDecimalString(amount), `${fund.id} ${amount}`).toBe(true);
      expect(
        Number(fund.minimumSubsequentSubscription) <= Number(fund.minimumInitialSubscription),
      ).toBe(true);
      expect(fund.unitPrecision).toBeGreaterThanOrEqual(0);
      expect(fund.navPrecision).toBeGreaterThanOrEqual(2);
      expect(currencyFor(fund.currency).precision).toBe(2);
      expect(isBusinessDay(fund.launchDate), fund.id).toBe(true);
      expect(fund.documents.map((document) => document.type)).toEqual(['factsheet', 'prospectus']);
      expect(fund.documents.map((document) => document.path)).toEqual([
        `funds/${fund.id}/factsheet.pdf`,
        `funds/${fund.id}/prospectus.pdf`,
      ]);
      expect(await today.funds.get(fund.id)).toBe(fund);
    }
  });

  it('answers nothing for an unknown fund', async () => {
    expect(await today.funds.get('NOPE')).toBeUndefined();
    expect(await today.funds.navHistory('NOPE')).toEqual([]);
    expect(await today.funds.latestNav('NOPE')).toBeUndefined();
  });
});

describe('simulated NAV histories', () => {
  it('cover at least three years of business days, at the fund precision, all positive', async () => {
    for (const fund of await today.funds.list()) {
      const history = await today.funds.navHistory(fund.id);
      expect(history[0]?.date, fund.id).toBe(fund.launchDate);
      expect(history.at(-1)?.date, fund.id).toBe('2026-11-20');
      expect(fund.launchDate <= '2023-11-20', fund.id).toBe(true);
      const pattern = new RegExp(`^\\d+\\.\\d{${fund.navPrecision}}$`);
      const bad = history.filter(
        (point, index) =>
          !pattern.test(point.nav) ||
          !/[1-9]/.test(point.nav) ||
          !isBusinessDay(point.date) ||
          (index > 0 && point.date <= (history[index - 1]?.date ?? '')),
      );
      expect(bad, fund.id).toEqual([]);
    }
  });

  it('gives the same NAV for a date whatever day the code runs', async () => {
    const early = at('2025-03-03T02:00:00Z');
    const late = at('2027-06-01T02:00:00Z');
    for (const fund of await today.funds.list()) {
      const history = await early.funds.navHistory(fund.id, { from: '2024-01-01' });
      expect(
        await late.funds.navHistory(fund.id, { from: '2024-01-01', to: '2025-03-03' }),
      ).toEqual(history);
    }
  });

  it('keeps known values fixed, so a change to the walk cannot slip through', async () => {
    expect(await today.funds.navOn('VH-HKD-MMF', '2024-06-03')).toBe('13.8549');
    expect(await today.funds.navOn('PC-GLB-TECH', '2025-01-02')).toBe('64.16');
    expect(await today.funds.navOn('JD-A-SHARE', '2026-11-19')).toBe('1.3065');
  });

  it('publishes nothing for holidays, weekends, the future or before launch', async () => {
    expect(await today.funds.navOn('VH-HK-EQUITY', '2026-02-17')).toBeUndefined();
    expect(await today.funds.navOn('VH-HK-EQUITY', '2026-11-21')).toBeUndefined();
    expect(await today.funds.navOn('VH-HK-EQUITY', '2026-11-23')).toBeUndefined();
    expect(await today.funds.navOn('JD-A-SHARE', '2018-05-31')).toBeUndefined();
    expect(await at('2026-11-23T02:00:00Z').funds.navOn('VH-HK-EQUITY', '2026-11-23')).toMatch(
      /^\d+\.\d{2}$/,
    );
  });

  it('holds back the day’s NAV until the publication time when one is set', async () => {
    const provider = (iso: string) =>
      createSimulatedMarketData({ clock: () => new Date(iso), navPublishTime: '18:00' });
    expect(
      await provider('2026-11-20T09:59:59Z').funds.navOn('VH-HK-EQUITY', '2026-11-20'),
    ).toBeUndefined();
    expect((await provider('2026-11-20T09:59:59Z').funds.latestNav('VH-HK-EQUITY'))?.date).toBe(
      '2026-11-19',
    );
    expect(await provider('2026-11-20T10:00:00Z').funds.navOn('VH-HK-EQUITY', '2026-11-20')).toBe(
      await today.funds.navOn('VH-HK-EQUITY', '2026-11-20'),
    );
  });

  it('slices the history by range, both ends included', async () => {
    const week = await today.funds.navHistory('PC-US-INDEX', {
      from: '2026-11-16',
      to: '2026-11-20',
    });
    expect(week.map((point) => point.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    const weekend = await today.funds.navHistory('PC-US-INDEX', {
      from: '2026-11-21',
      to: addCalendarDays('2026-11-21', 1),
    });
    expect(weekend).toEqual([]);
  });
});
