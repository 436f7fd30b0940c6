import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numericClass } from '../../../components/data/pnl-class';
import { useFormat } from '../../../lib/use-format';
import type { CorporateAction } from '../api/corporate-action';

/** A label and its value on one line, the value right-aligned in tabular figures. */
function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} className={numericClass} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

const isShareEvent = (event: CorporateAction) =>
  event.kind === 'split' || event.kind === 'consolidation';

/** An event's key dates: announcement, ex-date, record date, election deadline, payment or effect. */
export function CorporateActionDates({ event }: { event: CorporateAction }) {
  const { t } = useTranslation('corporateAction');
  return (
    <Stack gap={4}>
      <Figure label={t('dates.announcement')} value={event.announcementDate} />
      <Figure label={t('dates.ex')} value={event.exDate} />
      <Figure label={t('dates.record')} value={event.recordDate} />
      {event.electionDeadline ? (
        <Figure label={t('dates.deadline')} value={event.electionDeadline} />
      ) : null}
      <Figure
        label={isShareEvent(event) ? t('dates.effective') : t('dates.payment')}
        value={event.paymentDate}
      />
    </Stack>
  );
}

/** The client's entitlement: shares held, and cash and shares to come or paid. */
export function CorporateActionEntitlement({ event }: { event: CorporateAction }) {
  const { t } = useTranslation('corporateAction');
  const format = useFormat();
  const figures = event.outcome ?? event.estimate;
  const isPaid = event.outcome !== null;
  const change = figures.shareChange;
  const isRemoval = change.startsWith('-');
  const sharesLabel = isRemoval
    ? isPaid
      ? t('figures.shares_removed')
      : t('figures.shares_removed_estimate')
    : isPaid
      ? t('figures.shares_credited')
      : t('figures.shares_estimate');
  return (
    <Stack gap={4}>
      <Figure
        label={event.isRecordFixed ? t('figures.held_record') : t('figures.held_now')}
        value={format.quantity(event.heldQuantity, 0)}
        testId="held-quantity"
      />
      {event.kind === 'cashDividend' ? (
        <Figure
          label={isPaid ? t('figures.cash_paid') : t('figures.cash_estimate')}
          value={format.money(figures.cash, event.currency)}
          testId="entitled-cash"
        />
      ) : null}
      {event.kind !== 'cashDividend' || change !== '0' ? (
        <Figure
          label={sharesLabel}
          value={format.quantity(isRemoval ? change.slice(1) : change, 0)}
          testId="entitled-shares"
        />
      ) : null}
      {event.options.length > 0 ? (
        <Figure
          label={t('figures.election')}
          value={t(`option.${event.election ?? 'cash'}`)}
          testId="election"
        />
      ) : null}
    </Stack>
  );
}

/** Dates and entitlement side by side (one column on a phone). */
export function CorporateActionFigures({ event }: { event: CorporateAction }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="sm">
      <CorporateActionDates event={event} />
      <CorporateActionEntitlement event={event} />
    </SimpleGrid>
  );
}
