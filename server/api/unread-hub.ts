import type { ClientRef } from '../backoffice/ports/client-ref';
import type { NotificationsPort } from '../backoffice/ports/notifications.port';
import { sseFrame } from './sse-stream';

/**
 * The unread hub (issue 14 §2): one per process. It hears the notifications port's `watchUnread`
 * (PostgreSQL LISTEN, or PGlite's, after commit, from any process) once for the whole process,
 * keeps the open streams by account, and when an account's count may have changed recounts it
 * once, however many announcements came within `coalesceMs`, and sends `unread` with the count
 * since the list was last opened to that account's streams only. An interrupted LISTEN (or its
 * start) recounts every account with a stream open.
 */

/** One stream's end: receives ready-made SSE frames. */
export type UnreadSink = { send(frame: string): void };

export type UnreadHubOptions = {
  notifications: Pick<NotificationsPort, 'countUnread' | 'watchUnread'>;
  /** Announcements for one account within this window make one recount; default 50 ms. */
  coalesceMs?: number;
  /** A recount that fails is reported here, never thrown. */
  onError?: (error: unknown) => void;
};

/** What the hub has done, for the bench and tests. */
export type UnreadHubStats = {
  streams: number;
  accounts: number;
  /** Announcements heard. */
  heard: number;
  /** Counts read for announcements (first frames not included). */
  recounts: number;
  /** `unread` frames written to streams. */
  framesSent: number;
};

export type UnreadHub = {
  /** Starts sending the account's streams `unread` on change; answers the function that stops it. */
  subscribe(client: ClientRef, sink: UnreadSink): () => void;
  /** The `unread` frame a stream starts with. */
  countFrame(client: ClientRef): Promise<string>;
  stats(): UnreadHubStats;
  /** Stops hearing announcements; subscriptions stay until their streams close. */
  stop(): void;
};

type Account = { client: ClientRef; sinks: Set<UnreadSink> };

/** Builds the hub; it hears announcements while at least one stream is open. */
export function createUnreadHub(options: UnreadHubOptions): UnreadHub {
  const { notifications } = options;
  const coalesceMs = options.coalesceMs ?? 50;
  const accounts = new Map<number, Account>();
  const dirty = new Set<number>();
  let flushTimer: NodeJS.Timeout | undefined;
  let unwatch: (() => void) | undefined;
  let isStopped = false;
  let streamCount = 0;
  const counters = { heard: 0, recounts: 0, framesSent: 0 };

  const frameOf = async (client: ClientRef) =>
    sseFrame('unread', {
      count: await notifications.countUnread(client, { sinceLastQuery: true }),
    });

  const flush = async () => {
    flushTimer = undefined;
    const due = [...dirty];
    dirty.clear();
    await Promise.all(
      due.map(async (accountId) => {
        const account = accounts.get(accountId);
        if (!account) return;
        try {
          counters.recounts += 1;
          const frame = await frameOf(account.client);
          for (const sink of account.sinks) {
            sink.send(frame);
            counters.framesSent += 1;
          }
        } catch (error) {
          options.onError?.(error);
        }
      }),
    );
  };

  const hear = (accountId: number) => {
    counters.heard += 1;
    if (accountId === 0) for (const id of accounts.keys()) dirty.add(id);
    else if (accounts.has(accountId)) dirty.add(accountId);
    if (dirty.size > 0 && !flushTimer) {
      flushTimer = setTimeout(() => void flush(), coalesceMs);
      flushTimer.unref();
    }
  };

  return {
    subscribe(client, sink) {
      if (!unwatch && !isStopped) unwatch = notifications.watchUnread(hear);
      let account = accounts.get(client.accountId);
      if (!account) {
        account = { client, sinks: new Set() };
        accounts.set(client.accountId, account);
      }
      account.sinks.add(sink);
      streamCount += 1;
      return () => {
        const current = accounts.get(client.accountId);
        if (!current?.sinks.delete(sink)) return;
        streamCount -= 1;
        if (current.sinks.size === 0) accounts.delete(client.accountId);
      };
    },
    countFrame: frameOf,
    stats: () => ({ streams: streamCount, accounts: accounts.size, ...counters }),
    stop() {
      isStopped = true;
      clearTimeout(flushTimer);
      unwatch?.();
      unwatch = undefined;
    },
  };
}
