import { byNamespace, type Catalogue } from '../i18n-catalogues';

/**
 * The English catalogues the first page shows (`START_NAMESPACES`): a chunk of their
 * own, loaded before the first render when en is in use. The glob lists exactly
 * `START_NAMESPACES` (i18n-catalogues.test.ts).
 */
export const catalogues = byNamespace(
  import.meta.glob<Catalogue>(
    '@shared/i18n/locales/en/{common,layout,settings,users,accounts,errors,maintenance,embedded}.json',
    { eager: true, import: 'default' },
  ),
);
