import {
  ActionIcon,
  Button,
  Grid,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RAQ_LIMITS } from '@shared/domain/raq-rules';
import type { Language } from '@shared/i18n/languages';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { Name } from '../components/admin-page';
import { useContentTexts, type Texts } from '../content/content-texts';
import {
  newChoiceOption,
  newScoreOption,
  type ChoiceDraft,
  type ScaleDraft,
  type Typed,
} from './raq-draft';

/** The rule broken at a field path, in words, or nothing: each field asks for its own path. */
export type ErrorAt = (path: string) => string | undefined;

const LEVELS = [1, 2, 3, 4, 5, 6] as const;

const typed = (value: number | string): Typed => (typeof value === 'number' ? value : '');

/** A question's frame: its heading and id, its text in the tab's language, its answers. */
function QuestionFrame(props: {
  heading: string;
  id: string;
  path: string;
  text: Texts;
  language: Language;
  errorAt: ErrorAt;
  onText: (text: Texts) => void;
  onRemove: () => void;
  onAddOption: () => void;
  canAddOption: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('adminRaq');
  const content = useContentTexts();
  const { language, path } = props;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" data-question-id={props.id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Title order={4} size="h6">
              {props.heading}
            </Title>
            <Text size="xs" c={props.errorAt(`${path}.id`) ? 'red' : 'dimmed'}>
              {t('question.id')}: <Name>{props.id}</Name>
            </Text>
          </Stack>
          <ConfirmButton
            title={t('question.remove_title')}
            question={t('question.remove_question', { name: props.heading })}
            confirmLabel={t('question.remove')}
            buttonProps={{ size: 'xs', variant: 'subtle', color: 'red' }}
            aria-label={`${t('question.remove')} (${props.heading})`}
            onConfirm={props.onRemove}
          >
            {t('question.remove')}
          </ConfirmButton>
        </Group>
        <TextInput
          label={t('question.text', { name: props.heading, language: content.language(language) })}
          lang={language}
          maxLength={RAQ_LIMITS.text}
          value={props.text[language]}
          error={props.errorAt(`${path}.text.${language}`)}
          onChange={(event) =>
            props.onText({ ...props.text, [language]: event.currentTarget.value })
          }
        />
        {props.children}
        <Group gap="sm">
          <Button
            size="xs"
            variant="light"
            disabled={!props.canAddOption}
            onClick={props.onAddOption}
          >
            {t('question.add_option')}
          </Button>
          {props.errorAt(`${path}.options`) ? (
            <Text size="sm" c="red" role="alert">
              {props.errorAt(`${path}.options`)}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** One answer's row: its text in the tab's language, then what else it holds, then remove. */
function OptionRow(props: {
  index: number;
  path: string;
  text: Texts;
  language: Language;
  errorAt: ErrorAt;
  onText: (text: Texts) => void;
  onRemove: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('adminRaq');
  const content = useContentTexts();
  const { language } = props;
  const n = props.index + 1;
  return (
    <Grid gap="xs" align="flex-end">
      <Grid.Col span={props.extra ? { base: 12, sm: 7 } : { base: 10, sm: 11 }}>
        <TextInput
          label={t('question.option', { n, language: content.language(language) })}
          lang={language}
          maxLength={RAQ_LIMITS.text}
          value={props.text[language]}
          error={props.errorAt(`${props.path}.text.${language}`)}
          onChange={(event) =>
            props.onText({ ...props.text, [language]: event.currentTarget.value })
          }
        />
      </Grid.Col>
      {props.extra}
      <Grid.Col span={{ base: 2, sm: 1 }}>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          mb={4}
          aria-label={t('question.remove_option', { n })}
          title={t('question.remove_option', { n })}
          onClick={props.onRemove}
        >
          ×
        </ActionIcon>
      </Grid.Col>
    </Grid>
  );
}

/** A scored question: its text, and each answer's text, score and optional level cap. */
export function ScaleQuestionCard(props: {
  index: number;
  question: ScaleDraft;
  language: Language;
  errorAt: ErrorAt;
  onChange: (question: ScaleDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('adminRaq');
  const { question, onChange } = props;
  const path = `scaleQuestions.${props.index}`;
  const setOption = (index: number, change: Partial<ScaleDraft['options'][number]>) =>
    onChange({
      ...question,
      options: question.options.map((option, at) =>
        at === index ? { ...option, ...change } : option,
      ),
    });
  return (
    <QuestionFrame
      heading={t('question.scale', { n: props.index + 1 })}
      id={question.id}
      path={path}
      text={question.text}
      language={props.language}
      errorAt={props.errorAt}
      onText={(text) => onChange({ ...question, text })}
      onRemove={props.onRemove}
      canAddOption={question.options.length < RAQ_LIMITS.options}
      onAddOption={() =>
        onChange({ ...question, options: [...question.options, newScoreOption(question.options)] })
      }
    >
      {question.options.map((option, index) => {
        const at = `${path}.options.${index}`;
        return (
          <OptionRow
            key={option.key}
            index={index}
            path={at}
            text={option.text}
            language={props.language}
            errorAt={props.errorAt}
            onText={(text) => setOption(index, { text })}
            onRemove={() =>
              onChange({ ...question, options: question.options.filter((_, i) => i !== index) })
            }
            extra={
              <>
                <Grid.Col span={{ base: 4, sm: 2 }}>
                  <NumberInput
                    label={t('question.score')}
                    allowDecimal={false}
                    allowNegative={false}
                    min={0}
                    max={RAQ_LIMITS.maxScore}
                    value={option.score}
                    error={props.errorAt(`${at}.score`)}
                    onChange={(value) => setOption(index, { score: typed(value) })}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 2 }}>
                  <NativeSelect
                    label={t('question.cap')}
                    value={option.maxLevel === null ? '' : String(option.maxLevel)}
                    error={props.errorAt(`${at}.maxLevel`)}
                    data={[
                      { value: '', label: t('question.no_cap') },
                      ...LEVELS.map((level) => ({
                        value: String(level),
                        label: t('question.level', { level }),
                      })),
                    ]}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setOption(index, { maxLevel: value === '' ? null : Number(value) });
                    }}
                  />
                </Grid.Col>
              </>
            }
          />
        );
      })}
    </QuestionFrame>
  );
}

/** A tick list: its text and each answer's text. */
export function ChoiceQuestionCard(props: {
  index: number;
  question: ChoiceDraft;
  language: Language;
  errorAt: ErrorAt;
  onChange: (question: ChoiceDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('adminRaq');
  const { question, onChange } = props;
  const path = `choiceQuestions.${props.index}`;
  return (
    <QuestionFrame
      heading={t('question.choice', { n: props.index + 1 })}
      id={question.id}
      path={path}
      text={question.text}
      language={props.language}
      errorAt={props.errorAt}
      onText={(text) => onChange({ ...question, text })}
      onRemove={props.onRemove}
      canAddOption={question.options.length < RAQ_LIMITS.options}
      onAddOption={() =>
        onChange({ ...question, options: [...question.options, newChoiceOption(question.options)] })
      }
    >
      {question.options.map((option, index) => (
        <OptionRow
          key={option.key}
          index={index}
          path={`${path}.options.${index}`}
          text={option.text}
          language={props.language}
          errorAt={props.errorAt}
          onText={(text) =>
            onChange({
              ...question,
              options: question.options.map((old, at) => (at === index ? { ...old, text } : old)),
            })
          }
          onRemove={() =>
            onChange({ ...question, options: question.options.filter((_, i) => i !== index) })
          }
        />
      ))}
    </QuestionFrame>
  );
}
