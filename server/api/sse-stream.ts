import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BACKGROUND_HEADER,
  SESSION_HEADER,
  sessionId as sessionIdSchema,
} from '../../shared/contracts/common';
import type { ErrorBody } from '../../shared/contracts/errors';
import type { ActingSession } from '../auth/acting';
import type { SessionGate } from '../auth/session-gate';
import { UnauthenticatedError } from '../http/errors';
import { API_CACHE_CONTROL } from '../http/no-store';
import { createStreamRegistry, type StreamRegistry } from './stream-registry';

/**
 * The server-sent-event machinery every live stream shares (quotes, the unread count): the
 * session check of a stream request, the per-session and per-address stream limits, the
 * response's headers, dropping a reader too slow to follow, the session re-check of open streams,
 * ending a session's streams when it ends (stream-registry.ts), optional heartbeats, and ending
 * every stream at shutdown.
 *
 * Authenticated as the calls are: the session is named by the `x-portico-session` header or,
 * since a browser EventSource cannot send headers, the `session` query parameter; the session's
 * httpOnly SameSite=Strict cookie is required either way (the id alone is no credential, and no
 * other site can make the browser send the cookie). A stream is background traffic: it never
 * counts as the person's activity. A logout or kick ends the session's streams at once (through
 * the registry); while open, the session is also checked again every minute, so an idle kick or a
 * token expiry ends the stream too (the page reconnects after a refresh).
 */

/** Streams one session may hold open at once, per kind of stream (tabs × pages); one more answers 429. */
export const MAX_STREAMS_PER_SESSION = 5;
/** A stream whose unsent data passes this is too slow to follow and is closed. */
const MAX_BUFFERED_BYTES = 1_000_000;

/** One SSE frame: the event name and its JSON data. */
export function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** One open stream. */
export type SseStream = {
  /** Writes one frame; a reader that cannot keep up is dropped instead. */
  send(frame: string): void;
  close: () => void;
  /** Runs `listener` once when the stream ends (client gone, session ended, shutdown). */
  onClose(listener: () => void): void;
};

/** A stream slot held for a session while the first frame is prepared. */
export type SseReservation = {
  /** Answers 200 with the event-stream headers and opens the stream. */
  open(request: FastifyRequest, reply: FastifyReply): SseStream;
  /** Gives the slot back (the first frame could not be made). */
  release(): void;
};

export type SseStreamsOptions = {
  sessionGate: Pick<SessionGate, 'authenticate'>;
  clock: () => Date;
  /** Names the stream kind in logs. */
  label: string;
  /** Between session re-checks of an open stream; default 60 s. */
  sessionCheckMs?: number;
  maxStreamsPerSession?: number;
  /**
   * The process's streams of every kind (the per-address limit, ending a session's streams);
   * default: one of this kind's own, with no per-address limit.
   */
  registry?: StreamRegistry;
  /** When set, every open stream gets a `heartbeat` this often. */
  heartbeatMs?: number;
  /** Runs at shutdown once every stream has ended (stops the hub feeding them). */
  onShutdown?: () => void;
};

/** The open streams of one kind in one process. */
export type SseStreams = {
  /** The session a stream request names (header or `?session=`), with its cookie; 401 otherwise. */
  authenticate(request: FastifyRequest): Promise<ActingSession>;
  /**
   * Holds a slot for the session and its client address; null when either already has its
   * maximum open (answer 429).
   */
  reserve(sessionId: string, clientAddress: string): SseReservation | null;
  /** Open streams now. */
  size(): number;
};

type OpenStream = {
  sessionId: string;
  cookies: Record<string, string | undefined>;
  stream: SseStream;
};

/** Answers a coded error before the stream opens. */
export function refuse(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.code(status).send(body);
}

/** The 429 of a session or an address at its stream limit. */
export function refuseTooMany(reply: FastifyReply) {
  return refuse(reply, 429, { code: 'rate_limited', retryAfterSeconds: 5 });
}

/** The request as the session gate reads it: the named session, marked as background traffic. */
function gateRequest(
  sessionId: string,
  cookies: Record<string, string | undefined>,
): FastifyRequest {
  return {
    headers: { [SESSION_HEADER]: sessionId, [BACKGROUND_HEADER]: '1' },
    cookies,
  } as unknown as FastifyRequest;
}

