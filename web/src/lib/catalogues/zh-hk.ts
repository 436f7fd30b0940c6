import { byNamespace, type Catalogue } from '../i18n-catalogues';

/** The Traditional Chinese (Hong Kong) catalogues: a chunk of their own, loaded when in use. */
export const catalogues = byNamespace(
  import.meta.glob<Catalogue>('@shared/i18n/locales/zh-HK/*.json', {
    eager: true,
    import: 'default',
  }),
);
