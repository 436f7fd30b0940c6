import { entitlementOutcome, type EntitlementOutcome } from '@shared/domain/corporate-action';
import type { CorporateAction } from '../api/corporate-action';

/** What the holding would get with `option` (the shared rules, as the back office pays it). */
export function estimateFor(event: CorporateAction, option: 'cash' | 'scrip'): EntitlementOutcome {
  return entitlementOutcome(event, event.heldQuantity, option);
}
