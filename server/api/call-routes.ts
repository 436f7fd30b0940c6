import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyPluginCallback, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ErrorBody } from '../../shared/contracts/errors';
import { buildOpenApiDocument } from './openapi';
import { readInput } from './read-input';
import { createDeviceCookieJar, deviceCookieSecret } from '../auth/device-cookie';
import { createSessionCookieJar } from '../auth/session-cookies';
import type { SessionGate } from '../auth/session-gate';
import { callKey, type CallContext, type CallDefinition } from './registry';

/** Raised when a handler answers what its output schema refuses: a bug, so a logged 500. */
export class OutputMismatchError extends Error {
  constructor(
    readonly call: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`Call "${call}" answered outside its output schema`);
    this.name = 'OutputMismatchError';
  }
}

/** What every handler shares, plus the session gate and clock the routes use per request. */
export type SharedCallContext = Pick<
  CallContext,
  'db' | 'config' | 'messenger' | 'backOffices' | 'marketData'
> & {
  sessionGate: SessionGate;
  clock: () => Date;
};

const bodyVerbs = ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** What a call that answers a file hands back (registry.ts `answersFile`). */
type FileAnswer = { fileName: string; contentType: string; content: AsyncIterable<Uint8Array> };

/**
 * Sends a file as the answer's body while it is produced: its type, and its name as an attachment
 * (the contract keeps the name to safe characters). A failure after the first bytes can only cut
 * the transfer short, which the client sees as a failed download.
 */
function sendFile(reply: FastifyReply, file: FileAnswer) {
  const body = file.content instanceof Readable ? file.content : Readable.from(file.content);
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(body);
}

function registerCall(app: FastifyInstance, call: CallDefinition, shared: SharedCallContext) {
  const url = `/${call.service}/${call.method}`;
  const { sessionGate, clock, db, config, messenger, backOffices, marketData } = shared;
  const options = call.bodyLimit === undefined ? {} : { bodyLimit: call.bodyLimit };
  app.post(url, options, async (request, reply) => {
    const now = clock();
    const deviceSecret = () => deviceCookieSecret(db, config.deviceCookieSecret, now);
    // Who is asking comes first: an anonymous caller learns nothing, not even input rules.
    const session = call.access === 'public' ? null : await sessionGate.authenticate(request, now);
    const input = readInput(
      call.input,
      request.body as Buffer | undefined,
      request.headers['content-type'],
    );
    if (!input.ok) {
      const body: ErrorBody = { code: 'invalid_input', fields: input.fields };
      return reply.code(400).send(body);
    }
    // The gate resolves the account the input names once; the handler gets it as `client`.
    const client = session ? await sessionGate.authorise(call, session, input.value) : null;
    const context: CallContext = {
      db,
      config,
      messenger,
      backOffices,
      marketData,
      log: request.log,
      requestId: request.id,
      now,
      session,
      client,
      clientAddress: request.ip,
      cookies: createSessionCookieJar(request, reply),
      devices: createDeviceCookieJar(request, reply, deviceSecret, now),
    };
    const output = call.output.safeParse(await call.handler(input.value, context));
    if (!output.success) throw new OutputMismatchError(callKey(call), output.error.issues);
    if (call.answersFile) return sendFile(reply, output.data as FileAnswer);
    return output.data;
  });
  app.route({
    method: [...bodyVerbs],
    url,
    handler: (_request, reply) => {
      const body: ErrorBody = { code: 'method_not_allowed' };
      return reply.code(405).header('allow', 'POST').send(body);
    },
  });
}

/**
 * The API plugin: each call at `POST <prefix>/<service>/<method>` (other verbs: 405) and the
 * OpenAPI document at `GET <prefix>/docs`. Bodies reach readInput as raw bytes, so malformed JSON
 * and wrong content types become 400 invalid_input with codes rather than Fastify's own errors.
 */
export const callRoutes: FastifyPluginCallback<{
  calls: readonly CallDefinition[];
  shared: SharedCallContext;
}> = (api, { calls, shared }, done) => {
  // Built on its first reading, not at start: converting every call's schemas took about 0.25 s
  // of each start, for a page few ever open.
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  api.get('/docs', () => (document ??= buildOpenApiDocument(calls, shared.config.brand)));
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, parsed) =>
    parsed(null, body),
  );
  for (const call of calls) registerCall(api, call, shared);
  done();
};
