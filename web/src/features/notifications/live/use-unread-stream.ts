import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BASE_PATH } from '../../../lib/base-path';
import { notificationKeys } from '../api/notification';

/**
 * The live unread count (issue 14 §2) over the unread stream
 * (`GET /portal/api/stream/notifications`): `unread` with `{"count": n}` first and whenever the
 * count may have changed for the account, in any tab or process; `heartbeat` every 15 s. The
 * count goes into the query cache where the bell reads it. On an error the stream is closed and
 * opened again after a growing pause (1 s, 2 s, 4 s … 30 s, with jitter); the reconnect's first
 * event is the right count, so nothing missed while away lingers. The session is named in the
 * query (an EventSource sends no headers); its httpOnly cookie goes with the request.
 */

/** The first pause before reconnecting, and the longest. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The pause before reconnect attempt `attempt` (0-based): doubling, capped, ±20 % jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The stream's address for a session. */
export function unreadStreamUrl(sessionId: string): string {
  return `${BASE_PATH}/api/stream/notifications?${new URLSearchParams({ session: sessionId }).toString()}`;
}

function countOf(event: Event): number | null {
  try {
    const data = JSON.parse((event as MessageEvent<string>).data) as { count?: unknown };
    return typeof data.count === 'number' && Number.isInteger(data.count) && data.count >= 0
      ? data.count
      : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the cached unread count of `accountCode` live while `sessionId` is set. Does nothing
 * where the browser has no EventSource (the count then stays as loaded).
 */
export function useUnreadStream(accountCode: string | null, sessionId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (accountCode === null || sessionId === null || typeof EventSource === 'undefined') {
      return undefined;
    }
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let isDone = false;

    const open = () => {
      const stream = new EventSource(unreadStreamUrl(sessionId));
      source = stream;
      stream.addEventListener('unread', (event) => {
        const count = countOf(event);
        if (count === null) return;
        attempt = 0;
        queryClient.setQueryData(notificationKeys(accountCode).unread(), { count });
      });
      stream.addEventListener('error', () => {
        // The browser would retry at its own pace and keep no back-off: close and retry here.
        stream.close();
        if (isDone || source !== stream) return;
        source = null;
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
  }, [accountCode, sessionId, queryClient]);
}
