import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toDecimal } from '@shared/domain/decimal';
import { PreviewRows } from '../../../components/data/preview-rows';
import { QueryState } from '../../../components/data/query-state';
import { SignedMoney } from '../../../components/data/signed-change';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { MessageAlert } from '../../../lib/message';
import { useFormat } from '../../../lib/use-format';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import { useAssetDefinitions } from '../api/asset-definition';
import { useAssetChange, useAssetHolding, type AssetHoldingDetail } from '../api/asset-holding';
import { assetPaths } from '../paths';
import { AssetStatusBadge, useCategoryLabel } from './asset-labels';
import { AttachmentsSection } from './attachments-section';
import { changeMessage, fieldErrorsOf } from './holding-errors';
import { HoldingForm } from './holding-form';
import { AssetsPage } from './page-frame';
import { RestrictedNote } from './restricted';
import { ValuationsSection } from './valuations-section';

/** What the holding is and is worth: the figures in its currency and the reporting currency. */
function HoldingDetails({ holding }: { holding: AssetHoldingDetail }) {
  const { t } = useTranslation(['assets', 'portfolio']);
  const format = useFormat();
  const categoryLabel = useCategoryLabel();
  const money = (value: string) => format.money(value, holding.currency);
  const gain =
    holding.cost === null ? null : toDecimal(holding.currentValue).minus(holding.cost).toString();
  const rows: [string, React.ReactNode][] = [
    [t('detail.category'), `${String(holding.categoryNumber)} ${categoryLabel(holding.category)}`],
    [
      t('detail.current_value'),
      <span key="value" data-testid="holding-value">
        {money(holding.currentValue)}
      </span>,
    ],
    [
      t('detail.value_reporting', { currency: holding.reportingCurrency }),
      format.money(holding.currentValueReporting, holding.reportingCurrency),
    ],
    [t('detail.valued_on'), holding.valuedOn],
    [
      t('detail.basis'),
      holding.valueBasis === 'unit' && holding.quantity !== null && holding.unitValue !== null
        ? t('detail.basis_unit', {
            quantity: format.quantity(holding.quantity, 8),
            unit: money(holding.unitValue),
          })
        : t('detail.basis_total'),
    ],
    [t('detail.cost'), holding.cost === null ? '–' : money(holding.cost)],
    [
      t('detail.gain'),
      gain === null ? '–' : <SignedMoney key="gain" value={gain} currency={holding.currency} />,
    ],
    [t('detail.acquisition_date'), holding.acquisitionDate ?? '–'],
    [
      t('detail.account'),
      <span key="account">
        <span translate="no">{holding.accountCode}</span> ·{' '}
        {t(holding.source === 'fos' ? 'portfolio:sources.fos' : 'portfolio:sources.gateway')}
      </span>,
    ],
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <PreviewRows rows={rows} />
        {holding.notes ? (
          <div>
            <Text size="xs" c="dimmed">
              {t('detail.notes')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} translate="no">
              {holding.notes}
            </Text>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Edit, deactivate or reactivate, and delete (asked first), for the holder's own session. */
function HoldingActions(props: {
  holding: AssetHoldingDetail;
  accountCode: string;
  onEdit: () => void;
}) {
  const { t } = useTranslation('assets');
  const navigate = useNavigate();
  const { holding, accountCode } = props;
  const setStatus = useAssetChange(accountCode, 'asset-holding/setAssetHoldingStatus');
  const remove = useAssetChange(accountCode, 'asset-holding/deleteAssetHolding');
  const message =
    changeMessage(setStatus.data, setStatus.error) ?? changeMessage(remove.data, remove.error);
  const next = holding.status === 'active' ? 'inactive' : 'active';
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button variant="default" onClick={props.onEdit} disabled={!holding.canChange}>
          {t('detail.edit')}
        </Button>
        <Button
          variant="default"
          disabled={!holding.canChange}
          loading={setStatus.isPending}
          data-testid="toggle-status"
          onClick={() =>
            setStatus.mutate({
              holdingId: holding.id,
              status: next,
              reportingCurrency: holding.reportingCurrency,
            })
          }
        >
          {next === 'inactive' ? t('detail.deactivate') : t('detail.reactivate')}
        </Button>
        <ConfirmButton
          title={t('detail.delete_title')}
          question={t('detail.delete_question', { name: holding.name })}
          confirmLabel={t('detail.delete')}
          buttonProps={{
            color: 'red',
            variant: 'light',
            disabled: !holding.canChange,
            loading: remove.isPending,
          }}
          onConfirm={() =>
            remove.mutate(
              { holdingId: holding.id, isConfirmed: true },
              {
                onSuccess: (answer) => {
                  if (answer.result === 'ok') {
                    void navigate(assetPaths.holdings, { state: { deleted: holding.name } });
                  }
                },
              },
            )
          }
        >
          {t('detail.delete')}
        </ConfirmButton>
      </Group>
      {message ? <MessageAlert message={message} /> : null}
    </Stack>
  );
}

function EditHolding(props: {
  holding: AssetHoldingDetail;
  accountCode: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('assets');
  const definitions = useAssetDefinitions();
  const update = useAssetChange(props.accountCode, 'asset-holding/updateAssetHolding');
  const { holding } = props;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('edit.title')}
        </Title>
        <QueryState query={definitions}>
          {(data) => (
            <HoldingForm
              definitions={data}
              holding={holding}
              isPending={update.isPending}
              message={changeMessage(update.data, update.error)}
              fieldErrors={fieldErrorsOf(update.error)}
              submitLabel={t('edit.submit')}
              onEdit={() => update.reset()}
              onCancel={props.onDone}
              onSubmit={({ valuedOn: _valuedOn, attachments: _attachments, ...fields }) =>
                update.mutate(
                  {
                    ...fields,
                    holdingId: holding.id,
                    reportingCurrency: holding.reportingCurrency,
                  },
                  { onSuccess: (answer) => (answer.result === 'ok' ? props.onDone() : undefined) },
                )
              }
            />
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}

/**
 * `/assets/holdings/{id}` (spec §2.7): the holding's details, its valuations charted with a new
 * one to add, its attachments, and edit, deactivate and delete; an advisor acting for the holder
 * reads it with the changes disabled (restricted mode).
 */
export function HoldingPage({
  accountCode,
  holdingId,
}: {
  accountCode: string;
  holdingId: number;
}) {
  const { t } = useTranslation('assets');
  const location = useLocation();
  const isAdded = (location.state as { added?: boolean } | null)?.added === true;
  const [isEditing, setEditing] = useState(false);
  const holding = useAssetHolding(accountCode, holdingId, useReportingCurrency());
  const definitions = useAssetDefinitions();
  return (
    <AssetsPage
      title={t('detail.title')}
      aside={
        holding.data?.holding ? (
          <AssetStatusBadge status={holding.data.holding.status} />
        ) : undefined
      }
    >
      <QueryState query={holding}>
        {({ holding: data }) =>
          data === null ? (
            <Text c="dimmed" data-testid="holding-not-found">
              {t('detail.not_found')}
            </Text>
          ) : (
            <Stack gap="md">
              {isAdded ? (
                <Alert color="green" role="status" data-testid="holding-added">
                  {t('add.done', { name: data.name })}
                </Alert>
              ) : null}
              <Title order={2} size="h3" translate="no" data-testid="holding-name">
                {data.name}
              </Title>
              {data.canChange ? null : <RestrictedNote />}
              <HoldingActions
                holding={data}
                accountCode={accountCode}
                onEdit={() => setEditing(true)}
              />
              {isEditing ? (
                <EditHolding
                  holding={data}
                  accountCode={accountCode}
                  onDone={() => setEditing(false)}
                />
              ) : null}
              <HoldingDetails holding={data} />
              <ValuationsSection holding={data} accountCode={accountCode} />
              <AttachmentsSection
                holding={data}
                accountCode={accountCode}
                limits={definitions.data?.limits}
              />
            </Stack>
          )
        }
      </QueryState>
    </AssetsPage>
  );
}
