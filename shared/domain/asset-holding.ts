import { PROOF_KINDS, PROOF_MAX_BYTES } from './cash-proof';
import { currencyFor, roundToCurrency, type Currency } from './currency';
import { toDecimal } from './decimal';
import { roundDecimal } from './rounding';

/**
 * Manual assets (issue 24, spec §2.7 and §3): what a holder owns outside the firm's books, entered
 * by hand and valued over time. Pure rules both sides use: the categories, the statuses and their
 * moves, and how a holding's value is made.
 */

/**
 * Spec §3 asset categories, in the spec's order; a category's number is its place in this list
 * from 1 (`2 stock`, `10 real_estate`). The wire carries the key.
 */
export const ASSET_CATEGORIES = [
  'cash',
  'stock',
  'bond',
  'fund',
  'etf',
  'options_futures',
  'fx',
  'commodities',
  'cryptocurrencies',
  'real_estate',
  'vehicle',
  'luxury_good',
  'others',
] as const;

/** A spec §3 asset category. */
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

/** The spec's number of a category, 1 to 13. */
export const assetCategoryNumber = (category: AssetCategory): number =>
  ASSET_CATEGORIES.indexOf(category) + 1;

/** Spec §3 asset status values. */
export const ASSET_STATUSES = ['active', 'inactive', 'deleted'] as const;

/** A holding's status. */
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/**
 * The moves a holding's status may make: active and inactive both ways, either to deleted, and
 * deleted is final (a deleted holding is never listed nor read again).
 */
export const ASSET_STATUS_MOVES: Readonly<Record<AssetStatus, readonly AssetStatus[]>> = {
  active: ['inactive', 'deleted'],
  inactive: ['active', 'deleted'],
  deleted: [],
};

/** Whether a holding of status `from` may be set to `to`. */
export const canMoveAssetStatus = (from: AssetStatus, to: AssetStatus): boolean =>
  ASSET_STATUS_MOVES[from].includes(to);

/**
 * How a holding states its value: `unit`, a quantity times a unit value (shares, gold bars), or
 * `total`, one total value (a flat, a car).
 */
export const ASSET_VALUE_BASES = ['unit', 'total'] as const;

/** A holding's value basis. */
export type AssetValueBasis = (typeof ASSET_VALUE_BASES)[number];

/** The longest holding name, in characters. */
export const ASSET_NAME_MAX_LENGTH = 100;
/** The longest notes, in characters. */
export const ASSET_NOTES_MAX_LENGTH = 1000;
/** Fraction digits a quantity may carry. */
export const ASSET_QUANTITY_DECIMALS = 8;
/** Fraction digits a unit value may carry (a price per gram or per share: beyond the currency's). */
export const ASSET_UNIT_VALUE_DECIMALS = 6;
/** Attachments one holding may keep. */
export const ASSET_ATTACHMENTS_MAX = 5;
/**
 * The largest attachment (a deed, a valuation report), as a deposit proof's: the type is read
 * from the content (shared/domain/cash-proof.ts `checkProof`, spec §3 uploadable types).
 */
export const ASSET_ATTACHMENT_MAX_BYTES = PROOF_MAX_BYTES;
/** The extensions an attachment may carry (spec §3 uploadable types). */
export const ASSET_ATTACHMENT_EXTENSIONS: readonly string[] = Object.values(PROOF_KINDS).flatMap(
  (kind) => kind.extensions,
);
/** Valuations one holding may keep (one per date). */
export const ASSET_VALUATIONS_MAX = 500;

/** Field codes of `invalid_input` for a holding's numbers (contracts/asset-holding.ts). */
export const ASSET_VALUE_ISSUES = {
  negative: 'asset_value_negative',
  tooPrecise: 'asset_value_too_precise',
  quantityTooPrecise: 'asset_quantity_too_precise',
  quantityNotPositive: 'asset_quantity_not_positive',
  basisFields: 'asset_value_basis_fields',
} as const;

/** Fraction digits of a decimal string, trailing zeros not counted. */
export function fractionDigits(text: string): number {
  const [, fraction = ''] = text.split('.');
  return fraction.replace(/0+$/, '').length;
}

