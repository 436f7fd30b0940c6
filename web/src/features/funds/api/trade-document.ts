import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@shared/contracts/index';
import type { Language } from '@shared/i18n/languages';
import { callApi, callFileApi } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download-file';
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

/**
 * Downloads one trade document as a PDF file in the language given to `mutate` (the answer is the
 * file itself, not base64 in JSON), and saves it under the server's name.
 */
export function useTradeDocumentDownload(accountCode: string, documentId: string) {
  return useMutation({
    mutationFn: (language: Language) =>
      callFileApi('trade-document/downloadTradeDocumentFile', {
        accountCode,
        documentId,
        language,
      }),
    onSuccess: (file) => saveFile(file.fileName, file.blob),
  });
}
