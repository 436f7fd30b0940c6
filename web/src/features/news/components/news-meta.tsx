import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NewsCategory, NewsSource } from '@shared/domain/news';
import { useFormat } from '../../../lib/use-format';
import { NewsCategoryBadge } from './news-category-badge';

/** An item's category, source and publication time (Hong Kong time, `YYYY-MM-DD HH:mm`). */
export function NewsMeta(props: {
  category: NewsCategory;
  source: NewsSource;
  publishedAt: string;
}) {
  const { t } = useTranslation('news');
  const format = useFormat();
  return (
    <Group gap="xs" wrap="wrap">
      <NewsCategoryBadge category={props.category} />
      <Text size="xs" c="dimmed">
        {t(`source.${props.source}`)}
      </Text>
      <Text size="xs" c="dimmed" component="time" dateTime={props.publishedAt}>
        {format.dateTime(props.publishedAt)}
      </Text>
    </Group>
  );
}
