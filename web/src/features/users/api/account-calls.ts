import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@shared/contracts/index';
import { callApi } from '../../../lib/api-client';
import { updatePasswordInfo, type SessionRecord } from '../../../lib/sessions';

/** `account/requestPasswordReset`: a verification key sent to the account's contact (spec §2.2). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (target: CallInput<'account/requestPasswordReset'>) =>
      callApi('account/requestPasswordReset', target),
  });
}

/** `account/resetPassword`: the new password under the firm's rule, with the key sent. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: CallInput<'account/resetPassword'>) =>
      callApi('account/resetPassword', input, { sessionId: null }),
  });
}

/**
 * `account/confirmAgreement`: the first-login agreement confirmed, then kept with the session's
 * password information (spec §4), which lets the session past the agreement gate.
 */
export function useConfirmAgreement(session: SessionRecord) {
  return useMutation({
    mutationFn: () =>
      callApi('account/confirmAgreement', {
        accountCode: session.accountCode,
        source: session.source,
      }),
    onSuccess: (answer) => {
      if (answer.confirmAgreementStatus) {
        updatePasswordInfo(session.sessionId, { agreementConfirmed: true });
      }
    },
  });
}
