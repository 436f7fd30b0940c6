import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/data/data-table';
import { useFormat } from '../../../lib/use-format';
import { contentKeys, useContentQuery } from '../api/admin-content';
import type { CallOutput } from '@shared/contracts/index';
import { AdminPage, QueryState } from '../components/admin-page';
import { adminPaths } from '../paths';
import { useContentTexts } from './content-texts';

type Row = CallOutput<'admin-agreement/searchAgreements'>['agreements'][number];

/**
 * `/admins/legalAgreement` (spec §2.13, §3): every agreement type with its current version and
 * when it took effect; a type opens its editor and versions.
 */
export function AgreementListPage() {
  const { t } = useTranslation('adminContent');
  const texts = useContentTexts();
  const format = useFormat();
  const agreements = useContentQuery(
    contentKeys.agreements,
    'admin-agreement/searchAgreements',
    {},
  );
  const columns: Column<Row>[] = [
    {
      key: 'type',
      heading: t('agreement.type'),
      phone: 'title',
      cell: (row) => (
        <Anchor component={Link} to={adminPaths.agreement(row.type)}>
          {texts.agreementType(row.type)}
        </Anchor>
      ),
    },
    {
      key: 'title',
      heading: t('agreement.title_field'),
      cell: (row) =>
        row.current ? format.text(mapTitles(row.current.texts)) : t('agreement.none_yet'),
    },
    {
      key: 'version',
      heading: t('agreement.version'),
      numeric: true,
      phone: 'figure',
      cell: (row) =>
        row.current ? t('agreement.version_n', { version: row.current.version }) : '–',
    },
    {
      key: 'effective',
      heading: t('agreement.effective_at'),
      phone: 'status',
      cell: (row) => (row.current ? format.dateTime(row.current.effectiveAt) : '–'),
    },
    {
      key: 'latest',
      heading: t('agreement.latest'),
      numeric: true,
      cell: (row) =>
        row.latestVersion !== null && row.latestVersion !== row.current?.version
          ? t('agreement.pending_n', { version: row.latestVersion })
          : '',
    },
  ];
  return (
    <AdminPage
      title={t('agreement.list_title')}
      aside={
        <Anchor component={Link} to={adminPaths.disclaimers} size="sm">
          {t('disclaimer.list_title')}
        </Anchor>
      }
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('agreement.intro')}
        </Text>
        <QueryState query={agreements}>
          {(data) => (
            <DataTable
              caption={t('agreement.list_title')}
              rows={data.agreements}
              columns={columns}
              rowKey={(row) => row.type}
              rowAttributes={(row) => ({ 'data-agreement-type': row.type })}
            />
          )}
        </QueryState>
      </Stack>
    </AdminPage>
  );
}

/** A version's titles by language. */
export function mapTitles(texts: Record<'en' | 'zh-HK' | 'zh-CN', { title: string }>) {
  return { en: texts.en.title, 'zh-HK': texts['zh-HK'].title, 'zh-CN': texts['zh-CN'].title };
}
