/**
 * An EventSource that reconnects with back-off: on an error the stream is closed and opened again
 * after a growing pause (1 s, 2 s, 4 s … 30 s, with jitter), where the browser would retry at its
 * own pace and keep no back-off. The live streams (unread count, quotes) open theirs here.
 */

/** The first pause before reconnecting, and the longest. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The pause before reconnect attempt `attempt` (0-based): doubling, capped, ±20 % jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * A listener of one named event; it calls `markConnected` once the stream has said something
 * good (its first snapshot or count), so the next error starts the back-off afresh.
 */
export type StreamListener = (event: Event, markConnected: () => void) => void;

/**
 * Opens an EventSource at `url` with `listeners` on its named events, and opens it again after
 * `reconnectDelay` whenever it fails (`onReconnecting` is told as it waits). Returns a function
 * that closes it for good.
 */
export function openReconnectingEventSource(
  url: string,
  listeners: Record<string, StreamListener>,
  onReconnecting?: () => void,
): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let isDone = false;
  const markConnected = () => {
    attempt = 0;
  };

  const open = () => {
    const stream = new EventSource(url);
    source = stream;
    for (const [type, listener] of Object.entries(listeners)) {
      stream.addEventListener(type, (event) => listener(event, markConnected));
    }
    stream.addEventListener('error', () => {
      stream.close();
      if (isDone || source !== stream) return;
      source = null;
      onReconnecting?.();
      timer = setTimeout(open, reconnectDelay(attempt));
      attempt += 1;
    });
  };

  open();
  return () => {
    isDone = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };
}
