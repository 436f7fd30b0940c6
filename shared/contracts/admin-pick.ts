import { z } from 'zod';
import { ADMIN_PICK_RESULTS, MAX_PICKS } from '../domain/house-pick';
import { editorTexts, localisedTexts } from './admin-content';
import { isoDate } from './fund';

/**
 * The `admin-pick` service (issue 30, spec §2.13 `funds/pick`, `stocks/pick`): the house's
 * ordered picks, one list of funds (the brand's `adminFundPick` flag: `*FundPicks` calls) and one
 * of stocks (`adminStockPick`: `*StockPicks`). A pick names a fund id or a stock symbol of the
 * instrument lists, a note in three languages (≤ 200 characters each, all required) and a
 * validity period of Hong Kong dates (both ends inclusive, to ≥ from). A save replaces the
 * whole ordered list at once (at most 10); a refusal answers a `result` code (texts: the
 * `adminPlans` catalogue, `pick_result.<code>`) with the position `at` of the first bad pick,
 * and stores nothing. Admin only (403 below); every save audited.
 */

/** A save's result code. */
export const adminPickResult = z.enum(ADMIN_PICK_RESULTS);

/** A pick as the editor shows it, in list order. */
export const adminPick = z.object({
  /** A fund id (`VH-HKD-MMF`) or a stock symbol (`00700`, `AAPL`). */
  instrumentId: z.string(),
  /** The instrument's name; the id again in every language when it left the universe. */
  name: localisedTexts,
  note: localisedTexts,
  validFrom: isoDate,
  validTo: isoDate,
  /** Whether clients see it today (Hong Kong date within the period). */
  isValidToday: z.boolean(),
});

/** A pick as the editor sends it. */
export const pickEdit = z.strictObject({
  instrumentId: z.string().trim().min(1).max(40),
  note: editorTexts,
  validFrom: isoDate,
  validTo: isoDate,
});

const list = z.object({ picks: z.array(adminPick) });
const save = {
  input: z.strictObject({ picks: z.array(pickEdit).max(MAX_PICKS * 3) }),
  output: z.object({
    result: adminPickResult,
    /** The position (0-based) of the first refused pick; null when ok or not one pick's fault. */
    at: z.number().int().nullable(),
    picks: z.array(adminPick),
  }),
};

/** The `admin-pick` service's calls. */
export const adminPickContracts = {
  /** The fund picks in order, every period (past and future too). */
  loadFundPicks: { input: z.strictObject({}), output: list },
  /** Replaces the fund picks with the list sent (empty: none). */
  saveFundPicks: save,
  /** The stock picks in order, every period. */
  loadStockPicks: { input: z.strictObject({}), output: list },
  /** Replaces the stock picks with the list sent. */
  saveStockPicks: save,
};
