import type { ColumnType } from 'kysely';
import type { Identity, Timestamp } from './column-types';

/** The advisor book's tables (issue 27), part of `Database` in schema.ts. */

/** The `manager_link` table: which advisors a manager manages (their clients form its book). */
export type ManagerLinkTable = {
  managerAccountId: number;
  advisorAccountId: number;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
};

/** The `advisor_note` table: an advisor's dated note on a client, private to its author. */
export type AdvisorNoteTable = {
  id: Identity;
  advisorAccountId: number;
  clientAccountId: number;
  text: string;
  createdAt: Timestamp;
};

declare module './schema' {
  interface Database {
    managerLink: ManagerLinkTable;
    advisorNote: AdvisorNoteTable;
  }
}
