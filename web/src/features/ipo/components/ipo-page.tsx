import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ratioPercent } from '@shared/domain/ipo';
import { QueryState, useAreaQueryTexts } from '../../../components/data/query-state';
import { StatusBadge } from '../../../components/data/status-badge';
import { AreaPage } from '../../../components/layout/area-page';
import { useFormat } from '../../../lib/use-format';
import { useIpoApplications, useIpos, type Ipo, type IpoApplication } from '../api/ipo';
import { IpoApplications } from './ipo-applications';
import { IpoApplyForm } from './ipo-apply-form';
import { IpoFigure } from './ipo-figure';
import { IpoMyApplication, liveApplicationFor } from './ipo-my-application';

function IpoTerms({ ipo }: { ipo: Ipo }) {
  const { t } = useTranslation('ipo');
  const format = useFormat();
  const price =
    ipo.minPrice === ipo.maxPrice
      ? format.money(ipo.maxPrice, ipo.currency)
      : `${format.money(ipo.minPrice, ipo.currency)} – ${format.money(ipo.maxPrice, ipo.currency)}`;
  return (
    <Stack gap={4}>
      <IpoFigure label={t('terms.price')} value={price} />
      {ipo.finalPrice ? (
        <IpoFigure
          label={t('terms.final_price')}
          value={format.money(ipo.finalPrice, ipo.currency)}
        />
      ) : null}
      <IpoFigure label={t('terms.board_lot')} value={format.quantity(String(ipo.boardLot), 0)} />
      <IpoFigure
        label={t('terms.financing')}
        value={
          ipo.financingAvailable
            ? t('terms.financing_terms', {
                rate: ipo.financingRatePercent,
                ratio: format.number(ratioPercent(ipo.maxFinancingRatio), 0),
              })
            : t('terms.no_financing')
        }
      />
      <IpoFigure label={t('dates.open')} value={ipo.openDate} />
      <IpoFigure label={t('dates.close')} value={format.dateTime(ipo.closeAt)} />
      <IpoFigure label={t('dates.allotment')} value={ipo.allotmentDate} />
      <IpoFigure label={t('dates.refund')} value={ipo.refundDate} />
      <IpoFigure label={t('dates.listing')} value={ipo.listingDate} />
      <Anchor href={ipo.prospectusUrl} target="_blank" rel="noopener noreferrer" size="sm">
        {t('terms.prospectus')}
      </Anchor>
    </Stack>
  );
}

function IpoCard({
  ipo,
  accountCode,
  tradePasswordRequired,
  applications,
  isFocused,
}: {
  ipo: Ipo;
  accountCode: string;
  tradePasswordRequired: boolean;
  applications: readonly IpoApplication[] | undefined;
  /** A link points at this offer (a notification's row): marked and scrolled into view. */
  isFocused: boolean;
}) {
  const { t, i18n } = useTranslation('ipo');
  const mine = liveApplicationFor(ipo.code, applications);
  const language = i18n.language as 'en' | 'zh-HK' | 'zh-CN';
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-ipo-code={ipo.code}
      {...(isFocused
        ? {
            'data-focused': 'true',
            'aria-current': 'true' as const,
            ref: (element: HTMLDivElement | null) => element?.scrollIntoView?.({ block: 'start' }),
            style: { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 },
          }
        : {})}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {ipo.name[language]} ({ipo.code})
          </Title>
          <StatusBadge family={ipo.phase === 'open' ? 'working' : 'ended'}>
            {t(`phase.${ipo.phase}`)}
          </StatusBadge>
        </Group>
        {ipo.phase === 'open' ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <IpoTerms ipo={ipo} />
            {mine ? (
              <IpoMyApplication accountCode={accountCode} application={mine} />
            ) : applications === undefined ? null : (
              <IpoApplyForm
                ipo={ipo}
                accountCode={accountCode}
                tradePasswordRequired={tradePasswordRequired}
              />
            )}
          </SimpleGrid>
        ) : (
          <IpoTerms ipo={ipo} />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * `/stocks/ipo` (spec §2.5, issue 12 §5): the offers open for application with their timetable
 * and subscribe form, the other offers, and my applications with status, allotment and refund.
 */
export function IpoPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('ipo');
  const ipos = useIpos(accountCode);
  const applications = useIpoApplications(accountCode);
  const texts = useAreaQueryTexts('ipo');
  // A notification's row points at its offer (`?code=06990`, issue 31 §3).
  const focusCode = useSearchParams()[0].get('code');
  return (
    <AreaPage title={t('title')}>
      <Stack gap="xl">
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        <QueryState query={ipos} texts={texts} isEmpty={(data) => data.ipos.length === 0}>
          {(data) => {
            const open = data.ipos.filter((ipo) => ipo.phase === 'open');
            const others = data.ipos.filter((ipo) => ipo.phase !== 'open');
            return (
              <Stack gap="xl">
                <Stack gap="sm" component="section" aria-label={t('open_title')}>
                  <Title order={2} size="h4">
                    {t('open_title')}
                  </Title>
                  {open.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('none_open')}
                    </Text>
                  ) : (
                    open.map((ipo) => (
                      <IpoCard
                        key={ipo.code}
                        ipo={ipo}
                        accountCode={accountCode}
                        tradePasswordRequired={data.tradePasswordRequired}
                        applications={applications.data?.applications}
                        isFocused={ipo.code === focusCode}
                      />
                    ))
                  )}
                </Stack>
                <Stack gap="sm" component="section" aria-label={t('applications.title')}>
                  <Title order={2} size="h4">
                    {t('applications.title')}
                  </Title>
                  <QueryState query={applications} texts={texts}>
                    {(mine) => (
                      <IpoApplications accountCode={accountCode} applications={mine.applications} />
                    )}
                  </QueryState>
                </Stack>
                {others.length > 0 ? (
                  <Stack gap="sm" component="section" aria-label={t('other_title')}>
                    <Title order={2} size="h4">
                      {t('other_title')}
                    </Title>
                    <SimpleGrid cols={{ base: 1, md: 2 }}>
                      {others.map((ipo) => (
                        <IpoCard
                          key={ipo.code}
                          ipo={ipo}
                          accountCode={accountCode}
                          tradePasswordRequired={data.tradePasswordRequired}
                          applications={applications.data?.applications}
                          isFocused={ipo.code === focusCode}
                        />
                      ))}
                    </SimpleGrid>
                  </Stack>
                ) : null}
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
    </AreaPage>
  );
}
