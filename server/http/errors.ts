import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, RefusalCode, UnauthenticatedReason } from '../../shared/contracts/errors';
import { DatabaseUnavailableError } from '../db/availability';

/**
 * One error handler for the whole app (docs/DECISIONS.md §3): every error answer is a code body;
 * a client's mistake is a 4xx, never a 500; a lost database is a 503 `database_unavailable`; a
 * 500 is a bug and is logged with the request id.
 */

/** Thrown by the rate limiter: answers 429 with the seconds to wait. */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('rate limited');
    this.name = 'RateLimitedError';
  }
}

/** Thrown when a call needs a session and the request names none that is usable: 401. */
export class UnauthenticatedError extends Error {
  readonly statusCode = 401;
  constructor(readonly reason: UnauthenticatedReason) {
    super(`unauthenticated: ${reason}`);
    this.name = 'UnauthenticatedError';
  }
}

/** Thrown when the acting session may not make a call or touch the account it names: 403. */
export class ForbiddenError extends Error {
  readonly statusCode = 403;
  constructor() {
    super('forbidden');
    this.name = 'ForbiddenError';
  }
}

/** Thrown when a call names something that does not exist (an unknown fund): 404 `not_found`. */
export class NotFoundError extends Error {
  readonly statusCode = 404;
  constructor() {
    super('not found');
    this.name = 'NotFoundError';
  }
}

/** Thrown when a well-formed input asks for what the call refuses: 400 with the refusal's code. */
export class RefusedError extends Error {
  readonly statusCode = 400;
  constructor(readonly code: RefusalCode) {
    super(`refused: ${code}`);
    this.name = 'RefusedError';
  }
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  return typeof error.statusCode === 'number' ? error.statusCode : undefined;
}

/** The answer for a client error raised before a handler ran (body parsing, limits, routing). */
function clientErrorBody(status: number, error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof RateLimitedError) {
    return {
      status,
      body: { code: 'rate_limited', retryAfterSeconds: error.retryAfterSeconds },
    };
  }
  if (error instanceof UnauthenticatedError) {
    return { status, body: { code: 'unauthenticated', reason: error.reason } };
  }
  if (error instanceof RefusedError) return { status, body: { code: error.code } };
  if (status === 413) return { status, body: { code: 'payload_too_large' } };
  if (status === 403) return { status, body: { code: 'forbidden' } };
  if (status === 404) return { status, body: { code: 'not_found' } };
  if (status === 405) return { status, body: { code: 'method_not_allowed' } };
  // Fastify refuses an unparsable content-type header with 415; the contract says 400.
  const issue = status === 415 ? 'unsupported_content_type' : 'malformed_request';
  return { status: 400, body: { code: 'invalid_input', fields: { '': issue } } };
}

/**
 * Fastify's error handler: client errors keep a 4xx code body, a lost database answers 503, anything
 * else is a logged 500.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    const answer = clientErrorBody(status, error);
    if (error instanceof RateLimitedError) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    void reply.code(answer.status).send(answer.body);
    return;
  }
  if (error instanceof DatabaseUnavailableError) {
    // Not a bug: the database restarted or the network to it dropped; the pool reconnects.
    request.log.warn({ err: error, requestId: request.id }, 'database unavailable');
    void reply.code(503).send({ code: 'database_unavailable' } satisfies ErrorBody);
    return;
  }
  request.log.error({ err: error, requestId: request.id }, 'internal error');
  const body: ErrorBody = { code: 'internal_error', requestId: request.id };
  void reply.code(500).send(body);
}
