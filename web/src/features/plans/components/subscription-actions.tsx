import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyFor } from '@shared/domain/currency';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { orderFieldClasses } from '../../../components/order/max-input';
import { useFormat } from '../../../lib/use-format';
import type { PlanChange, PlanSubscription } from '../api/plan-subscription';
import { isAmount } from '../months';

/** A new monthly amount, asked in a dialog with the trade password the change may need. */
function ChangeAmount(props: {
  subscription: PlanSubscription;
  onChange: (change: PlanChange) => void;
}) {
  const { subscription } = props;
  const { t } = useTranslation('plans');
  const [isOpen, setOpen] = useState(false);
  const [amount, setAmount] = useState(subscription.monthlyAmount);
  const [password, setPassword] = useState('');
  const places = currencyFor(subscription.currency).precision;
  const isValid = isAmount(amount, places);
  const save = () => {
    setOpen(false);
    props.onChange({
      kind: 'changeAmount',
      subscriptionId: subscription.subscriptionId,
      monthlyAmount: amount,
      tradePassword: password || undefined,
    });
    setPassword('');
  };
  return (
    <>
      <Button size="compact-sm" variant="default" onClick={() => setOpen(true)}>
        {t('subscriptions.change_amount')}
      </Button>
      <Modal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t('subscriptions.change_amount')}
        centered
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (isValid) save();
          }}
        >
          <Stack>
            <TextInput
              label={t('subscriptions.new_amount', { currency: subscription.currency })}
              inputMode="decimal"
              value={amount}
              classNames={orderFieldClasses}
              error={isValid ? undefined : t('subscribe.invalid_amount', { places })}
              onChange={(event) => setAmount(event.currentTarget.value.trim())}
              data-autofocus
            />
            <PasswordInput
              label={t('subscriptions.trade_password')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              autoComplete="off"
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={!isValid}>
                {t('subscriptions.save_amount')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/**
 * What the client may do with a subscription in its status: change the amount, suspend, resume
 * or cancel, each asked first (UI style).
 */
export function SubscriptionActions(props: {
  subscription: PlanSubscription;
  isPending: boolean;
  onChange: (change: PlanChange) => void;
}) {
  const { subscription, onChange } = props;
  const { t } = useTranslation('plans');
  const format = useFormat();
  const plan = format.text(subscription.planName);
  const { status, subscriptionId } = subscription;
  const isOpen = status === 'submitted' || status === 'activated' || status === 'inactivated';
  if (!isOpen) return null;
  const ask = (kind: 'suspend' | 'resume' | 'cancel', color?: string) => (
    <ConfirmButton
      title={t(`subscriptions.${kind}`)}
      question={t(`subscriptions.${kind}_question`, { plan })}
      confirmLabel={t(`subscriptions.${kind}`)}
      onConfirm={() => onChange({ kind, subscriptionId })}
      buttonProps={{ size: 'compact-sm', variant: 'default', color, disabled: props.isPending }}
    >
      {t(`subscriptions.${kind}`)}
    </ConfirmButton>
  );
  return (
    <Group gap={6} wrap="wrap">
      <ChangeAmount subscription={subscription} onChange={onChange} />
      {status === 'activated' ? ask('suspend') : null}
      {status === 'inactivated' ? ask('resume') : null}
      {ask('cancel', 'red')}
    </Group>
  );
}
