import { Button, PasswordInput, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPassword } from '@shared/domain/password-rule';
import { callApi } from '../../../lib/api-client';
import { apiErrorMessage, MessageAlert, type Message } from '../../../lib/message';
import { updatePasswordInfo, type SessionRecord } from '../../../lib/sessions';
import { passwordRuleQuery } from '../api/password-calls';
import { PasswordRuleList } from '../../../components/password-rule-list';
import { LoadingIndicator } from '../../../components/loading-indicator';

/** The login password or the trade password (spec §5: the same rules, separate calls). */
export type PasswordKind = 'login' | 'trade';

type ChangeAnswer = { success: boolean; result: string; historyCount?: number };

const sectionOf = { login: 'change_password', trade: 'change_trade_password' } as const;

async function sendChange(kind: PasswordKind, accountCode: string, old: string, next: string) {
  const answer: ChangeAnswer =
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
}

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
  const queryClient = useQueryClient();
  const rule = useQuery(passwordRuleQuery(session.accountCode));
  const [fields, setFields] = useState({ old: '', next: '', confirm: '' });
  const [isPending, setIsPending] = useState(false);
  const [message, setMessage] = useState<{ text: Message; isSuccess: boolean } | null>(null);
  const requirements = rule.data ? checkPassword(rule.data, fields.next) : [];
  const isRuleMet = requirements.length > 0 && requirements.every((item) => item.isMet);
  const canSubmit = fields.old !== '' && isRuleMet && !isPending;
  const section = sectionOf[kind];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    if (fields.next !== fields.confirm) {
      setMessage({ text: { key: `accounts:${section}.mismatch` }, isSuccess: false });
      return;
    }
    setIsPending(true);
    setMessage(null);
    try {
      const answer = await sendChange(kind, session.accountCode, fields.old, fields.next);
      if (answer.result === 'success') {
        setFields({ old: '', next: '', confirm: '' });
        setMessage({ text: { key: `accounts:${section}.success` }, isSuccess: true });
        if (kind === 'login') {
          // Spec §4: last change now, force flag cleared, no alert.
          updatePasswordInfo(session.sessionId, {
            isForceChangePassword: false,
            alertChangePasswordOption: 0,
            lastChangePasswordDate: new Date().toISOString(),
          });
          await queryClient.invalidateQueries({ queryKey: ['account', 'password-info'] });
        }
      } else {
        const values = { count: answer.historyCount ?? 0 };
        setMessage({ text: { key: `accounts:result.${answer.result}`, values }, isSuccess: false });
      }
    } catch (error) {
      setMessage({ text: apiErrorMessage(error), isSuccess: false });
    } finally {
      setIsPending(false);
    }
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
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {message && (
          <MessageAlert message={message.text} color={message.isSuccess ? 'teal' : 'red'} />
        )}
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
