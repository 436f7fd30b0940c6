import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/data/status-badge';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { useFormat } from '../../../lib/use-format';
import { useCancelIpoApplication, type IpoApplication } from '../api/ipo';
import { IPO_STATUS_FAMILY, IPO_STATUS_KEY } from './ipo-statuses';
import { IpoFigure } from './ipo-figure';

/** The statuses of an application still in play: the offer's card shows it instead of the form. */
const LIVE: readonly IpoApplication['status'][] = ['Submitted', 'Processing', 'Allotted'];

/** My application to this offer still in play, the newest first; none when there is none. */
export function liveApplicationFor(
  code: string,
  applications: readonly IpoApplication[] | undefined,
): IpoApplication | null {
  return (
    applications?.find(
      (application) => application.ipoCode === code && LIVE.includes(application.status),
    ) ?? null
  );
}

/**
 * An open offer's card once I have applied (issue 31 §10): my application, its status and what it
 * holds, with cancel while the offer allows it, never the subscribe form again.
 */
export function IpoMyApplication({
  accountCode,
  application,
}: {
  accountCode: string;
  application: IpoApplication;
}) {
  const { t } = useTranslation('ipo');
  const format = useFormat();
  const cancel = useCancelIpoApplication(accountCode);
  const money = (value: string) => format.money(value, application.currency);
  return (
    <Stack gap="xs" data-testid={`ipo-mine-${application.ipoCode}`}>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{t('mine.title')}</Text>
        <StatusBadge family={IPO_STATUS_FAMILY[application.status]}>
          {t(`status.${IPO_STATUS_KEY[application.status]}`)}
        </StatusBadge>
      </Group>
      <IpoFigure label={t('mine.type')} value={t(`type.${application.applicationType}`)} />
      <IpoFigure label={t('mine.quantity')} value={format.quantity(application.quantity, 0)} />
      <IpoFigure label={t('mine.amount')} value={money(application.amount)} />
      <IpoFigure label={t('mine.held')} value={money(application.heldAmount)} />
      {application.canCancel ? (
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('mine.cancel_until')}
          </Text>
          <ConfirmButton
            title={t('cancel.title')}
            question={t('cancel.question', { code: application.ipoCode })}
            confirmLabel={t('cancel.confirm')}
            onConfirm={() => cancel.mutate(application.id)}
            buttonProps={{ size: 'xs', variant: 'light', color: 'red' }}
          >
            {t('cancel.button')}
          </ConfirmButton>
        </Group>
      ) : null}
    </Stack>
  );
}
