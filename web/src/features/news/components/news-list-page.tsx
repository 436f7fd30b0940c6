import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NEWS_CATEGORIES, type NewsCategory } from '@shared/domain/news';
import { QueryState, useAreaQueryTexts } from '../../../components/data/query-state';
import { PageTitle } from '../../../components/layout/page-title';
import { useNewsList } from '../api/news';
import { NewsCard } from './news-card';
import { NewsFilters } from './news-filters';

const isCategory = (value: string | null): value is NewsCategory =>
  (NEWS_CATEGORIES as readonly (string | null)[]).includes(value);

/** The list with its states: loading, error with retry, empty, the cards and Load More. */
function NewsResults({ category, query }: { category: NewsCategory | undefined; query: string }) {
  const { t } = useTranslation('news');
  const list = useNewsList(category, query);
  const texts = useAreaQueryTexts('news', category || query ? t('no_match') : undefined);
  return (
    <QueryState
      query={list}
      texts={texts}
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
    >
      {(data) => {
        const items = data.pages.flatMap((page) => page.items);
        const total = data.pages.at(-1)?.total ?? 0;
        return (
          <Stack gap="sm">
            {items.map((item) => (
              <NewsCard key={item.id} item={item} />
            ))}
            <Group justify="space-between" align="center">
              <Text size="sm" c="dimmed" data-testid="news-count">
                {t('shown_of_total', { shown: String(items.length), total: String(total) })}
              </Text>
              {list.hasNextPage ? (
                <Button
                  variant="default"
                  loading={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  {t('load_more')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        );
      }}
    </QueryState>
  );
}

/**
 * `/news` (issue 14 §5): market and house news, newest first, by category and search; the
 * filters live in the address (`?category=market&q=rate`) so going back keeps them.
 */
export function NewsListPage() {
  const { t } = useTranslation('news');
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category');
  const category = isCategory(rawCategory) ? rawCategory : undefined;
  const query = params.get('q') ?? '';
  const update = (next: { category?: NewsCategory | undefined; q?: string }) => {
    const merged = { category, q: query, ...next };
    const search = new URLSearchParams();
    if (merged.category) search.set('category', merged.category);
    if (merged.q) search.set('q', merged.q);
    setParams(search, { replace: true });
  };
  return (
    <Container size="lg" py={{ base: 'md', md: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <PageTitle title={t('title')} intro={t('intro')} />
        <NewsFilters
          category={category}
          query={query}
          onCategory={(next) => update({ category: next })}
          onQuery={(q) => update({ q })}
        />
        <NewsResults category={category} query={query} />
      </Stack>
    </Container>
  );
}
