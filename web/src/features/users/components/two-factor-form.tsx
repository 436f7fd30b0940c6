import { Button, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Factor, LoginSession } from '@shared/contracts/account-login';
import { callApi } from '../../../lib/api-client';
import { apiErrorMessage, MessageAlert, type Message } from '../../../lib/message';
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
} as const;

function MethodChoice({ value, onChange }: { value: Factor; onChange: (factor: Factor) => void }) {
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
  const [factor, setFactor] = useState<Factor>(challenge.factor);
  const [code, setCode] = useState('');
  const [isPending, setIsPending] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [notice, setNotice] = useState<Message | null>(null);
  const { secondsLeft, restart } = useCountdown(RESEND_WAIT_SECONDS);
  const isToken = challenge.factor === 'T';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '' || isPending) return;
    setIsPending(true);
    setMessage(null);
    setNotice(null);
    try {
      const answer = await callApi(
        'account/factorLogin',
        { sessionId: challenge.sessionId, password: code.trim(), factor },
        { sessionId: null },
      );
      if ('errorCode' in answer) {
        setCode('');
        setMessage({ key: `users:${otpErrorKey(answer.errorCode)}` });
      } else {
        setMessage(await onSession(answer));
      }
    } catch (error) {
      setCode('');
      setMessage(apiErrorMessage(error));
    } finally {
      setIsPending(false);
    }
  };

  const resend = async () => {
    setMessage(null);
    setNotice(null);
    try {
      const answer = await callApi(
        'account/resendOneTimePassword',
        { sessionId: challenge.sessionId, factor },
        { sessionId: null },
      );
      if (answer.result === 'X') {
        setMessage({ key: `users:${otpErrorKey(answer.errorCode)}` });
        return;
      }
      restart(answer.retryAfterSeconds);
      if (answer.result === 'sent') setNotice({ key: 'users:otp.sent' });
    } catch (error) {
      setMessage(apiErrorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('otp.title')}
        </Title>
        <Text c="dimmed">{t(instructions[factor])}</Text>
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
            <Button variant="default" disabled={secondsLeft > 0} onClick={() => void resend()}>
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
