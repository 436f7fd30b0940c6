import type { CallInput, CallName, CallOutput } from '@shared/contracts/index';
import type { ErrorCode } from '@shared/contracts/errors';
import { BASE_PATH } from './base-path';

/** Error codes the client itself produces, beside the server's (shared/contracts/errors.ts). */
export type ClientErrorCode = 'network_error' | 'timeout' | 'unknown';

/** Every code an ApiError can carry; shared/i18n errors.json `api.<code>` has a text for each. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** A failed call: any answer but 200 (spec §7), or no answer at all (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(`${status} ${code}`);
  }
}

/** The liveness call is the only one sent without credentials (spec §7, ARCHITECTURE.md §3). */
const livenessCall: CallName = 'example/alive';

const apiBase = `${BASE_PATH}/api`;

/** Options of one call. */
export type CallOptions = { signal?: AbortSignal };

async function errorFromAnswer(answer: Response): Promise<ApiError> {
  try {
    const body = (await answer.json()) as { code?: unknown; fields?: Record<string, string> };
    if (typeof body.code === 'string') {
      return new ApiError(answer.status, body.code as ErrorCode, body.fields);
    }
  } catch {
    // Not our JSON (a proxy's error page, say): fall through to a bare status.
  }
  return new ApiError(answer.status, 'unknown');
}

function errorFromFailure(failure: unknown, signal: AbortSignal | undefined): unknown {
  // Compared by name: the DOMException may come from another realm (a test's fetch, a polyfill).
  if ((failure as { name?: unknown } | null)?.name === 'TimeoutError') {
    return new ApiError(0, 'timeout');
  }
  // A caller's own abort is passed through untouched: it is not a failure to show anyone.
  if (signal?.aborted) return failure;
  return new ApiError(0, 'network_error');
}

/**
 * Calls `POST <base>/api/<service>/<method>` with a JSON body (spec §7) and returns the JSON
 * answer. Any status other than 200 throws an ApiError with the body's code and fields.
 */
export async function callApi<N extends CallName>(
  name: N,
  input: CallInput<N>,
  { signal }: CallOptions = {},
): Promise<CallOutput<N>> {
  let answer: Response;
  try {
    answer = await fetch(`${apiBase}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input),
      credentials: name === livenessCall ? 'omit' : 'include',
      signal,
    });
  } catch (failure) {
    throw errorFromFailure(failure, signal);
  }
  if (answer.status !== 200) throw await errorFromAnswer(answer);
  return (await answer.json()) as CallOutput<N>;
}
