import { afterAll, beforeAll, expect } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../shared/contracts/index';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from './auth-client';

/**
 * The admin area's HTTP tests (issue 28): the app on the demo book, calls as S90001 (or any
 * account), fresh accounts made through `admin-account/createAccount` so each test sets up what
 * it reads, and the passwords the messenger sent them.
 */
export function useAdminTestApp() {
  const state = {} as { t: AuthTestApp };
  beforeAll(async () => {
    state.t = await createAuthTestApp();
  });
  afterAll(async () => {
    await state.t.close();
  });

  /** Calls as `session`; answers the reply. */
  const postAs = (session: BrowserSession, name: CallName, input: object) =>
    post(state.t.app, name, input, session);

  /** Calls as a fresh session of `accountCode` and expects 200. */
  async function callAs<N extends CallName>(
    accountCode: string,
    name: N,
    input: CallInput<N>,
  ): Promise<CallOutput<N>> {
    const reply = await postAs(await signIn(state.t.app, accountCode), name, input);
    expect([name, reply.statusCode, reply.statusCode === 200 ? '' : reply.body]).toEqual([
      name,
      200,
      '',
    ]);
    return reply.json<CallOutput<N>>();
  }

  const admin = <N extends CallName>(name: N, input: CallInput<N>) => callAs('S90001', name, input);

  let serial = 0;
  /** A code no other test uses. */
  const newCode = () =>
    `T${String(Date.now() % 1_000_000).padStart(6, '0')}${String((serial += 1)).padStart(3, '0')}`;

  /** Creates an account as S90001 (role user, Gateway, no two-factor) and answers it. */
  async function createAccount(extra: Partial<CallInput<'admin-account/createAccount'>> = {}) {
    const accountCode = extra.accountCode ?? newCode();
    const answer = await admin('admin-account/createAccount', {
      accountCode,
      source: 'gateway',
      role: 'user',
      displayName: `Holder ${accountCode}`,
      email: `${accountCode.toLowerCase()}@example.com`,
      mobile: null,
      twoFactor: null,
      tradePasswordRequired: false,
      ...extra,
    });
    expect(answer.result).toBe('ok');
    if (!answer.account) throw new Error('no account');
    return answer.account;
  }

  /** The latest password the messenger sent to `accountCode` (first or reset). */
  function sentPassword(accountCode: string): string {
    const message = state.t.messenger
      .recent()
      .find(
        (sent) =>
          sent.accountCode === accountCode && /(?:first|new) password is (\w+)/.test(sent.text),
      );
    const match = /(?:first|new) password is (\w+)/.exec(message?.text ?? '');
    if (!match?.[1]) throw new Error(`no password sent to ${accountCode}`);
    return match[1];
  }

  /** Signs the holder in with the password sent to it. */
  const signInHolder = (accountCode: string, source: 'gateway' | 'fos' = 'gateway') =>
    signIn(state.t.app, accountCode, { password: sentPassword(accountCode), source });

  return { state, postAs, callAs, admin, newCode, createAccount, sentPassword, signInHolder };
}
