import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';

/**
 * The digest a placement's `requestHash` carries (funds, stocks, IPO, cash): under one
 * idempotency key the same digest is a replay, another one a conflict (the dealing core's
 * `keyed-placement.ts`). It lives beside the ports, not in the core, because the portal's commands
 * make it for the funds, stocks and IPO ports while the cash back office makes its own, and every
 * one of them must make it the same way.
 *
 * The content is written canonically, so a request that means the same digests the same: object
 * keys sorted, absent, undefined and null fields alike, and the fields named as decimals written by
 * their value ("100", "100.00" and "1e2" are one amount). Other strings stay as they are: a
 * symbol "00700" or a bank account "0123" is an identifier, not a number.
 */

/** What a request's content may hold; bytes (a proof's file) count by their own digest. */
export type RequestContent =
  | string
  | number
  | boolean
  | null
  | undefined
  | Uint8Array
  | readonly RequestContent[]
  | { readonly [field: string]: RequestContent };

/** Its own settings, so a change of the global decimal.js ones cannot change a digest. */
const CanonicalDecimal = Decimal.clone({ toExpNeg: -7, toExpPos: 21 });

/** A decimal written in plain or exponent notation; anything else is kept as it was typed. */
const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

const digest = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

function canonical(
  value: RequestContent,
  decimals: ReadonlySet<string>,
  isDecimal = false,
): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') {
    const isAmount = isDecimal && DECIMAL_TEXT.test(value);
    return JSON.stringify(isAmount ? new CanonicalDecimal(value).toString() : value);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  if (value instanceof Uint8Array) return JSON.stringify(digest(value));
  if (Array.isArray(value)) {
    const items = value as readonly RequestContent[];
    return `[${items.map((item) => canonical(item, decimals, isDecimal)).join(',')}]`;
  }
  const fields = Object.entries(value as { readonly [field: string]: RequestContent })
    .filter(([, item]) => item !== undefined && item !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(
      ([field, item]) =>
        `${JSON.stringify(field)}:${canonical(item, decimals, decimals.has(field))}`,
    );
  return `{${fields.join(',')}}`;
}

/**
 * The digest of a request's content. `decimals` names the fields (at any depth) that hold
 * amounts, prices or quantities as decimal strings.
 */
export function requestHashOf(content: RequestContent, decimals: readonly string[] = []): string {
  return digest(canonical(content, new Set(decimals)));
}
