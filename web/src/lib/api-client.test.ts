import { describe, expect, it, vi } from 'vitest';
import {
  BACKGROUND_HEADER as CONTRACT_BACKGROUND_HEADER,
  SESSION_HEADER as CONTRACT_SESSION_HEADER,
} from '@shared/contracts/common';
import { stubApi } from '../test/api-stub';
import { signInForTest } from '../test/sessions';
import { ApiError, BACKGROUND_HEADER, callApi, SESSION_HEADER } from './api-client';
import { currentActiveSession, findSession } from './sessions';

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('callApi (spec §7)', () => {
  it('posts JSON to /api/<service>/<method> and returns the JSON answer', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(Response.json({ serverId: 's-1' })));
    await expect(callApi('example/alive', {})).resolves.toEqual({ serverId: 's-1' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/example\/alive$/);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('sends the liveness call without credentials', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(Response.json({ serverId: 's-1' })));
    await callApi('example/alive', {});
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].credentials).toBe(
      'omit',
    );
  });

  it('throws an ApiError with the body code and fields for any status but 200', async () => {
    stubFetch(() =>
      Promise.resolve(
        Response.json(
          { code: 'invalid_input', fields: { '': 'unrecognized_key' } },
          { status: 400 },
        ),
      ),
    );
    const failure = await callApi('example/alive', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'invalid_input',
      fields: { '': 'unrecognized_key' },
    });
  });

  it('keeps the status when the body is not ours', async () => {
    stubFetch(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })));
    await expect(callApi('example/alive', {})).rejects.toMatchObject({
      status: 502,
      code: 'unknown',
    });
  });

  it('reports a network failure as network_error and a timeout as timeout', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callApi('example/alive', {})).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
    stubFetch(() => Promise.reject(new DOMException('timed out', 'TimeoutError')));
    await expect(callApi('example/alive', {})).rejects.toMatchObject({
      status: 0,
      code: 'timeout',
    });
  });
});

describe('callApi sessions (docs/DECISIONS.md §4)', () => {
  it('names the current session in x-portico-session, or an explicit one, never for liveness', async () => {
    const login = signInForTest();
    const calls = stubApi({
      'account/touch': () => ({ lastActivityTime: new Date().toISOString() }),
    });
    await callApi('account/touch', {});
    await callApi('account/touch', {}, { sessionId: 'other' });
    await callApi('example/alive', {});
    expect(calls.map((call) => call.headers.get(SESSION_HEADER))).toEqual([
      login.sessionId,
      'other',
      null,
    ]);
    expect(SESSION_HEADER).toBe(CONTRACT_SESSION_HEADER);
  });

  it('marks calls the page makes by itself as background', async () => {
    signInForTest();
    const calls = stubApi({
      'account/touch': () => ({ lastActivityTime: new Date().toISOString() }),
    });
    await callApi('account/touch', {}, { isBackground: true });
    await callApi('account/touch', {});
    expect(calls.map((call) => call.headers.get(BACKGROUND_HEADER))).toEqual(['1', null]);
    expect(BACKGROUND_HEADER).toBe(CONTRACT_BACKGROUND_HEADER);
  });

  it('marks the session kicked on a 401, which signs the page out', async () => {
    const login = signInForTest();
    stubApi({
      'account/touch': () => ({ status: 401, body: { code: 'unauthenticated', reason: 'kicked' } }),
    });
    await expect(callApi('account/touch', {})).rejects.toMatchObject({
      status: 401,
      reason: 'kicked',
    });
    expect(findSession(login.sessionId)?.status).toBe('kicked');
    expect(currentActiveSession()).toBeUndefined();
  });
});
