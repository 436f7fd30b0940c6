import { Button, NativeSelect, SimpleGrid } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type Column } from '../../../components/data/data-table';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { FilterPanel } from '../../../components/form/filter-panel';
import { CancelOutcome } from '../../../components/order/cancel-outcome';
import { saveDocumentFile } from '../../../lib/download-file';
import { useFormat } from '../../../lib/use-format';
import {
  loadDepositProof,
  useCancelInstruction,
  useInstructions,
  type CashInstruction,
} from '../api/cash';
import { useCashTexts } from '../cash-texts';
import { CashPage, Name, InstructionStatus, QueryState } from './cash-page';

/** A request's method in words: its channel's for eDDA and FPS, else the spec §3 method. */
export function useMethodText() {
  const { t } = useTranslation('cash');
  const texts = useCashTexts();
  return (row: Pick<CashInstruction, 'channel' | 'type' | 'method'>) =>
    row.channel === 'manual'
      ? row.type === 'D'
        ? texts.depositMethod(row.method)
        : texts.withdrawalMethod(row.method)
      : t(`channel.${row.channel}`);
}

function ProofButton({ accountCode, row }: { accountCode: string; row: CashInstruction }) {
  const { t } = useTranslation('cash');
  const texts = useCashTexts();
  const download = useMutation({
    mutationFn: () => loadDepositProof(accountCode, row.id),
    onSuccess: (answer) => {
      if (answer.proof) saveDocumentFile(answer.proof);
    },
  });
  const refused = download.data && download.data.result !== '0';
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('history.proof')}
      </Button>
      {refused ? texts.result(download.data.result) : null}
    </>
  );
}

function useColumns(
  accountCode: string,
  onCancel: (id: number) => void,
): Column<CashInstruction>[] {
  const { t } = useTranslation('cash');
  const format = useFormat();
  const method = useMethodText();
  return [
    {
      key: 'type',
      heading: t('history.type'),
      oneLine: true,
      cell: (row) => `${t(`instruction_type.${row.type.toLowerCase() as 'd' | 'w'}`)} #${row.id}`,
      phone: 'title',
    },
    {
      key: 'amount',
      heading: t('history.amount'),
      numeric: true,
      cell: (row) => format.money(row.amount, row.currency),
      phone: 'figure',
    },
    {
      key: 'status',
      heading: t('history.status'),
      cell: (row) => <InstructionStatus status={row.status} />,
      phone: 'status',
    },
    { key: 'method', heading: t('history.method'), cell: method },
    {
      key: 'bank',
      heading: t('history.bank'),
      cell: (row) => <Name>{row.bankName ?? row.ddaReference ?? '–'}</Name>,
    },
    {
      key: 'placed',
      heading: t('history.placed_at'),
      oneLine: true,
      cell: (row) => format.dateTime(row.placedAt),
    },
    { key: 'value', heading: t('history.value_date'), oneLine: true, cell: (row) => row.valueDate },
    {
      key: 'action',
      heading: '',
      phone: 'action',
      cell: (row) => (
        <>
          {row.hasProof ? <ProofButton accountCode={accountCode} row={row} /> : null}
          {row.canCancel ? (
            <ConfirmButton
              title={t('history.cancel_title')}
              question={t('history.cancel_question', {
                id: row.id,
                amount: format.money(row.amount, row.currency),
              })}
              confirmLabel={t('history.cancel_confirm')}
              aria-label={t('history.cancel_label', { id: row.id })}
              buttonProps={{ size: 'compact-sm', variant: 'light', color: 'red' }}
              onConfirm={() => onCancel(row.id)}
            >
              {t('history.cancel')}
            </ConfirmButton>
          ) : null}
        </>
      ),
    },
  ];
}

/**
 * `/cashes/history` (spec §2.10, with top-up): deposit and withdrawal requests, newest first, with
 * their status badges; a pending one cancels after saying so (a withdrawal's hold is released).
 */
export function HistoryPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('cash');
  const texts = useCashTexts();
  const [type, setType] = useState<'' | 'D' | 'W'>('');
  // A notification's row points at its request (`?request=<id>`, issue 31 §3).
  const focusId = useSearchParams()[0].get('request');
  const instructions = useInstructions({
    accountCode,
    type: type || undefined,
    offset: 0,
    limit: 100,
  });
  const cancel = useCancelInstruction(accountCode);
  const columns = useColumns(accountCode, (id) => cancel.mutate(id));
  const answer = cancel.data;
  return (
    <CashPage title={t('history.title')}>
      <FilterPanel activeCount={type ? 1 : 0}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <NativeSelect
            label={t('history.type')}
            value={type}
            data={[
              { value: '', label: t('movement.all') },
              { value: 'D', label: t('instruction_type.d') },
              { value: 'W', label: t('instruction_type.w') },
            ]}
            onChange={(event) => setType(event.currentTarget.value as '' | 'D' | 'W')}
          />
        </SimpleGrid>
      </FilterPanel>
      <CancelOutcome
        text={
          !answer
            ? null
            : answer.result === '0'
              ? t('history.cancelled', { id: answer.instruction?.id ?? '' })
              : texts.refusal(answer)
        }
        isCancelled={answer?.result === '0'}
        error={cancel.error}
      />
      <QueryState
        query={instructions}
        isEmpty={(data) => data.instructions.length === 0}
        emptyText={t('history.none')}
      >
        {(data) => (
          <DataTable
            caption={t('history.caption')}
            rows={data.instructions}
            columns={columns}
            rowKey={(row) => row.id}
            rowAttributes={(row) => ({ 'data-instruction-id': row.id })}
            focusKey={focusId}
          />
        )}
      </QueryState>
    </CashPage>
  );
}
