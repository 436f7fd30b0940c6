import { Anchor, Badge, Group, List, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@shared/i18n/languages';
import { useRaqVersion, type RaqVersion } from '../api/admin-raq';
import { AdminPage, QueryState, Section } from '../components/admin-page';
import { EDIT_LANGUAGES, useContentTexts } from '../content/content-texts';
import { adminPaths } from '../paths';
import { VersionLine } from './raq-page';

/** A version's questions and answers in one language, with each answer's score and cap. */
function QuestionsIn({ version, language }: { version: RaqVersion; language: Language }) {
  const { t } = useTranslation('adminRaq');
  const questions = [
    ...version.scaleQuestions.map((question, index) => ({
      heading: t('question.scale', { n: index + 1 }),
      text: question.text[language],
      options: question.options.map((option) => ({
        key: String(option.score),
        text: option.text[language],
        score: option.score,
        cap: option.maxLevel,
      })),
    })),
    ...version.choiceQuestions.map((question, index) => ({
      heading: t('question.choice', { n: index + 1 }),
      text: question.text[language],
      options: question.options.map((option) => ({
        key: option.value,
        text: option.text[language],
        score: null,
        cap: null,
      })),
    })),
  ];
  return (
    <Stack gap="sm">
      {questions.map((question) => (
        <Paper key={question.heading} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {question.heading}
          </Text>
          <Text fw={600} lang={language}>
            {question.text}
          </Text>
          <List size="sm" mt={4} spacing={2}>
            {question.options.map((option) => (
              <List.Item key={option.key}>
                <Group gap="xs" wrap="wrap">
                  <span lang={language}>{option.text}</span>
                  {option.score !== null ? (
                    <Badge size="sm" variant="light" color="gray">
                      {t('view.score', { score: option.score })}
                    </Badge>
                  ) : null}
                  {option.cap !== null ? (
                    <Badge size="sm" variant="outline" color="gray.8">
                      {t('view.cap', { level: option.cap })}
                    </Badge>
                  ) : null}
                </Group>
              </List.Item>
            ))}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}

/** A saved version, read only: its texts a tab per language (the reader's first), its bands. */
function VersionView({ version }: { version: RaqVersion }) {
  const { t, i18n } = useTranslation('adminRaq');
  const content = useContentTexts();
  return (
    <Stack gap="lg">
      <VersionLine version={version} />
      <Text size="sm" c="dimmed">
        {t('view.read_only')}
      </Text>
      <Section title={t('questions_title')}>
        <Tabs defaultValue={i18n.language} keepMounted={false}>
          <Tabs.List aria-label={t('texts_in')}>
            {EDIT_LANGUAGES.map((language) => (
              <Tabs.Tab key={language} value={language}>
                {content.language(language)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {EDIT_LANGUAGES.map((language) => (
            <Tabs.Panel key={language} value={language} pt="md">
              <QuestionsIn version={version} language={language} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Section>
      <Section title={t('bands.title')}>
        <List size="sm" spacing={2} data-testid="raq-version-bands">
          {version.bands.map((band) => (
            <List.Item key={band.minimum}>{t('view.band', band)}</List.Item>
          ))}
        </List>
      </Section>
    </Stack>
  );
}

/** `/admins/raq/{version}` (issue 30 §2): one saved version, read only. */
export function RaqVersionPage({ version }: { version: number }) {
  const { t } = useTranslation('adminRaq');
  const query = useRaqVersion(version);
  return (
    <AdminPage
      title={t('view.title', { version })}
      aside={
        <Anchor component={Link} to={adminPaths.raq} size="sm">
          {t('view.back')}
        </Anchor>
      }
    >
      <QueryState
        query={query}
        isEmpty={(data) => data.questionnaire === null}
        emptyText={t('view.not_found', { version })}
      >
        {(data) => (data.questionnaire ? <VersionView version={data.questionnaire} /> : null)}
      </QueryState>
    </AdminPage>
  );
}
