import { byNamespace, type Catalogue } from '../i18n-catalogues';

/** The Simplified Chinese catalogues: a chunk of their own, loaded only when zh-CN is in use. */
export const catalogues = byNamespace(
  import.meta.glob<Catalogue>('@shared/i18n/locales/zh-CN/*.json', {
    eager: true,
    import: 'default',
  }),
);
