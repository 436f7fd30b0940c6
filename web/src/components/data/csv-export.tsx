import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../lib/csv';
import { apiErrorMessage, MessageAlert } from '../../lib/message';

/** A list's CSV export: `csv` reads the rows when asked (all that match, not only a page). */
export function useCsvExport(fileName: string, csv: () => string | Promise<string>) {
  return useMutation({
    mutationFn: async () => csv(),
    onSuccess: (text) => downloadCsv(fileName, text),
  });
}

/** A list's export as the bar runs it. */
export type CsvExport = ReturnType<typeof useCsvExport>;

/**
 * Above a list: its Export CSV button (busy while the rows are read, disabled while the list is
 * empty), with how many rows match beside it where the list is paged, and why an export failed.
 */
export function CsvExportBar(props: {
  exporter: CsvExport;
  hasRows: boolean;
  /** How many rows match, read out (a list shown a page at a time). */
  count?: string | null;
}) {
  const { t } = useTranslation('common');
  const { exporter } = props;
  return (
    <>
      <Group justify={props.count === undefined ? 'flex-end' : 'space-between'}>
        {props.count === undefined ? null : (
          <Text size="sm" c="dimmed" role="status">
            {props.count}
          </Text>
        )}
        <Button
          variant="default"
          loading={exporter.isPending}
          disabled={!props.hasRows}
          onClick={() => exporter.mutate()}
        >
          {t('export_csv')}
        </Button>
      </Group>
      {exporter.error ? <MessageAlert message={apiErrorMessage(exporter.error)} /> : null}
    </>
  );
}
