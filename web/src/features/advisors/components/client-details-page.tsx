import { Alert, Anchor, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StatusBadge } from '../../../components/data/status-badge';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { useClientDetails, type ClientDetails } from '../api/advisor';
import { advisorPaths } from '../paths';
import { ActForClientButton, useMayActFor } from './act-for-client';
import { AdvisorPage, Name, QueryState, Section } from './advisor-page';
import { ClientAssessment } from './client-assessment';
import { ClientNotes } from './client-notes';
import { ClientPortfolio } from './client-portfolio';
import { CashTable, OrdersTable } from './book-activity';
import { RiskCell } from './client-columns';
import { ClientMovements } from './client-movements';

/** One labelled fact of the profile. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500} c="dimmed" w="45%">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function Profile({ details }: { details: ClientDetails }) {
  const { t } = useTranslation('advisors');
  const format = useFormat();
  const { client, profile } = details;
  return (
    <Section title={t('details.profile')} testId="client-profile">
      <Table variant="vertical" layout="fixed" withRowBorders={false}>
        <Table.Tbody>
          <Fact label={t('client.code')}>
            <Name>{client.accountCode}</Name>
          </Fact>
          <Fact label={t('client.name')}>
            <Name>
              {client.displayName}
              {client.chineseName ? ` ${client.chineseName}` : ''}
            </Name>
          </Fact>
          <Fact label={t('details.status')}>
            <StatusBadge family={profile.status === 'active' ? 'done' : 'failed'}>
              {t(`details.account_status.${profile.status}`)}
            </StatusBadge>
          </Fact>
          <Fact label={t('details.email')}>
            <Name>{profile.email ?? t('details.not_given')}</Name>
          </Fact>
          <Fact label={t('details.mobile')}>
            <Name>{profile.mobile ?? t('details.not_given')}</Name>
          </Fact>
          <Fact label={t('details.opened')}>{format.date(profile.createdAt)}</Fact>
          <Fact label={t('details.password')}>
            {profile.passwordExpired ? (
              <StatusBadge family="failed">{t('details.password_expired')}</StatusBadge>
            ) : (
              t('details.password_ok')
            )}
          </Fact>
          <Fact label={t('client.risk')}>
            <RiskCell client={client} />
          </Fact>
          <Fact label={t('client.last_login')}>
            {client.lastLoginAt ? format.dateTime(client.lastLoginAt) : t('client.never')}
          </Fact>
          <Fact label={t('details.stock_permission')}>
            {client.canInstructStocks ? t('details.stock_allowed') : t('details.stock_denied')}
          </Fact>
        </Table.Tbody>
      </Table>
    </Section>
  );
}

function Details({ details }: { details: ClientDetails }) {
  const { t } = useTranslation('advisors');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Profile details={details} />
        <ClientAssessment details={details} />
      </SimpleGrid>
      <ClientPortfolio portfolio={details.portfolio} />
      <Section title={t('details.orders')} testId="client-orders">
        <OrdersTable
          orders={details.orders}
          withClient={false}
          caption={t('details.orders_caption')}
        />
      </Section>
      <Section title={t('movements.title')} testId="client-movements">
        <ClientMovements movements={details.cashMovements} />
      </Section>
      <Section title={t('cash.title')} testId="client-cash">
        <CashTable
          requests={details.cashRequests}
          withClient={false}
          caption={t('cash.movements_caption')}
        />
      </Section>
      <ClientNotes details={details} />
    </Stack>
  );
}

/**
 * `/advisors/details?client=C10001` (spec §2.12, issue 27 §3): one client of the book: profile,
 * portfolio by tab, orders, cash movements, assessment and suitability, and the advisor's notes.
 * A client outside the book answers 403, said as such.
 */
export function ClientDetailsPage() {
  const { t } = useTranslation('advisors');
  const [params] = useSearchParams();
  const clientCode = (params.get('client') ?? '').trim();
  const details = useClientDetails(clientCode);
  const mayActFor = useMayActFor();
  const isForbidden = details.error instanceof ApiError && details.error.code === 'forbidden';
  const back = (
    <Anchor component={Link} to={advisorPaths.dashboard}>
      {t('details.back')}
    </Anchor>
  );
  const client = details.data?.client;
  return (
    <AdvisorPage
      title={client ? `${t('title.details')}: ${client.accountCode}` : t('title.details')}
      aside={client && mayActFor(client) ? <ActForClientButton client={client} /> : undefined}
    >
      {clientCode === '' ? (
        <Stack gap="xs" align="flex-start">
          <Text>{t('details.choose')}</Text>
          {back}
        </Stack>
      ) : isForbidden ? (
        <Stack gap="xs" align="flex-start">
          <Alert color="red" role="alert">
            {t('details.forbidden')}
          </Alert>
          {back}
        </Stack>
      ) : (
        <QueryState query={details}>{(data) => <Details details={data} />}</QueryState>
      )}
    </AdvisorPage>
  );
}
