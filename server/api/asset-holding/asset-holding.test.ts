import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutput } from '../../../shared/contracts/index';
import { insertHkdRateHistory } from '../../repositories/hkd-rate-history.repository';
import { createAuthTestApp, post, signIn, type AuthTestApp } from '../../test/auth-client';
import { assetCalls, flat, type Added } from '../../test/asset-test-kit';

/**
 * Manual assets through HTTP on the demo book (issue 24): holdings added, listed, filtered and
 * totalled; valuations moving the current value and converting at their own date's rates;
 * statuses. Bad input and access: asset-access.test.ts.
 */

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
});

afterAll(async () => {
  await t.close();
});

const { add, list, load, value } = assetCalls(() => t.app);

describe('holdings', () => {
  it('adds a real-estate holding of HKD 5,000,000, listed, loaded and totalled', async () => {
    const session = await signIn(t.app, 'C10001');
    const holding = await add(session, 'C10001', flat('Flat to list'));
    expect(holding).toMatchObject({
      category: 'real_estate',
      categoryNumber: 10,
      currency: 'HKD',
      currentValue: '5000000.00',
      currentValueReporting: '5000000.00',
      status: 'active',
      accountCode: 'C10001',
      source: 'gateway',
      canChange: true,
    });
    expect(holding.valuations).toHaveLength(1);
    const listed = await list(session, {
      accountCode: 'C10001',
      category: 'real_estate',
      reportingCurrency: 'USD',
    });
    const row = listed.holdings.find((each) => each.id === holding.id);
    // 5,000,000 HKD at the demo's 7.81 HKD per USD.
    expect(row?.currentValueReporting).toBe('640204.87');
    expect(listed.holdings.every((each) => each.category === 'real_estate')).toBe(true);
    const realEstate = listed.totals.byCategory.find((each) => each.category === 'real_estate');
    expect(realEstate?.number).toBe(10);
    expect(listed.totals.value).toBe(realEstate?.value);
    const loaded = (await load(session, 'C10001', holding.id)).json<
      CallOutput<'asset-holding/loadAssetHolding'>
    >();
    expect(loaded).toMatchObject({
      result: 'ok',
      holding: { id: holding.id, name: 'Flat to list' },
    });
  });

  it('keeps the demo book’s flat at HKD 8,200,000 with three dated valuations, and the car', async () => {
    const listed = await list(await signIn(t.app, 'C10001'), {
      accountCode: 'C10001',
      reportingCurrency: 'HKD',
    });
    const seeded = listed.holdings.find((each) => each.name === 'Flat, Taikoo Shing');
    expect(seeded).toMatchObject({ category: 'real_estate', currentValue: '8200000.00' });
    expect(
      listed.holdings.find((each) => each.category === 'vehicle' && each.name === 'Car'),
    ).toMatchObject({
      currentValue: '320000.00',
    });
    const history = await post(
      t.app,
      'market-value-history/searchMarketValueHistory',
      { accountCode: 'C10001', holdingId: seeded?.id ?? 0 },
      await signIn(t.app, 'C10001'),
    );
    expect(history.json<{ valuations: unknown[] }>().valuations).toHaveLength(3);
  });

  it('values quantity times unit value at the currency’s precision', async () => {
    const holding = await add(await signIn(t.app, 'C10001'), 'C10001', {
      category: 'luxury_good',
      name: 'Gold bars',
      currency: 'USD',
      valueBasis: 'unit',
      quantity: '3',
      unitValue: '1000.005',
    });
    expect(holding.currentValue).toBe('3000.02');
  });
});

