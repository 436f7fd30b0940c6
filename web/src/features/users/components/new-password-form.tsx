import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSource } from '@shared/contracts/common';
import { checkPassword } from '@shared/domain/password-rule';
import { callApi } from '../../../lib/api-client';
import { MessageAlert, outcomeMessage } from '../../../lib/message';
import { useResetPassword } from '../api/account-calls';
import { resetErrorKey } from '../login-messages';
import { PasswordRuleList } from '../../../components/password-rule-list';
import { LoadingIndicator } from '../../../components/loading-indicator';

type NewPasswordFormProps = {
  target: { accountCode: string; source: AccountSource };
  onDone: () => void;
};

/** The second step of a reset: verification key and the new password under the firm's rule. */
export function NewPasswordForm({ target, onDone }: NewPasswordFormProps) {
  const { t } = useTranslation(['users', 'common']);
  const rule = useQuery({
    queryKey: ['account', 'password-rule', target.accountCode],
    queryFn: ({ signal }) =>
      callApi(
        'account/retrievePasswordRule',
        { accountCode: target.accountCode },
        { signal, sessionId: null },
      ),
  });
  const [key, setKey] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // A new password and confirmation that differ are said so without a call.
  const [isMismatch, setMismatch] = useState(false);
  const reset = useResetPassword();
  const { isPending } = reset;
  const requirements = rule.data ? checkPassword(rule.data, password) : [];
  const isRuleMet = requirements.length > 0 && requirements.every((item) => item.isMet);
  const canSubmit = key.trim() !== '' && isRuleMet && !isPending;
  const message = isMismatch
    ? { key: 'accounts:change_password.mismatch' }
    : outcomeMessage(reset, ({ result }) =>
        result === 'success' ? null : { key: `users:${resetErrorKey(result)}` },
      );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setMismatch(password !== confirm);
    if (password !== confirm) {
      reset.reset();
      return;
    }
    const input = { ...target, verificationKey: key.trim(), newPassword: password };
    reset.mutate(input, {
      onSuccess: ({ result }) => {
        if (result === 'success') onDone();
      },
    });
  };

  if (rule.isPending) return <LoadingIndicator label={t('common:loading')} />;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('reset.key_sent')}</Text>
        {message && <MessageAlert message={message} />}
        <TextInput
          label={t('reset.verification_key')}
          value={key}
          onChange={(event) => setKey(event.currentTarget.value)}
          autoComplete="one-time-code"
        />
        <PasswordInput
          label={t('reset.new_password')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoComplete="new-password"
        />
        <PasswordInput
          label={t('reset.confirm_password')}
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
          autoComplete="new-password"
        />
        <PasswordRuleList requirements={requirements} />
        <Button type="submit" disabled={!canSubmit} loading={isPending}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
