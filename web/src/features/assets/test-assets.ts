import { ASSET_CATEGORIES } from '@shared/domain/asset-holding';
import type { AssetHoldingDetail } from './api/asset-holding';
import type { AssetDefinitions } from './api/asset-definition';

/** The definitions as the server answers them. */
export const definitionsFixture: AssetDefinitions = {
  categories: ASSET_CATEGORIES.map((category, index) => ({ category, number: index + 1 })),
  statuses: ['active', 'inactive', 'deleted'],
  valueBases: ['unit', 'total'],
  currencies: [
    { code: 'HKD', precision: 2 },
    { code: 'USD', precision: 2 },
    { code: 'JPY', precision: 0 },
  ],
  limits: {
    nameMaxLength: 100,
    notesMaxLength: 1000,
    quantityDecimals: 8,
    unitValueDecimals: 8,
    attachmentsMax: 5,
    attachmentMaxBytes: 524_288,
    attachmentExtensions: ['pdf', 'png', 'jpg', 'jpeg'],
    valuationsMax: 500,
  },
};

/** C10001's flat with two valuations; fields overridable. */
export function holdingFixture(overrides: Partial<AssetHoldingDetail> = {}): AssetHoldingDetail {
  return {
    id: 7,
    accountCode: 'C10001',
    source: 'gateway',
    category: 'real_estate',
    categoryNumber: 10,
    name: 'Flat, Taikoo Shing',
    currency: 'HKD',
    valueBasis: 'total',
    quantity: null,
    unitValue: null,
    totalValue: '8200000',
    currentValue: '8200000',
    valuedOn: '2026-08-29',
    currentValueReporting: '8200000',
    cost: '6800000',
    acquisitionDate: '2020-11-28',
    notes: 'Two bedrooms.',
    status: 'active',
    attachmentCount: 0,
    createdAt: '2026-11-27T01:00:00.000Z',
    updatedAt: '2026-11-27T01:00:00.000Z',
    reportingCurrency: 'HKD',
    valuations: [
      {
        id: 1,
        valuedOn: '2025-11-27',
        value: '7950000',
        fromHkdRate: '1',
        toHkdRate: '1',
        valueReporting: '7950000',
        notes: 'Bank valuation',
      },
      {
        id: 2,
        valuedOn: '2026-08-29',
        value: '8200000',
        fromHkdRate: '1',
        toHkdRate: '1',
        valueReporting: '8200000',
        notes: 'Surveyor',
      },
    ],
    attachments: [],
    canChange: true,
    ...overrides,
  };
}
