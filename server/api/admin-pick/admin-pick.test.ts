import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/domain/date-time';
import { useAdminTestApp } from '../../test/admin-test-kit';
import { post, signIn } from '../../test/auth-client';
import { createTestApp } from '../../test/test-app';

/**
 * The house picks through HTTP on the demo book (issue 30): the demo's three funds and three
 * stocks reach a client's dashboards with names and prices; a save replaces the ordered list
 * (order kept, validity dates deciding what clients see today); a bad list is refused with the
 * first bad pick's position and nothing stored; admins only; nowhere without the brand's flags.
 */

const { state, admin, callAs, postAs } = useAdminTestApp();

const note = (en: string) => ({ en, 'zh-HK': `${en}（繁）`, 'zh-CN': `${en}（简）` });
const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number) => formatDate(new Date(state.t.clock.now.getTime() + offset * DAY_MS));

describe('the demo picks', () => {
  it('gives a client three funds and three stocks with names and prices', async () => {
    const funds = await callAs('C10001', 'house-pick/loadFundPicks', {});
    expect(funds.picks.map((pick) => pick.instrumentId)).toEqual([
      'VH-AP-BAL',
      'PC-US-INDEX',
      'LR-ASIA-BOND',
    ]);
    const first = funds.picks[0];
    expect(first?.exchange).toBeNull();
    expect(first?.price).toMatch(/^\d+(\.\d+)?$/);
    expect(first?.note['zh-CN']).toBe('覆盖亚太地区的均衡核心持仓。');
    const stocks = await callAs('C10001', 'house-pick/loadStockPicks', {});
    expect(stocks.picks.map((pick) => [pick.instrumentId, pick.exchange])).toEqual([
      ['00700', 'HKEX'],
      ['00388', 'HKEX'],
      ['AAPL', 'US'],
    ]);
    expect(stocks.picks[0]?.name.en).not.toBe('00700');
  });
});

describe('saving picks', () => {
  it('replaces the list in order; clients see only the picks valid today', async () => {
    const before = await admin('admin-pick/loadStockPicks', {});
    const saved = await admin('admin-pick/saveStockPicks', {
      picks: [
        { instrumentId: 'AAPL', note: note('Apple'), validFrom: day(0), validTo: day(0) },
        { instrumentId: '00005', note: note('Later'), validFrom: day(3), validTo: day(30) },
        { instrumentId: '00700', note: note('Tencent'), validFrom: day(-30), validTo: day(30) },
        { instrumentId: '02800', note: note('Ended'), validFrom: day(-30), validTo: day(-1) },
      ],
    });
    expect(saved.result).toBe('ok');
    expect(saved.picks.map((pick) => [pick.instrumentId, pick.isValidToday])).toEqual([
      ['AAPL', true],
      ['00005', false],
      ['00700', true],
      ['02800', false],
    ]);
    const seen = await callAs('C10001', 'house-pick/loadStockPicks', {});
    expect(seen.picks.map((pick) => pick.instrumentId)).toEqual(['AAPL', '00700']);
    expect(seen.picks[1]?.note['zh-HK']).toBe('Tencent（繁）');

    const audit = await admin('admin-content/searchContentAudit', { kind: 'pick', key: 'stock' });
    expect(audit.events[0]?.action).toBe('save');
    // Put the demo's list back for the other tests.
    const restored = await admin('admin-pick/saveStockPicks', {
      picks: before.picks.map(({ instrumentId, note: text, validFrom, validTo }) => ({
        instrumentId,
        note: text,
        validFrom,
        validTo,
      })),
    });
    expect(restored.picks).toEqual(before.picks);
  });

  it('refuses a bad list with the first bad position and stores nothing', async () => {
    const before = await admin('admin-pick/loadFundPicks', {});
    const good = { note: note('Fine'), validFrom: day(0), validTo: day(10) };
    const cases = [
      [
        [
          { ...good, instrumentId: 'VH-HKD-MMF' },
          { ...good, instrumentId: 'NOPE' },
        ],
        'unknown_instrument',
        1,
      ],
      [
        [
          { ...good, instrumentId: 'VH-HKD-MMF' },
          { ...good, instrumentId: 'VH-HKD-MMF' },
        ],
        'duplicate_instrument',
        1,
      ],
      [
        [{ ...good, instrumentId: 'VH-HKD-MMF', validFrom: day(5), validTo: day(4) }],
        'invalid_dates',
        0,
      ],
      [[{ ...good, instrumentId: 'VH-HKD-MMF', validTo: '2026-02-30' }], 'invalid_dates', 0],
      [
        [{ ...good, instrumentId: 'VH-HKD-MMF', note: { en: 'Only English' } }],
        'missing_language',
        0,
      ],
      [[{ ...good, instrumentId: 'VH-HKD-MMF', note: note('x'.repeat(201)) }], 'text_too_long', 0],
      // A stock symbol is not a fund.
      [[{ ...good, instrumentId: '00700' }], 'unknown_instrument', 0],
    ] as const;
    for (const [picks, code, at] of cases) {
      const answer = await admin('admin-pick/saveFundPicks', { picks: [...picks] });
      expect([code, answer.result, answer.at]).toEqual([code, code, at]);
      expect(answer.picks).toEqual(before.picks);
    }
    const funds = ['VH-HKD-MMF', 'VH-USD-MMF', 'LR-ASIA-BOND', 'JD-CNY-BOND', 'PC-GLB-INCOME'];
    const eleven = [
      ...funds,
      'VH-AP-BAL',
      'JD-CNY-INCOME',
      'VH-HK-EQUITY',
      'PC-GLB-HEALTH',
      'PC-US-INDEX',
      'LR-AP-PROPERTY',
    ];
    const tooMany = await admin('admin-pick/saveFundPicks', {
      picks: eleven.map((instrumentId) => ({ ...good, instrumentId })),
    });
    expect([tooMany.result, tooMany.at]).toEqual(['too_many_picks', null]);
    expect(await admin('admin-pick/loadFundPicks', {})).toEqual(before);
  });
});

describe('access', () => {
  it('answers 403 to a client and an advisor, and 404 where the brand has no picks', async () => {
    for (const code of ['C10001', 'A30001']) {
      const session = await signIn(state.t.app, code);
      for (const [name, input] of [
        ['admin-pick/loadFundPicks', {}],
        ['admin-pick/saveStockPicks', { picks: [] }],
      ] as const) {
        const reply = await postAs(session, name, input);
        expect([code, name, reply.statusCode]).toEqual([code, name, 403]);
      }
    }
    expect((await admin('admin-pick/loadStockPicks', {})).picks.length).toBe(3);
    const lotus = await createTestApp({ env: { BRAND: 'lotus', DEMO: '1' } });
    try {
      for (const name of ['admin-pick/loadFundPicks', 'house-pick/loadStockPicks']) {
        expect((await post(lotus.app, name, {})).statusCode).toBe(404);
      }
    } finally {
      await lotus.close();
    }
  });
});
