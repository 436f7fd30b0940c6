import { Badge, Group, SimpleGrid, Stack, Text, Title, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { SignedChange } from '../../../components/data/signed-change';
import { useFundDocumentDownload } from '../api/fund-document';
import { useFormat } from '../../../lib/use-format';
import { codeKey } from '../code-key';
import { DocumentDownloadButton } from './document-download-button';

type FundDetail = CallOutput<'fund/getFund'>['fund'];

function FactGrid(props: {
  title: string;
  facts: readonly [string, ReactNode][];
  cols: SimpleGridProps['cols'];
}) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {props.title}
      </Title>
      <SimpleGrid cols={props.cols}>
        {props.facts.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" component="div">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function KeyFacts({ fund }: { fund: FundDetail }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const money = (value: string) => format.money(value, fund.currency);
  const units = (value: string) => format.quantity(value, fund.unitPrecision);
  const frequency = fund.dealingFrequency;
  const facts: [string, ReactNode][] = [
    [t('detail.house'), format.text(fund.house)],
    [t('column.category'), t(`category.${codeKey(fund.category)}` as never)],
    [t('search.region'), t(`region.${codeKey(fund.region)}` as never)],
    [t('search.sector'), t(`sector.${codeKey(fund.sector)}` as never)],
    [t('column.risk'), String(fund.riskLevel)],
    [t('column.currency'), fund.currency],
    [
      t('column.nav'),
      fund.nav ? `${fund.currency} ${format.price(fund.nav, fund.navPrecision)}` : '–',
    ],
    [t('column.nav_date'), fund.navDate ?? '–'],
    [t('detail.launch_date'), fund.launchDate],
    [t('detail.dealing'), t(`dealing.${frequency.kind}`, { ...frequency })],
    [t('detail.settlement'), t('detail.settlement_days', { days: fund.settlementDays })],
    [t('detail.minimum_initial'), money(fund.minimumInitialSubscription)],
    [t('detail.minimum_subsequent'), money(fund.minimumSubsequentSubscription)],
    [t('detail.minimum_redemption'), units(fund.minimumRedemptionUnits)],
    [t('detail.minimum_holding'), units(fund.minimumHoldingUnits)],
  ];
  return <FactGrid title={t('detail.facts')} facts={facts} cols={{ base: 1, xs: 2, md: 3 }} />;
}

function FeesAndChanges({ fund }: { fund: FundDetail }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const fee = (value: FundDetail['subscriptionFee']) =>
    t('detail.fee_value', {
      percent: value.percent,
      minimum: format.money(value.minimum, fund.currency),
    });
  const fees: [string, ReactNode][] = [
    [t('detail.subscription_fee'), fee(fund.subscriptionFee)],
    [t('detail.redemption_fee'), fee(fund.redemptionFee)],
    [t('detail.management_fee'), t('detail.per_year', { percent: fund.managementFeePercent })],
  ];
  const changes: [string, ReactNode][] = Object.entries(fund.priceChanges)
    .filter(([period]) => period !== 'none')
    .map(([period, change]) => [
      t(`period.${codeKey(period)}` as never),
      <SignedChange key={period} value={change} percent />,
    ]);
  return (
    <>
      <FactGrid title={t('detail.fees')} facts={fees} cols={{ base: 1, xs: 3 }} />
      <FactGrid
        title={t('detail.price_changes')}
        facts={changes}
        cols={{ base: 2, xs: 4, md: 6 }}
      />
    </>
  );
}

type FundDocument = FundDetail['documents'][number];

function FundDocumentRow({ document }: { document: FundDocument }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const download = useFundDocumentDownload(document.fundId, document.type);
  const title = format.text(document.title);
  return (
    <Group justify="space-between" align="center" gap="xs" wrap="nowrap" component="li">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light">{t(`documents.fund_type.${document.type}`)}</Badge>
        <Text size="sm">{title}</Text>
      </Group>
      <DocumentDownloadButton download={download} name={title} />
    </Group>
  );
}

/** The fund's factsheet and prospectus, each downloaded in the language the reader uses. */
function Documents({ fund }: { fund: FundDetail }) {
  const { t } = useTranslation('funds');
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('detail.documents')}
      </Title>
      {fund.documents.length ? (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {fund.documents.map((document) => (
            <FundDocumentRow key={document.path} document={document} />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">{t('detail.no_documents')}</Text>
      )}
    </Stack>
  );
}

/** A fund's facts, fees, price changes and documents. */
export function FundFacts({ fund }: { fund: FundDetail }) {
  return (
    <Stack gap="lg">
      <KeyFacts fund={fund} />
      <FeesAndChanges fund={fund} />
      <Documents fund={fund} />
    </Stack>
  );
}
