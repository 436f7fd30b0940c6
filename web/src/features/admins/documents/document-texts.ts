import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { UPLOAD_LIMITS } from '@shared/domain/document-upload';
import { useFormat } from '../../../lib/use-format';

const KIB = 1024;
const MIB = 1024 * 1024;

/** A code as a catalogue key (`dailyStatement` → `daily_statement`). */
const keyOf = (code: string) => code.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The trade document screens' words for codes and sizes. */
export function useDocumentTexts() {
  const { t } = useTranslation('adminDocument');
  const format = useFormat();
  /** A text by a key built from a code (the catalogues cover every code). */
  const byKey = (key: string): string => String(t(key as never));
  /** A size in bytes: bytes below a kilobyte, KB below a megabyte, then MB (binary, as the limit). */
  const size = (bytes: number): string =>
    bytes < KIB
      ? t('size.bytes', { value: format.number(String(bytes), 0) })
      : bytes < MIB
        ? t('size.kb', { value: format.number(new Decimal(bytes).div(KIB).toString(), 1) })
        : t('size.mb', { value: format.number(new Decimal(bytes).div(MIB).toString(), 2) });
  return {
    type: (type: string) => byKey(`type.${keyOf(type)}`),
    result: (code: string) => byKey(`result.${code}`),
    size,
    /** The upload limit, in words (`5 MB`). */
    maxSize: size(UPLOAD_LIMITS.maxBytes),
  };
}
