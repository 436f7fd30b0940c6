import pg from 'pg';

/**
 * Result type parsing shared by both databases, so a query answers the same JS types on PGlite
 * and PostgreSQL (docs/DECISIONS.md §2): int8 -> number (never silently rounded), numeric -> exact
 * decimal string, timestamptz -> Date, date -> 'YYYY-MM-DD'. Every other type uses node-postgres's
 * parser on both.
 */

/** PostgreSQL type oids that Portico's own parsers handle. */
export const typeOids = { int8: 20, numeric: 1700, date: 1082, timestamptz: 1184 } as const;

/** int8 as a JS number; throws beyond Number.MAX_SAFE_INTEGER rather than lose digits. */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`int8 value ${text} is outside the safe integer range of a JS number`);
  }
  return value;
}

const keepText = (text: string): string => text;

const ownParsers: Readonly<Record<number, (text: string) => unknown>> = {
  [typeOids.int8]: parseInt8,
  [typeOids.numeric]: keepText,
  [typeOids.date]: keepText,
};

/** The text-format parser for a type oid, as both databases use it. */
export function getTypeParser(oid: number): (text: string) => unknown {
  return ownParsers[oid] ?? (pg.types.getTypeParser(oid, 'text') as (text: string) => unknown);
}

/** node-postgres's per-pool type configuration (no global mutation of pg.types). */
export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    format === 'binary'
      ? (pg.types.getTypeParser(oid, 'binary') as unknown)
      : getTypeParser(oid)) as pg.CustomTypesConfig['getTypeParser'],
};

// The built-in types a Portico schema uses (bool, bytea, int2/4/8, text, json, float4/8, varchar,
// date, timestamp, timestamptz, numeric, uuid, jsonb); PGlite needs them listed by oid.
const pgliteOids = [
  16, 17, 20, 21, 23, 25, 114, 700, 701, 1043, 1082, 1114, 1184, 1700, 2950, 3802,
] as const;

/** PGlite's parser table, built from the same parsers as node-postgres's. */
export const pgliteParsers: Record<number, (text: string) => unknown> = Object.fromEntries(
  pgliteOids.map((oid) => [oid, getTypeParser(oid)]),
);
