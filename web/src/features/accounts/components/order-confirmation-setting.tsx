import { Alert, Button, Checkbox, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { accountKeys } from '../../../lib/account-keys';
import { callApi } from '../../../lib/api-client';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';
import { useOrderSettings } from '../../../lib/order-settings';

type Answer = CallOutput<'stock-order/setOrderConfirmationReminder'>;

/**
 * Issue 31 §5: whether orders go through a confirmation step, as brokers keep it, among the
 * account's settings: turning the step off shows the risk, asks to accept it and asks for the
 * trade password; turning it on again takes one press. The order ticket only says when it is off.
 */
export function OrderConfirmationSetting({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('accountPages');
  const settings = useOrderSettings(accountCode);
  const queryClient = useQueryClient();
  const [isRiskAccepted, setRiskAccepted] = useState(false);
  const [tradePassword, setTradePassword] = useState('');
  const save = useMutation({
    mutationFn: (input: { skipConfirmation: boolean }) =>
      callApi('stock-order/setOrderConfirmationReminder', {
        accountCode,
        ...input,
        ...(input.skipConfirmation ? { isRiskAccepted, tradePassword } : {}),
      }),
    onSuccess: async (answer: Answer) => {
      if (answer.result !== 'ok') return;
      setRiskAccepted(false);
      setTradePassword('');
      await queryClient.invalidateQueries({ queryKey: accountKeys(accountCode).orderSettings() });
    },
  });
  const refusal = save.data && save.data.result !== 'ok' ? save.data.result : null;
  if (!settings.data) return null;
  const isSkipping = settings.data.skipConfirmation;
  const needsPassword = settings.data.isTradePasswordRequired;
  return (
    <Stack gap="sm" component="section" aria-labelledby="order-confirmation-title">
      <Title order={2} size="h4" id="order-confirmation-title">
        {t('order_confirmation.title')}
      </Title>
      <Text size="sm" data-testid="order-confirmation-state">
        {isSkipping ? t('order_confirmation.is_off') : t('order_confirmation.is_on')}
      </Text>
      {isSkipping ? (
        <Button
          variant="default"
          loading={save.isPending}
          onClick={() => save.mutate({ skipConfirmation: false })}
        >
          {t('order_confirmation.turn_on')}
        </Button>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ skipConfirmation: true });
          }}
        >
          <Stack gap="sm">
            <Alert color="yellow" role="note">
              <Text size="sm" fw={700}>
                {t('order_confirmation.risk_title')}
              </Text>
              <Text size="sm">{t('order_confirmation.risk')}</Text>
            </Alert>
            <Checkbox
              label={t('order_confirmation.accept')}
              checked={isRiskAccepted}
              onChange={(event) => setRiskAccepted(event.currentTarget.checked)}
            />
            {needsPassword ? (
              <PasswordInput
                label={t('order_confirmation.trade_password')}
                value={tradePassword}
                autoComplete="off"
                onChange={(event) => setTradePassword(event.currentTarget.value)}
              />
            ) : null}
            {refusal ? (
              <Alert color="red" role="alert">
                {t(`order_confirmation.code_${refusal}`)}
              </Alert>
            ) : null}
            {save.error ? <MessageAlert message={apiErrorMessage(save.error)} /> : null}
            <Button
              type="submit"
              color="red"
              loading={save.isPending}
              disabled={!isRiskAccepted || (needsPassword && tradePassword === '')}
            >
              {t('order_confirmation.turn_off')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
