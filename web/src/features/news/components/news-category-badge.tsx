import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NewsCategory } from '@shared/domain/news';

// Fixed shades whose white text meets WCAG AA (4.5:1) in either colour scheme.
const COLOUR_OF: Readonly<Record<NewsCategory, string>> = {
  market: 'blue.8',
  company: 'grape.8',
  research: 'teal.9',
  announcement: 'cyan.9',
};

/** A news item's category as a badge, one colour per category. */
export function NewsCategoryBadge({ category }: { category: NewsCategory }) {
  const { t } = useTranslation('news');
  return (
    <Badge color={COLOUR_OF[category]} variant="filled" autoContrast data-category={category}>
      {t(`category.${category}`)}
    </Badge>
  );
}