/**
 * The streams of one kind for the plugin `app`: re-checks their sessions, sends heartbeats when
 * asked, and ends them all when the app closes.
 */
export function createSseStreams(app: FastifyInstance, options: SseStreamsOptions): SseStreams {
  const { sessionGate, clock } = options;
  const maxStreams = options.maxStreamsPerSession ?? MAX_STREAMS_PER_SESSION;
  const registry = options.registry ?? createStreamRegistry();
  const streams = new Set<OpenStream>();
  const perSession = new Map<string, number>();

  const recheck = setInterval(() => {
    for (const open of streams) {
      sessionGate
        .authenticate(gateRequest(open.sessionId, open.cookies), clock())
        .catch((error: unknown) => {
          if (!(error instanceof UnauthenticatedError)) {
            app.log.error({ err: error }, `${options.label} stream session check failed`);
          }
          open.stream.close();
        });
    }
  }, options.sessionCheckMs ?? 60_000);
  recheck.unref();

  const heartbeat =
    options.heartbeatMs === undefined
      ? undefined
      : setInterval(() => {
          const frame = sseFrame('heartbeat', { at: clock().toISOString() });
          for (const open of streams) open.stream.send(frame);
        }, options.heartbeatMs);
  heartbeat?.unref();

  app.addHook('preClose', (hookDone) => {
    clearInterval(recheck);
    clearInterval(heartbeat);
    for (const open of streams) open.stream.close();
    options.onShutdown?.();
    hookDone();
  });

  const releaseSlot = (sessionId: string, clientAddress: string) => {
    const left = (perSession.get(sessionId) ?? 1) - 1;
    if (left > 0) perSession.set(sessionId, left);
    else perSession.delete(sessionId);
    registry.release(clientAddress);
  };

  const openStream = (
    sessionId: string,
    clientAddress: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): SseStream => {
    reply.hijack();
    const response = reply.raw;
    // What the app's hooks set so far (security headers, request id) still goes out.
    const earlier = Object.entries(reply.getHeaders()).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
    );
    response.writeHead(200, {
      ...Object.fromEntries(earlier),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': `${API_CACHE_CONTROL}, no-transform`,
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let isClosed = false;
    const closeListeners: (() => void)[] = [];
    // The session's end closes it at once (stream-registry.ts).
    const untrack = registry.track(sessionId, () => stream.close());
    const stream: SseStream = {
      send(frame) {
        if (isClosed) return;
        if (response.writableLength > MAX_BUFFERED_BYTES) {
          stream.close();
          return;
        }
        response.write(frame);
      },
      close() {
        if (isClosed) return;
        isClosed = true;
        streams.delete(open);
        untrack();
        releaseSlot(sessionId, clientAddress);
        for (const listener of closeListeners.splice(0)) listener();
        response.end();
      },
      onClose(listener) {
        if (isClosed) listener();
        else closeListeners.push(listener);
      },
    };
    const open: OpenStream = {
      sessionId,
      cookies: request.cookies,
      stream,
    };
    streams.add(open);
    request.raw.on('close', stream.close);
    response.on('close', stream.close);
    response.on('error', stream.close);
    return stream;
  };

  return {
    async authenticate(request) {
      const raw = request.query as Record<string, unknown>;
      const named = request.headers[SESSION_HEADER] ?? raw.session;
      const sessionId = sessionIdSchema.safeParse(named);
      if (!sessionId.success) throw new UnauthenticatedError('missing');
      return sessionGate.authenticate(gateRequest(sessionId.data, request.cookies), clock());
    },
    reserve(sessionId, clientAddress) {
      const open = perSession.get(sessionId) ?? 0;
      if (open >= maxStreams || !registry.admit(clientAddress)) return null;
      perSession.set(sessionId, open + 1);
      let isSettled = false;
      return {
        open(request, reply) {
          if (isSettled) throw new Error('This stream slot was already used');
          isSettled = true;
          return openStream(sessionId, clientAddress, request, reply);
        },
        release() {
          if (isSettled) return;
          isSettled = true;
          releaseSlot(sessionId, clientAddress);
        },
      };
    },
    size: () => streams.size,
  };
}
