import type { BrandConfig } from './brand-config.ts';
import { brand as defaultBrand } from './default/brand.ts';
import { brand as harbour } from './harbour/brand.ts';
import { brand as lotus } from './lotus/brand.ts';

/** Every brand the build knows, by id; `BRAND` picks one (default `default`). */
export const brands: Readonly<Record<string, BrandConfig>> = {
  default: defaultBrand,
  harbour,
  lotus,
};

/** The brand ids, for config validation and tests. */
export const brandIds = Object.keys(brands);

/** Looks a brand up by id; throws a message naming the known ids when it is unknown. */
export function getBrand(id: string): BrandConfig {
  const found = brands[id];
  if (!found) throw new Error(`Unknown BRAND "${id}"; known brands: ${brandIds.join(', ')}`);
  return found;
}
