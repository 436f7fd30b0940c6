import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { executeTogether, type PendingWrite } from '../../../db/write-together';
import { notificationsWrite, type NotificationDraft } from '../notifications/notification-outbox';

/**
 * The dealing core's status machine (docs/DECISIONS.md §5): an instruction's status moves only
 * along its area's typed transition table (in `shared/domain`), and every move is stored with its
 * time in the caller's transaction, so the stored history is always the instruction's real path.
 * The caller holds the instruction's row lock; a move the table forbids is a bug and throws (the
 * transaction rolls back).
 */

/** One stored move; `from` null is the placement. */
export type StatusChange<S extends string> = {
  instructionId: number;
  from: S | null;
  to: S;
  at: Date;
};

/** What an area gives the machine: its table, and how its rows are updated and moves stored. */
export type StatusMachineSpec<S extends string, Row extends { id: number; status: S }, Changes> = {
  /** The instruction kind, for error messages. */
  kind: string;
  canTransition(from: S, to: S): boolean;
  update(
    db: Kysely<Database>,
    id: number,
    changes: Changes & { status: S; updatedAt: Date },
  ): Promise<Row>;
  /** The write storing moves, to run alone or with the placement's other writes. */
  recordWrite(db: Kysely<Database>, changes: readonly StatusChange<S>[]): PendingWrite;
  /**
   * The notifications a move makes for the client (issue 14 §1), from the moved row: written in
   * the same statement as the move's record, so they exist exactly when the move does. An area
   * names the moves its clients care about; none by default.
   */
  notify?(row: Row, change: StatusChange<S>): readonly NotificationDraft[];
};

/** An area's status machine. */
export type StatusMachine<S extends string, Row extends { id: number; status: S }, Changes> = {
  /** Moves `row` to `to` with `changes`, recording the move; answers the updated row. */
  move(db: Kysely<Database>, row: Row, to: S, now: Date, changes?: Changes): Promise<Row>;
  /** The write recording new rows' placement: each starts its history in its first status. */
  placementWrite(db: Kysely<Database>, rows: readonly Row[], now: Date): PendingWrite;
};

/** Builds an area's status machine from its table. */
export function createStatusMachine<
  S extends string,
  Row extends { id: number; status: S },
  Changes,
>(spec: StatusMachineSpec<S, Row, Changes>): StatusMachine<S, Row, Changes> {
  return {
    async move(db, row, to, now, changes) {
      if (!spec.canTransition(row.status, to)) {
        throw new Error(`${spec.kind} ${row.id} cannot move from ${row.status} to ${to}`);
      }
      const moved = await spec.update(db, row.id, {
        ...(changes as Changes),
        status: to,
        updatedAt: now,
      });
      const change = { instructionId: row.id, from: row.status, to, at: now };
      await executeTogether(db, [
        spec.recordWrite(db, [change]),
        ...notificationsWrite(db, spec.notify?.(moved, change) ?? []),
      ]);
      return moved;
    },
    placementWrite(db, rows, now) {
      return spec.recordWrite(
        db,
        rows.map((row) => ({ instructionId: row.id, from: null, to: row.status, at: now })),
      );
    },
  };
}
