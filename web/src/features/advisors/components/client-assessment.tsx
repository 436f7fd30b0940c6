import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/data/status-badge';
import { useFormat } from '../../../lib/use-format';
import { useAdvisorTexts } from '../advisor-texts';
import type { ClientDetails } from '../api/advisor';
import { Section } from './advisor-page';

/** The client's risk assessment and suitability checks, a warning flagged red. */
export function ClientAssessment({ details }: { details: ClientDetails }) {
  const { t } = useTranslation('advisors');
  const format = useFormat();
  const texts = useAdvisorTexts();
  const { assessment, suitability } = details;
  return (
    <Section title={t('details.assessment')} testId="client-assessment">
      {assessment === null ? (
        <Text c="dimmed">{t('details.assessment_none')}</Text>
      ) : (
        <Table variant="vertical" layout="fixed" withRowBorders={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row" fw={500} c="dimmed" w="45%">
                {t('details.assessment_level')}
              </Table.Th>
              <Table.Td>{t('client.risk_level', { level: assessment.level })}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row" fw={500} c="dimmed">
                {t('details.assessment_status')}
              </Table.Th>
              <Table.Td>{t(`details.assessment_state.${assessment.status}`)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row" fw={500} c="dimmed">
                {t('details.assessment_submitted')}
              </Table.Th>
              <Table.Td>{format.date(assessment.submittedAt)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row" fw={500} c="dimmed">
                {t('details.assessment_expires')}
              </Table.Th>
              <Table.Td>{assessment.expiresAt ? format.date(assessment.expiresAt) : '–'}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      <Text fw={600} size="sm">
        {t('details.suitability')}
      </Text>
      {suitability.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('details.suitability_none')}
        </Text>
      ) : (
        <Stack gap={6}>
          {suitability.map((check) => (
            <Stack key={`${check.kind}:${check.checkedAt}`} gap={2}>
              <Text size="sm" fw={500}>
                {texts.suitabilityKind(check.kind)} · {texts.suitabilityOutcome(check.outcome)}{' '}
                {check.isWarning ? (
                  <StatusBadge family="failed">{t('details.suitability_warning')}</StatusBadge>
                ) : null}
              </Text>
              <Text size="xs" c="dimmed">
                {t('details.suitability_checked')} {format.date(check.checkedAt)}
                {check.expiresAt
                  ? ` · ${t('details.suitability_expires')} ${format.date(check.expiresAt)}`
                  : ''}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}
