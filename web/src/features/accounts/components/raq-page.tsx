import {
  Alert,
  Button,
  Checkbox,
  Container,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { formatDate } from '@shared/domain/date-time';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';
import { useRiskAssessment } from '../../../lib/risk-assessment';
import { useFormat } from '../../../lib/use-format';
import { QueryState, type QueryStateTexts } from '../../../components/data/query-state';
import { useQuestionnaire, useSubmitAssessment, type RaqAnswers } from '../api/raq';

type Questionnaire = CallOutput<'raq/loadQuestionnaire'>;
type Assessment = NonNullable<CallOutput<'raq/loadAssessment'>['assessment']>;

type Reminder = CallOutput<'raq/loadAssessment'>['reminder'];

/**
 * The assessment's validity: until when it holds, or, once expired (spec §4: the order screens
 * then refuse subscriptions), that it expired and needs retaking; orange within 30 days of expiry.
 */
function Validity({ reminder, date }: { reminder: Reminder; date: string }) {
  const { t } = useTranslation('funds');
  if (reminder === 'expired') {
    return (
      <Alert color="red" role="alert" data-testid="raq-validity" data-reminder={reminder}>
        {t('raq.expired', { date })}
      </Alert>
    );
  }
  if (reminder === 'expiring') {
    return (
      <Alert color="orange" role="status" data-testid="raq-validity" data-reminder={reminder}>
        {t('raq.expiring_soon', { date })}
      </Alert>
    );
  }
  return (
    <Text size="sm" data-testid="raq-validity" data-reminder={reminder}>
      {t('raq.expires', { date })}
    </Text>
  );
}

function AssessmentSummary(props: { assessment: Assessment | null; reminder: Reminder }) {
  const { assessment, reminder } = props;
  const { t } = useTranslation('funds');
  if (!assessment) return <Text>{t('raq.none')}</Text>;
  return (
    <Stack gap={4}>
      <Text fw={600}>{t('raq.current', { level: assessment.level })}</Text>
      <Text size="sm">{t('raq.status', { status: t(`raq.status_${assessment.status}`) })}</Text>
      {assessment.expiresAt ? (
        <Validity reminder={reminder} date={formatDate(new Date(assessment.expiresAt))} />
      ) : null}
    </Stack>
  );
}

function QuestionnaireForm({
  questionnaire,
  submit,
}: {
  questionnaire: Questionnaire;
  submit: ReturnType<typeof useSubmitAssessment>;
}) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const [scores, setScores] = useState<Record<string, number>>({});
  const [choices, setChoices] = useState<Record<string, string[]>>({});
  // Answers of the version shown only (a newer version may ask other questions).
  const asked = (id: string) => questionnaire.scaleQuestions.some((question) => question.id === id);
  const isComplete = questionnaire.scaleQuestions.every((question) => question.id in scores);
  // The ids are the version's own; the server checks the answers against that version.
  const answers: RaqAnswers = {
    ...Object.fromEntries(Object.entries(scores).filter(([id]) => asked(id))),
    // An unticked list is an empty answer, not a missing one.
    ...Object.fromEntries(
      questionnaire.choiceQuestions.map((question) => [question.id, choices[question.id] ?? []]),
    ),
  };
  const answer = submit.data;
  const result = answer?.result === 'ok' ? answer.assessment : null;
  const refusal = answer && answer.result !== 'ok' ? answer.result : null;
  return (
    <Stack gap="lg">
      {questionnaire.scaleQuestions.map((question) => (
        <Radio.Group
          key={question.id}
          label={format.text(question.text)}
          value={question.id in scores ? String(scores[question.id]) : ''}
          onChange={(value) => setScores((old) => ({ ...old, [question.id]: Number(value) }))}
        >
          <Stack gap={6} mt={6}>
            {question.options.map((option) => (
              <Radio
                key={option.score}
                value={String(option.score)}
                label={format.text(option.text)}
              />
            ))}
          </Stack>
        </Radio.Group>
      ))}
      {questionnaire.choiceQuestions.map((question) => (
        <Checkbox.Group
          key={question.id}
          label={format.text(question.text)}
          value={choices[question.id] ?? []}
          onChange={(value) => setChoices((old) => ({ ...old, [question.id]: value }))}
        >
          <Stack gap={6} mt={6}>
            {question.options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={format.text(option.text)} />
            ))}
          </Stack>
        </Checkbox.Group>
      ))}
      {!isComplete ? (
        <Text size="sm" c="dimmed">
          {t('raq.incomplete')}
        </Text>
      ) : null}
      {submit.error ? <MessageAlert message={apiErrorMessage(submit.error)} /> : null}
      {refusal ? (
        <Alert color="red" role="alert" data-testid="raq-refusal">
          {t(`raq.refused_${refusal}`)}
        </Alert>
      ) : null}
      {result ? (
        <Alert color="green" role="status">
          {t('raq.result', {
            level: result.level,
            date: result.expiresAt ? formatDate(new Date(result.expiresAt)) : '–',
          })}
        </Alert>
      ) : null}
      <Button
        disabled={!isComplete}
        loading={submit.isPending}
        onClick={() => submit.mutate({ version: questionnaire.version, answers })}
      >
        {t('raq.submit')}
      </Button>
    </Stack>
  );
}

/** `/accounts/raq` (spec §2.9): the current assessment and the questionnaire to (re)submit. */
export function RaqPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('funds');
  const assessment = useRiskAssessment(accountCode);
  const questionnaire = useQuestionnaire();
  // Kept by the page, so a refusal still shows once a newer version replaces the form.
  const submit = useSubmitAssessment(accountCode);
  // The risk assessment's texts live in the funds catalogue, where the spec first asked for it.
  const states: QueryStateTexts = {
    loading: t('state.loading'),
    error: t('state.error'),
    retry: t('state.retry'),
    empty: t('state.empty'),
  };
  return (
    <Container size={720} py={{ base: 'md', md: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('raq.title')}
        </Title>
        <QueryState query={assessment} texts={states}>
          {(data) => <AssessmentSummary assessment={data.assessment} reminder={data.reminder} />}
        </QueryState>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <QueryState query={questionnaire} texts={states}>
            {(data) => (
              // A new version is a new form: answers to the old one do not carry over.
              <QuestionnaireForm key={data.version} questionnaire={data} submit={submit} />
            )}
          </QueryState>
        </Paper>
      </Stack>
    </Container>
  );
}
