import type { FastifyInstance } from 'fastify';
import { BASE_PATH } from '../config';

/**
 * Every answer of the API (calls and streams, errors and unknown paths included) carries
 * `Cache-Control: no-store`: it holds one client's data or session state, and neither the
 * browser nor a proxy may keep it, show it from history after a logout, or replay it to another
 * user. The web app's files keep their own policy (web-routes.ts).
 */

/** The answer's Cache-Control on the API. */
export const API_CACHE_CONTROL = 'no-store';

/** Whether a request is one of the API's (spec §7 calls, and the streams under it). */
export function isApiRequest(url: string): boolean {
  return url === `${BASE_PATH}/api` || url.startsWith(`${BASE_PATH}/api/`);
}

/** Adds the header to every API answer sent through the reply (a stream writes it itself). */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiRequest(request.url)) void reply.header('cache-control', API_CACHE_CONTROL);
    done(null, payload);
  });
}
