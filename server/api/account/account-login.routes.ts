import { accountLoginContracts, type LoginAnswer } from '../../../shared/contracts/account-login';
import type { AccountSource } from '../../../shared/contracts/common';
import { factorLogin } from '../../commands/factor-login.command';
import { passwordLogin } from '../../commands/password-login.command';
import { resendOneTimePassword } from '../../commands/resend-one-time-password.command';
import { sessionLogin } from '../../commands/session-login.command';
import { defineCall, type CallContext } from '../registry';
import { answerLogin, answerSession, answerSignIn } from './login-answer';

/** Spec §7 password logins: the same rules for both sources; Fos adds `success`. */
async function passwordLoginAnswer(
  source: AccountSource,
  input: { accountCode: string; password: string },
  context: CallContext,
): Promise<LoginAnswer> {
  const { clientAddress, now, devices } = context;
  const outcome = await passwordLogin(context, { ...input, source, clientAddress, now, devices });
  return answerLogin(outcome, context);
}

/** `account/gatewayPasswordLogin`: spec §8 results Y, 1, 2, N, F, V, S, G, X. */
export const gatewayPasswordLoginCall = defineCall({
  service: 'account',
  method: 'gatewayPasswordLogin',
  ...accountLoginContracts.gatewayPasswordLogin,
  access: 'public',
  handler: (input, context) => passwordLoginAnswer('gateway', input, context),
});

/**
 * `account/fosPasswordLogin`: the Gateway answer plus `success` (true with a session). Fos holds
 * the virtual assets (spec §1), so a brand without them has no Fos login.
 */
export const fosPasswordLoginCall = defineCall({
  service: 'account',
  method: 'fosPasswordLogin',
  ...accountLoginContracts.fosPasswordLogin,
  access: 'public',
  feature: 'crypto',
  handler: async (input, context) => {
    const answer = await passwordLoginAnswer('fos', input, context);
    return { ...answer, success: answer.result === 'Y' || answer.result === '1' };
  },
});

/** `account/factorLogin`: the one-time password of a result-2 challenge. */
export const factorLoginCall = defineCall({
  service: 'account',
  method: 'factorLogin',
  ...accountLoginContracts.factorLogin,
  access: 'public',
  handler: async (input, context) => {
    const { clientAddress, now, devices } = context;
    const { sessionId, password: code, factor } = input;
    const request = { sessionId, code, factor, clientAddress, now, devices };
    const outcome = await factorLogin(context, request);
    if (outcome.kind === 'refused') return { result: 'X' as const, errorCode: outcome.errorCode };
    return answerSignIn(outcome, context);
  },
});

/** `account/resendOneTimePassword`: a new code, by SMS or email, at most once a minute. */
export const resendOneTimePasswordCall = defineCall({
  service: 'account',
  method: 'resendOneTimePassword',
  ...accountLoginContracts.resendOneTimePassword,
  access: 'public',
  handler: (input, context) => resendOneTimePassword(context, { ...input, now: context.now }),
});

/** `account/sessionLogin`: session-login mode only (spec §2.2). */
export const sessionLoginCall = defineCall({
  service: 'account',
  method: 'sessionLogin',
  ...accountLoginContracts.sessionLogin,
  access: 'public',
  loginMode: 'session',
  handler: async (input, context) => {
    const { clientAddress, now } = context;
    const outcome = await sessionLogin(context, { token: input.token, clientAddress, now });
    if (outcome.kind === 'token_error') {
      return { result: 'token_error' as const, errorCode: outcome.errorCode };
    }
    return outcome.kind === 'refused'
      ? { result: outcome.result }
      : answerSession(outcome, context);
  },
});

/** The sign-in calls. */
export const accountLoginCalls = [
  gatewayPasswordLoginCall,
  fosPasswordLoginCall,
  factorLoginCall,
  resendOneTimePasswordCall,
  sessionLoginCall,
];
