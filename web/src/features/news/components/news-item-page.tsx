import { Alert, Anchor, Button, Center, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paragraphsOf } from '@shared/domain/news';
import type { Language } from '@shared/i18n/languages';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { ApiError } from '../../../lib/api-client';
import { useNewsItem, type NewsDetail } from '../api/news';
import { newsPaths } from '../paths';
import { NewsMeta } from './news-meta';
import { useNewsText } from './use-news-text';

/** The catalogue key of each language's name (catalogue keys are snake_case). */
const LANGUAGE_KEY = {
  en: 'language.en',
  'zh-HK': 'language.zh_hk',
  'zh-CN': 'language.zh_cn',
} as const satisfies Record<Language, string>;

/** The item: meta, title, a note when it is not in the reader's language, the paragraphs. */
function NewsArticle({ item }: { item: NewsDetail }) {
  const { t } = useTranslation('news');
  const { language, pick } = useNewsText();
  const title = pick(item.title);
  const body = pick(item.body);
  const isFallback = body.language !== undefined && body.language !== language;
  return (
    <Stack gap="md" component="article" aria-labelledby="news-title" data-news-id={item.id}>
      <NewsMeta category={item.category} source={item.source} publishedAt={item.publishedAt} />
      <Title order={1} size="h2" id="news-title" lang={title.language}>
        {title.value}
      </Title>
      {isFallback && body.language ? (
        <Alert color="gray" variant="light" data-testid="news-fallback">
          <Text size="sm">{t('fallback_note', { language: t(LANGUAGE_KEY[body.language]) })}</Text>
        </Alert>
      ) : null}
      <Stack gap="sm" lang={body.language}>
        {paragraphsOf(body.value).map((paragraph, index) => (
          <Text key={index} component="p" m={0} style={{ lineHeight: 1.7 }} data-paragraph>
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

/** What the page shows for an id the server does not know (404). */
function NewsNotFound() {
  const { t } = useTranslation('news');
  return (
    <Stack gap="xs" data-testid="news-not-found">
      <Title order={1} size="h2">
        {t('not_found_title')}
      </Title>
      <Text c="dimmed">{t('not_found_text')}</Text>
    </Stack>
  );
}

/** `/news/:id` (issue 14 §5): one item with its body, and the way back to the list. */
export function NewsItemPage({ id }: { id: string }) {
  const { t } = useTranslation('news');
  const query = useNewsItem(id);
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <Container size="md" py={{ base: 'md', md: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={newsPaths.list} size="sm">
          ← {t('back')}
        </Anchor>
        {query.isPending ? (
          <Center py="lg">
            <LoadingIndicator size="sm" label={t('loading')} />
          </Center>
        ) : isNotFound ? (
          <NewsNotFound />
        ) : query.isError ? (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text size="sm">{t('failed_to_load')}</Text>
              <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <NewsArticle item={query.data.item} />
        )}
      </Stack>
    </Container>
  );
}
