import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@shared/i18n/languages';
import type { StatusFamily } from '../../../components/data/status-badge';

/** A text per language, as the editors hold them (empty for none typed yet). */
export type Texts = Record<Language, string>;

/** Three empty texts. */
export const NO_TEXTS: Texts = { en: '', 'zh-HK': '', 'zh-CN': '' };

/** The languages in the editors' order. */
export const EDIT_LANGUAGES: readonly Language[] = LANGUAGES;

/** A banner's or news item's status by the UI style's families. */
export const STATUS_FAMILY: Readonly<Record<string, StatusFamily>> = {
  draft: 'action',
  published: 'done',
  withdrawn: 'ended',
  showing: 'working',
};

/** An instant as a `datetime-local` field holds it, in Hong Kong time (UTC+8, no DST). */
export function toHongKongInput(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Hong Kong time; null when blank or malformed. */
export function fromHongKongInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const instant = new Date(`${value}:00+08:00`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** A code as a catalogue key: snake case (`fundsDashboard` → `funds_dashboard`, `zh-HK` → `zh_hk`). */
const keyOf = (code: string) =>
  code.includes('-')
    ? code.replace(/-/g, '_').toLowerCase()
    : code.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The admin content screens' words for codes: results, types, placements, states, languages. */
export function useContentTexts() {
  const { t } = useTranslation('adminContent');
  /** A text by a key built from a code (the catalogues cover every code). */
  const byKey = (key: string): string => String(t(key as never));
  return {
    result: (code: string) => byKey(`result.${code}`),
    placement: (placement: string) => byKey(`placement.${keyOf(placement)}`),
    severity: (severity: string) => byKey(`severity.${severity}`),
    agreementType: (type: string) => byKey(`agreement_type.${type}`),
    disclaimerType: (type: string) => byKey(`disclaimer_type.${type}`),
    status: (status: string) => byKey(`status.${status}`),
    category: (category: string) => byKey(`category.${category}`),
    language: (language: Language) => byKey(`language.${keyOf(language)}`),
  };
}
