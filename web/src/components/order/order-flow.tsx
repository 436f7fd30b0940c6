import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';
import {
  useOrderPlacement,
  type OrderAnswer,
  type PlacementExtras,
} from '../hooks/use-order-placement';
import { useOrderTexts } from '../hooks/use-order-texts';

type OrderFlowProps = {
  accountCode: string;
  /** Whether the inputs pass the preview's checks. */
  canReview: boolean;
  /** Set when the fund is above the client's risk level: the text to acknowledge. */
  riskWarning: string | null;
  /** The preview rows (amount or units, fees, estimate, dates, currency, available). */
  preview: ReactNode;
  place: (extras: PlacementExtras) => Promise<OrderAnswer>;
  /** The inputs. */
  children: ReactNode;
};

type Placement = ReturnType<typeof useOrderPlacement>;

/** A placement's result: the order placed (or placed before), else the result code's text. */
function Outcome({ answer }: { answer: OrderAnswer }) {
  const { t } = useTranslation('funds');
  const texts = useOrderTexts();
  const order = answer.orders[0];
  if (answer.result === 0 && order) {
    const key = answer.isReplay ? 'order.replay' : 'order.success';
    return (
      <Alert color="green" role="status">
        {t(key, { orderId: order.orderId, status: t(`status.${order.status}` as never) })}
      </Alert>
    );
  }
  if (answer.tradePassword === 'incorrect') {
    return (
      <Alert color="red" role="alert">
        {t('order.trade_password_incorrect')}
      </Alert>
    );
  }
  const text = texts.result(answer.result);
  return (
    <Alert color="red" role="alert">
      {t('order.failure', { text })}
    </Alert>
  );
}

function Done({ flow, answer }: { flow: Placement; answer: OrderAnswer }) {
  const { t } = useTranslation('funds');
  return (
    <Stack>
      <Outcome answer={answer} />
      <Group>
        <Button onClick={flow.restart}>{t('order.new_order')}</Button>
        <Button component={Link} to="/funds/history" variant="default">
          {t('order.view_history')}
        </Button>
      </Group>
    </Stack>
  );
}

function Safeguards({ flow, riskWarning }: { flow: Placement; riskWarning: string | null }) {
  const { t } = useTranslation('funds');
  return (
    <>
      {riskWarning ? (
        <Alert color="yellow">
          <Stack gap="xs">
            <Text size="sm">{riskWarning}</Text>
            <Checkbox
              label={t('order.risk_acknowledge')}
              checked={flow.hasAcknowledgedRisk}
              onChange={(event) => flow.setAcknowledged(event.currentTarget.checked)}
            />
          </Stack>
        </Alert>
      ) : null}
      {flow.isAskingTradePassword ? (
        <PasswordInput
          label={t('order.trade_password')}
          value={flow.tradePassword}
          onChange={(event) => flow.setTradePassword(event.currentTarget.value)}
          autoComplete="off"
        />
      ) : null}
    </>
  );
}

function Actions({ flow, canReview }: { flow: Placement; canReview: boolean }) {
  const { t } = useTranslation('funds');
  const { placement } = flow;
  if (flow.step === 'confirm') {
    return (
      <Group>
        <Button variant="default" onClick={() => flow.setStep('edit')}>
          {t('order.back')}
        </Button>
        <Button
          loading={placement.isPending}
          disabled={!flow.canPlace}
          onClick={() => placement.mutate()}
        >
          {t('order.confirm')}
        </Button>
      </Group>
    );
  }
  return (
    <Group>
      <Button
        loading={placement.isPending || flow.settings.isPending}
        disabled={!canReview || (flow.isSkipping && !flow.canPlace)}
        onClick={flow.review}
      >
        {t('order.review')}
      </Button>
    </Group>
  );
}

/**
 * The order flow every order screen shares (issue 4 §7): inputs with their preview, then a
 * confirmation (skipped when the client set skipConfirmation) with the trade password when the
 * account needs one and the risk acknowledgement when the fund is above the client's level,
 * then the result code's text. A failure keeps the idempotency key, so a retry is the same order.
 */
export function OrderFlow(props: OrderFlowProps) {
  const { t } = useTranslation('funds');
  const flow = useOrderPlacement({
    accountCode: props.accountCode,
    hasRiskWarning: props.riskWarning !== null,
    place: props.place,
  });
  const { placement } = flow;
  if (flow.step === 'done' && placement.data) return <Done flow={flow} answer={placement.data} />;
  const isConfirming = flow.step === 'confirm';
  return (
    <Stack>
      {isConfirming ? (
        <Title order={2} size="h4">
          {t('order.confirm_title')}
        </Title>
      ) : null}
      <fieldset
        disabled={isConfirming || placement.isPending}
        style={{ border: 0, padding: 0, margin: 0 }}
      >
        {props.children}
      </fieldset>
      <Paper withBorder p="md">
        {props.preview}
      </Paper>
      <Text size="xs" c="dimmed">
        {t('order.estimate_note')}
      </Text>
      <Safeguards flow={flow} riskWarning={props.riskWarning} />
      {placement.data ? <Outcome answer={placement.data} /> : null}
      {placement.error ? <MessageAlert message={apiErrorMessage(placement.error)} /> : null}
      <Actions flow={flow} canReview={props.canReview} />
    </Stack>
  );
}
