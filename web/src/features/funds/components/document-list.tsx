import { useTranslation } from 'react-i18next';
import { formatDate } from '@shared/domain/date-time';
import { DataTable, type Column } from '../../../components/data/data-table';
import { useTradeDocumentDownload } from '../api/trade-document';
import { useDocumentName, type TradeDocument } from '../hooks/use-document-name';
import { DocumentDownloadButton } from './document-download-button';

type ListProps = {
  accountCode: string;
  documents: readonly TradeDocument[];
  /** The document a link points at, marked in the list. */
  focusId?: string | null;
};

/** A document's period (spec §9 dates): one day, or its first and last day. */
function usePeriodText(): (document: TradeDocument) => string {
  const { t } = useTranslation('funds');
  return ({ periodStart: from, periodEnd: to }) =>
    from === to ? from : t('documents.period_range', { from, to });
}

/** The issue day in Hong Kong (spec §9). */
const issuedText = (document: TradeDocument) => formatDate(new Date(document.issuedAt));

function RowDownload(props: { accountCode: string; document: TradeDocument; name: string }) {
  const download = useTradeDocumentDownload(props.accountCode, props.document.id);
  return <DocumentDownloadButton download={download} name={props.name} />;
}

/**
 * The documents in the app's table: name, period, issue day and a download per row; at phone
 * width a card per document with its name, period and download, the issue day behind a tap.
 */
export function DocumentList({ accountCode, documents, focusId = null }: ListProps) {
  const { t } = useTranslation('funds');
  const nameOf = useDocumentName();
  const periodOf = usePeriodText();
  const columns: Column<TradeDocument>[] = [
    { key: 'name', heading: t('documents.name'), phone: 'title', cell: nameOf },
    { key: 'period', heading: t('documents.period'), phone: 'status', cell: periodOf },
    { key: 'issued', heading: t('documents.issued'), cell: issuedText },
    {
      key: 'download',
      heading: '',
      phone: 'action',
      cell: (document) => (
        <RowDownload accountCode={accountCode} document={document} name={nameOf(document)} />
      ),
    },
  ];
  return (
    <DataTable
      rows={documents}
      columns={columns}
      rowKey={(document) => document.id}
      focusKey={focusId}
      rowAttributes={(document) => ({ 'data-document-id': document.id })}
      caption={t('documents.title')}
    />
  );
}
