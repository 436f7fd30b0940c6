import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyFor } from './currency';
import { scaledDecimal } from './decimal-arbitrary';
import { FUND_ORDER_RESULT } from './fund-order-result';
import {
  checkRedemption,
  checkSubscription,
  checkSwitchProceeds,
  feeFor,
  priceRedemption,
  priceSubscription,
} from './fund-pricing';

const HKD = currencyFor('HKD');
const fivePercent = { percent: '5', minimum: '100' };
const noFee = { percent: '0', minimum: '0' };

const positive = (maxUnits: bigint, scale: number) =>
  fc.bigInt(1n, maxUnits).map((units) => scaledDecimal(units, scale));

describe('fees', () => {
  it.each([
    ['10000', { percent: '1.5', minimum: '10' }, '150.00'],
    ['100', { percent: '1.5', minimum: '10' }, '10.00'],
    ['5', { percent: '1.5', minimum: '10' }, '5.00'],
    ['333.33', { percent: '1.5', minimum: '0' }, '5.00'],
    ['1000.10', { percent: '0.25', minimum: '0' }, '2.50'],
    ['1000.30', { percent: '0.25', minimum: '0' }, '2.50'],
    ['1001.00', { percent: '0.25', minimum: '0' }, '2.50'],
    ['1002.00', { percent: '0.25', minimum: '0' }, '2.51'],
  ])('fee on %s at %o is %s', (gross, fee, expected) => {
    expect(feeFor(gross, fee, HKD)).toBe(expected);
  });
});

describe('subscription pricing', () => {
  it('takes the fee, then floors the units to the fund precision', () => {
    // 9500 / 12.3456 = 769.50492...
    expect(
      priceSubscription({
        amount: '10000',
        nav: '12.3456',
        fee: fivePercent,
        currency: HKD,
        unitPrecision: 3,
      }),
    ).toEqual({ fee: '500.00', netAmount: '9500.00', units: '769.504' });
  });

  it('never rounds units up, even a hair below a whole unit', () => {
    const priced = priceSubscription({
      amount: '2.99',
      nav: '1.5',
      fee: noFee,
      currency: HKD,
      unitPrecision: 0,
    });
    expect(priced.units).toBe('1');
  });

  it('buys at most what the net amount pays for, and less than one more unit', () => {
    fc.assert(
      fc.property(
        positive(10n ** 12n, 2),
        positive(10n ** 8n, 4),
        fc.integer({ min: 0, max: 6 }),
        (amount, nav, unitPrecision) => {
          const priced = priceSubscription({
            amount,
            nav,
            fee: fivePercent,
            currency: HKD,
            unitPrecision,
          });
          const units = new Decimal(priced.units);
          const step = new Decimal(10).pow(-unitPrecision);
          expect(units.decimalPlaces()).toBeLessThanOrEqual(unitPrecision);
          expect(units.mul(nav).lte(priced.netAmount)).toBe(true);
          expect(units.add(step).mul(nav).gt(priced.netAmount)).toBe(true);
          expect(new Decimal(priced.fee).add(priced.netAmount).toFixed(2)).toBe(
            new Decimal(amount).toFixed(2),
          );
        },
      ),
    );
  });
});

describe('redemption pricing', () => {
  it('floors the proceeds to the currency precision', () => {
    // 123.457 * 10.1234 = 1249.8045338, fee 1 % = 12.50
    expect(
      priceRedemption({
        units: '123.457',
        nav: '10.1234',
        fee: { percent: '1', minimum: '0' },
        currency: HKD,
      }),
    ).toEqual({ grossAmount: '1249.80', fee: '12.50', proceeds: '1237.30' });
  });

  it('never pays more than the gross value less the fee, nor a negative amount', () => {
    fc.assert(
      fc.property(positive(10n ** 10n, 3), positive(10n ** 8n, 4), (units, nav) => {
        const priced = priceRedemption({ units, nav, fee: fivePercent, currency: HKD });
        const gross = new Decimal(units).mul(nav);
        const proceeds = new Decimal(priced.proceeds);
        expect(proceeds.gte(0)).toBe(true);
        expect(proceeds.add(priced.fee).lte(gross)).toBe(true);
        expect(gross.sub(priced.fee).sub(proceeds).lt('0.01')).toBe(true);
      }),
    );
  });
});

