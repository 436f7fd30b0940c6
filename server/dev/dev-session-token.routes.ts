import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallback } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { accountCode, accountSource } from '../../shared/contracts/common';
import type { ErrorBody } from '../../shared/contracts/errors';
import { issueFields } from '../api/read-input';
import { normaliseAccountCode } from '../auth/account-code';
import { DEMO_SESSION_LOGIN_SOURCE, isDemoSessionLoginAccount } from '../auth/demo-session-login';
import { signSessionLoginToken } from '../auth/session-login-token';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { findAccountByCode } from '../repositories/account.repository';

const query = z.strictObject({
  accountCode,
  source: accountSource.default(DEMO_SESSION_LOGIN_SOURCE),
});

/**
 * `GET /portal/dev/session-login-token?accountCode=F20001&source=fos`: in demo mode, for a brand
 * in session-login mode, plays the host of spec §2.2 and mints a token valid 2 minutes, so the
 * demo and the browser tests can sign in without a host. It mints only for a client (role
 * `user`) of the session-login source (server/auth/demo-session-login.ts): another source's or a
 * higher role's account answers 403 `forbidden`, an unknown one 404 `not_found`. Never
 * registered outside demo mode, and answers callers on this machine only (dev-access.ts).
 */
export const devSessionTokenRoutes: FastifyPluginCallback<{
  config: Config;
  db: Kysely<Database>;
  clock: () => Date;
}> = (dev, { config, db, clock }, done) => {
  const secret = config.sessionLoginSecret;
  if (config.brand.loginMode === 'session' && secret !== null) {
    dev.get('/session-login-token', async (request, reply) => {
      const parsed = query.safeParse(request.query);
      if (!parsed.success) {
        return reply.code(400).send({ code: 'invalid_input', fields: issueFields(parsed.error) });
      }
      const { source } = parsed.data;
      const code = normaliseAccountCode(parsed.data.accountCode, source);
      const account = await findAccountByCode(db, code, source);
      if (!account || !isDemoSessionLoginAccount(account)) {
        const body: ErrorBody = { code: account ? 'forbidden' : 'not_found' };
        return reply.code(account ? 403 : 404).send(body);
      }
      const exp = Math.floor(clock().getTime() / 1000) + 120;
      const claims = { sub: account.accountCode, src: source, exp, jti: randomUUID() };
      return { token: signSessionLoginToken(claims, secret) };
    });
  }
  done();
};
