import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { isCompressedRoute } from './compression';
import { cacheControlFor, isAppPath } from './web-routes';

let database: TestDatabase;
let webRoot: string;
let app: FastifyInstance;
let unbuilt: FastifyInstance;

const INDEX =
  '<!doctype html><title>Portico</title><script type="module" src="/portal/assets/app-abc123.js"></script>';
/** A hashed chunk big enough to be worth compressing, with its build-time siblings. */
const CHUNK = Array.from(
  { length: 2000 },
  (_, index) => `export const line${index} = ${index};\n`,
).join('');

/** Writes a file and, as the build does, its .br and .gz siblings. */
async function writeCompressed(file: string, content: string): Promise<void> {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'portico-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeCompressed(path.join(webRoot, 'index.html'), INDEX);
  await writeFile(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1);');
  await writeCompressed(path.join(webRoot, 'assets', 'chunk-def456.js'), CHUNK);
  await writeFile(
    path.join(webRoot, 'brand-icon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  database = await openTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', BRAND: 'harbour', DEMO: '0' });
  app = await buildApp({ config, database, webRoot });
  unbuilt = await buildApp({ config, database, webRoot: path.join(webRoot, 'assets') });
});

afterAll(async () => {
  await app.close();
  await unbuilt.close();
  await database.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, target = app) => target.inject({ method: 'GET', url });
const getAccepting = (url: string, acceptEncoding: string) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('redirects', () => {
  it('sends / and /portal to /portal/', async () => {
    for (const url of ['/', '/portal']) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(302);
      expect(reply.headers.location).toBe('/portal/');
    }
  });
});

