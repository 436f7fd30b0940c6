import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DerivativeOptionId } from '@shared/domain/derivative-knowledge';
import { QueryState } from '../../../../components/data/query-state';
import { apiErrorMessage, MessageAlert } from '../../../../lib/message';
import { useFormat } from '../../../../lib/use-format';
import {
  useDerivativeAssessment,
  useSubmitDerivativeAssessment,
  type DerivativeAnswers,
} from '../../api/risk-check';
import { dateOf } from '../account-page';

/**
 * The derivative knowledge assessment (issue 25 §2): the questions, one choice each, then the
 * score; a pass puts derivative knowledge on file (the checks above refresh), a fail changes
 * nothing and may be tried again.
 */
export function DerivativeAssessment(props: { accountCode: string; onClose: () => void }) {
  const { t } = useTranslation('accountPages');
  const format = useFormat();
  const assessment = useDerivativeAssessment(true);
  const submit = useSubmitDerivativeAssessment(props.accountCode);
  const [answers, setAnswers] = useState<DerivativeAnswers>({});
  const result = submit.data;
  return (
    <Stack gap="md" data-testid="derivative-assessment">
      <Title order={3} size="h5">
        {t('risk_check.assessment.title')}
      </Title>
      <QueryState query={assessment}>
        {(data) => {
          const isComplete = data.questions.every((question) => answers[question.id]);
          return (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (isComplete) submit.mutate(answers);
              }}
            >
              <Stack gap="md">
                <Text size="sm" c="dimmed">
                  {t('risk_check.assessment.intro', {
                    total: data.questions.length,
                    pass: data.passMark,
                  })}
                </Text>
                {data.questions.map((question, index) => (
                  <Radio.Group
                    key={question.id}
                    label={`${index + 1}. ${format.text(question.text)}`}
                    value={answers[question.id] ?? ''}
                    onChange={(value) => {
                      submit.reset();
                      setAnswers((old) => ({ ...old, [question.id]: value as DerivativeOptionId }));
                    }}
                  >
                    <Stack gap={6} mt={6}>
                      {question.options.map((option) => (
                        <Radio key={option.id} value={option.id} label={format.text(option.text)} />
                      ))}
                    </Stack>
                  </Radio.Group>
                ))}
                {submit.error ? <MessageAlert message={apiErrorMessage(submit.error)} /> : null}
                {result ? (
                  <Alert
                    color={result.isPassed ? 'green' : 'orange'}
                    role="status"
                    data-testid="derivative-result"
                  >
                    {result.isPassed
                      ? t('risk_check.assessment.passed', {
                          score: result.score,
                          total: result.total,
                          date: dateOf(result.check.expiresAt),
                        })
                      : t('risk_check.assessment.failed', {
                          score: result.score,
                          total: result.total,
                          pass: data.passMark,
                        })}
                  </Alert>
                ) : null}
                {!isComplete ? (
                  <Text size="sm" c="dimmed">
                    {t('risk_check.assessment.incomplete')}
                  </Text>
                ) : null}
                <Group justify="flex-end" gap="xs">
                  <Button variant="default" onClick={props.onClose}>
                    {t('risk_check.assessment.close')}
                  </Button>
                  <Button type="submit" disabled={!isComplete} loading={submit.isPending}>
                    {t('risk_check.assessment.submit')}
                  </Button>
                </Group>
              </Stack>
            </form>
          );
        }}
      </QueryState>
    </Stack>
  );
}
