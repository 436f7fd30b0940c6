import type { FastifyPluginCallback } from 'fastify';
import type { BrandConfig } from '../../brands/brand-config';
import type { SessionGate } from '../auth/session-gate';
import type { NotificationsPort } from '../backoffice/ports/notifications.port';
import type { StreamRegistry } from './stream-registry';
import { createSseStreams, refuse, refuseTooMany, type SseStream } from './sse-stream';
import { createUnreadHub, type UnreadHub, type UnreadHubOptions } from './unread-hub';

/**
 * The unread stream, `GET <prefix>/notifications` (text/event-stream; register with prefix
 * `/portal/api/stream`; issue 14 §2): `unread` with `{"count": n}` (the count since the list was
 * last opened, as `notification/countNotifications` with `sinceLastQuery`) first, then again
 * whenever it may have changed for the session's account (a new notification, the list opened,
 * a status change, mark-all-read, in any process), and `heartbeat` every 15 s. A reconnect is a
 * new request, so its first count is right. Sessions, limits, slow readers, re-checks and
 * shutdown are sse-stream.ts's, as for the quote stream.
 */

export type NotificationStreamOptions = {
  sessionGate: Pick<SessionGate, 'authenticate'>;
  notifications: Pick<NotificationsPort, 'countUnread' | 'watchUnread'>;
  clock: () => Date;
  /** The stream exists only where the brand has notifications (else 404 as a disabled call). */
  brand: Pick<BrandConfig, 'features'>;
  /** Default 15 s. */
  heartbeatMs?: number;
  hub?: Pick<UnreadHubOptions, 'coalesceMs'>;
  /** Between session re-checks of an open stream; default 60 s. */
  sessionCheckMs?: number;
  maxStreamsPerSession?: number;
  /** The process's streams of every kind (sse-stream.ts); default: this plugin's own. */
  registry?: StreamRegistry;
  /** Receives the hub once built (the bench and tests read its stats). */
  onHub?: (hub: UnreadHub) => void;
};

/** The unread stream plugin: the process's one unread hub and its streams. */
export const notificationStreamRoutes: FastifyPluginCallback<NotificationStreamOptions> = (
  app,
  options,
  done,
) => {
  const hub = createUnreadHub({
    notifications: options.notifications,
    ...options.hub,
    onError: (error) => app.log.error({ err: error }, 'unread count failed'),
  });
  options.onHub?.(hub);
  const streams = createSseStreams(app, {
    sessionGate: options.sessionGate,
    clock: options.clock,
    label: 'unread',
    heartbeatMs: options.heartbeatMs ?? 15_000,
    sessionCheckMs: options.sessionCheckMs,
    maxStreamsPerSession: options.maxStreamsPerSession,
    registry: options.registry,
    onShutdown: () => hub.stop(),
  });

  app.get('/notifications', async (request, reply) => {
    if (!options.brand.features.notifications) return refuse(reply, 404, { code: 'not_found' });
    const session = await streams.authenticate(request);
    const client = { accountId: session.accountId, accountCode: session.accountCode };
    const slot = streams.reserve(session.sessionId, request.ip);
    if (!slot) return refuseTooMany(reply);
    // Subscribed before counting, so a change committed meanwhile is sent after the first count.
    const early: { frames: string[]; stream?: SseStream; last?: string } = { frames: [] };
    // A recount that finds the count this stream last had (the LISTEN's start recounts every
    // open stream, and may land after the first count) is not sent again.
    const deliver = (stream: SseStream, frame: string) => {
      if (frame === early.last) return;
      early.last = frame;
      stream.send(frame);
    };
    const unsubscribe = hub.subscribe(client, {
      send: (frame) => (early.stream ? deliver(early.stream, frame) : early.frames.push(frame)),
    });
    let first: string;
    try {
      first = await hub.countFrame(client);
    } catch (error) {
      unsubscribe();
      slot.release();
      throw error;
    }
    const stream = slot.open(request, reply);
    stream.onClose(unsubscribe);
    deliver(stream, first);
    for (const frame of early.frames.splice(0)) deliver(stream, frame);
    early.stream = stream;
  });
  done();
};
