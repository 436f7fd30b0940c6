import type {
  CorporateActionTerms,
  EntitlementOutcome,
} from '../../../../shared/domain/corporate-action';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { NotificationDraft } from '../../core/notifications/notification-outbox';
import type { CorporateActionEntitlementRow } from './corporate-action.repository';

/**
 * What a paid entitlement tells its holder (issue 14 §1): cash paid (a dividend, or the cash
 * part of a scrip election) is a `cashMovement`; shares added or taken (scrip, bonus issue,
 * split or consolidation) a `holding` with the change in shares. One of each at most, keyed by
 * the entitlement, so a payment tells each holder once.
 */
export function entitlementNotifications(
  entitlement: Pick<CorporateActionEntitlementRow, 'id' | 'accountId'>,
  terms: Pick<CorporateActionTerms, 'symbol' | 'currency'>,
  outcome: EntitlementOutcome,
  at: Date,
): NotificationDraft[] {
  const { id, accountId } = entitlement;
  const drafts: NotificationDraft[] = [];
  if (toDecimal(outcome.cash).gt(0)) {
    drafts.push({
      accountId,
      type: 'cashMovement',
      sourceKey: `corporate-action:${id}:cash`,
      fields: { code: terms.symbol, amount: outcome.cash, currencyCode: terms.currency },
      at,
    });
  }
  if (!toDecimal(outcome.shareChange).isZero()) {
    drafts.push({
      accountId,
      type: 'holding',
      sourceKey: `corporate-action:${id}:shares`,
      fields: { code: terms.symbol, quantity: outcome.shareChange },
      at,
    });
  }
  return drafts;
}
