import { Anchor, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD_CLIENT_PAGE } from '@shared/domain/advisor-book';
import { StatusBadge } from '../../../components/data/status-badge';
import { useFormat } from '../../../lib/use-format';
import { useAdvisorTexts } from '../advisor-texts';
import { useAdvisorOptions } from '../area-options';
import {
  useClientSearch,
  useDashboard,
  type AdvisorDashboard,
  type AttentionItem,
  type BookClientPage,
} from '../api/advisor';
import { advisorPaths } from '../paths';
import { AdvisorFilter } from './advisor-filter';
import { AdvisorPage, Name, QueryState, Section } from './advisor-page';
import { CashTable, OrdersTable } from './book-activity';
import { ClientPage } from './client-columns';
import { PlanTalks } from './plan-talks';
import classes from './advisors.module.css';

/** One figure of the book, large. */
function Kpi(props: { label: string; value: string; testId: string; isAlert?: boolean }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={props.testId}>
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text
        fz={{ base: 22, sm: 26 }}
        fw={700}
        className={props.isAlert ? classes.alert : undefined}
        style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
      >
        {props.value}
      </Text>
    </Paper>
  );
}

function Kpis({ data }: { data: AdvisorDashboard }) {
  const { t } = useTranslation('advisors');
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      <Kpi label={t('kpi.clients')} value={String(data.clientCount)} testId="kpi-clients" />
      <Kpi
        label={t('kpi.assets')}
        value={format.money(data.assetsUnderAdvice, data.reportingCurrency)}
        testId="kpi-assets"
      />
      <Kpi
        label={t('kpi.attention')}
        value={String(data.attentionCount)}
        testId="kpi-attention"
        isAlert={data.attentionCount > 0}
      />
    </SimpleGrid>
  );
}

const RED_REASONS = new Set(['assessmentExpired', 'passwordExpired', 'suitabilityWarning']);

function AttentionRow({ item }: { item: AttentionItem }) {
  const { t } = useTranslation('advisors');
  const texts = useAdvisorTexts();
  const format = useFormat();
  const isExpired = item.reasons.includes('assessmentExpired');
  return (
    <List.Item data-client-code={item.accountCode}>
      <Stack gap={4}>
        <Anchor component={Link} to={advisorPaths.details(item.accountCode)} fw={600}>
          <Name>
            {item.accountCode} {item.displayName}
          </Name>
        </Anchor>
        <Group gap={6} wrap="wrap">
          {item.reasons.map((reason) => (
            <StatusBadge key={reason} family={RED_REASONS.has(reason) ? 'failed' : 'action'}>
              {texts.reason(reason)}
            </StatusBadge>
          ))}
          {item.riskExpiresAt ? (
            <Text
              size="xs"
              className={isExpired ? classes.alert : undefined}
              c={isExpired ? undefined : 'dimmed'}
            >
              {t(isExpired ? 'attention.expired_on' : 'attention.expires_on', {
                date: format.date(item.riskExpiresAt),
              })}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </List.Item>
  );
}

function Attention({ data }: { data: AdvisorDashboard }) {
  const { t } = useTranslation('advisors');
  return (
    <Section title={t('attention.title')} testId="attention">
      {data.attention.length === 0 ? (
        <Text c="dimmed">{t('attention.none')}</Text>
      ) : (
        <List spacing="sm" listStyleType="none" p={0}>
          {data.attention.map((item) => (
            <AttentionRow key={item.accountCode} item={item} />
          ))}
        </List>
      )}
      {data.attentionCount > data.attention.length ? (
        <Text size="sm" c="dimmed" data-testid="attention-more">
          {t('attention.more', { shown: data.attention.length, count: data.attentionCount })}{' '}
          <Anchor component={Link} to={advisorPaths.search}>
            {t('attention.search')}
          </Anchor>
        </Text>
      ) : null}
      {data.planTalksCounted ? null : (
        <Text size="xs" c="dimmed">
          {t('attention.talks_not_counted')}
        </Text>
      )}
    </Section>
  );
}

/**
 * The book's clients (or the chosen advisor's), a page at a time, with Act for client and Details:
 * the first page comes with the dashboard's answer, the next from the search, so opening the
 * dashboard values the book once and its answer does not grow with the book.
 */
function Clients(props: {
  advisorAccountId: number | undefined;
  reportingCurrency: string;
  firstPage: BookClientPage;
}) {
  const { t } = useTranslation('advisors');
  const [page, setPage] = useState({ index: 0, advisorAccountId: props.advisorAccountId });
  // Another advisor's part of the book starts at its first page.
  const pageIndex = page.advisorAccountId === props.advisorAccountId ? page.index : 0;
  const next = useClientSearch(
    {
      advisorAccountId: props.advisorAccountId,
      reportingCurrency: props.reportingCurrency,
      offset: pageIndex * DASHBOARD_CLIENT_PAGE,
      limit: DASHBOARD_CLIENT_PAGE,
    },
    pageIndex > 0,
  );
  const show = (data: BookClientPage) =>
    data.total === 0 ? (
      <Text c="dimmed" size="sm" py="sm">
        {t('client.none')}
      </Text>
    ) : (
      <ClientPage
        caption={t('client.caption')}
        page={data}
        reportingCurrency={props.reportingCurrency}
        pageSize={DASHBOARD_CLIENT_PAGE}
        pageIndex={pageIndex}
        onPageChange={(index) => setPage({ index, advisorAccountId: props.advisorAccountId })}
      />
    );
  return (
    <Section title={t('client.title')} testId="clients">
      {pageIndex === 0 ? show(props.firstPage) : <QueryState query={next}>{show}</QueryState>}
    </Section>
  );
}

/**
 * `/advisors/dashboard` (spec §2.12, issue 27 §1): the book's figures, the clients needing
 * attention, the plan talks, recent orders and cash requests, and the book's clients a page at a
 * time with Act for client and Details. A manager chooses one advisor's part of the book or the
 * whole.
 */
export function DashboardPage() {
  const { t } = useTranslation('advisors');
  const [advisorAccountId, setAdvisorAccountId] = useState<number | undefined>();
  const dashboard = useDashboard(advisorAccountId);
  const { hasPlanTalks } = useAdvisorOptions();
  return (
    <AdvisorPage title={t('title.dashboard')}>
      <AdvisorFilter value={advisorAccountId} onChange={setAdvisorAccountId} />
      <QueryState query={dashboard}>
        {(data) => (
          <Stack gap="md">
            <Kpis data={data} />
            <SimpleGrid cols={{ base: 1, md: hasPlanTalks ? 2 : 1 }}>
              <Attention data={data} />
              {hasPlanTalks ? <PlanTalks /> : null}
            </SimpleGrid>
            <Clients
              advisorAccountId={advisorAccountId}
              reportingCurrency={data.reportingCurrency}
              firstPage={data.clients}
            />
            <Section title={t('orders.title')} testId="recent-orders">
              <OrdersTable orders={data.recentOrders} withClient caption={t('orders.caption')} />
            </Section>
            <Section title={t('cash.title')} testId="recent-cash">
              <CashTable
                requests={data.recentCashRequests}
                withClient
                caption={t('cash.caption')}
              />
            </Section>
          </Stack>
        )}
      </QueryState>
    </AdvisorPage>
  );
}
