import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data/data-table';
import { Paging } from '../../../components/data/paging';
import { useFormat } from '../../../lib/use-format';
import { useUploads, type DocumentUpload } from '../api/admin-document';
import { Name, QueryState } from '../components/admin-page';
import { useDocumentTexts } from './document-texts';

const PAGE_SIZE = 20;

function useColumns(): Column<DocumentUpload>[] {
  const { t } = useTranslation('adminDocument');
  const texts = useDocumentTexts();
  const format = useFormat();
  return [
    { key: 'name', heading: t('list.name'), cell: (row) => row.name, phone: 'title' },
    { key: 'type', heading: t('list.type'), cell: (row) => texts.type(row.type), phone: 'status' },
    {
      key: 'period',
      heading: t('list.period'),
      oneLine: true,
      cell: (row) =>
        row.periodStart === row.periodEnd
          ? row.periodStart
          : t('list.period_range', { from: row.periodStart, to: row.periodEnd }),
    },
    {
      key: 'clients',
      heading: t('list.clients'),
      numeric: true,
      phone: 'figure',
      cell: (row) => format.number(String(row.clientCount), 0),
    },
    {
      key: 'size',
      heading: t('list.size'),
      numeric: true,
      cell: (row) => texts.size(row.byteSize),
    },
    { key: 'by', heading: t('list.by'), cell: (row) => <Name>{row.createdBy}</Name> },
    {
      key: 'at',
      heading: t('list.at'),
      oneLine: true,
      cell: (row) => format.dateTime(row.createdAt),
    },
  ];
}

/** The documents sent so far, newest first, a page at a time. */
export function UploadsList() {
  const { t } = useTranslation('adminDocument');
  const [page, setPage] = useState(0);
  const uploads = useUploads(page, PAGE_SIZE);
  const columns = useColumns();
  return (
    <QueryState query={uploads} isEmpty={(data) => data.total === 0} emptyText={t('list.none')}>
      {(data) => (
        <Stack gap="sm">
          <DataTable
            caption={t('list.caption')}
            rows={data.uploads}
            columns={columns}
            rowKey={(row) => row.id}
            rowAttributes={(row) => ({ 'data-upload-id': row.id })}
          />
          <Paging total={data.total} size={PAGE_SIZE} index={page} onChange={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}
