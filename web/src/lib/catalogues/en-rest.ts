import { byNamespace, type Catalogue } from '../i18n-catalogues';

/**
 * The English catalogues of every other namespace: a chunk of their own, loaded
 * with the first page past the first one (router.tsx) when en is in use. The glob leaves out
 * exactly `START_NAMESPACES` (i18n-catalogues.test.ts).
 */
export const catalogues = byNamespace(
  import.meta.glob<Catalogue>(
    [
      '@shared/i18n/locales/en/*.json',
      '!@shared/i18n/locales/en/{common,layout,settings,users,accounts,errors,maintenance,embedded}.json',
    ],
    { eager: true, import: 'default' },
  ),
);
