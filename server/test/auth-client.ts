import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_HEADER } from '../../shared/contracts/common';
import { createEmbeddedMessenger, type EmbeddedMessenger } from '../messaging/embedded-messenger';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/** A clock a test moves by hand, so expiry is tested without waiting or reading wall time. */
export type TestClock = { now: Date; advance(ms: number): void; read: () => Date };

/** A clock starting at the real present (the seeded demo dates are relative to it). */
export function createTestClock(): TestClock {
  const clock: TestClock = {
    now: new Date(),
    advance(ms) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    read: () => clock.now,
  };
  return clock;
}

/** A session as the browser holds it: its id (for the header) and its cookies. */
export type BrowserSession = { sessionId: string; cookies: Record<string, string> };

/** The cookies a reply sets (cleared ones with an empty value). */
export function cookiesOf(reply: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(reply.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** An app with a hand-moved clock and a messenger whose outbox the test reads. */
export type AuthTestApp = TestApp & { clock: TestClock; messenger: EmbeddedMessenger };

/** Builds the test app for sign-in tests. */
export async function createAuthTestApp(options: TestAppOptions = {}): Promise<AuthTestApp> {
  const clock = createTestClock();
  const messenger = createEmbeddedMessenger({ info: () => undefined });
  const testApp = await createTestApp({ clock: clock.read, messenger, ...options });
  return { ...testApp, clock, messenger };
}

/** Posts a call; with a session, names it in the header and sends its cookies. */
export function post(
  app: FastifyInstance,
  call: string,
  payload: object = {},
  session?: BrowserSession,
  remoteAddress = '203.0.113.10',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/portal/api/${call}`,
    payload,
    remoteAddress,
    ...(session
      ? { headers: { [SESSION_HEADER]: session.sessionId }, cookies: session.cookies }
      : {}),
  });
}

/** Signs in with a password and answers the browser session (throws unless a session opened). */
export async function signIn(
  app: FastifyInstance,
  accountCode: string,
  options: { password?: string; source?: 'gateway' | 'fos'; remoteAddress?: string } = {},
): Promise<BrowserSession & { answer: Record<string, unknown> }> {
  const source = options.source ?? 'gateway';
  const reply = await post(
    app,
    `account/${source}PasswordLogin`,
    { accountCode, password: options.password ?? 'Portico#2026' },
    undefined,
    options.remoteAddress,
  );
  const answer = reply.json<Record<string, unknown>>();
  if (typeof answer.sessionId !== 'string' || !['Y', '1'].includes(String(answer.result))) {
    throw new Error(`${accountCode} did not sign in: ${reply.statusCode} ${reply.body}`);
  }
  return { sessionId: answer.sessionId, cookies: cookiesOf(reply), answer };
}
