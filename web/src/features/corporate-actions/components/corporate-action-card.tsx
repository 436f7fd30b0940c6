import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusFamily } from '../../../components/data/status-badge';
import { useFormat } from '../../../lib/use-format';
import type { CorporateAction } from '../api/corporate-action';
import { CorporateActionFigures } from './corporate-action-figures';
import { ElectionForm } from './election-form';

/** The catalogue key of each kind of event. */
const KIND_KEY = {
  cashDividend: 'kind.cash_dividend',
  bonusIssue: 'kind.bonus_issue',
  split: 'kind.split',
  consolidation: 'kind.consolidation',
} as const satisfies Record<CorporateAction['kind'], string>;

/** The status word and its UI-style family (needs action: an open election not made yet). */
function statusOf(event: CorporateAction): { key: string; family: StatusFamily } {
  switch (event.status) {
    case 'paid': {
      const isShareEvent = event.kind === 'split' || event.kind === 'consolidation';
      return { key: isShareEvent ? 'status.effected' : 'status.paid', family: 'done' };
    }
    case 'notEntitled':
      return { key: 'status.not_entitled', family: 'ended' };
    case 'entitled':
      return { key: 'status.entitled', family: event.canElect ? 'action' : 'working' };
    case 'elected':
      return { key: 'status.elected', family: 'working' };
    case 'announced':
      return { key: 'status.announced', family: event.canElect ? 'action' : 'working' };
  }
}

/** The event's terms in words: rate (and scrip price), or the share ratio. */
function useTermsText(event: CorporateAction): string {
  const { t } = useTranslation('corporateAction');
  const format = useFormat();
  const held = String(event.ratioHeld);
  const fresh = String(event.ratioNew);
  switch (event.kind) {
    case 'cashDividend': {
      const rate = format.money(event.rate ?? '0', event.currency);
      return event.scripPrice
        ? t('terms.dividend_with_scrip', {
            rate,
            price: format.money(event.scripPrice, event.currency),
          })
        : t('terms.cash_dividend', { rate });
    }
    case 'bonusIssue':
      return t('terms.bonus_issue', { held, new: fresh });
    case 'split':
      return t('terms.split', { held, new: fresh });
    case 'consolidation':
      return t('terms.consolidation', { held, new: fresh });
  }
}

/** One corporate action: what it is, its dates, my entitlement, the election and the outcome. */
export function CorporateActionCard({
  accountCode,
  event,
}: {
  accountCode: string;
  event: CorporateAction;
}) {
  const { t } = useTranslation('corporateAction');
  const format = useFormat();
  const status = statusOf(event);
  const terms = useTermsText(event);
  // Fractions arise from scrip, bonus issues, consolidations and splits not by a whole ratio.
  const hasFractions =
    event.kind === 'cashDividend'
      ? event.scripPrice !== null
      : event.kind !== 'split' || event.ratioNew % event.ratioHeld !== 0;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      data-event-id={event.eventId}
      data-testid="corporate-action"
      component="article"
      aria-label={`${event.symbol} ${t(KIND_KEY[event.kind])}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0}>
            <Text fw={600}>
              {event.symbol} {format.text(event.name)}
            </Text>
            <Text size="sm">
              {t(KIND_KEY[event.kind])} · {terms}
            </Text>
            {hasFractions ? (
              <Text size="xs" c="dimmed">
                {t(`fractions.${event.fractions}`)}
              </Text>
            ) : null}
          </Stack>
          <StatusBadge family={status.family}>{t(status.key as 'status.paid')}</StatusBadge>
        </Group>
        <CorporateActionFigures event={event} />
        {event.canElect ? (
          <>
            <Divider />
            <ElectionForm accountCode={accountCode} event={event} />
          </>
        ) : event.options.length > 0 && !event.isPast && event.electionDeadline ? (
          <Text size="xs" c="dimmed">
            {t('elect.closed', { date: event.electionDeadline })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
