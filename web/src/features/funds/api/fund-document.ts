import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@shared/contracts/index';
import type { Language } from '@shared/i18n/languages';
import { callApi } from '../../../lib/api-client';
import { saveDocumentFile } from '../../../lib/download-file';

/** Downloads a fund's factsheet or prospectus (public) in the language given, and saves it. */
export function useFundDocumentDownload(
  fundId: string,
  type: CallInput<'fund-document/downloadFundDocument'>['type'],
) {
  return useMutation({
    mutationFn: (language: Language) =>
      callApi('fund-document/downloadFundDocument', { fundId, type, language }),
    onSuccess: saveDocumentFile,
  });
}
