import type { ColumnType } from 'kysely';
import type { PickKind } from '../../shared/domain/house-pick';
import type { Timestamp } from './column-types';
import type { PlanText } from './schema-plans';

/** The house picks' table (issue 30), part of `Database` in schema.ts. */

/** The `house_pick` table: one pick of a kind's ordered list. */
export type HousePickTable = {
  kind: PickKind;
  position: number;
  /** A fund id or a stock symbol. */
  instrumentId: string;
  /** jsonb, read as the texts, written as their JSON text. */
  note: ColumnType<PlanText, string, string>;
  /** Hong Kong dates `YYYY-MM-DD`, both inclusive. */
  validFrom: string;
  validTo: string;
  updatedAt: Timestamp;
  updatedBy: string | null;
};

declare module './schema' {
  interface Database {
    housePick: HousePickTable;
  }
}
