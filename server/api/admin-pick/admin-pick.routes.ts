import type { z } from 'zod';
import { adminPickContracts, type pickEdit } from '../../../shared/contracts/admin-pick';
import { formatDate } from '../../../shared/domain/date-time';
import { isPickValidOn, type PickKind } from '../../../shared/domain/house-pick';
import { contentActorOf } from '../../commands/admin-content-audit';
import { savePicks } from '../../commands/admin-pick.command';
import { findPicks, type PickRow } from '../../repositories/pick.repository';
import { instrumentName, isKnownInstrument } from '../house-pick/house-pick-views';
import { defineCall, type SessionCallContext } from '../registry';

/**
 * The admins' house picks (issue 30, spec §2.13 `funds/pick`, `stocks/pick`): the fund list
 * behind the brand's `adminFundPick` flag, the stock list behind `adminStockPick`; admin role
 * only (403 below, nothing changed).
 */

const admin = { minRole: 'admin' } as const;

async function picksView(context: SessionCallContext, kind: PickKind, rows: readonly PickRow[]) {
  const today = formatDate(context.now);
  const picks = [];
  for (const row of rows) {
    const id = row.instrumentId;
    picks.push({
      instrumentId: id,
      name: (await instrumentName(context.marketData, kind, id)) ?? {
        en: id,
        'zh-HK': id,
        'zh-CN': id,
      },
      note: row.note,
      validFrom: row.validFrom,
      validTo: row.validTo,
      isValidToday: isPickValidOn(row, today),
    });
  }
  return picks;
}

const load = async (context: SessionCallContext, kind: PickKind) => ({
  picks: await picksView(context, kind, await findPicks(context.db, kind)),
});

async function save(
  context: SessionCallContext,
  kind: PickKind,
  picks: readonly z.output<typeof pickEdit>[],
) {
  const isKnown = (id: string) => isKnownInstrument(context.marketData, kind, id);
  const outcome = await savePicks(context.db, contentActorOf(context), kind, picks, isKnown);
  if (outcome.result !== 'ok') {
    // Nothing stored: the list as it still is.
    return { result: outcome.result, at: outcome.at, ...(await load(context, kind)) };
  }
  return { result: outcome.result, at: null, picks: await picksView(context, kind, outcome.picks) };
}

/** `admin-pick/loadFundPicks`. */
export const loadFundPicksCall = defineCall({
  service: 'admin-pick',
  method: 'loadFundPicks',
  ...adminPickContracts.loadFundPicks,
  access: admin,
  feature: 'adminFundPick',
  handler: (_input, context) => load(context, 'fund'),
});

/** `admin-pick/saveFundPicks`: replaces the fund list. */
export const saveFundPicksCall = defineCall({
  service: 'admin-pick',
  method: 'saveFundPicks',
  ...adminPickContracts.saveFundPicks,
  access: admin,
  feature: 'adminFundPick',
  handler: ({ picks }, context) => save(context, 'fund', picks),
});

/** `admin-pick/loadStockPicks`. */
export const loadStockPicksCall = defineCall({
  service: 'admin-pick',
  method: 'loadStockPicks',
  ...adminPickContracts.loadStockPicks,
  access: admin,
  feature: 'adminStockPick',
  handler: (_input, context) => load(context, 'stock'),
});

/** `admin-pick/saveStockPicks`: replaces the stock list. */
export const saveStockPicksCall = defineCall({
  service: 'admin-pick',
  method: 'saveStockPicks',
  ...adminPickContracts.saveStockPicks,
  access: admin,
  feature: 'adminStockPick',
  handler: ({ picks }, context) => save(context, 'stock', picks),
});

/** The admin-pick calls. */
export const adminPickCalls = [
  loadFundPicksCall,
  saveFundPicksCall,
  loadStockPicksCall,
  saveStockPicksCall,
];
