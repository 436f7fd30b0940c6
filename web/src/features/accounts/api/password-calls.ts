import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { updatePasswordInfo, type SessionRecord } from '../../../lib/sessions';
import type { TradePasswordChangeErrorCode } from '@shared/contracts/account-password';

/** `account/retrievePasswordRule`: the firm's rule for this account (spec §3). */
export function passwordRuleQuery(accountCode: string) {
  return queryOptions({
    queryKey: ['account', 'password-rule', accountCode],
    queryFn: ({ signal }) => callApi('account/retrievePasswordRule', { accountCode }, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** `account/retrievePasswordInfo`: last login and last change (spec §2.15, §3). */
export function passwordInfoQuery(session: SessionRecord) {
  const { accountCode, source, sessionId } = session;
  return queryOptions({
    queryKey: ['account', 'password-info', sessionId],
    queryFn: ({ signal }) =>
      callApi('account/retrievePasswordInfo', { accountCode, source }, { signal }),
  });
}

/** `account/checkSavedTradePassword`: whether this account uses a trade password (spec §5). */
export function tradePasswordQuery(accountCode: string) {
  return queryOptions({
    queryKey: ['account', 'trade-password', accountCode],
    queryFn: ({ signal }) =>
      callApi('account/checkSavedTradePassword', { accountCode }, { signal }),
  });
}

/** The login password or the trade password (spec §5: the same rules, separate calls). */
export type PasswordKind = 'login' | 'trade';

type PasswordChange = { kind: PasswordKind; old: string; next: string };

/**
 * Changes the login or trade password. A new login password also clears the session's forced
 * change and alert and dates the change now (spec §4), and its password information is read again.
 */
export function useChangePassword(session: SessionRecord) {
  const queryClient = useQueryClient();
  const { accountCode } = session;
  return useMutation({
    mutationFn: async ({ kind, old, next }: PasswordChange) => {
      const answer: {
        success: boolean;
        result: string;
        historyCount?: number;
        /** A refused trade password change's spec §8 code (ERR001-ERR011). */
        errorCode?: TradePasswordChangeErrorCode;
      } =
        kind === 'login'
          ? await callApi('account/changePassword', {
              accountCode,
              oldLoginPassword: old,
              newLoginPassword: next,
            })
          : await callApi('account/changeTradePassword', {
              accountCode,
              oldTradePassword: old,
              newTradePassword: next,
            });
      return answer;
    },
    onSuccess: async (answer, { kind }) => {
      if (answer.result !== 'success' || kind !== 'login') return;
      updatePasswordInfo(session.sessionId, {
        isForceChangePassword: false,
        alertChangePasswordOption: 0,
        lastChangePasswordDate: new Date().toISOString(),
      });
      await queryClient.invalidateQueries({ queryKey: ['account', 'password-info'] });
    },
  });
}
