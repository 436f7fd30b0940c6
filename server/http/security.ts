import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BrandConfig } from '../../brands/brand-config';
import { isAssetPath } from './web-routes';

/**
 * Helmet settings: a strict CSP with no inline scripts (docs/DECISIONS.md §3). Styles allow inline
 * because Mantine sets style attributes. Framing is governed by frame-ancestors, which lets the
 * brand's embedding hosts frame the portal (spec §1, embedded mode), so X-Frame-Options is off.
 */
export function helmetOptions(brand: BrandConfig): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'", ...brand.embedOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: false,
  };
}

/**
 * What a hashed script or style file keeps (issue 22, the first page): `nosniff`, so it runs or
 * applies only as the type it is sent as, and `Cross-Origin-Resource-Policy`, so no other site
 * embeds it. The rest govern a document (its CSP, opener, referrer, HSTS learnt from the page)
 * and cost ~0.7 KB on each of the dozens of files a page loads, for nothing.
 */
export const ASSET_HELMET_OPTIONS: Readonly<NonNullable<Parameters<FastifyReply['helmet']>[0]>> = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Security headers on every answer: the documents, the API, the streams, the service worker and
 * errors get all of `helmetOptions`; the build's hashed assets (`/portal/assets/*`) only
 * `ASSET_HELMET_OPTIONS`.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  brand: BrandConfig,
): Promise<void> {
  await app.register(helmet, { ...helmetOptions(brand), global: false });
  // After helmet's own onRequest hook, which gives the reply its `helmet()`.
  app.addHook('onRequest', (request, reply, done) => {
    const urlPath = request.url.split('?')[0] ?? '';
    void reply.helmet(isAssetPath(urlPath) ? { ...ASSET_HELMET_OPTIONS } : undefined);
    done();
  });
}
