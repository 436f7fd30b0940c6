import type { CallInput, CallName, CallOutput } from '@shared/contracts/index';
import type { ErrorCode, UnauthenticatedReason } from '@shared/contracts/errors';
import { BASE_PATH } from './base-path';
import { currentActiveSession, setSessionStatus } from './sessions';

/** Error codes the client itself produces, beside the server's (shared/contracts/errors.ts). */
export type ClientErrorCode = 'network_error' | 'timeout' | 'unknown';

/** Every code an ApiError can carry; shared/i18n errors.json `api.<code>` has a text for each. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** What an error body adds beside its code (shared/contracts/errors.ts). */
export type ApiErrorDetails = {
  fields?: Readonly<Record<string, string>>;
  reason?: UnauthenticatedReason;
  retryAfterSeconds?: number;
};

/** A failed call: any answer but 200 (spec §7), or no answer at all (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly fields?: Readonly<Record<string, string>>;
  readonly reason?: UnauthenticatedReason;
  /** With `rate_limited` (429): when the server will listen again. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    details: ApiErrorDetails = {},
  ) {
    super(`${status} ${code}`);
    this.fields = details.fields;
    this.reason = details.reason;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/**
 * The header naming the session a call acts for (shared/contracts/common.ts SESSION_HEADER,
 * docs/DECISIONS.md §4). Repeated here so the login page's bundle does not pull in zod.
 */
export const SESSION_HEADER = 'x-portico-session';

/**
 * Marks a call the page makes by itself (shared/contracts/common.ts BACKGROUND_HEADER), so the
 * server's idle timeout does not count it as the person's activity.
 */
export const BACKGROUND_HEADER = 'x-portico-background';

/** The liveness call is the only one sent without credentials (spec §7, docs/DECISIONS.md §3). */
const livenessCall: CallName = 'example/alive';

const apiBase = `${BASE_PATH}/api`;

/**
 * Options of one call. `sessionId` names the session the call acts for: by default the current
 * session, `null` for none. `isBackground` marks a call nobody asked for (refresh, polling).
 */
export type CallOptions = {
  signal?: AbortSignal;
  sessionId?: string | null;
  isBackground?: boolean;
};

type ErrorAnswerBody = ApiErrorDetails & { code?: unknown };

async function errorFromAnswer(answer: Response): Promise<ApiError> {
  try {
    const body = (await answer.json()) as ErrorAnswerBody;
    if (typeof body.code === 'string') {
      const { fields, reason, retryAfterSeconds } = body;
      return new ApiError(answer.status, body.code as ErrorCode, {
        fields,
        reason,
        retryAfterSeconds,
      });
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

function actingSessionId(name: CallName, sessionId: string | null | undefined): string | null {
  if (name === livenessCall) return null;
  return sessionId === undefined ? (currentActiveSession()?.sessionId ?? null) : sessionId;
}

/**
 * Sends `POST <base>/api/<service>/<method>` with a JSON body (spec §7) and answers the 200
 * response. Any other status throws an ApiError with the body's code and details. A 401 for a
 * named session marks that session logged out or kicked, which sends the page to login.
 */
async function sendCall<N extends CallName>(
  name: N,
  input: CallInput<N>,
  { signal, sessionId, isBackground = false }: CallOptions,
  accept: string,
): Promise<Response> {
  const acting = actingSessionId(name, sessionId);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept };
  if (acting) headers[SESSION_HEADER] = acting;
  if (isBackground) headers[BACKGROUND_HEADER] = '1';
  let answer: Response;
  try {
    answer = await fetch(`${apiBase}/${name}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(input),
      credentials: name === livenessCall ? 'omit' : 'include',
      signal,
    });
  } catch (failure) {
    throw errorFromFailure(failure, signal);
  }
  if (answer.status === 200) return answer;
  const error = await errorFromAnswer(answer);
  if (error.status === 401 && acting) {
    setSessionStatus(acting, error.reason === 'logged_out' ? 'logouted' : 'kicked');
  }
  throw error;
}

/** Calls a service method and returns its JSON answer (errors as `sendCall`). */
export async function callApi<N extends CallName>(
  name: N,
  input: CallInput<N>,
  options: CallOptions = {},
): Promise<CallOutput<N>> {
  const answer = await sendCall(name, input, options, 'application/json');
  return (await answer.json()) as CallOutput<N>;
}

/** A file a call answered: its name from Content-Disposition, and its bytes. */
export type CalledFile = { fileName: string; blob: Blob };

/** The attachment name of a Content-Disposition header (the server keeps it to safe characters). */
function attachmentName(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'document';
}

/**
 * Calls a service method that answers a file (docs/DECISIONS.md §3), such as a statement's PDF,
 * and returns it whole; errors are coded JSON as for every call (`sendCall`).
 */
export async function callFileApi<N extends CallName>(
  name: N,
  input: CallInput<N>,
  options: CallOptions = {},
): Promise<CalledFile> {
  const answer = await sendCall(name, input, options, '*/*');
  try {
    const blob = await answer.blob();
    return { fileName: attachmentName(answer.headers.get('content-disposition')), blob };
  } catch (failure) {
    throw errorFromFailure(failure, options.signal);
  }
}
