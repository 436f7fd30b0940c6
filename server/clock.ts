/** The server's one source of the current time: a clock tests and the demo can move. */
export type Clock = () => Date;

/**
 * The process clock: the real time, or, when `start` is given (demo mode's DEMO_CLOCK_START),
 * time that reads `start` now and runs on at the real pace from there.
 */
export function serverClock(start: Date | null, realNow: () => number = Date.now): Clock {
  if (start === null) return () => new Date(realNow());
  const offset = start.getTime() - realNow();
  return () => new Date(realNow() + offset);
}
