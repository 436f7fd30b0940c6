import { currencyContracts } from '../../../shared/contracts/currency';
import type { Language } from '../../../shared/contracts/common';
import type { Config } from '../../config';
import { findCurrencies, type CurrencyWithRate } from '../../repositories/currency.repository';
import { defineCall } from '../registry';

/** The brand's currencies: its cash and reporting currencies (spec §9), without repeats. */
export function brandCurrencyCodes(config: Config): string[] {
  const { cash, reporting } = config.brand.currencies;
  return [...new Set([...reporting, ...cash])];
}

const nameIn = (currency: CurrencyWithRate, language: Language) =>
  ({ en: currency.nameEn, 'zh-HK': currency.nameZhHk, 'zh-CN': currency.nameZhCn })[language];

/** `currency/searchCurrencies`: spec §3 currencies with their names in the language. */
export const searchCurrenciesCall = defineCall({
  service: 'currency',
  method: 'searchCurrencies',
  ...currencyContracts.searchCurrencies,
  access: 'session',
  handler: async ({ language }, { db, config }) => {
    const currencies = await findCurrencies(db, brandCurrencyCodes(config));
    return currencies.map((currency) => ({
      _id: String(currency.id),
      code: currency.code,
      precision: currency.precision,
      name: nameIn(currency, language),
    }));
  },
});

/** The currency service's calls. */
export const currencyCalls = [searchCurrenciesCall];
