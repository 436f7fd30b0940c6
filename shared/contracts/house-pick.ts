import { z } from 'zod';
import { decimalString } from './common';
import { isoDate, localisedText } from './fund';

/**
 * The `house-pick` service (issue 30): the house's picks valid today (Hong Kong date) for the
 * funds and stocks dashboards of a signed-in reader, in the admins' order, each with the
 * instrument's name and its latest price. `loadFundPicks` needs the brand's `adminFundPick`
 * flag, `loadStockPicks` `adminStockPick` (404 where off). An instrument that left the
 * universe is left out.
 */

/** One pick as a dashboard shows it. */
export const housePick = z.object({
  /** A fund id or a stock symbol: the link to its page. */
  instrumentId: z.string(),
  name: localisedText,
  note: localisedText,
  currency: z.string(),
  /** Stocks: HKEX or US; null for a fund. */
  exchange: z.string().nullable(),
  /** A fund's latest NAV or a stock's last price; null when none is known. */
  price: decimalString.nullable(),
  /** Fraction digits to show the price with (the fund's NAV precision, the stock's tick). */
  priceDecimals: z.number().int(),
  /** The price's Hong Kong date (a fund's NAV date, a stock quote's day); null with no price. */
  priceDate: isoDate.nullable(),
  /** Percent against the previous NAV or close, 2 decimals; null when unknown. */
  changePercent: decimalString.nullable(),
  validFrom: isoDate,
  validTo: isoDate,
});

const answer = z.object({ picks: z.array(housePick) });

/** The `house-pick` service's calls. */
export const housePickContracts = {
  /** Today's fund picks, in order. */
  loadFundPicks: { input: z.strictObject({}), output: answer },
  /** Today's stock picks, in order. */
  loadStockPicks: { input: z.strictObject({}), output: answer },
};
