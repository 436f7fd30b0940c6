import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import { callApi } from '../../../lib/api-client';

/**
 * The admin trade document calls (issue 30): an upload to one client or many, and the list of
 * past uploads a page at a time; an upload refreshes the list.
 */
export const adminDocumentKeys = {
  all: ['admins', 'documents'] as const,
  uploads: (page: number, pageSize: number) => ['admins', 'documents', 'uploads', page, pageSize],
};

/** Past uploads, newest first: page `page` (from 0) of `pageSize`. */
export function useUploads(page: number, pageSize: number) {
  return useQuery({
    queryKey: adminDocumentKeys.uploads(page, pageSize),
    queryFn: ({ signal }) =>
      callApi('admin-document/searchUploads', { page, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Uploads a PDF to the clients named; the list of uploads refreshes after it. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'admin-document/uploadDocument'>) =>
      callApi('admin-document/uploadDocument', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDocumentKeys.all }),
  });
}

/** An upload as the list shows it. */
export type DocumentUpload = CallOutput<'admin-document/searchUploads'>['uploads'][number];
/** An upload's answer. */
export type UploadAnswer = CallOutput<'admin-document/uploadDocument'>;
