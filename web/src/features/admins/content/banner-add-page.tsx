import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useContentChange } from '../api/admin-content';
import { AdminPage } from '../components/admin-page';
import { adminPaths } from '../paths';
import { bannerFields, BannerForm, newBanner } from './banner-form';
import { isPlacement } from './banner-list-page';
import { ContentOutcome } from './content-outcome';

/**
 * `/admins/banner/add` (spec §2.13): a new banner, published and shown to the readers of its
 * placement while scheduled; once added, its placement's list opens with it.
 */
export function BannerAddPage() {
  const { t } = useTranslation('adminContent');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const type = search.get('type') ?? undefined;
  const add = useContentChange('admin-banner/addBanner');
  return (
    <AdminPage title={t('banner.add_title')}>
      <BannerForm
        initial={newBanner(isPlacement(type) ? type : 'fundsDashboard')}
        submitLabel={t('banner.add')}
        isBusy={add.isPending}
        outcome={<ContentOutcome call={add} />}
        onSubmit={(values) =>
          add.mutate(bannerFields(values), {
            onSuccess: (answer) => {
              if (answer.result === 'ok' && answer.banner) {
                void navigate(adminPaths.banners(answer.banner.placement), {
                  state: { isAdded: true },
                });
              }
            },
          })
        }
      />
    </AdminPage>
  );
}
