import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PickKind } from '@shared/domain/house-pick';
import { SignedChange } from '../../../components/data/signed-change';
import { useFormat } from '../../../lib/use-format';
import { useHousePicks, type HousePick } from '../api/house-pick';

/** One pick: the instrument (a link to its page), the house's note, its latest price and change. */
function PickCard(props: { pick: HousePick; kind: PickKind; to: string }) {
  const { t } = useTranslation('picks');
  const format = useFormat();
  const { pick } = props;
  return (
    <Card withBorder padding="sm" data-pick={pick.instrumentId}>
      <Stack gap={6} h="100%">
        <div>
          <Anchor component={Link} to={props.to} fw={600}>
            {format.text(pick.name)}
          </Anchor>
          <Text size="xs" c="dimmed" translate="no">
            {pick.exchange ? `${pick.instrumentId} · ${pick.exchange}` : pick.instrumentId}
          </Text>
        </div>
        <Text size="sm" lang={format.language} style={{ flexGrow: 1 }}>
          {format.text(pick.note)}
        </Text>
        {pick.price !== null ? (
          <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
            <Text size="xs" c="dimmed">
              {pick.priceDate
                ? t(`price_on_${props.kind}`, { date: pick.priceDate })
                : t(`price_${props.kind}`)}
            </Text>
            <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              <span translate="no">{pick.currency}</span>{' '}
              {format.price(pick.price, pick.priceDecimals)}{' '}
              <SignedChange value={pick.changePercent} percent />
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * The house's picks valid today (issue 30) on a funds or stocks dashboard, in the admins' order:
 * each instrument's name linked to `linkOf` its id, the note in the reader's language, the
 * latest NAV or price and its change. Nothing while they load, when none is valid today or when
 * they cannot be read: the dashboard matters more.
 */
export function HousePicks(props: { kind: PickKind; linkOf: (instrumentId: string) => string }) {
  const { t } = useTranslation('picks');
  const picks = useHousePicks(props.kind);
  const list = picks.data?.picks ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={`house-picks-${props.kind}`} data-testid="house-picks">
      <Stack gap="xs">
        <Title order={2} size="h4" id={`house-picks-${props.kind}`}>
          {t(`title_${props.kind}`)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {list.map((pick) => (
            <PickCard
              key={pick.instrumentId}
              pick={pick}
              kind={props.kind}
              to={props.linkOf(pick.instrumentId)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </section>
  );
}
