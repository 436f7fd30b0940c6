import { Alert, Anchor, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { NEWS_STATUSES, type NewsStatus } from '@shared/domain/news';
import { DataTable, type Column } from '../../../components/data/data-table';
import { StatusBadge } from '../../../components/data/status-badge';
import { useFormat } from '../../../lib/use-format';
import {
  contentKeys,
  useContentChange,
  useContentQuery,
  type HouseNews,
} from '../api/admin-content';
import { AdminPage, QueryState } from '../components/admin-page';
import { adminPaths } from '../paths';
import { ContentOutcome } from './content-outcome';
import { STATUS_FAMILY, useContentTexts } from './content-texts';
import { newNews, newsFields, NewsForm, newsValues } from './news-form';

/** Publishes a draft or withdrawn item, or takes a published one down. */
function PublishButton({ item }: { item: HouseNews }) {
  const { t } = useTranslation('adminContent');
  const change = useContentChange('admin-news/setHouseNewsStatus');
  const isPublished = item.status === 'published';
  return (
    <Button
      size="xs"
      variant="light"
      color={isPublished ? 'red' : undefined}
      loading={change.isPending}
      onClick={() =>
        change.mutate({ id: item.id, status: isPublished ? 'withdrawn' : 'published' })
      }
    >
      {isPublished ? t('news.unpublish') : t('news.publish')}
    </Button>
  );
}

/** `/admins/news` (spec §2.13, admin news flag): the house's items, publish and unpublish. */
export function NewsListPage() {
  const { t } = useTranslation('adminContent');
  const texts = useContentTexts();
  const format = useFormat();
  const [status, setStatus] = useState('');
  const isAdded = (useLocation().state as { isAdded?: boolean } | null)?.isAdded === true;
  const news = useContentQuery(
    contentKeys.news(status || undefined),
    'admin-news/searchHouseNews',
    {
      ...(status ? { status: status as NewsStatus } : {}),
    },
  );
  const columns: Column<HouseNews>[] = [
    {
      key: 'title',
      heading: t('news.title_field'),
      phone: 'title',
      cell: (row) => (
        <Anchor component={Link} to={adminPaths.newsItem(row.id)}>
          {format.text(row.title)}
        </Anchor>
      ),
    },
    { key: 'category', heading: t('news.category'), cell: (row) => texts.category(row.category) },
    {
      key: 'published',
      heading: t('news.published_at'),
      phone: 'figure',
      cell: (row) => format.dateTime(row.publishedAt),
    },
    {
      key: 'status',
      heading: t('banner.status'),
      phone: 'status',
      cell: (row) => (
        <StatusBadge family={STATUS_FAMILY[row.status] ?? 'ended'}>
          {texts.status(row.status)}
        </StatusBadge>
      ),
    },
    { key: 'actions', heading: '', phone: 'action', cell: (row) => <PublishButton item={row} /> },
  ];
  return (
    <AdminPage
      title={t('news.list_title')}
      aside={
        <Button component={Link} to={adminPaths.addNews}>
          {t('news.add')}
        </Button>
      }
    >
      <Stack gap="md">
        {isAdded ? (
          <Alert color="green" role="status">
            {t('news.added')}
          </Alert>
        ) : null}
        <NativeSelect
          label={t('banner.status')}
          maw={240}
          value={status}
          data={[
            { value: '', label: t('news.every_status') },
            ...NEWS_STATUSES.map((value) => ({ value, label: texts.status(value) })),
          ]}
          onChange={(event) => setStatus(event.currentTarget.value)}
        />
        <QueryState
          query={news}
          isEmpty={(data) => data.items.length === 0}
          emptyText={t('news.none')}
        >
          {(data) => (
            <DataTable
              caption={t('news.list_title')}
              rows={data.items}
              columns={columns}
              rowKey={(row) => row.id}
              rowAttributes={(row) => ({ 'data-news-id': row.id })}
            />
          )}
        </QueryState>
      </Stack>
    </AdminPage>
  );
}

/** `/admins/news/add`: a new item, published from its time or kept as a draft. */
export function NewsAddPage() {
  const { t } = useTranslation('adminContent');
  const navigate = useNavigate();
  const add = useContentChange('admin-news/addHouseNews');
  return (
    <AdminPage title={t('news.add_title')}>
      <NewsForm
        initial={newNews()}
        hasPublish
        submitLabel={t('news.add')}
        isBusy={add.isPending}
        outcome={<ContentOutcome call={add} />}
        onSubmit={(values) =>
          add.mutate(
            { ...newsFields(values), publish: values.publish },
            {
              onSuccess: (answer) =>
                answer.result === 'ok' &&
                void navigate(adminPaths.news, { state: { isAdded: true } }),
            },
          )
        }
      />
    </AdminPage>
  );
}

/** `/admins/news/{id}`: an item's texts, category and publish time; publish or unpublish. */
export function NewsEditPage({ id }: { id: string }) {
  const { t } = useTranslation('adminContent');
  const texts = useContentTexts();
  const item = useContentQuery(contentKeys.newsItem(id), 'admin-news/loadHouseNews', { id });
  const update = useContentChange('admin-news/updateHouseNews');
  return (
    <AdminPage title={t('news.edit_title')}>
      <QueryState query={item}>
        {({ item: news }) => (
          <Stack gap="md">
            <Group gap="sm">
              <StatusBadge family={STATUS_FAMILY[news.status] ?? 'ended'}>
                {texts.status(news.status)}
              </StatusBadge>
              <PublishButton item={news} />
            </Group>
            <NewsForm
              initial={newsValues(news)}
              hasPublish={false}
              submitLabel={t('form.save')}
              isBusy={update.isPending}
              outcome={<ContentOutcome call={update} />}
              onSubmit={(values) => update.mutate({ id, ...newsFields(values) })}
            />
          </Stack>
        )}
      </QueryState>
    </AdminPage>
  );
}
