import { assetDefinitionContracts } from '../../../shared/contracts/asset-definition';
import {
  ASSET_ATTACHMENT_EXTENSIONS,
  ASSET_ATTACHMENT_MAX_BYTES,
  ASSET_ATTACHMENTS_MAX,
  ASSET_CATEGORIES,
  ASSET_NAME_MAX_LENGTH,
  ASSET_NOTES_MAX_LENGTH,
  ASSET_QUANTITY_DECIMALS,
  ASSET_STATUSES,
  ASSET_UNIT_VALUE_DECIMALS,
  ASSET_VALUATIONS_MAX,
  ASSET_VALUE_BASES,
  assetCategoryNumber,
} from '../../../shared/domain/asset-holding';
import { DEFAULT_CURRENCIES } from '../../../shared/domain/currency';
import { findCurrencies } from '../../repositories/currency.repository';
import { defineCall } from '../registry';

const VIRTUAL = new Set(['BTC', 'ETH', 'USDT']);

/**
 * `asset-definition/loadAssetDefinitions`: the categories, statuses and value bases of spec §3,
 * the currencies a holding may be kept in (the brand's and the usual fiat ones the firm has a rate
 * for) and the limits the server checks.
 */
export const loadAssetDefinitionsCall = defineCall({
  service: 'asset-definition',
  method: 'loadAssetDefinitions',
  ...assetDefinitionContracts.loadAssetDefinitions,
  access: 'session',
  feature: 'asset',
  handler: async (_input, context) => {
    const { cash, reporting } = context.config.brand.currencies;
    // The usual fiat ones besides the brand's; never a virtual asset (that is its own category).
    const fiat = Object.keys(DEFAULT_CURRENCIES).filter((code) => !VIRTUAL.has(code));
    const rows = await findCurrencies(context.db, [...new Set([...cash, ...reporting, ...fiat])]);
    return {
      categories: ASSET_CATEGORIES.map((category) => ({
        category,
        number: assetCategoryNumber(category),
      })),
      statuses: [...ASSET_STATUSES],
      valueBases: [...ASSET_VALUE_BASES],
      currencies: rows
        .filter((row) => row.hkdRate !== null)
        .map((row) => ({ code: row.code, precision: row.precision })),
      limits: {
        nameMaxLength: ASSET_NAME_MAX_LENGTH,
        notesMaxLength: ASSET_NOTES_MAX_LENGTH,
        quantityDecimals: ASSET_QUANTITY_DECIMALS,
        unitValueDecimals: ASSET_UNIT_VALUE_DECIMALS,
        attachmentsMax: ASSET_ATTACHMENTS_MAX,
        attachmentMaxBytes: ASSET_ATTACHMENT_MAX_BYTES,
        attachmentExtensions: [...ASSET_ATTACHMENT_EXTENSIONS],
        valuationsMax: ASSET_VALUATIONS_MAX,
      },
    };
  },
});

/** The `asset-definition` service's calls (brand flag asset). */
export const assetDefinitionCalls = [loadAssetDefinitionsCall];
