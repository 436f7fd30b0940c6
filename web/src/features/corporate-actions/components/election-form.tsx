import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';
import { useFormat } from '../../../lib/use-format';
import { useElectCorporateAction, type CorporateAction } from '../api/corporate-action';
import { estimateFor } from './election-estimate';

type Option = CorporateAction['options'][number];

/** What the last election answered, in the page's language. */
function ElectionOutcome({
  event,
  answer,
  error,
}: {
  event: CorporateAction;
  answer: { result: number; option: Option } | null;
  error: unknown;
}) {
  const { t } = useTranslation('corporateAction');
  if (error) return <MessageAlert message={apiErrorMessage(error)} />;
  if (!answer) return null;
  if (answer.result === 0) {
    return (
      <Alert color="green" role="status">
        {t('elect.done', { option: t(`option.${answer.option}`), symbol: event.symbol })}
      </Alert>
    );
  }
  const code = `codes.code_${answer.result}` as 'codes.code_9601';
  return (
    <Alert color="red" role="alert">
      {t('elect.failed', { text: t(code) })}{' '}
      <Text span size="xs" c="dimmed">
        ({answer.result})
      </Text>
    </Alert>
  );
}

/**
 * The election of a dividend with a scrip option (issue 12 §4): cash or scrip, cash standing
 * unless changed; submit asks for confirmation with what the choice gives, then records it.
 * Changeable until the deadline; the submit button says why it is disabled.
 */
export function ElectionForm({
  accountCode,
  event,
}: {
  accountCode: string;
  event: CorporateAction;
}) {
  const { t } = useTranslation('corporateAction');
  const format = useFormat();
  const current: Option = event.election ?? 'cash';
  const [choice, setChoice] = useState<Option>(current);
  const [isConfirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useState<{ result: number; option: Option } | null>(null);
  const elect = useElectCorporateAction(accountCode);
  const isUnchanged = choice === current && event.election !== null;
  const estimate = estimateFor(event, choice);
  const submit = () => {
    setConfirming(false);
    elect.mutate(
      { eventId: event.eventId, option: choice },
      { onSuccess: (reply) => setAnswer({ result: reply.result, option: choice }) },
    );
  };
  return (
    <Stack gap="xs">
      <Radio.Group
        name={`election-${event.eventId}`}
        label={t('elect.legend')}
        value={choice}
        onChange={(value) => setChoice(value)}
      >
        <Group gap="lg" mt={4}>
          {event.options.map((option) => (
            <Radio key={option} value={option} label={t(`option.${option}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Text size="xs" c="dimmed">
        {event.election ? '' : `${t('elect.default_cash')} `}
        {t('elect.open_until', { date: event.electionDeadline ?? '' })}
      </Text>
      <Group gap="sm" align="center">
        <Button
          onClick={() => setConfirming(true)}
          disabled={isUnchanged}
          loading={elect.isPending}
        >
          {t('elect.submit')}
        </Button>
        {isUnchanged ? (
          <Text size="xs" c="dimmed">
            {t('elect.unchanged')}
          </Text>
        ) : null}
      </Group>
      <ElectionOutcome event={event} answer={answer} error={elect.error} />
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('elect.confirm_title')}
        centered
      >
        <Text size="sm">
          {t('elect.confirm_question', {
            symbol: event.symbol,
            option: t(`option.${choice}`),
            cash: format.money(estimate.cash, event.currency),
            shares: format.quantity(estimate.shareChange, 0),
          })}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('elect.back')}
          </Button>
          <Button onClick={submit}>{t('elect.confirm')}</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
