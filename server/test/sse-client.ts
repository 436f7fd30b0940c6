import http from 'node:http';
import { SESSION_HEADER } from '../../shared/contracts/common';
import type { BrowserSession } from './auth-client';

/**
 * An SSE client for the live streams' tests (quotes, the unread count) through real HTTP (an SSE
 * body never ends, so not `inject`): it opens a stream as a browser would and parses its frames.
 */

/** One event as the client parsed it. */
export type StreamEvent = { event: string; data: unknown };

/** An SSE client of one stream. */
export type SseClient = {
  status: number;
  body: string;
  events: StreamEvent[];
  /** The first event of a type that satisfies `test`, waiting up to `timeoutMs` (3 s). */
  next(
    event: string,
    test?: (data: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<StreamEvent>;
  /** The events of a type so far. */
  all(event: string): StreamEvent[];
  ended: Promise<void>;
  close(): void;
};

function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/**
 * Opens `path` on `base` as a browser would: the session header (or ?session=) and its cookie;
 * `localAddress` (a loopback address such as 127.0.0.2) is the client address the server sees.
 */
export function openSse(
  base: string,
  path: string,
  session: BrowserSession | null,
  options: { viaQuery?: boolean; withCookie?: boolean; localAddress?: string } = {},
): Promise<SseClient> {
  const headers: Record<string, string> = {};
  let url = `${base}${path}`;
  if (session) {
    if (options.withCookie !== false) headers.cookie = cookieHeader(session.cookies);
    if (options.viaQuery) url += `${url.includes('?') ? '&' : '?'}session=${session.sessionId}`;
    else headers[SESSION_HEADER] = session.sessionId;
  }
  return new Promise((resolve, reject) => {
    const { localAddress } = options;
    const request = http.get(url, { headers, localAddress }, (response) => {
      const events: StreamEvent[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let body = '';
      let resolveEnded: () => void = () => undefined;
      const ended = new Promise<void>((done) => (resolveEnded = done));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
        buffer += chunk;
        let split = buffer.indexOf('\n\n');
        while (split >= 0) {
          const frame = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1] ?? 'message';
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          events.push({ event, data: data === undefined ? undefined : JSON.parse(data) });
          split = buffer.indexOf('\n\n');
        }
        for (const waiter of waiters) waiter();
      });
      response.on('end', resolveEnded);
      response.on('close', resolveEnded);
      resolve({
        status: response.statusCode ?? 0,
        get body() {
          return body;
        },
        events,
        ended,
        all: (event) => events.filter((candidate) => candidate.event === event),
        next: (event, test = () => true, timeoutMs = 3_000) =>
          new Promise((found, failed) => {
            const check = () => {
              const match = events.find(
                (candidate) =>
                  candidate.event === event && test(candidate.data as Record<string, unknown>),
              );
              if (!match) return false;
              waiters.delete(check);
              clearTimeout(timer);
              found(match);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              failed(
                new Error(
                  `no matching ${event} event; got ${JSON.stringify(events.map((e) => e.data))}`,
                ),
              );
            }, timeoutMs);
            if (!check()) waiters.add(check);
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
