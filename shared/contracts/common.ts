import { z } from 'zod';

/** Spec §1: the two account sources, Gateway (funds, stocks, cash) and Fos (virtual assets). */
export const accountSource = z.enum(['gateway', 'fos']);

/** An account's source, lower case on the wire. */
export type AccountSource = z.infer<typeof accountSource>;

/** An account code as sent by a page; the server upper-cases Gateway codes (spec §5). */
export const accountCode = z.string().trim().min(1).max(32);

/** Spec §3: the interface languages, full locale codes. */
export const language = z.enum(['en', 'zh-HK', 'zh-CN']);

/** An interface language. */
export type Language = z.infer<typeof language>;

/** Spec §3 roles, as the server names them. */
export const role = z.enum(['god', 'system', 'admin', 'manager', 'advisor', 'user']);

/** An instant on the wire: an ISO 8601 string in UTC. */
export const isoDateTime = z.iso.datetime();

/** A session's id (a random UUID); it names the session in the `x-portico-session` header. */
export const sessionId = z.uuid();

/** A decimal number as a string (docs/DECISIONS.md §2: never a JS float for money). */
export const decimalString = z.string().regex(/^-?\d{1,30}(\.\d{1,20})?$/);

/** Fraction digits the books keep: their numeric columns are numeric(30, 10) (db/migrations). */
export const BOOK_FRACTION_DIGITS = 10;

/**
 * Integer digits an amount, price or quantity of a call's input may have. The books' columns
 * hold 20, and what is made of one input needs room above it (a balance sums many, HKD
 * conversions and fees multiply, a consideration is price times quantity): 15 digits leaves
 * that room and is far beyond any real order.
 */
export const MAX_INPUT_INTEGER_DIGITS = 15;

/** The `invalid_input` field code of a number beyond what the books hold (contracts/errors.ts). */
export const NUMBER_OUT_OF_RANGE = 'number_out_of_range';

/** Whether a decimal string fits the books: leading and trailing zeros take no room. */
function fitsBooks(text: string): boolean {
  const [whole = '', fraction = ''] = text.replace(/^-/, '').split('.');
  return (
    whole.replace(/^0+/, '').length <= MAX_INPUT_INTEGER_DIGITS &&
    fraction.replace(/0+$/, '').length <= BOOK_FRACTION_DIGITS
  );
}

/**
 * The decimal string of a call's input (every amount, price and quantity): `decimalString`
 * within what the books hold, else coded `number_out_of_range`, so no input can overflow a
 * numeric column into a 500. Answers keep the plain `decimalString`.
 */
export const decimalInput = decimalString.refine(fitsBooks, {
  params: { code: NUMBER_OUT_OF_RANGE },
});

/** The header that names the session a call acts for (docs/DECISIONS.md §4). */
export const SESSION_HEADER = 'x-portico-session';

/**
 * Set to `1` on a call the page makes by itself (polling, prefetch): the session gate then does
 * not count it as the person's activity, so the server's idle timeout still ends an unattended
 * session (spec §4 inactivity).
 */
export const BACKGROUND_HEADER = 'x-portico-background';
