import { Paper, SimpleGrid, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import { ALLOWED_TAGS, sanitiseHtml } from '../../../lib/sanitise-html';
import { EDIT_LANGUAGES, useContentTexts } from './content-texts';

/** What one language of an HTML text holds: an optional title and the HTML. */
export type HtmlText = { title: string; html: string };

/** HTML texts by language. */
export type HtmlTexts = Record<Language, HtmlText>;

/**
 * The sanitised HTML as readers will see it (spec §5 allow-list, the same `sanitiseHtml` the
 * readers' pages use): a live preview beside the editor.
 */
export function HtmlPreview({ html, language }: { html: string; language: Language }) {
  const { t } = useTranslation('adminContent');
  return (
    <Paper withBorder p="sm" radius="md" aria-label={t('editor.preview')} role="region">
      <Stack gap={4}>
        <Text size="xs" c="dimmed" fw={600}>
          {t('editor.preview')}
        </Text>
        <div
          className="agreement-content"
          lang={language}
          data-testid={`preview-${language}`}
          // Sanitised to the spec §5 allow-list, exactly as a reader's page renders it.
          dangerouslySetInnerHTML={{ __html: sanitiseHtml(html) }}
        />
      </Stack>
    </Paper>
  );
}

/**
 * An HTML text in three languages, a tab each: its title (when `hasTitle`), the HTML in a
 * textarea and the live preview beside it (below it on a phone).
 */
export function HtmlEditor(props: {
  values: HtmlTexts;
  onChange: (values: HtmlTexts) => void;
  hasTitle: boolean;
  maxLength: number;
  titleMaxLength?: number;
  isTried: boolean;
}) {
  const { t } = useTranslation('adminContent');
  const texts = useContentTexts();
  const set = (language: Language, change: Partial<HtmlText>) =>
    props.onChange({ ...props.values, [language]: { ...props.values[language], ...change } });
  const blank = (value: string) =>
    props.isTried && value.trim() === '' ? t('form.required') : undefined;
  return (
    <Tabs defaultValue="en" keepMounted={false}>
      <Tabs.List>
        {EDIT_LANGUAGES.map((language) => (
          <Tabs.Tab key={language} value={language}>
            {texts.language(language)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {EDIT_LANGUAGES.map((language) => (
        <Tabs.Panel key={language} value={language} pt="sm">
          <Stack gap="sm">
            {props.hasTitle ? (
              <TextInput
                label={t('editor.title', { language: texts.language(language) })}
                required
                lang={language}
                maxLength={props.titleMaxLength}
                value={props.values[language].title}
                error={blank(props.values[language].title)}
                onChange={(event) => set(language, { title: event.currentTarget.value })}
              />
            ) : null}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              <Textarea
                label={t('editor.html', { language: texts.language(language) })}
                description={
                  <>
                    {t('editor.allowed')} <span translate="no">{ALLOWED_TAGS.join(', ')}</span>
                    <br />
                    {t('editor.allowed_rest')}
                  </>
                }
                required
                lang={language}
                rows={12}
                maxLength={props.maxLength}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                value={props.values[language].html}
                error={blank(props.values[language].html)}
                onChange={(event) => set(language, { html: event.currentTarget.value })}
              />
              <HtmlPreview html={props.values[language].html} language={language} />
            </SimpleGrid>
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** Whether every language has its HTML (and title, when asked). */
export const isHtmlComplete = (values: HtmlTexts, hasTitle: boolean) =>
  EDIT_LANGUAGES.every(
    (language) =>
      values[language].html.trim() !== '' && (!hasTitle || values[language].title.trim() !== ''),
  );