describe('subscription checks', () => {
  const fund = {
    minimumInitialSubscription: '10000',
    minimumSubsequentSubscription: '5000',
    subscriptionFee: fivePercent,
  };
  const check = (amount: string, isHolder = false, availableCash = '50000') =>
    checkSubscription({ amount, fund, currency: HKD, isHolder, availableCash });

  it.each([
    ['10000', false, FUND_ORDER_RESULT.success],
    ['9999.99', false, FUND_ORDER_RESULT.invalidSubscriptionAmount],
    ['5000', true, FUND_ORDER_RESULT.success],
    ['4999', true, FUND_ORDER_RESULT.invalidSubscriptionAmount],
    ['10000.001', false, FUND_ORDER_RESULT.invalidSubscriptionAmount],
    ['0', true, FUND_ORDER_RESULT.invalidSubscriptionAmount],
    ['-10000', false, FUND_ORDER_RESULT.invalidSubscriptionAmount],
    ['1e5', false, FUND_ORDER_RESULT.invalidSubscriptionAmount],
    ['60000', false, FUND_ORDER_RESULT.insufficientPurchasingPower],
  ])('amount %s (holder %s) gives code %i', (amount, isHolder, code) => {
    expect(check(amount, isHolder)).toBe(code);
  });

  it('refuses an amount the minimum fee would swallow', () => {
    const cheap = {
      ...fund,
      minimumInitialSubscription: '1',
      subscriptionFee: { percent: '0', minimum: '100' },
    };
    const result = checkSubscription({
      amount: '100',
      fund: cheap,
      currency: HKD,
      isHolder: false,
      availableCash: '1000',
    });
    expect(result).toBe(FUND_ORDER_RESULT.invalidSubscriptionAmount);
  });
});

describe('redemption checks', () => {
  const fund = { minimumHoldingUnits: '100', minimumRedemptionUnits: '50', unitPrecision: 3 };
  it.each([
    ['200', '1000', FUND_ORDER_RESULT.success],
    ['1000', '1000', FUND_ORDER_RESULT.success],
    ['30', '30', FUND_ORDER_RESULT.success], // the whole holding, though below the minimum redemption
    ['30', '1000', FUND_ORDER_RESULT.invalidRedemptionQuantity],
    ['1000.001', '1000', FUND_ORDER_RESULT.insufficientQuantity],
    ['950', '1000', FUND_ORDER_RESULT.belowMinimumHolding],
    ['10.0001', '1000', FUND_ORDER_RESULT.invalidRedemptionQuantity],
    ['0', '1000', FUND_ORDER_RESULT.invalidRedemptionQuantity],
    ['abc', '1000', FUND_ORDER_RESULT.invalidRedemptionQuantity],
  ])('%s of %s units gives code %i', (units, availableUnits, code) => {
    expect(checkRedemption({ units, fund, availableUnits })).toBe(code);
  });
});

describe('switch checks', () => {
  const target = { minimumInitialSubscription: '10000', minimumSubsequentSubscription: '5000' };
  it('asks 105 % of the switch-in minimum from the estimated proceeds', () => {
    expect(checkSwitchProceeds({ estimatedProceeds: '10500', target, isHolder: false })).toBe(0);
    expect(checkSwitchProceeds({ estimatedProceeds: '10499.99', target, isHolder: false })).toBe(
      FUND_ORDER_RESULT.invalidSubscriptionAmount,
    );
    expect(checkSwitchProceeds({ estimatedProceeds: '5250', target, isHolder: true })).toBe(0);
  });
});
