import { exchangeRateContracts } from '../../../shared/contracts/exchange-rate';
import { convertThroughHkd, crossRate } from '../../money/cross-rate';
import { findCurrencies } from '../../repositories/currency.repository';
import { brandCurrencyCodes } from '../currency/currency.routes';
import { defineCall } from '../registry';

/**
 * `exchange-rate/searchExchangeRates`: for each target id in `tos`, the rate from every currency
 * of the brand, crossed through HKD (spec §7); with `amount`, that amount converted and rounded
 * to the target's precision. Unknown ids are left out.
 */
export const searchExchangeRatesCall = defineCall({
  service: 'exchange-rate',
  method: 'searchExchangeRates',
  ...exchangeRateContracts.searchExchangeRates,
  access: 'session',
  handler: async ({ tos, amount }, { db, config }) => {
    const currencies = (await findCurrencies(db, brandCurrencyCodes(config))).flatMap((currency) =>
      currency.hkdRate === null ? [] : [{ ...currency, hkdRate: currency.hkdRate }],
    );
    const targets = currencies.filter((currency) => tos.includes(String(currency.id)));
    return targets.flatMap((to) =>
      currencies.map((from) => {
        const rates = { fromHkdRate: from.hkdRate, toHkdRate: to.hkdRate };
        return {
          from: String(from.id),
          to: String(to.id),
          rate: crossRate(from.hkdRate, to.hkdRate),
          ...(amount === undefined ? {} : { amount: convertThroughHkd(amount, rates, to) }),
        };
      }),
    );
  },
});

/** The exchange-rate service's calls. */
export const exchangeRateCalls = [searchExchangeRatesCall];
