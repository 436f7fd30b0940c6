import { Alert, Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkRaqBands,
  checkRaqQuestionnaire,
  raqScoreRange,
  RAQ_LIMITS,
} from '@shared/domain/raq-rules';
import type { Language } from '@shared/i18n/languages';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';
import { useReloadRaq, useSaveRaq, type RaqVersion } from '../api/admin-raq';
import { Section } from '../components/admin-page';
import { EDIT_LANGUAGES, useContentTexts } from '../content/content-texts';
import { BandEditor } from './band-editor';
import { ChoiceQuestionCard, ScaleQuestionCard, type ErrorAt } from './question-card';
import {
  draftOf,
  missingTexts,
  newChoiceQuestion,
  newScaleQuestion,
  rulesDraft,
  savedDraft,
  type EditorDraft,
} from './raq-draft';
import { useRaqTexts } from './raq-texts';

/** The questions in the tab's language: the scored ones, then the tick lists, each addable. */
function QuestionLists(props: {
  draft: EditorDraft;
  language: Language;
  errorAt: ErrorAt;
  onChange: (draft: EditorDraft) => void;
}) {
  const { t } = useTranslation('adminRaq');
  const { draft, onChange } = props;
  const isFull = draft.scaleQuestions.length + draft.choiceQuestions.length >= RAQ_LIMITS.questions;
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        {t('scale_title')}
      </Title>
      <Text size="sm" c="dimmed" mt={-8}>
        {t('scale_hint')}
      </Text>
      {draft.scaleQuestions.map((question, index) => (
        <ScaleQuestionCard
          key={question.key}
          index={index}
          question={question}
          language={props.language}
          errorAt={props.errorAt}
          onChange={(next) =>
            onChange({
              ...draft,
              scaleQuestions: draft.scaleQuestions.map((old, at) => (at === index ? next : old)),
            })
          }
          onRemove={() =>
            onChange({
              ...draft,
              scaleQuestions: draft.scaleQuestions.filter((_, at) => at !== index),
            })
          }
        />
      ))}
      <Group>
        <Button
          variant="light"
          disabled={isFull}
          onClick={() =>
            onChange({
              ...draft,
              scaleQuestions: [...draft.scaleQuestions, newScaleQuestion(draft)],
            })
          }
        >
          {t('question.add_scale')}
        </Button>
      </Group>
      <Title order={3} size="h5">
        {t('choice_title')}
      </Title>
      <Text size="sm" c="dimmed" mt={-8}>
        {t('choice_hint')}
      </Text>
      {draft.choiceQuestions.map((question, index) => (
        <ChoiceQuestionCard
          key={question.key}
          index={index}
          question={question}
          language={props.language}
          errorAt={props.errorAt}
          onChange={(next) =>
            onChange({
              ...draft,
              choiceQuestions: draft.choiceQuestions.map((old, at) => (at === index ? next : old)),
            })
          }
          onRemove={() =>
            onChange({
              ...draft,
              choiceQuestions: draft.choiceQuestions.filter((_, at) => at !== index),
            })
          }
        />
      ))}
      <Group>
        <Button
          variant="light"
          disabled={isFull}
          onClick={() =>
            onChange({
              ...draft,
              choiceQuestions: [...draft.choiceQuestions, newChoiceQuestion(draft)],
            })
          }
        >
          {t('question.add_choice')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The next version's editor (issue 30 §2), started from `version`: question and answer texts a
 * tab per language (each tab counts its blanks), scores, caps and bands checked as they are typed
 * by the server's own rules; "Save as version N+1" asks first, and a refusal reads in words.
 */
export function RaqEditor(props: { version: RaqVersion; onSaved: (version: number) => void }) {
  const { version } = props;
  const { t } = useTranslation('adminRaq');
  const content = useContentTexts();
  const texts = useRaqTexts();
  const [draft, setDraft] = useState(() => draftOf(version));
  const [language, setLanguage] = useState<Language>('en');
  const save = useSaveRaq(props.onSaved);
  const reload = useReloadRaq();
  const rules = useMemo(() => rulesDraft(draft), [draft]);
  const range = raqScoreRange(rules.scaleQuestions);
  const fault = checkRaqQuestionnaire(rules);
  const bandsCheck = checkRaqBands(rules.bands, range);
  const faultText = fault ? texts.result(fault.result) : undefined;
  const errorAt: ErrorAt = (path) => (fault?.field === path ? faultText : undefined);
  const next = version.version + 1;
  const answer = save.data;
  return (
    <Stack gap="lg">
      <Section title={t('questions_title')} testId="raq-questions">
        <Tabs value={language} onChange={(value) => value && setLanguage(value as Language)}>
          <Tabs.List aria-label={t('texts_in')}>
            {EDIT_LANGUAGES.map((code) => {
              const missing = missingTexts(draft, code);
              return (
                <Tabs.Tab
                  key={code}
                  value={code}
                  rightSection={
                    missing > 0 ? (
                      <Badge size="xs" color="orange" variant="light">
                        {t('missing', { count: missing })}
                      </Badge>
                    ) : null
                  }
                >
                  {content.language(code)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {EDIT_LANGUAGES.map((code) => (
            <Tabs.Panel key={code} value={code} pt="md">
              {code === language ? (
                <QuestionLists
                  draft={draft}
                  language={code}
                  errorAt={errorAt}
                  onChange={setDraft}
                />
              ) : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Section>
      <Section title={t('bands.title')} testId="raq-bands">
        <BandEditor
          bands={draft.bands}
          range={range}
          check={bandsCheck}
          errorAt={errorAt}
          onChange={(bands) => setDraft((old) => ({ ...old, bands }))}
        />
      </Section>
      {save.error ? <MessageAlert message={apiErrorMessage(save.error)} /> : null}
      {answer && answer.result !== 'ok' ? (
        <Alert color="red" role="alert">
          {texts.refusal(answer.result, answer.field)}{' '}
          <Text span size="xs" c="dimmed">
            ({answer.result})
          </Text>
        </Alert>
      ) : null}
      <Group gap="sm" align="center">
        <ConfirmButton
          title={t('save.confirm_title', { version: next })}
          question={t('save.question', { version: next })}
          confirmLabel={t('save.button', { version: next })}
          confirmColor="brand"
          buttonProps={{ disabled: fault !== null, loading: save.isPending }}
          onConfirm={() =>
            save.mutate({ basedOn: version.version, questionnaire: savedDraft(draft) })
          }
        >
          {t('save.button', { version: next })}
        </ConfirmButton>
        <Button
          variant="default"
          onClick={() => {
            setDraft(draftOf(version));
            save.reset();
            // After `outdated` the newest version replaces this editor once reloaded.
            void reload();
          }}
        >
          {t('save.discard')}
        </Button>
        {fault ? (
          <Text size="sm" c="dimmed" data-testid="save-reason">
            {t('save.blocked', { reason: texts.refusal(fault.result, fault.field) })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
