import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PERFORMANCE_PERIODS } from '@shared/domain/fund-performance';
import { DownloadButton } from '../../../components/data/download-button';
import { PreviewRows } from '../../../components/data/preview-rows';
import { SignedChange } from '../../../components/data/signed-change';
import { useFormat } from '../../../lib/use-format';
import { usePlanDocumentDownload, type PlanDetail } from '../api/plan';
import { Donut, LineSketch, PLAN_COLOURS } from './plan-charts';
import { periodKey } from './plan-labels';

/** A titled section of the detail page. */
function Section(props: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        {props.children}
      </Stack>
    </Paper>
  );
}

/** The plan's funds with their weights, beside a small donut of the same weights. */
export function Composition({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation('plans');
  const format = useFormat();
  const parts = plan.composition
    .map((part) => `${format.text(part.fundName)} ${format.percent(part.weight)}`)
    .join(', ');
  return (
    <Section title={t('detail.composition')}>
      <Group align="center" gap="lg" wrap="wrap">
        <Donut
          weights={plan.composition.map((part) => part.weight)}
          label={t('detail.donut_label', { name: format.text(plan.name), parts })}
        />
        <Table style={{ flex: 1, minWidth: 260 }} data-testid="plan-composition">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.fund')}</Table.Th>
              <Table.Th>{t('field.risk')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('detail.weight')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.composition.map((part, index) => (
              <Table.Tr key={part.fundId}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <span
                      aria-hidden
                      style={{
                        width: 10,
                        height: 10,
                        borderRadius: 2,
                        flexShrink: 0,
                        background: PLAN_COLOURS[index % PLAN_COLOURS.length],
                      }}
                    />
                    <Text size="sm">{format.text(part.fundName)}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>{part.riskLevel}</Table.Td>
                <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {format.percent(part.weight)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Group>
    </Section>
  );
}

/** The weighted index rebased to 100, and the returns over each period as text. */
export function Performance({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation('plans');
  const format = useFormat();
  const lines = useMemo(() => [plan.performance], [plan.performance]);
  const periods = PERFORMANCE_PERIODS.filter(
    (period) => period in plan.returns && period !== 'none',
  );
  const first = plan.performance[0];
  const last = plan.performance.at(-1);
  const point = (at: { date: string; value: string }) => `${at.date} ${format.number(at.value, 2)}`;
  return (
    <Section title={t('detail.performance')}>
      {first && last ? (
        <LineSketch
          lines={lines}
          label={t('detail.chart_label', {
            name: format.text(plan.name),
            first: point(first),
            last: point(last),
          })}
        />
      ) : (
        <Text c="dimmed">{t('detail.no_history')}</Text>
      )}
      <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="sm">
        {periods.map((period) => (
          <Stack key={period} gap={0}>
            <Text size="xs" c="dimmed">
              {t(periodKey(period))}
            </Text>
            <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              <SignedChange value={plan.returns[period] ?? null} percent />
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** A document's type, title and download. */
function DocumentRow({ document }: { document: PlanDetail['documents'][number] }) {
  const { t } = useTranslation('plans');
  const format = useFormat();
  const download = usePlanDocumentDownload(document.path, document.type);
  const title = format.text(document.title);
  return (
    <Group justify="space-between" gap="xs" component="li" wrap="nowrap">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light">{t(`detail.document_type.${document.type}`)}</Badge>
        <Text size="sm">{title}</Text>
      </Group>
      <DownloadButton
        download={download}
        label={t('detail.download_name', { name: title })}
        failureText={(reason) => t('detail.download_failed', { reason })}
      >
        {t('detail.download')}
      </DownloadButton>
    </Group>
  );
}

/** Risk, minimum, fees and documents. */
export function Facts({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation('plans');
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Section title={t('detail.fees')}>
        <PreviewRows
          rows={[
            [t('field.risk'), String(plan.riskLevel)],
            [t('field.currency'), plan.currency],
            [t('field.minimum'), format.money(plan.minimumMonthlyAmount, plan.currency)],
            [t('detail.subscription_fee'), format.percent(plan.fees.subscriptionFeePercent)],
            [t('detail.management_fee'), format.percent(plan.fees.managementFeePercent)],
            [t('detail.plan_fee'), format.percent(plan.fees.planFeePercent)],
          ]}
        />
      </Section>
      <Section title={t('detail.documents')}>
        {plan.documents.length ? (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {plan.documents.map((document) => (
              <DocumentRow key={document.path} document={document} />
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{t('detail.no_documents')}</Text>
        )}
      </Section>
    </SimpleGrid>
  );
}
