import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutput } from '../../../shared/contracts/index';
import { toDecimal } from '../../../shared/domain/decimal';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../../test/auth-client';

/**
 * The one portfolio through HTTP (issue 24, spec §2.8): the holder's whole wealth across both
 * sources and the manual assets, each tab's share, which account holds what, read-only for the
 * other source's books; access by holder.
 */

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
});

afterAll(async () => {
  await t.close();
});

type Portfolio = CallOutput<'portfolio/loadPortfolio'>;

const load = async (session: BrowserSession, accountCode: string, reportingCurrency = 'HKD') =>
  post(t.app, 'portfolio/loadPortfolio', { accountCode, reportingCurrency }, session);

const tab = (portfolio: Portfolio, key: Portfolio['tabs'][number]['key']) =>
  portfolio.tabs.find((each) => each.key === key);

describe('portfolio/loadPortfolio', () => {
  it('shows C10001’s session both of the holder’s accounts, the Fos books read-only', async () => {
    const portfolio = (await load(await signIn(t.app, 'C10001'), 'C10001')).json<Portfolio>();
    expect(portfolio.holderName).toBe('Chan Tai Man');
    expect(portfolio.holderChineseName).toBe('陳大文');
    expect(portfolio.accounts).toEqual([
      { accountCode: 'C10001', source: 'gateway', isActing: true, readOnly: false },
      { accountCode: 'F10001', source: 'fos', isActing: false, readOnly: true },
    ]);
    expect(portfolio.tabs.map((each) => each.key)).toEqual([
      'funds',
      'stocks',
      'balances',
      'assets',
      'virtual-assets',
    ]);
    const crypto = tab(portfolio, 'virtual-assets');
    expect(crypto?.accounts.map((each) => [each.accountCode, each.readOnly])).toEqual([
      ['F10001', true],
    ]);
    expect(crypto?.accounts[0]?.lines.map((line) => [line.label, line.quantity])).toEqual([
      ['BTC', '0.05'],
      ['USDT', '500'],
    ]);
    const assets = tab(portfolio, 'assets');
    expect(assets?.accounts[0]?.accountCode).toBe('C10001');
    expect(assets?.accounts[0]?.lines.map((line) => line.label)).toEqual(
      expect.arrayContaining(['Flat, Taikoo Shing', 'Car']),
    );
    const sum = portfolio.tabs.reduce((total, each) => total.add(each.value), toDecimal('0'));
    expect(sum.toFixed()).toBe(toDecimal(portfolio.total).toFixed());
    const shares = portfolio.tabs.reduce(
      (total, each) => total.add(each.sharePercent ?? '0'),
      toDecimal('0'),
    );
    expect(shares.sub(100).abs().lte('0.05')).toBe(true);
  });

  it('shows F10001’s session the same holder, the Gateway books read-only', async () => {
    const fos = await signIn(t.app, 'F10001', { source: 'fos' });
    const portfolio = (await load(fos, 'F10001')).json<Portfolio>();
    expect(portfolio.accounts).toEqual([
      { accountCode: 'C10001', source: 'gateway', isActing: false, readOnly: true },
      { accountCode: 'F10001', source: 'fos', isActing: true, readOnly: false },
    ]);
    const funds = tab(portfolio, 'funds');
    expect(funds?.accounts.map((each) => [each.accountCode, each.readOnly])).toEqual([
      ['C10001', true],
    ]);
    // Manual assets are the holder's own from either session.
    expect(tab(portfolio, 'assets')?.accounts[0]?.readOnly).toBe(false);
  });

  it('counts a new active holding in the assets tab and the total, and drops it when inactive', async () => {
    const session = await signIn(t.app, 'C10001');
    const before = (await load(session, 'C10001')).json<Portfolio>();
    const added = await post(
      t.app,
      'asset-holding/addAssetHolding',
      {
        accountCode: 'C10001',
        category: 'real_estate',
        name: 'Portfolio flat',
        currency: 'HKD',
        valueBasis: 'total',
        totalValue: '5000000',
      },
      session,
    );
    const holdingId = added.json<{ holding: { id: number } }>().holding.id;
    const after = (await load(session, 'C10001')).json<Portfolio>();
    const assetsBefore = toDecimal(tab(before, 'assets')?.value ?? '0');
    // Other tests add holdings meanwhile only in their own runs: the flat is at least counted.
    expect(
      toDecimal(tab(after, 'assets')?.value ?? '0')
        .sub(assetsBefore)
        .gte(5_000_000),
    ).toBe(true);
    await post(
      t.app,
      'asset-holding/setAssetHoldingStatus',
      { accountCode: 'C10001', holdingId, status: 'inactive' },
      session,
    );
    const inactive = (await load(session, 'C10001')).json<Portfolio>();
    const labels = tab(inactive, 'assets')?.accounts.flatMap((each) =>
      each.lines.map((line) => line.label),
    );
    expect(labels).not.toContain('Portfolio flat');
  });

  it('keeps another holder to their own accounts, and an advisor to their clients', async () => {
    const other = (await load(await signIn(t.app, 'C10005'), 'C10005')).json<Portfolio>();
    expect(other.accounts.map((each) => each.accountCode)).toEqual(['C10005']);
    const refused = await load(await signIn(t.app, 'C10005'), 'C10001');
    expect([refused.statusCode, refused.json()]).toEqual([403, { code: 'forbidden' }]);
    const advisor = await signIn(t.app, 'A30001');
    const advised = (await load(advisor, 'C10001', 'USD')).json<Portfolio>();
    expect(advised.reportingCurrency).toBe('USD');
    expect(advised.accounts.map((each) => each.accountCode)).toEqual(['C10001', 'F10001']);
  });
});
