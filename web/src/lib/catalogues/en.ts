import { byNamespace, type Catalogue } from '../i18n-catalogues';

/** The English catalogues: a chunk of their own, loaded only when en is in use. */
export const catalogues = byNamespace(
  import.meta.glob<Catalogue>('@shared/i18n/locales/en/*.json', {
    eager: true,
    import: 'default',
  }),
);
