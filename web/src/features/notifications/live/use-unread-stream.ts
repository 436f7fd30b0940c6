import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BASE_PATH } from '../../../lib/base-path';
import { openReconnectingEventSource } from '../../../lib/event-source-reconnect';
import { notificationKeys } from '../api/notification';

/**
 * The live unread count (issue 14 §2) over the unread stream
 * (`GET /portal/api/stream/notifications`): `unread` with `{"count": n}` first and whenever the
 * count may have changed for the account, in any tab or process; `heartbeat` every 15 s. The
 * count goes into the query cache where the bell reads it. On an error the stream is closed and
 * opened again after a growing pause (lib/event-source-reconnect.ts); the reconnect's first
 * event is the right count, so nothing missed while away lingers. The session is named in the
 * query (an EventSource sends no headers); its httpOnly cookie goes with the request.
 */

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
    return openReconnectingEventSource(unreadStreamUrl(sessionId), {
      unread: (event, markConnected) => {
        const count = countOf(event);
        if (count === null) return;
        markConnected();
        queryClient.setQueryData(notificationKeys(accountCode).unread(), { count });
      },
    });
  }, [accountCode, sessionId, queryClient]);
}
