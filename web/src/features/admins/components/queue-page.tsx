import { Alert, Badge, Button, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data/data-table';
import { FilterPanel } from '../../../components/form/filter-panel';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';
import { saveDocumentFile } from '../../../lib/download-file';
import { useFormat } from '../../../lib/use-format';
import {
  loadQueueProof,
  useDecideQueueItem,
  useQueue,
  type QueueItem,
  type QueueKind,
} from '../api/admin-queue';
import { AdminPage, Name, QueryState } from './admin-page';
import { DecisionButtons } from './decision-buttons';
import { Paging } from '../../../components/data/paging';

const PAGE_SIZE = 50;
const KINDS: readonly QueueKind[] = ['deposit', 'withdrawal', 'edda', 'bankAccount'];

/** A camelCase name as a catalogue key (`bankTransfer` → `bank_transfer`). */
const snakeKey = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The queue's words for an item: its name, method and what accepting it does. */
function useItemTexts() {
  const { t } = useTranslation('admins');
  const format = useFormat();
  const code = (key: string, fallback: string) =>
    t(key as never, { defaultValue: fallback } as never) as unknown as string;
  const amount = (item: QueueItem) =>
    item.amount && item.currency ? format.money(item.amount, item.currency) : '–';
  return {
    name: (item: QueueItem) =>
      t(`queue.item.${snakeKey(item.kind) as 'deposit'}`, { key: item.key }),
    method: (item: QueueItem) => code(`method.${snakeKey(item.method)}`, item.method),
    amount,
    acceptQuestion: (item: QueueItem) =>
      t(`queue.accept_question.${snakeKey(item.kind) as 'deposit'}`, {
        key: item.key,
        amount: amount(item),
        client: item.accountCode,
      }),
  };
}

function ProofButton({ item }: { item: QueueItem }) {
  const { t } = useTranslation('admins');
  const download = useMutation({
    mutationFn: () => loadQueueProof(item.kind, item.key),
    onSuccess: (answer) => {
      if (answer.proof) saveDocumentFile(answer.proof);
    },
  });
  return (
    <Stack gap={2}>
      <Button
        size="compact-sm"
        variant="subtle"
        loading={download.isPending}
        aria-label={t('queue.proof_label', { key: item.key })}
        onClick={() => download.mutate()}
      >
        {t('queue.proof')}
      </Button>
      {download.data && !download.data.proof ? (
        <Text size="xs" c="red">
          {t('queue.no_proof')}
        </Text>
      ) : null}
      {download.error ? <MessageAlert message={apiErrorMessage(download.error)} /> : null}
    </Stack>
  );
}

function useColumns(decide: ReturnType<typeof useDecideQueueItem>): Column<QueueItem>[] {
  const { t } = useTranslation('admins');
  const format = useFormat();
  const texts = useItemTexts();
  return [
    { key: 'item', heading: t('queue.col.item'), phone: 'title', cell: texts.name },
    {
      key: 'amount',
      heading: t('queue.col.amount'),
      numeric: true,
      phone: 'figure',
      cell: texts.amount,
    },
    {
      key: 'client',
      heading: t('queue.col.client'),
      phone: 'status',
      cell: (row) => (
        <Name>
          {row.accountCode} · {row.holderName}
        </Name>
      ),
    },
    { key: 'method', heading: t('queue.col.method'), cell: texts.method },
    {
      key: 'bank',
      heading: t('queue.col.bank'),
      cell: (row) => (
        <Name>{[row.bankName, row.bankAccount].filter(Boolean).join(' · ') || '–'}</Name>
      ),
    },
    {
      key: 'placed',
      heading: t('queue.col.placed_at'),
      oneLine: true,
      cell: (row) => format.dateTime(row.placedAt),
    },
    {
      key: 'remark',
      heading: t('queue.col.remark'),
      cell: (row) => (row.remark ? <Name>{row.remark}</Name> : '–'),
    },
    {
      key: 'action',
      heading: '',
      phone: 'action',
      cell: (row) => (
        <Stack gap={4} align="flex-end">
          {row.hasProof ? <ProofButton item={row} /> : null}
          <DecisionButtons
            name={texts.name(row)}
            acceptQuestion={texts.acceptQuestion(row)}
            isBusy={decide.isPending}
            onAccept={() =>
              decide.mutate({
                kind: row.kind,
                key: row.key,
                decision: 'accept',
                reason: '',
                accountCode: row.accountCode,
              })
            }
            onReject={(reason) =>
              decide.mutate({
                kind: row.kind,
                key: row.key,
                decision: 'reject',
                reason,
                accountCode: row.accountCode,
              })
            }
          />
        </Stack>
      ),
    },
  ];
}

/** What the last decision came to. */
function DecisionOutcome({ decide }: { decide: ReturnType<typeof useDecideQueueItem> }) {
  const { t } = useTranslation('admins');
  const texts = useItemTexts();
  if (decide.error) return <MessageAlert message={apiErrorMessage(decide.error)} />;
  const answer = decide.data;
  const input = decide.variables;
  if (!answer || !input) return null;
  if (answer.result === 'ok' && answer.item) {
    return (
      <Alert color="green" role="status">
        {t(input.decision === 'accept' ? 'queue.accepted' : 'queue.rejected', {
          name: texts.name(answer.item),
        })}
      </Alert>
    );
  }
  const known = answer.result === 'not_found' || answer.result === 'not_pending';
  return (
    <Alert color="red" role="alert">
      {known
        ? t(`queue.refusal.${answer.result as 'not_found'}`)
        : t('queue.refusal.other', { code: answer.result })}
    </Alert>
  );
}

/**
 * `/admins/queue`: what waits for the back office, across every client, oldest first: deposits
 * and withdrawals by hand, eDDA set-ups and designated bank accounts, each with its proof, to
 * accept (after saying what moves) or reject with a reason. The client is told by a notice.
 */
export function QueuePage() {
  const { t } = useTranslation('admins');
  const [kind, setKind] = useState<QueueKind>('deposit');
  const [clientCode, setClientCode] = useState('');
  const [currency, setCurrency] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [filters] = useDebouncedValue(
    {
      clientCode: clientCode.trim() || undefined,
      currency: currency.trim().length >= 3 ? currency.trim().toUpperCase() : undefined,
    },
    300,
  );
  const queue = useQueue({ kind, ...filters, offset: pageIndex * PAGE_SIZE, limit: PAGE_SIZE });
  const decide = useDecideQueueItem();
  const columns = useColumns(decide);
  const counts = queue.data?.counts;
  return (
    <AdminPage title={t('queue.title')}>
      <Text size="sm" c="dimmed">
        {t('queue.intro')}
      </Text>
      <Tabs
        value={kind}
        onChange={(value) => {
          if (value) setKind(value as QueueKind);
          setPageIndex(0);
        }}
      >
        <Tabs.List>
          {KINDS.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              rightSection={
                counts ? (
                  <Badge size="sm" variant="light" circle={counts[value] < 10}>
                    {counts[value]}
                  </Badge>
                ) : null
              }
            >
              {t(`queue.kind.${snakeKey(value) as 'deposit'}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <FilterPanel activeCount={(clientCode.trim() ? 1 : 0) + (currency.trim() ? 1 : 0)}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <TextInput
            label={t('queue.client_code')}
            value={clientCode}
            onChange={(event) => {
              setClientCode(event.currentTarget.value);
              setPageIndex(0);
            }}
          />
          <TextInput
            label={t('queue.currency')}
            value={currency}
            maxLength={6}
            onChange={(event) => {
              setCurrency(event.currentTarget.value);
              setPageIndex(0);
            }}
          />
        </SimpleGrid>
      </FilterPanel>
      <DecisionOutcome decide={decide} />
      <QueryState
        query={queue}
        isEmpty={(data) => data.items.length === 0}
        emptyText={t('queue.none')}
      >
        {(data) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" role="status">
              {t('queue.count', { count: data.total })}
            </Text>
            <DataTable
              caption={t(`queue.kind.${snakeKey(kind) as 'deposit'}`)}
              rows={data.items}
              columns={columns}
              rowKey={(row) => `${row.kind}-${row.key}`}
              rowAttributes={(row) => ({ 'data-queue-item': `${row.kind}-${row.key}` })}
            />
            <Paging total={data.total} size={PAGE_SIZE} index={pageIndex} onChange={setPageIndex} />
          </Stack>
        )}
      </QueryState>
    </AdminPage>
  );
}
