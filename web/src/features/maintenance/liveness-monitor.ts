import { nextPollDelayMs } from '@shared/domain/liveness';

/** What one liveness poll found (spec §4, app liveness). */
export type LivenessResult =
  { isAlive: true; serverId: string } | { isAlive: false; error: unknown };

/** Asks the server for its id once; rejects when it cannot. */
export type LivenessCheck = () => Promise<string>;

/**
 * Polls `check` on the spec §9 schedule (1 s, then 5 s after 3 polls, 30 s after 10, 60 s after
 * 30), one request at a time, reporting every result until the returned stop function is called.
 * A new monitor starts the schedule from the beginning.
 */
export function startLivenessMonitor(
  check: LivenessCheck,
  onResult: (result: LivenessResult) => void,
): () => void {
  let pollsDone = 0;
  let isStopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const poll = async () => {
    let result: LivenessResult;
    try {
      result = { isAlive: true, serverId: await check() };
    } catch (error) {
      result = { isAlive: false, error };
    }
    if (isStopped) return;
    pollsDone += 1;
    onResult(result);
    if (!isStopped) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => void poll(), nextPollDelayMs(pollsDone));
  };

  schedule();
  return () => {
    isStopped = true;
    clearTimeout(timer);
  };
}
