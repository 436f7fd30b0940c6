import { describe, expect, it } from 'vitest';
import {
  ASSET_CATEGORIES,
  assetCategoryNumber,
  assetValue,
  assetValueIssues,
  canMoveAssetStatus,
  sharePercent,
} from './asset-holding';
import { isPortfolioTab, portfolioTabs } from './asset-portfolio';

describe('asset categories', () => {
  it('numbers the 13 categories in the spec order from 1', () => {
    expect(ASSET_CATEGORIES).toHaveLength(13);
    expect(assetCategoryNumber('cash')).toBe(1);
    expect(assetCategoryNumber('stock')).toBe(2);
    expect(assetCategoryNumber('real_estate')).toBe(10);
    expect(assetCategoryNumber('others')).toBe(13);
  });
});

describe('asset statuses', () => {
  it('moves between active and inactive, to deleted, and never out of deleted', () => {
    expect(canMoveAssetStatus('active', 'inactive')).toBe(true);
    expect(canMoveAssetStatus('inactive', 'active')).toBe(true);
    expect(canMoveAssetStatus('inactive', 'deleted')).toBe(true);
    expect(canMoveAssetStatus('deleted', 'active')).toBe(false);
    expect(canMoveAssetStatus('active', 'active')).toBe(false);
  });
});

describe('asset values', () => {
  it('is quantity times unit value, or the total, at the currency precision', () => {
    expect(assetValue({ valueBasis: 'unit', quantity: '3', unitValue: '10.005' }, 'USD')).toBe(
      '30.02',
    );
    expect(assetValue({ valueBasis: 'total', totalValue: '8200000' }, 'HKD')).toBe('8200000.00');
    expect(assetValue({ valueBasis: 'unit', quantity: '2.5', unitValue: '1001' }, 'JPY')).toBe(
      '2503',
    );
  });

  it('refuses negative, over-precise and mixed values by field', () => {
    expect(assetValueIssues({ valueBasis: 'total', totalValue: '-1' }, 'HKD')).toEqual({
      totalValue: 'asset_value_negative',
    });
    expect(assetValueIssues({ valueBasis: 'total', totalValue: '1.001' }, 'HKD')).toEqual({
      totalValue: 'asset_value_too_precise',
    });
    expect(assetValueIssues({ valueBasis: 'total', totalValue: '1.5' }, 'JPY')).toEqual({
      totalValue: 'asset_value_too_precise',
    });
    expect(
      assetValueIssues(
        { valueBasis: 'unit', quantity: '0', unitValue: '1', totalValue: '2' },
        'HKD',
      ),
    ).toEqual({ quantity: 'asset_quantity_not_positive', totalValue: 'asset_value_basis_fields' });
    expect(assetValueIssues({ valueBasis: 'unit', quantity: '1.000000001' }, 'HKD')).toEqual({
      quantity: 'asset_quantity_too_precise',
      unitValue: 'asset_value_basis_fields',
    });
    expect(assetValueIssues({ valueBasis: 'total', totalValue: '1.10' }, 'HKD')).toEqual({});
    // A unit value may carry 6 places whatever the currency; the value is rounded to it.
    expect(
      assetValueIssues({ valueBasis: 'unit', quantity: '1', unitValue: '1.000001' }, 'HKD'),
    ).toEqual({});
    expect(
      assetValueIssues({ valueBasis: 'unit', quantity: '1', unitValue: '1.0000001' }, 'HKD'),
    ).toEqual({ unitValue: 'asset_value_too_precise' });
  });

  it('gives a share in percent with 2 decimals, none of a zero whole', () => {
    expect(sharePercent('1', '3')).toBe('33.33');
    expect(sharePercent('2', '3')).toBe('66.67');
    expect(sharePercent('0', '0')).toBeNull();
  });
});

describe('portfolio tabs', () => {
  it('keeps the spec order and drops the tabs of disabled features', () => {
    expect(portfolioTabs({ fund: true, stock: true, asset: true, crypto: true })).toEqual([
      'funds',
      'stocks',
      'balances',
      'assets',
      'virtual-assets',
    ]);
    expect(portfolioTabs({ fund: false, stock: true, asset: false, crypto: false })).toEqual([
      'stocks',
      'balances',
    ]);
    expect(isPortfolioTab('virtual-assets')).toBe(true);
    expect(isPortfolioTab('bonds')).toBe(false);
  });
});