describe('the built web app', () => {
  it('serves index.html at /portal/ without caching', async () => {
    const reply = await get('/portal/');
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe(INDEX);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for app paths without an extension', async () => {
    for (const url of [
      '/portal/funds/dashboard',
      '/portal/accounts?tab=profile',
      '/portal/x/y/z',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toBe(INDEX);
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for good and other files for an hour', async () => {
    const asset = await get('/portal/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Immutable: nothing revalidates a hashed file or asks for a part of it.
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    expect(asset.headers['accept-ranges']).toBeUndefined();
    const icon = await get('/portal/brand-icon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect(icon.headers.etag).toBeDefined();
  });

  it('answers a real 404 for a missing file with an extension', async () => {
    for (const url of ['/portal/assets/app-stale99.js', '/portal/missing.css']) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ code: 'not_found' });
    }
  });

  it('never serves files outside the web root', async () => {
    for (const url of [
      '/portal/../package.json',
      '/portal/%2e%2e/package.json',
      '/portal/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode).toBeLessThan(500);
      expect(reply.body).not.toContain('"name": "portico"');
    }
  });

  it('answers 404 JSON, not the app, under /portal/api and /portal/dev', async () => {
    for (const url of ['/portal/api/unknown/call', '/portal/api', '/portal/dev/outbox']) {
      const reply = await get(url);
      expect([url, reply.statusCode, reply.body]).toEqual([url, 404, '{"code":"not_found"}']);
    }
  });

  it('answers 503 web_not_built when the web root has no index.html', async () => {
    for (const url of ['/portal/', '/portal/funds/dashboard']) {
      const reply = await get(url, unbuilt);
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({ code: 'web_not_built' });
    }
    expect((await get('/portal/assets/app-abc123.js', unbuilt)).statusCode).toBe(404);
  });
});

describe('compression', () => {
  const decode = { br: brotliDecompressSync, gzip: gunzipSync };

  it('sends a hashed asset as its brotli or gzip file by Accept-Encoding, the same bytes decoded', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0', 'gzip'],
    ] as const) {
      const reply = await getAccepting('/portal/assets/chunk-def456.js', accept);
      expect([accept, reply.statusCode, reply.headers['content-encoding']]).toEqual([
        accept,
        200,
        encoding,
      ]);
      expect(reply.rawPayload.length).toBeLessThan(CHUNK.length / 3);
      expect(decode[encoding](reply.rawPayload).toString()).toBe(CHUNK);
      expect(reply.headers['content-type']).toContain('javascript');
      expect(reply.headers.vary).toContain('accept-encoding');
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends the plain file, still varying by Accept-Encoding, when no encoding is accepted', async () => {
    for (const accept of [undefined, 'identity', 'deflate']) {
      const reply = await app.inject({
        method: 'GET',
        url: '/portal/assets/chunk-def456.js',
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.body).toBe(CHUNK);
      expect(reply.headers.vary).toContain('accept-encoding');
    }
  });

  it('sends index.html and the client-route fallback compressed, revalidated with an ETag', async () => {
    for (const url of ['/portal/', '/portal/funds/dashboard', '/portal/accounts?tab=profile']) {
      const reply = await getAccepting(url, 'br, gzip');
      expect([url, reply.statusCode, reply.headers['content-encoding']]).toEqual([url, 200, 'br']);
      expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(INDEX);
      expect(reply.headers['content-type']).toContain('text/html');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers.vary).toContain('accept-encoding');
      const etag = reply.headers.etag;
      expect(etag).toBeDefined();
      const again = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    const gzipped = await getAccepting('/portal/funds/dashboard', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(INDEX);
  });

  it('does not compress a static file at request time when the build left it plain', async () => {
    const reply = await getAccepting('/portal/brand-icon.svg', 'br, gzip');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('compresses a large API answer by Accept-Encoding and leaves it plain otherwise', async () => {
    const plain = await get('/portal/api/docs');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const gzipped = await getAccepting('/portal/api/docs', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const brotli = await getAccepting('/portal/api/docs', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves an API answer under 1 KB plain', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/portal/api/example/alive',
      headers: { 'accept-encoding': 'br, gzip' },
      payload: {},
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends a strict CSP that lets only the brand embed hosts frame the portal', async () => {
    for (const reply of [await get('/portal/'), await get('/portal/users/login')]) {
      const csp = reply.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'self' http://localhost:3000");
      expect(reply.headers['x-frame-options']).toBeUndefined();
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends the document headers on every page and file but the hashed assets', async () => {
    for (const url of ['/portal/', '/portal/users/login', '/portal/brand-icon.svg']) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(reply.headers['strict-transport-security'], url).toBeDefined();
      expect(reply.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('keeps a hashed asset to nosniff and its resource policy', async () => {
    const reply = await getAccepting('/portal/assets/chunk-def456.js', 'br');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(reply.headers[name], name).toBeUndefined();
    }
  });
});

describe('API answers', () => {
  it('keep nosniff, their resource policy and HSTS, with a CSP that runs and frames nothing', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/portal/api/example/alive',
      payload: {},
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(reply.headers['strict-transport-security']).toBeDefined();
    expect(reply.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    for (const name of ['cross-origin-opener-policy', 'referrer-policy', 'x-xss-protection']) {
      expect(reply.headers[name], name).toBeUndefined();
    }
  });
});

describe('OpenAPI', () => {
  it('documents every served call at /portal/api/docs', async () => {
    const reply = await get('/portal/api/docs');
    expect(reply.statusCode).toBe(200);
    const document = reply.json<{
      openapi: string;
      paths: Record<string, { post: Record<string, unknown> }>;
    }>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/example/alive']?.post).toMatchObject({
      operationId: 'example/alive',
      'x-access': 'public',
      requestBody: {
        content: {
          'application/json': { schema: { type: 'object', additionalProperties: false } },
        },
      },
      responses: {
        '200': {
          content: {
            'application/json': { schema: { properties: { serverId: { type: 'string' } } } },
          },
        },
      },
    });
  });
});

describe('cacheControlFor', () => {
  it('treats a precompressed sibling as the file itself', () => {
    const root = path.join(path.sep, 'srv', 'web');
    const at = (file: string) => cacheControlFor(root, path.join(root, file));
    expect(at('assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(at('assets/index-abc.js.br')).toBe('public, max-age=31536000, immutable');
    expect(at('index.html')).toBe('no-cache');
    expect(at('index.html.gz')).toBe('no-cache');
    expect(at('brand-icon.svg')).toBe('public, max-age=3600');
    expect(at('sw.js')).toBe('no-cache');
    expect(at('sw.js.br')).toBe('no-cache');
  });
});

describe('isCompressedRoute', () => {
  it('compresses the API and dev routes at request time, never the web app', () => {
    expect(isCompressedRoute('/portal/api/fund/searchFunds')).toBe(true);
    expect(isCompressedRoute('/portal/api/docs')).toBe(true);
    expect(isCompressedRoute('/portal/dev/outbox')).toBe(true);
    expect(isCompressedRoute('/portal/*')).toBe(false);
    expect(isCompressedRoute('/portal/')).toBe(false);
    expect(isCompressedRoute('/')).toBe(false);
  });
});

describe('isAppPath', () => {
  it('tells app routes from files, the API and dev tools', () => {
    expect(isAppPath('/portal/')).toBe(true);
    expect(isAppPath('/portal/stocks/order/00700')).toBe(true);
    expect(isAppPath('/portal/assets/x.js')).toBe(false);
    expect(isAppPath('/portal/api/example/alive')).toBe(false);
    expect(isAppPath('/portal/dev/outbox')).toBe(false);
    expect(isAppPath('/other')).toBe(false);
  });
});