describe('valuations', () => {
  it('moves the current value to the latest date’s; an earlier date or a replaced one follow the rule', async () => {
    const session = await signIn(t.app, 'C10001');
    const holding = await add(session, 'C10001', {
      ...flat('Valued flat'),
      valuedOn: '2020-01-01',
    });
    expect((await value(session, holding.id, '2021-01-01', '5200000')).holding?.currentValue).toBe(
      '5200000.00',
    );
    // An earlier date is history: the current value stays the latest date's.
    const earlier = await value(session, holding.id, '2020-06-01', '5100000');
    expect(earlier.holding).toMatchObject({ currentValue: '5200000.00', valuedOn: '2021-01-01' });
    // The same date again replaces its value.
    const replaced = await value(session, holding.id, '2021-01-01', '5300000');
    expect(replaced.holding?.currentValue).toBe('5300000.00');
    expect(replaced.holding?.valuations.map((each) => [each.valuedOn, each.value])).toEqual([
      ['2020-01-01', '5000000.00'],
      ['2020-06-01', '5100000.00'],
      ['2021-01-01', '5300000.00'],
    ]);
    const latest = replaced.holding?.valuations.at(-1)?.id ?? 0;
    const removed = await post(
      t.app,
      'market-value-history/removeMarketValue',
      { accountCode: 'C10001', holdingId: holding.id, valuationId: latest },
      session,
    );
    expect(removed.json<Added>().holding).toMatchObject({
      currentValue: '5100000.00',
      valuedOn: '2020-06-01',
    });
  });

  it('refuses a future date, too many places and removing the only valuation', async () => {
    const session = await signIn(t.app, 'C10001');
    const holding = await add(session, 'C10001', flat('Refusing flat'));
    expect((await value(session, holding.id, '2999-01-01', '1')).result).toBe('date_in_future');
    expect((await value(session, holding.id, '2020-01-01', '1.001')).result).toBe(
      'value_too_precise',
    );
    const only = holding.valuations[0]?.id ?? 0;
    const reply = await post(
      t.app,
      'market-value-history/removeMarketValue',
      { accountCode: 'C10001', holdingId: holding.id, valuationId: only },
      session,
    );
    expect(reply.json<Added>().result).toBe('last_valuation');
    const negative = await post(
      t.app,
      'market-value-history/addMarketValue',
      { accountCode: 'C10001', holdingId: holding.id, valuedOn: '2020-01-01', value: '-5' },
      session,
    );
    expect([negative.statusCode, negative.json()]).toEqual([
      400,
      { code: 'invalid_input', fields: { value: 'asset_value_negative' } },
    ]);
    const after = (await load(session, 'C10001', holding.id)).json<
      CallOutput<'asset-holding/loadAssetHolding'>
    >();
    expect(after.holding?.valuations).toHaveLength(1);
  });

  it('converts each valuation at its own date’s HKD rates, the current value at today’s', async () => {
    await insertHkdRateHistory(t.db, [
      { code: 'USD', rateDate: '2001-01-01', hkdRate: '7.7000' },
      { code: 'USD', rateDate: '2002-01-01', hkdRate: '7.9000' },
    ]);
    const session = await signIn(t.app, 'C10001');
    const holding = await add(session, 'C10001', {
      category: 'others',
      name: 'Dated US asset',
      currency: 'USD',
      valueBasis: 'total',
      totalValue: '100',
      valuedOn: '2001-06-01',
    });
    await value(session, holding.id, '2002-06-01', '100');
    const loaded = (await load(session, 'C10001', holding.id, 'HKD')).json<
      CallOutput<'asset-holding/loadAssetHolding'>
    >();
    expect(
      loaded.holding?.valuations.map((each) => [
        each.valuedOn,
        each.fromHkdRate,
        each.valueReporting,
      ]),
    ).toEqual([
      ['2001-06-01', '7.7', '770.00'],
      ['2002-06-01', '7.9', '790.00'],
    ]);
    expect(loaded.holding?.currentValueReporting).toBe('781.00');
  });
});

describe('statuses', () => {
  it('deactivates, reactivates and deletes for good', async () => {
    const session = await signIn(t.app, 'C10001');
    const holding = await add(session, 'C10001', flat('Status flat'));
    const set = async (status: 'active' | 'inactive') =>
      (
        await post(
          t.app,
          'asset-holding/setAssetHoldingStatus',
          { accountCode: 'C10001', holdingId: holding.id, status },
          session,
        )
      ).json<Added>();
    expect((await set('inactive')).holding?.status).toBe('inactive');
    const inactive = await list(session, {
      accountCode: 'C10001',
      status: 'inactive',
      reportingCurrency: 'HKD',
    });
    expect(inactive.holdings.map((each) => each.id)).toContain(holding.id);
    const active = await list(session, {
      accountCode: 'C10001',
      status: 'active',
      reportingCurrency: 'HKD',
    });
    expect(active.holdings.map((each) => each.id)).not.toContain(holding.id);
    expect((await set('inactive')).result).toBe('status_move_refused');
    expect((await set('active')).holding?.status).toBe('active');
    const deleted = await post(
      t.app,
      'asset-holding/deleteAssetHolding',
      { accountCode: 'C10001', holdingId: holding.id, isConfirmed: true },
      session,
    );
    expect(deleted.json()).toEqual({ result: 'ok', holding: null });
    const all = await list(session, { accountCode: 'C10001', reportingCurrency: 'HKD' });
    expect(all.holdings.map((each) => each.id)).not.toContain(holding.id);
    expect((await load(session, 'C10001', holding.id)).json()).toEqual({
      result: 'not_found',
      holding: null,
    });
    expect((await set('active')).result).toBe('not_found');
  });
});
