import type { LoginAnswer, LoginSession } from '../../../shared/contracts/account-login';
import type { OpenedSession } from '../../commands/open-session.command';
import type { LoginOutcome } from '../../commands/password-login.command';
import { throttleKey } from '../../auth/throttle';
import type { CallContext } from '../registry';

/**
 * Hands a new session to the browser: its secrets go into cookies, never the JSON
 * (docs/DECISIONS.md §4); the cookies of sessions it replaced are dropped from this browser.
 */
export function answerSession(opened: OpenedSession, context: CallContext): LoginSession {
  context.cookies.write(opened.sessionId, opened.secrets);
  const present = new Set(context.cookies.sessionIds());
  for (const replaced of opened.replacedSessionIds) {
    if (present.has(replaced)) context.cookies.clear(replaced);
  }
  return opened.answer;
}

/**
 * Hands a session a password (and maybe a factor) opened to the browser, and has the browser
 * remember it signed in to the account: its device cookie then passes the account's sign-in
 * spacing (server/auth/device-cookie.ts).
 */
export async function answerSignIn(
  opened: OpenedSession,
  context: CallContext,
): Promise<LoginSession> {
  const { accountCode, source } = opened.answer;
  await context.devices.remember(throttleKey(accountCode, source));
  return answerSession(opened, context);
}

/** Turns a password login's outcome into its spec §3 answer. */
export async function answerLogin(
  outcome: LoginOutcome,
  context: CallContext,
): Promise<LoginAnswer> {
  if (outcome.kind === 'refused') return { result: outcome.result };
  if (outcome.kind === 'challenge') {
    return { result: '2', factor: outcome.factor, sessionId: outcome.sessionId };
  }
  return answerSignIn(outcome, context);
}
