import { createContext, use, type ReactNode } from 'react';
import type { BrandConfig } from '@brands/brand-config';

/**
 * The brand and its resolved assets, as the app hands them down (docs/DECISIONS.md §7), with an
 * administrator's custom logo when one is saved (an image address, shown instead of the SVG).
 */
export type ActiveBrand = { config: BrandConfig; logoSvg: string; customLogo?: string | null };

const BrandContext = createContext<ActiveBrand | null>(null);

/** Provides the active brand; only the app root knows which brand that is. */
export function BrandProvider({ brand, children }: { brand: ActiveBrand; children: ReactNode }) {
  return <BrandContext value={brand}>{children}</BrandContext>;
}

/** The active brand's config and logo. Feature code reads flags from here, never brand ids. */
export function useBrand(): ActiveBrand {
  const brand = use(BrandContext);
  if (!brand) throw new Error('useBrand needs a BrandProvider above it');
  return brand;
}
