import { vi } from 'vitest';
import { z } from 'zod';
import { contracts, type CallContract, type CallName } from '@shared/contracts/index';

/** The alive answer every test gets unless it stubs fetch itself (the app polls liveness). */
export const TEST_SERVER_ID = 'test-server';

/**
 * A stubbed call's answer: a JSON body (status 200), `{ status, body }` for another status, or a
 * Response for a call that answers a file.
 */
type Handler = (input: unknown, headers: Headers) => unknown;

/** What the stub received, in order. */
export type StubCall = { name: string; input: unknown; headers: Headers };

function isStatusAnswer(answer: unknown): answer is { status: number; body: unknown } {
  return typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;
}

const contractsByName: Readonly<Record<string, CallContract | undefined>> = contracts;
const contractFailures: string[] = [];

/**
 * Checks a 200 answer against the call's output schema, as the server checks its own before
 * sending: a fixture that drifted from the contract would test a page against data no server sends.
 */
function checkAnswer(name: string, body: unknown): void {
  const contract = contractsByName[name];
  if (!contract) {
    contractFailures.push(`The stub answered "${name}", a call shared/contracts does not have.`);
    return;
  }
  const parsed = contract.output.safeParse(body);
  if (!parsed.success) {
    contractFailures.push(
      `The stubbed answer of "${name}" does not match its output schema:\n` +
        z.prettifyError(parsed.error),
    );
  }
}

/** The stubbed answers that broke their contract since the last take (test/setup.ts fails them). */
export function takeContractFailures(): string[] {
  return contractFailures.splice(0);
}

/**
 * Stubs fetch as the API: each call name answers from its handler; the liveness call answers the
 * test server id; anything else answers 404 `not_found`. A 200 answer must match the call's output
 * schema, or the test fails. Returns the calls made.
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
      // A call that answers a file (a PDF download): the handler builds the whole response.
      if (answer instanceof Response) return answer;
      const { status, body } = isStatusAnswer(answer) ? answer : { status: 200, body: answer };
      if (status === 200) checkAnswer(name, body);
      return Response.json(body, { status });
    }),
  );
  return calls;
}
