import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@shared/contracts/index';
import type { Language } from '@shared/i18n/languages';
import { callApi } from '../../../lib/api-client';
import { saveDocumentFile } from '../../../lib/download-file';
import { fundAccountKeys } from './fund-keys';

/** The client's trade documents (spec §2.4 document), newest first; off while the filter is bad. */
export function useTradeDocuments(
  input: CallInput<'trade-document/searchTradeDocuments'>,
  isEnabled = true,
) {
  return useQuery({
    queryKey: fundAccountKeys(input.accountCode).documents(input),
    queryFn: ({ signal }) => callApi('trade-document/searchTradeDocuments', input, { signal }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** Downloads one trade document as a PDF in the language given to `mutate`, and saves it. */
export function useTradeDocumentDownload(accountCode: string, documentId: string) {
  return useMutation({
    mutationFn: (language: Language) =>
      callApi('trade-document/downloadTradeDocument', { accountCode, documentId, language }),
    onSuccess: saveDocumentFile,
  });
}
