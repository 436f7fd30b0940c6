import { Button, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Factor, LoginSession } from '@shared/contracts/account-login';

/** The factors the calls take (push, H, is not sent by the server yet). */
type DeliveredFactor = Exclude<Factor, 'H'>;
import { callApi } from '../../../lib/api-client';
import { MessageAlert, outcomeMessage, type Message } from '../../../lib/message';
import { useCountdown } from '../hooks/use-countdown';
import { otpErrorKey } from '../login-messages';
import type { Challenge } from './password-login-form';

/** Spec §4 and §9: a resend waits 60 seconds. */
export const RESEND_WAIT_SECONDS = 60;

type TwoFactorFormProps = {
  challenge: Challenge;
  onSession: (login: LoginSession) => Promise<Message | null>;
  onCancel: () => void;
};

const instructions = {
  S: 'otp.instructions_sms',
  E: 'otp.instructions_email',
  T: 'otp.instructions_token',
  H: 'otp.instructions_push',
} as const;

function MethodChoice(props: {
  value: DeliveredFactor;
  onChange: (factor: DeliveredFactor) => void;
}) {
  const { value, onChange } = props;
  const { t } = useTranslation('users');
  return (
    <SegmentedControl
      aria-label={t('otp.method')}
      fullWidth
      value={value}
      onChange={(next) => onChange(next === 'E' ? 'E' : 'S')}
      data={[
        { value: 'S', label: t('otp.method_sms') },
        { value: 'E', label: t('otp.method_email') },
      ]}
    />
  );
}

/**
 * Spec §2.15 two-factor screen: the one-time password (submit disabled while empty, cleared after
 * a failure), the delivery method when the factor is not a token, Resend OTP with its 60-second
 * countdown in seconds, and Cancel back to the password form.
 */
export function TwoFactorForm({ challenge, onSession, onCancel }: TwoFactorFormProps) {
  const { t } = useTranslation('users');
  // A push challenge (H, spec §3) cannot arise yet: its code is sent by SMS unless switched.
  const [factor, setFactor] = useState<DeliveredFactor>(
    challenge.factor === 'H' ? 'S' : challenge.factor,
  );
  const [code, setCode] = useState('');
  const { secondsLeft, restart } = useCountdown(RESEND_WAIT_SECONDS);
  const isToken = challenge.factor === 'T';
  // The login and what its answer leads to, as one call: busy until the session is open.
  const login = useMutation({
    mutationFn: async (): Promise<Message | null> => {
      const answer = await callApi(
        'account/factorLogin',
        { sessionId: challenge.sessionId, password: code.trim(), factor },
        { sessionId: null },
      );
      if (!('errorCode' in answer)) return onSession(answer);
      setCode('');
      return { key: `users:${otpErrorKey(answer.errorCode)}` };
    },
    onError: () => setCode(''),
  });
  const resend = useMutation({
    mutationFn: () =>
      callApi(
        'account/resendOneTimePassword',
        { sessionId: challenge.sessionId, factor },
        { sessionId: null },
      ),
    onSuccess: (answer) => {
      if (answer.result !== 'X') restart(answer.retryAfterSeconds);
    },
  });
  const { isPending } = login;
  // Each says what the last of the two came to: starting one clears the other's.
  const message =
    outcomeMessage(login, (said) => said) ??
    outcomeMessage(resend, (answer) =>
      answer.result === 'X' ? { key: `users:${otpErrorKey(answer.errorCode)}` } : null,
    );
  const notice: Message | null = resend.data?.result === 'sent' ? { key: 'users:otp.sent' } : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '' || isPending) return;
    if (!resend.isPending) resend.reset();
    login.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('otp.title')}
        </Title>
        <Text c="dimmed">{t(instructions[challenge.factor === 'H' ? 'H' : factor])}</Text>
        {!isToken && <MethodChoice value={factor} onChange={setFactor} />}
        {message && <MessageAlert message={message} />}
        {notice && <MessageAlert message={notice} color="teal" />}
        <TextInput
          label={t('otp.field')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={16}
          data-autofocus
        />
        <Button type="submit" disabled={code.trim() === '' || isPending} loading={isPending}>
          {t('otp.submit')}
        </Button>
        <Group grow>
          {!isToken && (
            <Button
              variant="default"
              disabled={secondsLeft > 0}
              onClick={() => {
                if (!isPending) login.reset();
                resend.mutate();
              }}
            >
              {secondsLeft > 0 ? t('otp.resend_wait', { seconds: secondsLeft }) : t('otp.resend')}
            </Button>
          )}
          <Button variant="subtle" onClick={onCancel}>
            {t('otp.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
