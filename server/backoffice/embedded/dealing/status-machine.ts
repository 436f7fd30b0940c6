import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * The dealing core's status machine (ARCHITECTURE.md §5): an instruction's status moves only
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
  record(db: Kysely<Database>, changes: readonly StatusChange<S>[]): Promise<void>;
};

/** An area's status machine. */
export type StatusMachine<S extends string, Row extends { id: number; status: S }, Changes> = {
  /** Moves `row` to `to` with `changes`, recording the move; answers the updated row. */
  move(db: Kysely<Database>, row: Row, to: S, now: Date, changes?: Changes): Promise<Row>;
  /** Records the placement of new rows: each starts its history in its first status. */
  recordPlacement(db: Kysely<Database>, rows: readonly Row[], now: Date): Promise<void>;
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
      await spec.record(db, [{ instructionId: row.id, from: row.status, to, at: now }]);
      return moved;
    },
    recordPlacement(db, rows, now) {
      return spec.record(
        db,
        rows.map((row) => ({ instructionId: row.id, from: null, to: row.status, at: now })),
      );
    },
  };
}
