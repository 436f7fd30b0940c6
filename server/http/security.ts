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
 * What an answer of the API (`/portal/api/*`: JSON, streams, a statement's file) keeps: `nosniff`,
 * its resource policy and HSTS, and a CSP of its own that lets it run nothing and be framed by
 * nobody, should a browser ever open one as a page. The document's CSP, opener, referrer and
 * older headers describe a page; the login page alone makes four calls, each ~0.5 KB lighter.
 */
export const API_HELMET_OPTIONS: Readonly<NonNullable<Parameters<FastifyReply['helmet']>[0]>> = {
  ...ASSET_HELMET_OPTIONS,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  strictTransportSecurity: true,
};

const isApiPath = (urlPath: string) => urlPath.startsWith('/portal/api/');

/**
 * Security headers on every answer: the documents, the service worker and errors get all of
 * `helmetOptions`; the API's answers `API_HELMET_OPTIONS`; the build's hashed assets
 * (`/portal/assets/*`) only `ASSET_HELMET_OPTIONS`.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  brand: BrandConfig,
): Promise<void> {
  await app.register(helmet, { ...helmetOptions(brand), global: false });
  // After helmet's own onRequest hook, which gives the reply its `helmet()`.
  app.addHook('onRequest', (request, reply, done) => {
    const urlPath = request.url.split('?')[0] ?? '';
    if (isAssetPath(urlPath)) void reply.helmet({ ...ASSET_HELMET_OPTIONS });
    else if (isApiPath(urlPath)) void reply.helmet({ ...API_HELMET_OPTIONS });
    else void reply.helmet();
    done();
  });
}
