import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { BrandConfig } from '../../brands/brand-config';

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
