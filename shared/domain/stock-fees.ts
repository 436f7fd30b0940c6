import Decimal from 'decimal.js';
import type { ExchangeCode } from '../contracts/stock-definition';
import { toDecimal, type DecimalInput } from './decimal';
import { roundDecimal, type RoundingMode } from './rounding';
import type { StockOrderSide } from './stock-order-status';

/**
 * Fees of one side of a stock trade (hk-market-facts §3.5) as rule objects, so a rate change is a
 * data change: each fee is `rate` × consideration (or × shares), rounded, then held between `min`
 * and `max`. The answer has the shape of the contracts' `stockFees`, in the stock's currency.
 */

/** The fees the contracts' `stockFees` lists (its `total` is their sum). */
export type StockFeeName =
  'brokerage' | 'sfcLevy' | 'afrcLevy' | 'tradingFee' | 'stampDuty' | 'ccass' | 'secFee';

/** What an instrument is for fees: HK stamp duty is waived on ETF transfers (since Feb 2015). */
export type InstrumentKind = 'equity' | 'etf' | 'reit';

/** One fee as data. */
export type FeeRule = {
  readonly name: StockFeeName;
  /** What the rate multiplies: the consideration, or the number of shares. */
  readonly basis: 'consideration' | 'shares';
  readonly rate: string;
  /** Decimal places and spec §5 mode of the rounding, applied before min and max. */
  readonly rounding: { readonly decimals: number; readonly mode: RoundingMode };
  readonly min?: string;
  readonly max?: string;
  /** A cap as a fraction of the consideration (US brokerage: 1 %). */
  readonly maxOfConsideration?: string;
  /** Sides charged; both when absent. */
  readonly sides?: readonly StockOrderSide[];
  /** Instrument kinds charged; all when absent. */
  readonly kinds?: readonly InstrumentKind[];
};

const toCent = { decimals: 2, mode: 'normal' } as const;

/**
 * The rates HKEX's levies and trading fee charge on every HK trade's consideration, an IPO
 * allotment's included (shared/domain/ipo.ts): one place for each rate.
 */
export const HKEX_LEVY_RATES = {
  sfcLevy: '0.000027',
  afrcLevy: '0.0000015',
  tradingFee: '0.0000565',
} as const;

/**
 * The rules per exchange. HKEX (§3.5): brokerage 0.08 % min HKD 50 (Portico's house rate);
 * SFC levy 0.0027 %, AFRC levy 0.00015 % and trading fee 0.00565 % (min 0.01) to the cent;
 * stamp duty 0.1 % rounded up to the whole dollar on both sides, not on ETFs (REIT units pay it:
 * **verify**); CCASS 0.002 % min 2 max 100 (**verify** the HKSCC schedule). US: USD 0.005 a share,
 * min USD 1, max 1 % of the consideration; SEC Section 31 fee on sells 0.00278 % rounded up to the
 * cent (**verify**: the SEC resets the rate each fiscal year and set it to zero from 14 May 2025);
 * FINRA's TAF and exchange fees are not charged.
 */
export const STOCK_FEE_RULES: Readonly<Record<ExchangeCode, readonly FeeRule[]>> = {
  HKEX: [
    { name: 'brokerage', basis: 'consideration', rate: '0.0008', rounding: toCent, min: '50' },
    { name: 'sfcLevy', basis: 'consideration', rate: HKEX_LEVY_RATES.sfcLevy, rounding: toCent },
    {
      name: 'afrcLevy',
      basis: 'consideration',
      rate: HKEX_LEVY_RATES.afrcLevy,
      rounding: toCent,
    },
    {
      name: 'tradingFee',
      basis: 'consideration',
      rate: HKEX_LEVY_RATES.tradingFee,
      rounding: toCent,
      min: '0.01',
    },
    {
      name: 'stampDuty',
      basis: 'consideration',
      rate: '0.001',
      rounding: { decimals: 0, mode: 'up' },
      kinds: ['equity', 'reit'],
    },
    {
      name: 'ccass',
      basis: 'consideration',
      rate: '0.00002',
      rounding: toCent,
      min: '2',
      max: '100',
    },
  ],
  US: [
    {
      name: 'brokerage',
      basis: 'shares',
      rate: '0.005',
      rounding: toCent,
      min: '1',
      maxOfConsideration: '0.01',
    },
    {
      name: 'secFee',
      basis: 'consideration',
      rate: '0.0000278',
      rounding: { decimals: 2, mode: 'up' },
      sides: ['S'],
    },
  ],
};

/** Each fee and the total of one side of a trade, two decimals each (contracts `stockFees`). */
export type StockFees = Record<StockFeeName | 'total', string>;

/** Every fee, in the order a contract note and an order's fills list them. */
export const STOCK_FEE_NAMES: readonly StockFeeName[] = [
  'brokerage',
  'sfcLevy',
  'afrcLevy',
  'tradingFee',
  'stampDuty',
  'ccass',
  'secFee',
];

/** One fee by its rule; zero when the rule does not charge this side or kind. */
function feeOf(
  rule: FeeRule,
  side: StockOrderSide,
  kind: InstrumentKind,
  consideration: Decimal,
  shares: Decimal,
): Decimal {
  if (rule.sides && !rule.sides.includes(side)) return new Decimal(0);
  if (rule.kinds && !rule.kinds.includes(kind)) return new Decimal(0);
  const base = rule.basis === 'shares' ? shares : consideration;
  const raw = base.mul(rule.rate);
  let fee = new Decimal(roundDecimal(raw, rule.rounding.decimals, rule.rounding.mode));
  if (rule.min !== undefined) fee = Decimal.max(fee, rule.min);
  if (rule.max !== undefined) fee = Decimal.min(fee, rule.max);
  if (rule.maxOfConsideration !== undefined) {
    const cap = new Decimal(roundDecimal(consideration.mul(rule.maxOfConsideration), 2, 'down'));
    fee = Decimal.min(fee, cap);
  }
  return fee;
}

/**
 * The fees of one side of a trade of `quantity` shares for `consideration` (price × quantity) on
 * an exchange. Nothing is charged on a zero consideration (no trade, so no minimum either).
 */
export function feesFor(
  exchange: ExchangeCode,
  side: StockOrderSide,
  consideration: DecimalInput,
  quantity: DecimalInput,
  instrumentKind: InstrumentKind = 'equity',
): StockFees {
  const amount = toDecimal(consideration);
  const shares = toDecimal(quantity);
  if (amount.isNegative() || shares.isNegative()) {
    throw new RangeError('A consideration and a quantity are never negative');
  }
  const fees = new Map<StockFeeName, Decimal>(
    STOCK_FEE_NAMES.map((name) => [name, new Decimal(0)]),
  );
  if (!amount.isZero()) {
    for (const rule of STOCK_FEE_RULES[exchange]) {
      fees.set(rule.name, feeOf(rule, side, instrumentKind, amount, shares));
    }
  }
  const total = STOCK_FEE_NAMES.reduce(
    (sum, name) => sum.plus(fees.get(name) ?? 0),
    new Decimal(0),
  );
  const written = Object.fromEntries(
    STOCK_FEE_NAMES.map((name) => [name, roundDecimal(fees.get(name) ?? '0', 2)]),
  ) as Record<StockFeeName, string>;
  return { ...written, total: roundDecimal(total, 2) };
}
