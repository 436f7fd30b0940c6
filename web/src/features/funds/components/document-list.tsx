import { Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@shared/domain/date-time';
import { useTradeDocumentDownload } from '../api/trade-document';
import { useDocumentName, type TradeDocument } from '../hooks/use-document-name';
import { DocumentDownloadButton } from './document-download-button';

type ListProps = { accountCode: string; documents: readonly TradeDocument[] };

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

/** The documents as a table (tablet and desktop). */
export function DocumentTable({ accountCode, documents }: ListProps) {
  const { t } = useTranslation('funds');
  const nameOf = useDocumentName();
  const periodOf = usePeriodText();
  return (
    <Table striped verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('documents.name')}</Table.Th>
          <Table.Th>{t('documents.period')}</Table.Th>
          <Table.Th>{t('documents.issued')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('documents.download')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((document) => (
          <Table.Tr key={document.id} data-document-id={document.id}>
            <Table.Td>{nameOf(document)}</Table.Td>
            <Table.Td>{periodOf(document)}</Table.Td>
            <Table.Td>{issuedText(document)}</Table.Td>
            <Table.Td w={1}>
              <RowDownload accountCode={accountCode} document={document} name={nameOf(document)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function CardFact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** The documents as cards (phone width). */
export function DocumentCards({ accountCode, documents }: ListProps) {
  const { t } = useTranslation('funds');
  const nameOf = useDocumentName();
  const periodOf = usePeriodText();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {documents.map((document) => (
        <Paper key={document.id} component="li" withBorder p="sm" data-document-id={document.id}>
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {nameOf(document)}
            </Text>
            <SimpleGrid cols={2} spacing="xs">
              <CardFact label={t('documents.period')} value={periodOf(document)} />
              <CardFact label={t('documents.issued')} value={issuedText(document)} />
            </SimpleGrid>
            <RowDownload accountCode={accountCode} document={document} name={nameOf(document)} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
