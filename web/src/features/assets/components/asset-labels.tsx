import { useTranslation } from 'react-i18next';
import type { AssetCategory, AssetStatus } from '@shared/domain/asset-holding';
import { StatusBadge, type StatusFamily } from '../../../components/data/status-badge';

/** A status's badge family (UI style §3): active done-green, inactive grey, deleted red. */
const FAMILY_OF: Readonly<Record<AssetStatus, StatusFamily>> = {
  active: 'done',
  inactive: 'ended',
  deleted: 'failed',
};

/** A holding's status as a badge in the page's language. */
export function AssetStatusBadge({ status }: { status: AssetStatus }) {
  const { t } = useTranslation('assets');
  return <StatusBadge family={FAMILY_OF[status]}>{t(`statuses.${status}`)}</StatusBadge>;
}

/** A category's name in the page's language (spec §3: numbered as the spec lists them). */
export function useCategoryLabel(): (category: AssetCategory) => string {
  const { t } = useTranslation('assets');
  return (category) => t(`categories.${category}`);
}
