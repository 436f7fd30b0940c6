import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { formatTime } from '@shared/domain/date-time';
import { ApiError } from '../../../../lib/api-client';
import { apiErrorMessage, MessageAlert, type Message } from '../../../../lib/message';
import { useConfirmContactChange, useRequestContactChange } from '../../api/account-profile';

type Challenge = NonNullable<CallOutput<'account-profile/requestContactChange'>['challenge']>;
type ConfirmAnswer = CallOutput<'account-profile/confirmContactChange'>;

/** Seconds left until `until` (ms), ticking every second; 0 once passed. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until, now]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** A refused request's text: the field's own code (a malformed email or mobile), else the call's. */
function requestError(error: unknown): Message {
  const field = error instanceof ApiError ? error.fields?.value : undefined;
  if (field === 'invalid_email' || field === 'invalid_mobile') {
    return { key: `accountPages:information.contact_result.${field}` };
  }
  return apiErrorMessage(error);
}

/** A refused code's text. */
function confirmError(answer: ConfirmAnswer): Message | null {
  if (answer.result === 'ok') return null;
  return {
    key: `accountPages:information.contact_result.${answer.result}`,
    values: { count: answer.attemptsLeft ?? 0 },
  };
}

/**
 * A new email or mobile (issue 25 §1): the value, then the one-time code sent to it. A wrong code
 * says how many tries are left; an expired, used or spent one asks for a new code, which may be
 * sent again once the wait the server gave has passed.
 */
export function ContactChange(props: {
  accountCode: string;
  kind: 'email' | 'mobile';
  onClose: (message: string | null) => void;
}) {
  const { t } = useTranslation('accountPages');
  const { kind } = props;
  const request = useRequestContactChange(props.accountCode);
  const confirm = useConfirmContactChange(props.accountCode);
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const resendIn = useSecondsLeft(resendAt);
  const sameAsCurrent = request.data?.result === 'same_as_current';

  const send = () => {
    confirm.reset();
    request.mutate(
      { kind, value: value.trim() },
      {
        onSuccess: (answer) => {
          if (!answer.challenge) return;
          setChallenge(answer.challenge);
          setCode('');
          setResendAt(Date.now() + answer.challenge.resendAfterSeconds * 1000);
        },
      },
    );
  };
  const submitCode = () => {
    if (!challenge || !/^\d{6}$/.test(code)) return;
    confirm.mutate(
      { challengeId: challenge.challengeId, code },
      {
        onSuccess: (answer) => {
          if (answer.result !== 'ok' || !answer.profile) return setCode('');
          props.onClose(
            t(`information.contact.changed_${kind}`, { value: answer.profile[kind] ?? '' }),
          );
        },
      },
    );
  };

  const message: Message | null = confirm.error
    ? apiErrorMessage(confirm.error)
    : confirm.data
      ? confirmError(confirm.data)
      : request.error
        ? requestError(request.error)
        : sameAsCurrent
          ? { key: 'accountPages:information.contact_result.same_as_current' }
          : null;
  const cancel = (
    <Button variant="default" onClick={() => props.onClose(null)}>
      {t('information.cancel')}
    </Button>
  );

  if (!challenge) {
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t(
              kind === 'email' ? 'information.contact.new_email' : 'information.contact.new_mobile',
            )}
            description={kind === 'mobile' ? t('information.contact.mobile_hint') : undefined}
            type={kind === 'email' ? 'email' : 'tel'}
            autoComplete={kind === 'email' ? 'email' : 'tel'}
            value={value}
            maxLength={254}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          {message ? <MessageAlert message={message} /> : null}
          <Group justify="flex-end" gap="xs">
            {cancel}
            <Button type="submit" disabled={value.trim() === ''} loading={request.isPending}>
              {t('information.contact.send_code')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }
  const isCodeOk = /^\d{6}$/.test(code);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submitCode();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" role="status">
          {t('information.contact.code_sent', {
            to: challenge.sentTo,
            time: formatTime(new Date(challenge.expiresAt)),
          })}
        </Text>
        <TextInput
          label={t('information.contact.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          error={code !== '' && !isCodeOk ? t('information.contact_result.code_format') : undefined}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
        />
        {message ? <MessageAlert message={message} /> : null}
        <Group justify="space-between" gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={resendIn > 0}
            loading={request.isPending}
            onClick={send}
          >
            {resendIn > 0
              ? t('information.contact.resend_in', { seconds: resendIn })
              : t('information.contact.resend')}
          </Button>
          <Group gap="xs">
            {cancel}
            <Button type="submit" disabled={!isCodeOk} loading={confirm.isPending}>
              {t('information.contact.confirm')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
