import { Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTradeDocuments } from '../api/trade-document';
import {
  DocumentFilterFields,
  documentSearchInput,
  isPeriodValid,
  NO_DOCUMENT_FILTERS,
  type DocumentFilters,
} from './document-filters';
import { DocumentList } from './document-list';
import { FundsPage } from './page-frame';
import { QueryState } from '../../../components/data/query-state';

/** Placeholder rows while the first answer is on its way. */
function DocumentsSkeleton() {
  const { t } = useTranslation('funds');
  return (
    <Stack gap="xs" role="status">
      <VisuallyHidden>{t('state.loading')}</VisuallyHidden>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={40} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * The filters the inputs hold, and the last valid ones the list shows: an end date before the
 * start date is pointed out on the field and not searched.
 */
function useDocumentFilters() {
  const [filters, setFilters] = useState<DocumentFilters>(NO_DOCUMENT_FILTERS);
  const [applied, setApplied] = useState<DocumentFilters>(NO_DOCUMENT_FILTERS);
  const change = (next: DocumentFilters) => {
    setFilters(next);
    if (isPeriodValid(next)) setApplied(next);
  };
  return { filters, applied, change };
}

/**
 * The client's trade documents (daily and monthly statements of the whole account, contract
 * notes and other documents), filtered by type and period, each downloadable as a PDF in the
 * language the client reads; without a page frame, so the stocks area shows it too (composed
 * in its route module).
 */
export function DocumentBrowser({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('funds');
  const { filters, applied, change } = useDocumentFilters();
  const documents = useTradeDocuments(documentSearchInput(accountCode, applied));
  // A notification's row points at its document (`?document=<id>`, issue 31 §3).
  const [params] = useSearchParams();
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('documents.intro')}
      </Text>
      <DocumentFilterFields filters={filters} onChange={change} />
      {documents.isPending ? (
        <DocumentsSkeleton />
      ) : (
        <QueryState
          query={documents}
          isEmpty={(data) => data.documents.length === 0}
          emptyText={t('documents.none')}
        >
          {(data) => (
            <DocumentList
              accountCode={accountCode}
              documents={data.documents}
              focusId={params.get('document')}
            />
          )}
        </QueryState>
      )}
    </>
  );
}

/**
 * `/funds/document` (spec §2.4, brand flag tradeDocument): the client's daily and monthly
 * statements and other documents, filtered by type and period, each downloadable as a PDF in
 * the language the client reads.
 */
export function DocumentPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('funds');
  return (
    <FundsPage title={t('documents.title')}>
      <DocumentBrowser accountCode={accountCode} />
    </FundsPage>
  );
}
