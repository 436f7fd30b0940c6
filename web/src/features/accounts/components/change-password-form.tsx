import { Button, PasswordInput, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPassword } from '@shared/domain/password-rule';
import { apiErrorMessage, MessageAlert, outcomeMessage } from '../../../lib/message';
import type { SessionRecord } from '../../../lib/sessions';
import { passwordRuleQuery, useChangePassword, type PasswordKind } from '../api/password-calls';
import { PasswordRuleList } from '../../../components/password-rule-list';
import { LoadingIndicator } from '../../../components/loading-indicator';

const sectionOf = { login: 'change_password', trade: 'change_trade_password' } as const;

/**
 * Spec §2.15 / §4 / §5 change password: the rule list marks each requirement met; submit stays
 * disabled until the rule is met and while a request runs; differing new and confirm passwords
 * show the mismatch text without a call; success clears the fields and says so.
 */
export function ChangePasswordForm({
  kind,
  session,
}: {
  kind: PasswordKind;
  session: SessionRecord;
}) {
  const { t } = useTranslation(['accounts', 'common']);
  const rule = useQuery(passwordRuleQuery(session.accountCode));
  const [fields, setFields] = useState({ old: '', next: '', confirm: '' });
  // A new password and confirmation that differ are said so without a call.
  const [isMismatch, setMismatch] = useState(false);
  const change = useChangePassword(session);
  const { isPending } = change;
  const requirements = rule.data ? checkPassword(rule.data, fields.next) : [];
  const isRuleMet = requirements.length > 0 && requirements.every((item) => item.isMet);
  const canSubmit = fields.old !== '' && isRuleMet && !isPending;
  const section = sectionOf[kind];
  const isSuccess = !isMismatch && change.data?.result === 'success';
  const message = isMismatch
    ? { key: `accounts:${section}.mismatch` }
    : outcomeMessage(change, (answer) =>
        answer.result === 'success'
          ? { key: `accounts:${section}.success` }
          : {
              // A trade password refusal carries its spec §8 code, with a trade password text.
              key: answer.errorCode
                ? `accounts:trade_password_error.${answer.errorCode.toLowerCase()}`
                : `accounts:result.${answer.result}`,
              values: { count: answer.historyCount ?? 0 },
            },
      );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setMismatch(fields.next !== fields.confirm);
    if (fields.next !== fields.confirm) {
      change.reset();
      return;
    }
    change.mutate(
      { kind, old: fields.old, next: fields.next },
      {
        onSuccess: (answer) => {
          if (answer.result === 'success') setFields({ old: '', next: '', confirm: '' });
        },
      },
    );
  };

  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setFields((current) => ({ ...current, [name]: value }));
    },
  });

  if (rule.isPending) return <LoadingIndicator label={t('common:loading')} />;
  if (rule.isError) return <MessageAlert message={apiErrorMessage(rule.error)} />;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {message && <MessageAlert message={message} color={isSuccess ? 'teal' : 'red'} />}
        <PasswordInput
          label={t(`${section}.old_password`)}
          autoComplete="current-password"
          {...field('old')}
        />
        <PasswordInput
          label={t(`${section}.new_password`)}
          autoComplete="new-password"
          {...field('next')}
        />
        <PasswordInput
          label={t(`${section}.confirm_password`)}
          autoComplete="new-password"
          {...field('confirm')}
        />
        <PasswordRuleList requirements={requirements} />
        <Button type="submit" disabled={!canSubmit} loading={isPending} w="fit-content">
          {t(`${section}.submit`)}
        </Button>
      </Stack>
    </form>
  );
}
