import { byNamespace, type Catalogue } from '../i18n-catalogues';

/**
 * The Simplified Chinese catalogues of every other namespace: a chunk of their own, loaded
 * with the first page past the first one (router.tsx) when zh-CN is in use. The glob leaves out
 * exactly `START_NAMESPACES` (i18n-catalogues.test.ts).
 */
export const catalogues = byNamespace(
  import.meta.glob<Catalogue>(
    [
      '@shared/i18n/locales/zh-CN/*.json',
      '!@shared/i18n/locales/zh-CN/{common,layout,settings,users,accounts,errors,maintenance,embedded}.json',
    ],
    { eager: true, import: 'default' },
  ),
);
