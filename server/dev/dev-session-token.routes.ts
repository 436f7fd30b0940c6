import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { accountCode, accountSource } from '../../shared/contracts/common';
import { issueFields } from '../api/read-input';
import type { Config } from '../config';
import { signSessionLoginToken } from '../auth/session-login-token';

const query = z.strictObject({ accountCode, source: accountSource.default('gateway') });

/**
 * `GET /portal/dev/session-login-token?accountCode=F20001&source=fos`: in demo mode, for a brand
 * in session-login mode, plays the host of spec §2.2 and mints a token valid 2 minutes, so the
 * demo and the browser tests can sign in without a host. Never registered outside demo mode.
 */
export const devSessionTokenRoutes: FastifyPluginCallback<{
  config: Config;
  clock: () => Date;
}> = (dev, { config, clock }, done) => {
  const secret = config.sessionLoginSecret;
  if (config.brand.loginMode === 'session' && secret !== null) {
    dev.get('/session-login-token', (request, reply) => {
      const parsed = query.safeParse(request.query);
      if (!parsed.success) {
        return reply.code(400).send({ code: 'invalid_input', fields: issueFields(parsed.error) });
      }
      const exp = Math.floor(clock().getTime() / 1000) + 120;
      const claims = {
        sub: parsed.data.accountCode,
        src: parsed.data.source,
        exp,
        jti: randomUUID(),
      };
      return { token: signSessionLoginToken(claims, secret) };
    });
  }
  done();
};
