/** Spec §9: each liveness request times out after 30 s. */
export const LIVENESS_REQUEST_TIMEOUT_MS = 30_000;

/**
 * Spec §9 liveness polling: the delay before the next poll, given how many are done: 1 s at
 * first, 5 s once 3 polls are done, 30 s after 10 and 60 s after 30, so a long outage costs
 * the server little.
 */
export function nextPollDelayMs(pollsDone: number): number {
  if (!Number.isInteger(pollsDone) || pollsDone < 0) {
    throw new RangeError(`pollsDone must be a whole number of polls, got ${pollsDone}`);
  }
  if (pollsDone >= 30) return 60_000;
  if (pollsDone >= 10) return 30_000;
  if (pollsDone >= 3) return 5_000;
  return 1_000;
}
