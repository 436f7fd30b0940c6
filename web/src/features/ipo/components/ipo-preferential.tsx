import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toDecimal } from '@shared/domain/decimal';
import { useFormat } from '../../../lib/use-format';
import type { Ipo } from '../api/ipo';
import { IpoFigure } from './ipo-figure';

/**
 * A spin-off's preferential offer (issue 12 §2, proportion applications): the parent stock, the
 * ratio and record date, and my assured entitlement, or why I have none.
 */
export function IpoPreferential({ ipo }: { ipo: Ipo }) {
  const { t } = useTranslation('ipo');
  const format = useFormat();
  const offer = ipo.preferentialOffer;
  if (!offer) return null;
  const entitlement = ipo.assuredEntitlement ?? '0';
  const hasEntitlement = toDecimal(entitlement).gt(0);
  return (
    <Stack gap={4} data-testid="ipo-preferential">
      <Text size="sm" fw={600}>
        {t('preferential.title', { code: offer.parentCode })}
      </Text>
      <Text size="sm" c="dimmed" data-testid="ipo-preferential-ratio">
        {t('preferential.ratio', {
          reserved: format.quantity(String(offer.reservedShares), 0),
          parent: format.quantity(String(offer.parentShares), 0),
          code: offer.parentCode,
          date: offer.recordDate,
        })}
      </Text>
      <IpoFigure
        label={t('preferential.entitlement')}
        value={t('preferential.entitlement_value', {
          quantity: format.quantity(entitlement, 0),
        })}
        testId="ipo-entitlement"
      />
      {hasEntitlement ? (
        <Text size="xs" c="dimmed">
          {t('preferential.in_full')}
        </Text>
      ) : null}
    </Stack>
  );
}
