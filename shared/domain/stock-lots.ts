import Decimal from 'decimal.js';
import { toDecimal, toPlainString, type DecimalInput } from './decimal';

/**
 * Board lots (hk-market-facts §3.4): the exchange matches only whole multiples of a stock's board
 * lot; less than one lot is an odd lot for the odd-lot market (order type `Odd`). A US stock's
 * board lot is 1 share. Quantities are decimal strings; shares are whole.
 */

/** HKEX Top Questions: an order is at most 3,000 board lots (spec §8 8314 above it). */
export const MAX_BOARD_LOTS_PER_ORDER = 3000;

function lotOf(boardLot: DecimalInput | number): Decimal {
  const lot = typeof boardLot === 'number' ? new Decimal(boardLot) : toDecimal(boardLot);
  if (!lot.isInteger() || lot.lte(0)) {
    throw new RangeError(`A board lot is a positive whole number, got ${lot.toString()}`);
  }
  return lot;
}

/** Whether a quantity is a positive whole number of shares. */
export function isWholeShareQuantity(quantity: DecimalInput): boolean {
  const value = toDecimal(quantity);
  return value.isInteger() && value.gt(0);
}

/** Whether a quantity is one or more whole board lots (spec §8 8204 otherwise, for board-lot orders). */
export function isBoardLotMultiple(
  quantity: DecimalInput,
  boardLot: DecimalInput | number,
): boolean {
  const value = toDecimal(quantity);
  return isWholeShareQuantity(value) && value.mod(lotOf(boardLot)).isZero();
}

/** Whether a quantity is an odd lot: whole shares, more than none and fewer than one board lot. */
export function isOddLotQuantity(quantity: DecimalInput, boardLot: DecimalInput | number): boolean {
  const value = toDecimal(quantity);
  return isWholeShareQuantity(value) && value.lt(lotOf(boardLot));
}

/** The largest quantity one order may carry: 3,000 board lots (§3.2). */
export function maxOrderQuantity(boardLot: DecimalInput | number): string {
  return toPlainString(lotOf(boardLot).mul(MAX_BOARD_LOTS_PER_ORDER));
}

/** A quantity cut down to whole board lots (max buy and sell figures); never negative. */
export function roundDownToBoardLot(
  quantity: DecimalInput,
  boardLot: DecimalInput | number,
): string {
  const value = toDecimal(quantity);
  if (value.lte(0)) return '0';
  const lot = lotOf(boardLot);
  return toPlainString(value.div(lot).floor().mul(lot));
}
