import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import type { NewsSummary } from '../api/news';
import { newsPaths } from '../paths';
import { NewsMeta } from './news-meta';
import { useNewsText } from './use-news-text';

/** One item of the list: category, source, date, title (its link) and summary. */
export function NewsCard({ item }: { item: NewsSummary }) {
  const { pick } = useNewsText();
  const titleId = useId();
  const title = pick(item.title);
  const summary = pick(item.summary);
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId} data-news-id={item.id}>
      <Stack gap={6}>
        <NewsMeta category={item.category} source={item.source} publishedAt={item.publishedAt} />
        <Title order={2} size="h5" id={titleId} lang={title.language}>
          <Anchor component={Link} to={newsPaths.item(item.id)} inherit>
            {title.value}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed" lang={summary.language}>
          {summary.value}
        </Text>
      </Stack>
    </Paper>
  );
}
