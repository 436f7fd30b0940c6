import {
  ipoAmountRow,
  ipoApplicationFigures,
  preferentialQuantities,
  type IpoApplicationType,
} from '@shared/domain/ipo';
import type { Ipo } from '../api/ipo';

/** An application type on the subscribe form. */
export type Kind = IpoApplicationType;

/**
 * The quantities a kind may apply for with their amounts at the max price: the table's for cash
 * and finance, whole board lots up to my assured entitlement for a proportion application.
 */
export function rowsOf(ipo: Ipo, kind: Kind) {
  if (kind !== 'proportion') return ipo.quantities;
  return preferentialQuantities(ipo, ipo.assuredEntitlement ?? '0').map((quantity) =>
    ipoAmountRow(quantity, ipo.maxPrice),
  );
}

/** What the application costs and holds, as the server computes it (shared/domain/ipo.ts). */
export function figuresOf(
  ipo: Ipo,
  row: ReturnType<typeof rowsOf>[number],
  kind: Kind,
  ratio: string,
) {
  return ipoApplicationFigures(row, {
    ratio: kind === 'finance' ? ratio : null,
    ratePercent: ipo.financingRatePercent,
    interestDays: ipo.interestDays,
  });
}
