import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { SessionRecord } from '../../../lib/sessions';

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
