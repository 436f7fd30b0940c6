import {
  Box,
  Button,
  CloseButton,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_CATEGORIES, type NewsCategory } from '@shared/domain/news';

type Props = {
  category: NewsCategory | undefined;
  query: string;
  onCategory: (category: NewsCategory | undefined) => void;
  onQuery: (query: string) => void;
};

const ALL = 'all';

/** The chips in order: All, then each category. */
const CHOICES: readonly (NewsCategory | typeof ALL)[] = [ALL, ...NEWS_CATEGORIES];

/**
 * The category, one at a time (All by default): a segmented control from tablet width, a select
 * on a phone, where five segments would not fit.
 */
function CategoryChoice({ category, onCategory }: Pick<Props, 'category' | 'onCategory'>) {
  const { t } = useTranslation('news');
  const choices = CHOICES.map((value) => ({ value, label: t(`category.${value}`) }));
  const choose = (value: string) => onCategory(NEWS_CATEGORIES.find((known) => known === value));
  return (
    <>
      <Box visibleFrom="sm">
        <SegmentedControl
          aria-label={t('categories_label')}
          data={choices}
          value={category ?? ALL}
          onChange={choose}
        />
      </Box>
      <NativeSelect
        hiddenFrom="sm"
        label={t('categories_label')}
        data={choices}
        value={category ?? ALL}
        onChange={(event) => choose(event.currentTarget.value)}
      />
    </>
  );
}

/** The search box (Enter searches) and the category choice. */
export function NewsFilters({ category, query, onCategory, onQuery }: Props) {
  const { t } = useTranslation('news');
  const [draft, setDraft] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onQuery(draft.trim());
  };
  const clear = () => {
    setDraft('');
    onQuery('');
  };
  return (
    <Stack gap="sm">
      <form role="search" aria-label={t('search_label')} onSubmit={submit}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            type="search"
            aria-label={t('search_label')}
            placeholder={t('search_placeholder')}
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.currentTarget.value)}
            rightSection={
              draft ? (
                <CloseButton size="sm" aria-label={t('search_clear')} onClick={clear} />
              ) : null
            }
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light">
            {t('search_submit')}
          </Button>
        </Group>
      </form>
      <CategoryChoice category={category} onCategory={onCategory} />
    </Stack>
  );
}
