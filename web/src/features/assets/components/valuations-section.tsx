import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyFor } from '@shared/domain/currency';
import { formatDate } from '@shared/domain/date-time';
import { moneyValueIssue } from '@shared/domain/asset-holding';
import { DataTable, type Column } from '../../../components/data/data-table';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { IsoDateInput } from '../../../components/form/iso-date-input';
import { MessageAlert } from '../../../lib/message';
import { useFormat } from '../../../lib/use-format';
import { useAssetChange, type AssetHoldingDetail } from '../api/asset-holding';
import { changeMessage, fieldErrorsOf, fieldMessage } from './holding-errors';
import { ValuationChart } from './valuation-chart';
import classes from './assets.module.css';

type Valuation = AssetHoldingDetail['valuations'][number];

const DECIMAL = /^\d+(\.\d+)?$/;

/** A new dated value: the date (not after today), the value and a note; a date kept is replaced. */
function AddValuationForm({
  holding,
  accountCode,
}: {
  holding: AssetHoldingDetail;
  accountCode: string;
}) {
  const { t } = useTranslation('assets');
  const today = formatDate(new Date());
  const [valuedOn, setValuedOn] = useState(today);
  const [value, setValue] = useState('');
  const [notes, setNotes] = useState('');
  const add = useAssetChange(accountCode, 'market-value-history/addMarketValue');
  const text = value.trim();
  const issue = DECIMAL.test(text) ? moneyValueIssue(text, currencyFor(holding.currency)) : null;
  const serverField = fieldErrorsOf(add.error).value;
  const reason =
    valuedOn === '' || !DECIMAL.test(text)
      ? t('valuations.needs_input')
      : issue
        ? t(fieldMessage(issue) as never)
        : null;
  const message = changeMessage(add.data, add.error);
  const send = () => {
    if (reason !== null) return;
    add.mutate(
      {
        holdingId: holding.id,
        valuedOn,
        value: text,
        notes: notes.trim(),
        reportingCurrency: holding.reportingCurrency,
      },
      {
        onSuccess: (answer) => {
          if (answer.result === 'ok') {
            setValue('');
            setNotes('');
          }
        },
      },
    );
  };
  return (
    <form
      noValidate
      data-testid="valuation-form"
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('valuations.add_title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <IsoDateInput
            label={t('valuations.date')}
            value={valuedOn}
            maxDate={today}
            onChange={(next) => {
              add.reset();
              setValuedOn(next);
            }}
          />
          <TextInput
            label={t('valuations.value', { currency: holding.currency })}
            inputMode="decimal"
            value={value}
            error={
              issue
                ? t(fieldMessage(issue) as never)
                : serverField
                  ? t(serverField as never)
                  : undefined
            }
            onChange={(event) => {
              add.reset();
              setValue(event.currentTarget.value);
            }}
          />
          <TextInput
            label={t('valuations.notes')}
            value={notes}
            maxLength={200}
            onChange={(event) => {
              add.reset();
              setNotes(event.currentTarget.value);
            }}
          />
        </SimpleGrid>
        {message ? <MessageAlert message={message} /> : null}
        {add.data?.result === 'ok' ? (
          <Text size="sm" c="green" role="status">
            {t('valuations.added')}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {reason ?? t('valuations.replace_hint')}
          </Text>
          <Button type="submit" disabled={reason !== null} loading={add.isPending}>
            {t('valuations.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function useValuationColumns(
  holding: AssetHoldingDetail,
  accountCode: string,
): Column<Valuation>[] {
  const { canChange } = holding;
  const { t } = useTranslation('assets');
  const format = useFormat();
  const remove = useAssetChange(accountCode, 'market-value-history/removeMarketValue');
  const columns: Column<Valuation>[] = [
    { key: 'date', heading: t('valuations.date'), phone: 'title', cell: (row) => row.valuedOn },
    {
      key: 'value',
      heading: t('valuations.value', { currency: holding.currency }),
      numeric: true,
      phone: 'figure',
      cell: (row) => format.money(row.value, holding.currency),
    },
    {
      key: 'reporting',
      heading: t('valuations.value_reporting', { currency: holding.reportingCurrency }),
      numeric: true,
      cell: (row) => format.money(row.valueReporting, holding.reportingCurrency),
    },
    {
      key: 'notes',
      heading: t('valuations.notes'),
      cell: (row) => <span translate="no">{row.notes || '–'}</span>,
    },
  ];
  if (!canChange || holding.valuations.length < 2) return columns;
  return [
    ...columns,
    {
      key: 'remove',
      heading: '',
      phone: 'action',
      cell: (row) => (
        <ConfirmButton
          title={t('valuations.remove_title')}
          question={t('valuations.remove_question', { date: row.valuedOn })}
          confirmLabel={t('valuations.remove')}
          aria-label={t('valuations.remove_label', { date: row.valuedOn })}
          buttonProps={{ size: 'xs', variant: 'subtle', color: 'red', loading: remove.isPending }}
          onConfirm={() =>
            remove.mutate({
              holdingId: holding.id,
              valuationId: row.id,
              reportingCurrency: holding.reportingCurrency,
            })
          }
        >
          {t('valuations.remove')}
        </ConfirmButton>
      ),
    },
  ];
}

/**
 * A holding's valuations (issue 24 §2): the chart over time, each dated value in its currency and
 * in the reporting currency at that date's rates, and a new valuation (the holder's own).
 */
export function ValuationsSection(props: { holding: AssetHoldingDetail; accountCode: string }) {
  const { holding, accountCode } = props;
  const { t } = useTranslation('assets');
  const columns = useValuationColumns(holding, accountCode);
  const points = useMemo(
    () => holding.valuations.map((row) => ({ date: row.valuedOn, value: Number(row.value) })),
    [holding.valuations],
  );
  const newestFirst = useMemo(() => [...holding.valuations].reverse(), [holding.valuations]);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('valuations.title')}
        </Title>
        <ValuationChart
          points={points}
          precision={currencyFor(holding.currency).precision}
          label={t('valuations.chart_label', { currency: holding.currency })}
        />
        <DataTable
          rows={newestFirst}
          columns={columns}
          rowKey={(row) => row.id}
          rowAttributes={(row) => ({ 'data-valued-on': row.valuedOn })}
          caption={t('valuations.title')}
        />
        {holding.canChange ? (
          <AddValuationForm holding={holding} accountCode={accountCode} />
        ) : null}
      </Stack>
    </Paper>
  );
}
