import { describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from './api-client';

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
