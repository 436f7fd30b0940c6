import { Anchor, Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/data/data-table';
import { useFormat } from '../../../lib/use-format';
import { useRaqVersions, type RaqVersionSummary } from '../api/admin-raq';
import { Name, QueryState } from '../components/admin-page';
import { adminPaths } from '../paths';

function useColumns(latest: number): Column<RaqVersionSummary>[] {
  const { t } = useTranslation('adminRaq');
  const format = useFormat();
  return [
    {
      key: 'version',
      heading: t('versions.version'),
      phone: 'title',
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor
            component={Link}
            to={adminPaths.raqVersion(row.version)}
            aria-label={t('versions.view_named', { version: row.version })}
          >
            {row.version}
          </Anchor>
          {row.version === latest ? (
            <Badge size="sm" variant="light">
              {t('versions.current')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'at',
      heading: t('versions.at'),
      oneLine: true,
      cell: (row) => format.dateTime(row.createdAt),
    },
    {
      key: 'by',
      heading: t('versions.by'),
      cell: (row) => (row.createdBy ? <Name>{row.createdBy}</Name> : t('versions.house')),
    },
    {
      key: 'questions',
      heading: t('versions.questions'),
      numeric: true,
      cell: (row) => format.number(String(row.questionCount), 0),
    },
    {
      key: 'assessments',
      heading: t('versions.assessments'),
      numeric: true,
      phone: 'figure',
      cell: (row) => format.number(String(row.assessmentCount), 0),
    },
  ];
}

/** Every saved version, newest first, each opening its read-only view. */
export function RaqVersions() {
  const { t } = useTranslation('adminRaq');
  const versions = useRaqVersions();
  const columns = useColumns(versions.data?.versions[0]?.version ?? 0);
  return (
    <QueryState query={versions} isEmpty={(data) => data.versions.length === 0}>
      {(data) => (
        <DataTable
          caption={t('versions.caption')}
          rows={data.versions}
          columns={columns}
          rowKey={(row) => row.version}
          rowAttributes={(row) => ({ 'data-version': row.version })}
        />
      )}
    </QueryState>
  );
}