/**
 * The issue of one money value of a holding in `currency`, or null when it is fine: never
 * negative, never more fraction digits than the currency keeps.
 */
export function moneyValueIssue(value: string, currency: Currency): string | null {
  if (toDecimal(value).isNegative()) return ASSET_VALUE_ISSUES.negative;
  if (fractionDigits(value) > currency.precision) return ASSET_VALUE_ISSUES.tooPrecise;
  return null;
}

/** The issue of a quantity, or null: above zero, at most `ASSET_QUANTITY_DECIMALS` places. */
export function quantityIssue(quantity: string): string | null {
  if (!toDecimal(quantity).isPositive() || toDecimal(quantity).isZero()) {
    return ASSET_VALUE_ISSUES.quantityNotPositive;
  }
  if (fractionDigits(quantity) > ASSET_QUANTITY_DECIMALS) {
    return ASSET_VALUE_ISSUES.quantityTooPrecise;
  }
  return null;
}

/** A holding's value as entered: one of the two bases. */
export type AssetValueInput = {
  valueBasis: AssetValueBasis;
  quantity?: string | null | undefined;
  unitValue?: string | null | undefined;
  totalValue?: string | null | undefined;
};

/**
 * The issues of a holding's value as entered, by field (`quantity`, `unitValue`, `totalValue`):
 * `unit` needs a quantity and a unit value and no total; `total` a total value and neither of the
 * others; no number negative, a total at most the currency's places, a unit value at most
 * `ASSET_UNIT_VALUE_DECIMALS`, a quantity above zero at most `ASSET_QUANTITY_DECIMALS`.
 */
export function assetValueIssues(
  value: AssetValueInput,
  currencyCode: string,
): Record<string, string> {
  const currency = currencyFor(currencyCode);
  const issues: Record<string, string> = {};
  const has = (field: string | null | undefined) => field !== undefined && field !== null;
  if (value.valueBasis === 'unit') {
    if (!has(value.quantity)) issues.quantity = ASSET_VALUE_ISSUES.basisFields;
    if (!has(value.unitValue)) issues.unitValue = ASSET_VALUE_ISSUES.basisFields;
    if (has(value.totalValue)) issues.totalValue = ASSET_VALUE_ISSUES.basisFields;
  } else {
    if (!has(value.totalValue)) issues.totalValue = ASSET_VALUE_ISSUES.basisFields;
    if (has(value.quantity)) issues.quantity = ASSET_VALUE_ISSUES.basisFields;
    if (has(value.unitValue)) issues.unitValue = ASSET_VALUE_ISSUES.basisFields;
  }
  if (typeof value.quantity === 'string' && !issues.quantity) {
    const issue = quantityIssue(value.quantity);
    if (issue) issues.quantity = issue;
  }
  if (typeof value.totalValue === 'string' && !issues.totalValue) {
    const issue = moneyValueIssue(value.totalValue, currency);
    if (issue) issues.totalValue = issue;
  }
  if (typeof value.unitValue === 'string' && !issues.unitValue) {
    const unitPlaces = { ...currency, precision: ASSET_UNIT_VALUE_DECIMALS };
    const issue = moneyValueIssue(value.unitValue, unitPlaces);
    if (issue) issues.unitValue = issue;
  }
  return issues;
}

/**
 * A holding's value in its own currency: quantity times unit value, or the total value; rounded
 * half up to the currency's precision.
 */
export function assetValue(value: AssetValueInput, currencyCode: string): string {
  const currency = currencyFor(currencyCode);
  if (value.valueBasis === 'unit') {
    return roundToCurrency(
      toDecimal(value.quantity ?? '0').times(value.unitValue ?? '0'),
      currency,
      'normal',
    );
  }
  return roundToCurrency(value.totalValue ?? '0', currency, 'normal');
}

/** Percent with 2 decimals of `part` in `whole`; null when the whole is zero. */
export function sharePercent(part: string, whole: string): string | null {
  if (toDecimal(whole).isZero()) return null;
  return roundDecimal(toDecimal(part).div(whole).times(100), 2, 'normal');
}
