import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../shared/contracts/errors';
import { BASE_PATH } from '../config';

/**
 * The built web app under /portal/ (ARCHITECTURE.md §1): hashed assets are cached for good,
 * everything else revalidates; app paths without a file extension get index.html (the SPA's
 * router takes over), while a missing file with an extension is a real 404, so a page holding a
 * stale chunk name sees the failure and reloads.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether a GET path belongs to the single-page app rather than the API, dev tools or a file. */
export function isAppPath(urlPath: string): boolean {
  if (!urlPath.startsWith(`${BASE_PATH}/`)) return false;
  const rest = urlPath.slice(BASE_PATH.length + 1);
  const firstSegment = rest.split('/')[0];
  if (firstSegment === 'api' || firstSegment === 'dev') return false;
  const lastSegment = rest.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

async function sendIndex(webRoot: string, reply: FastifyReply): Promise<FastifyReply> {
  let html: Buffer;
  try {
    html = await readFile(path.join(webRoot, 'index.html'));
  } catch {
    const body: ErrorBody = { code: 'web_not_built' };
    return reply.code(503).send(body);
  }
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/** The not-found handler: the SPA fallback for app paths, a 404 code body for anything else. */
export function createNotFoundHandler(webRoot: string) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && isAppPath(urlPath)) return sendIndex(webRoot, reply);
    const body: ErrorBody = { code: 'not_found' };
    return reply.code(404).send(body);
  };
}

/** Serves files from `webRoot` under /portal/ and redirects / and /portal to /portal/. */
export async function registerWebRoutes(app: FastifyInstance, webRoot: string): Promise<void> {
  const toApp = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.redirect(`${BASE_PATH}/`, 302);
  app.get('/', toApp);
  app.get(BASE_PATH, toApp);
  // The app's root is index.html itself, not a directory for the static handler to refuse.
  app.get(`${BASE_PATH}/`, (_request, reply) => sendIndex(webRoot, reply));
  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: `${BASE_PATH}/`,
    index: false,
    cacheControl: false,
    decorateReply: false,
    suppressWarning: true,
    setHeaders: (reply, filePath) => {
      const isAsset = filePath.startsWith(path.join(webRoot, 'assets') + path.sep);
      void reply.header('cache-control', isAsset ? IMMUTABLE : 'no-cache');
    },
  });
}
