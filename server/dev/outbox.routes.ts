import type { FastifyPluginCallback } from 'fastify';
import type { EmbeddedMessenger } from '../messaging/embedded-messenger';

/**
 * `GET /portal/dev/outbox`: the embedded messenger's last messages, newest first, so a demo can
 * read a one-time password without a phone. Registered only in demo mode.
 */
export const outboxRoutes: FastifyPluginCallback<{ messenger: EmbeddedMessenger }> = (
  dev,
  { messenger },
  done,
) => {
  dev.get('/outbox', () => ({ messages: messenger.recent() }));
  done();
};
