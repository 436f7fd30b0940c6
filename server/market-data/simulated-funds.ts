import { GROWTH_FUNDS } from './simulated-growth-funds';
import type { SimulatedFund } from './simulated-fund-terms';
import { INCOME_FUNDS } from './simulated-income-funds';

/**
 * The demo book's fund universe (demo book, "Market"): HKD, USD and CNY funds at every risk
 * level 1-5, daily, weekly and monthly dealing, one professional-only and one suspended fund.
 */
export const SIMULATED_FUNDS: readonly SimulatedFund[] = [...INCOME_FUNDS, ...GROWTH_FUNDS];
