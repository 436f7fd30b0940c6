import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { BANNER_PLACEMENTS, type BannerPlacement } from '@shared/domain/news';
import { DataTable, type Column } from '../../../components/data/data-table';
import { StatusBadge } from '../../../components/data/status-badge';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { useFormat } from '../../../lib/use-format';
import {
  contentKeys,
  useContentChange,
  useContentQuery,
  type AdminBanner,
} from '../api/admin-content';
import { AdminPage, QueryState } from '../components/admin-page';
import { adminPaths } from '../paths';
import { bannerFields, bannerValues, BannerForm } from './banner-form';
import { ContentOutcome } from './content-outcome';
import { STATUS_FAMILY, useContentTexts } from './content-texts';

/** Where a banner is in its life: retired, showing now, waiting for its start, or past its end. */
function bannerState(banner: AdminBanner, now: number): string {
  if (banner.status === 'withdrawn') return 'withdrawn';
  if (banner.isShowing) return 'showing';
  return new Date(banner.startsAt).getTime() > now ? 'scheduled' : 'ended';
}

/** Edits a banner in a dialog; it closes once saved. */
function EditBanner({ banner }: { banner: AdminBanner }) {
  const { t } = useTranslation('adminContent');
  const [isOpen, setOpen] = useState(false);
  const update = useContentChange('admin-banner/updateBanner');
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        {t('banner.edit')}
      </Button>
      <Modal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t('banner.edit_title')}
        size="xl"
      >
        <BannerForm
          initial={bannerValues(banner)}
          submitLabel={t('form.save')}
          isBusy={update.isPending}
          outcome={<ContentOutcome call={update} />}
          onSubmit={(values) =>
            update.mutate(
              { id: banner.id, ...bannerFields(values) },
              { onSuccess: (answer) => answer.result === 'ok' && setOpen(false) },
            )
          }
        />
      </Modal>
    </>
  );
}

function useColumns(): Column<AdminBanner>[] {
  const { t } = useTranslation('adminContent');
  const texts = useContentTexts();
  const format = useFormat();
  const retire = useContentChange('admin-banner/retireBanner');
  const now = Date.now();
  return [
    {
      key: 'title',
      heading: t('banner.title_field'),
      cell: (row) => format.text(row.title),
      phone: 'title',
    },
    {
      key: 'placement',
      heading: t('banner.placement'),
      cell: (row) => texts.placement(row.placement),
    },
    { key: 'severity', heading: t('banner.severity'), cell: (row) => texts.severity(row.severity) },
    {
      key: 'window',
      heading: t('banner.window'),
      cell: (row) =>
        row.endsAt
          ? t('banner.from_to', {
              from: format.dateTime(row.startsAt),
              to: format.dateTime(row.endsAt),
            })
          : t('banner.from', { from: format.dateTime(row.startsAt) }),
    },
    {
      key: 'status',
      heading: t('banner.status'),
      phone: 'status',
      cell: (row) => {
        const state = bannerState(row, now);
        return (
          <StatusBadge family={STATUS_FAMILY[state] ?? 'ended'}>{texts.status(state)}</StatusBadge>
        );
      },
    },
    {
      key: 'actions',
      heading: '',
      phone: 'action',
      cell: (row) =>
        row.status === 'withdrawn' ? null : (
          <Group gap="xs" wrap="nowrap">
            <EditBanner banner={row} />
            <ConfirmButton
              title={t('banner.retire_title')}
              question={t('banner.retire_question', { title: format.text(row.title) })}
              confirmLabel={t('banner.retire')}
              buttonProps={{
                size: 'xs',
                variant: 'light',
                color: 'red',
                loading: retire.isPending,
              }}
              onConfirm={() => retire.mutate({ id: row.id })}
            >
              {t('banner.retire')}
            </ConfirmButton>
          </Group>
        ),
    },
  ];
}

/**
 * `/admins/banner` and `/admins/banner/{type}` (spec §2.13, issue 29): the banners, of one
 * placement when the address names it; add, edit in a dialog, retire after asking.
 */
export function BannerListPage({ placement }: { placement?: BannerPlacement }) {
  const { t } = useTranslation('adminContent');
  const texts = useContentTexts();
  const navigate = useNavigate();
  const isAdded = (useLocation().state as { isAdded?: boolean } | null)?.isAdded === true;
  const banners = useContentQuery(contentKeys.banners(placement), 'admin-banner/searchBanners', {
    ...(placement ? { placement } : {}),
  });
  const columns = useColumns();
  const addTo = `${adminPaths.addBanner}${placement ? `?type=${placement}` : ''}`;
  return (
    <AdminPage
      title={
        placement
          ? t('banner.type_title', { type: texts.placement(placement) })
          : t('banner.list_title')
      }
      aside={
        <Button component={Link} to={addTo}>
          {t('banner.add')}
        </Button>
      }
    >
      <Stack gap="md">
        {isAdded ? (
          <Alert color="green" role="status">
            {t('banner.added')}
          </Alert>
        ) : null}
        <NativeSelect
          label={t('banner.placement')}
          maw={320}
          value={placement ?? ''}
          data={[
            { value: '', label: t('banner.every_placement') },
            ...BANNER_PLACEMENTS.map((value) => ({ value, label: texts.placement(value) })),
          ]}
          onChange={(event) =>
            void navigate(adminPaths.banners(event.currentTarget.value || undefined))
          }
        />
        <Text size="sm" c="dimmed">
          {t('banner.intro')}
        </Text>
        <QueryState
          query={banners}
          isEmpty={(data) => data.banners.length === 0}
          emptyText={t('banner.none')}
        >
          {(data) => (
            <DataTable
              caption={t('banner.list_title')}
              rows={data.banners}
              columns={columns}
              rowKey={(row) => row.id}
              rowAttributes={(row) => ({ 'data-banner-id': row.id })}
            />
          )}
        </QueryState>
      </Stack>
    </AdminPage>
  );
}

/** Whether a route's `{type}` names a banner placement. */
export const isPlacement = (type: string | undefined): type is BannerPlacement =>
  (BANNER_PLACEMENTS as readonly string[]).includes(type ?? '');
