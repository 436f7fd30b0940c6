import type { Kysely } from 'kysely';
import { assuredEntitlement, type IpoTerms } from '../../../../shared/domain/ipo';
import type { Database } from '../../../db/schema';
import { recordDateEnd } from '../corporate-actions/corporate-action-steps';
import { holdersAt } from '../corporate-actions/corporate-action.repository';

/**
 * A client's assured entitlement under an offer's preferential offer (issue 12 §2, proportion
 * applications): their settled holding of the parent stock at the end of the record date, read
 * from the ledger exactly as a corporate action fixes its entitlements, turned into reserved
 * shares by `assuredEntitlement`. Null when the offer has no preferential offer.
 */
export async function entitlementOf(
  db: Kysely<Database>,
  accountId: number,
  terms: IpoTerms,
): Promise<string | null> {
  const offer = terms.preferentialOffer;
  if (!offer) return null;
  const cutoff = recordDateEnd(offer.recordDate);
  const [holding] = await holdersAt(db, offer.parentCode, cutoff, accountId);
  return assuredEntitlement(terms, holding?.quantity ?? '0');
}
