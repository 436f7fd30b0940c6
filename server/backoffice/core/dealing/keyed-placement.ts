import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * The dealing core's idempotency (docs/DECISIONS.md §5): every order or cash instruction is placed
 * under a client's idempotency key. The key is read once, inside the placement's transaction; the
 * same request again answers the first placement, other content under the key is refused, and a
 * concurrent twin that loses the unique index answers the winner's placement (as does a repeated
 * request of an area that reads the key only on a refusal or a lost unique index).
 */

/** What a placement under a key needs from its area. */
export type KeyedPlacement<Row extends { requestHash: string }, Answer> = {
  /**
   * The digest of the request's content, as `requestHashOf` (ports/request-hash.ts) makes it for
   * every area, so that what means the same ("100" and "100.00") is the same request.
   */
  requestHash: string;
  /** The rows already placed under the key (none: a new placement). */
  findByKey(db: Kysely<Database>): Promise<Row[]>;
  /** The answer to a replay of the same request. */
  replay(rows: Row[]): Answer;
  /** The answer to the key reused with other content (funds: code 22, stocks: 8247). */
  conflict(): Answer;
  /** Checks and places the new instruction in the transaction. */
  place(db: Kysely<Database>): Promise<Answer>;
  /**
   * Whether an answer of `place` is a refusal. An area that says so has its key read only when
   * the key may matter (issue 22 §4): a new placement goes straight to its checks and its insert,
   * whose unique index refuses a key already used; a refusal reads the key before it answers, so
   * a request repeated after its first placement still answers that placement (or the conflict),
   * whatever the checks would say now. That saves a new placement the key's round trip.
   */
  isRefusal?: (answer: Answer) => boolean;
};

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

function answerFor<Row extends { requestHash: string }, Answer>(
  placement: KeyedPlacement<Row, Answer>,
  rows: Row[],
): Answer | null {
  if (rows.length === 0) return null;
  const isSame = rows.every((row) => row.requestHash === placement.requestHash);
  return isSame ? placement.replay(rows) : placement.conflict();
}

/** Places once per key, in one transaction that reads the key first (or, see isRefusal, last). */
export async function placeUnderKey<Row extends { requestHash: string }, Answer>(
  db: Kysely<Database>,
  placement: KeyedPlacement<Row, Answer>,
): Promise<Answer> {
  const { isRefusal } = placement;
  try {
    return await db.transaction().execute(async (trx) => {
      if (!isRefusal) {
        const earlier = answerFor(placement, await placement.findByKey(trx));
        return earlier ?? placement.place(trx);
      }
      const answer = await placement.place(trx);
      if (!isRefusal(answer)) return answer;
      return answerFor(placement, await placement.findByKey(trx)) ?? answer;
    });
  } catch (error) {
    // A concurrent twin committed first: its rows are the answer.
    const again = isUniqueViolation(error)
      ? answerFor(placement, await placement.findByKey(db))
      : null;
    if (again !== null) return again;
    throw error;
  }
}
