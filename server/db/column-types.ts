import type { ColumnType } from 'kysely';

/** Column kinds every table file shares (docs/DECISIONS.md §2: numerics are decimal strings). */

/** A timestamptz column: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A nullable timestamptz column, optional on insert. */
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** An identity column: generated, never written. */
export type Identity = ColumnType<number, never, never>;

/** A numeric column: read as an exact decimal string, written as one. */
export type Numeric = ColumnType<string, string, string>;

/** A nullable numeric column, optional on insert. */
export type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;

/** A JSON array column of strings (jsonb): read as an array, written as its JSON text. */
export type JsonStrings<T extends string> = ColumnType<T[], string | undefined, string>;
