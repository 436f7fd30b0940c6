import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../shared/contracts/errors';
import { BASE_PATH } from '../config';

/**
 * The built web app under /portal/ (docs/DECISIONS.md §1): hashed assets are cached for good,
 * index.html and the service worker (sw.js) revalidate, the few other files (brand icon) are kept
 * for an hour; app paths without a file extension get index.html (the SPA's router takes over),
 * while a missing file with an extension is a real 404, so a page holding a stale chunk name sees
 * the failure and reloads.
 * Every file, index.html and the SPA fallback included, is sent as its `.br` or `.gz` sibling when
 * the request accepts that encoding (the build writes them: `precompress` in vite.config.ts), with
 * `Vary: Accept-Encoding`; nothing here is compressed at request time.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const ONE_HOUR = 'public, max-age=3600';

function isHashedFile(webRoot: string, filePath: string): boolean {
  return path.relative(webRoot, filePath).startsWith(`assets${path.sep}`);
}

/**
 * Headers a hashed file does without (issue 22, the first page): its name changes with its
 * content, so nothing revalidates it (ETag, Last-Modified) or asks for a part of a script or
 * style (Accept-Ranges); each costs every one of the page's files a few dozen bytes.
 */
const NEEDLESS_FOR_HASHED = ['etag', 'last-modified', 'accept-ranges'] as const;

/** The Cache-Control of a served file (its precompressed sibling counts as the file itself). */
export function cacheControlFor(webRoot: string, filePath: string): string {
  const relative = path.relative(webRoot, filePath).replace(/\.(?:br|gz)$/, '');
  if (isHashedFile(webRoot, filePath)) return IMMUTABLE;
  // The service worker (/portal/sw.js) is checked on every load, so a new build takes over.
  if (relative.endsWith('.html') || relative === 'sw.js') return REVALIDATE;
  return ONE_HOUR;
}

/** Whether a path names one of the build's hashed files (`/portal/assets/...`), cached for good. */
export function isAssetPath(urlPath: string): boolean {
  return urlPath.startsWith(`${BASE_PATH}/assets/`);
}

/** Whether a GET path belongs to the single-page app rather than the API, dev tools or a file. */
export function isAppPath(urlPath: string): boolean {
  if (!urlPath.startsWith(`${BASE_PATH}/`)) return false;
  const rest = urlPath.slice(BASE_PATH.length + 1);
  const firstSegment = rest.split('/')[0];
  if (firstSegment === 'api' || firstSegment === 'dev') return false;
  const lastSegment = rest.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

async function isFile(filePath: string): Promise<boolean> {
  const info = await stat(filePath).catch(() => undefined);
  return info?.isFile() ?? false;
}

/** index.html through the static handler: negotiated encoding, ETag, Cache-Control no-cache. */
async function sendIndex(webRoot: string, reply: FastifyReply): Promise<FastifyReply> {
  if (!(await isFile(path.join(webRoot, 'index.html')))) {
    const body: ErrorBody = { code: 'web_not_built' };
    return reply.code(503).send(body);
  }
  return reply.sendFile('index.html', webRoot);
}

/** The not-found handler: the SPA fallback for app paths, a 404 code body for anything else. */
export function createNotFoundHandler(webRoot: string) {
  const root = path.resolve(webRoot);
  return (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && isAppPath(urlPath)) return sendIndex(root, reply);
    const body: ErrorBody = { code: 'not_found' };
    return reply.code(404).send(body);
  };
}

/** Serves files from `webRoot` under /portal/ and redirects / and /portal to /portal/. */
export async function registerWebRoutes(app: FastifyInstance, webRoot: string): Promise<void> {
  const root = path.resolve(webRoot);
  const toApp = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.redirect(`${BASE_PATH}/`, 302);
  app.get('/', toApp);
  app.get(BASE_PATH, toApp);
  // The app's root is index.html itself, not a directory for the static handler to refuse.
  app.get(`${BASE_PATH}/`, (_request, reply) => sendIndex(root, reply));
  await app.register(fastifyStatic, {
    root,
    prefix: `${BASE_PATH}/`,
    index: false,
    cacheControl: false,
    // reply.sendFile: the SPA fallback goes through the same negotiation as every file.
    decorateReply: true,
    preCompressed: true,
    suppressWarning: true,
    setHeaders: (reply, filePath) => {
      void reply.header('cache-control', cacheControlFor(root, filePath));
      if (isHashedFile(root, filePath)) {
        for (const name of NEEDLESS_FOR_HASHED) void reply.removeHeader(name);
      }
    },
  });
}
