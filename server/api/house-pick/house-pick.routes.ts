import { housePickContracts } from '../../../shared/contracts/house-pick';
import { formatDate } from '../../../shared/domain/date-time';
import type { PickKind } from '../../../shared/domain/house-pick';
import { findPicks } from '../../repositories/pick.repository';
import { defineCall, type SessionCallContext } from '../registry';
import { housePickView } from './house-pick-views';

/**
 * The house's picks for the funds and stocks dashboards (issue 30): any signed-in reader, the
 * picks valid on today's Hong Kong date, in the admins' order; an instrument gone from the
 * universe is left out.
 */

async function todaysPicks(context: SessionCallContext, kind: PickKind) {
  const rows = await findPicks(context.db, kind, formatDate(context.now));
  const picks = [];
  for (const row of rows) {
    const view = await housePickView(context.marketData, kind, row, context.now);
    if (view) picks.push(view);
  }
  return { picks };
}

/** `house-pick/loadFundPicks`: the brand's `adminFundPick` flag. */
export const loadFundPicksCall = defineCall({
  service: 'house-pick',
  method: 'loadFundPicks',
  ...housePickContracts.loadFundPicks,
  access: 'session',
  feature: 'adminFundPick',
  handler: (_input, context) => todaysPicks(context, 'fund'),
});

/** `house-pick/loadStockPicks`: the brand's `adminStockPick` flag. */
export const loadStockPicksCall = defineCall({
  service: 'house-pick',
  method: 'loadStockPicks',
  ...housePickContracts.loadStockPicks,
  access: 'session',
  feature: 'adminStockPick',
  handler: (_input, context) => todaysPicks(context, 'stock'),
});

/** The house-pick calls. */
export const housePickCalls = [loadFundPicksCall, loadStockPicksCall];
