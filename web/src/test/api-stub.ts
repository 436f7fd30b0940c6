import { vi } from 'vitest';
import type { CallName } from '@shared/contracts/index';

/** The alive answer every test gets unless it stubs fetch itself (the app polls liveness). */
export const TEST_SERVER_ID = 'test-server';

/** A stubbed call's answer: a JSON body (status 200), or `{ status, body }` for another status. */
type Handler = (input: unknown, headers: Headers) => unknown;

/** What the stub received, in order. */
export type StubCall = { name: string; input: unknown; headers: Headers };

function isStatusAnswer(answer: unknown): answer is { status: number; body: unknown } {
  return typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;
}

/**
 * Stubs fetch as the API: each call name answers from its handler; the liveness call answers the
 * test server id; anything else answers 404 `not_found`. Returns the calls made.
 */
export function stubApi(handlers: Partial<Record<CallName, Handler>> = {}): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const name = /\/api\/(.+)$/.exec(url)?.[1] ?? '';
      const input: unknown = JSON.parse(typeof init.body === 'string' ? init.body : '{}');
      const headers = new Headers(init.headers);
      calls.push({ name, input, headers });
      if (name === 'example/alive') return Response.json({ serverId: TEST_SERVER_ID });
      const handler = handlers[name as CallName];
      if (!handler) return Response.json({ code: 'not_found' }, { status: 404 });
      const answer = await handler(input, headers);
      if (isStatusAnswer(answer)) return Response.json(answer.body, { status: answer.status });
      return Response.json(answer);
    }),
  );
  return calls;
}
