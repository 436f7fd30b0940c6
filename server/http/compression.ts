import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { BASE_PATH } from '../config';

/**
 * Answers of the API (and the demo's dev routes) are compressed at request time, by
 * Accept-Encoding, brotli before gzip, when over 1 KB. The web app's files are not: the build
 * compressed them once at brotli's best and web-routes.ts sends those copies, so its routes opt out
 * here rather than be compressed twice or on the fly. `text/event-stream` is outside the plugin's
 * default compressible types, so a stream is never buffered by a compressor. Request bodies are
 * not decompressed: every call takes a small JSON body as sent.
 */

/** Whether a route's answers are compressed at request time. */
export function isCompressedRoute(url: string): boolean {
  return url.startsWith(`${BASE_PATH}/api/`) || url.startsWith(`${BASE_PATH}/dev/`);
}

/** Registers compression; call before any route that should be compressed is added. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Added before the plugin's own onRoute hook, so it runs first and the plugin skips the route.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !isCompressedRoute(route.url)) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
