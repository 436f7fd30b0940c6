import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryState, useAreaQueryTexts } from '../../../components/data/query-state';
import { useFormat } from '../../../lib/use-format';
import { useLatestNews, type NewsSummary } from '../api/news';
import { newsPaths } from '../paths';
import { NewsCategoryBadge } from './news-category-badge';
import { useNewsText } from './use-news-text';

function LatestRow({ item }: { item: NewsSummary }) {
  const format = useFormat();
  const { pick } = useNewsText();
  const title = pick(item.title);
  return (
    <Stack gap={2} component="li" data-news-id={item.id}>
      <Anchor
        component={Link}
        to={newsPaths.item(item.id)}
        size="sm"
        fw={500}
        lang={title.language}
      >
        {title.value}
      </Anchor>
      <Group gap="xs">
        <NewsCategoryBadge category={item.category} />
        <Text size="xs" c="dimmed" component="time" dateTime={item.publishedAt}>
          {format.dateTime(item.publishedAt)}
        </Text>
      </Group>
    </Stack>
  );
}

/** A dashboard's "Latest news" card (issue 14 §5): the newest `count` items, each a link. */
export function LatestNewsCard({ count = 5 }: { count?: number }) {
  const { t } = useTranslation('news');
  const query = useLatestNews(count);
  const texts = useAreaQueryTexts('news', t('latest_empty'));
  return (
    <Card withBorder component="section" aria-labelledby="latest-news-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="latest-news-title">
            {t('latest_title')}
          </Title>
          <Anchor component={Link} to={newsPaths.list} size="sm">
            {t('latest_all')}
          </Anchor>
        </Group>
        <QueryState query={query} texts={texts} isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {data.items.map((item) => (
                <LatestRow key={item.id} item={item} />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
