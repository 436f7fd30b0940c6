import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import { callApi, callFileApi } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download-file';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';

/** Query keys of the advisor's pages (the book of the acting session). */
export const advisorKeys = {
  all: ['advisors'] as const,
  advisors: () => [...advisorKeys.all, 'advisors'] as const,
  dashboard: (input: CallInput<'advisor/loadDashboard'>) =>
    [...advisorKeys.all, 'dashboard', input] as const,
  search: (input: CallInput<'advisor/searchClients'>) =>
    [...advisorKeys.all, 'search', input] as const,
  client: (input: CallInput<'advisor/loadClient'>) =>
    [...advisorKeys.all, 'client', input] as const,
};

/** The dashboard's answer. */
export type AdvisorDashboard = CallOutput<'advisor/loadDashboard'>;
/** A page of the book's clients, and how many match in all. */
export type BookClientPage = CallOutput<'advisor/searchClients'>;
/** A client of the book as the tables list it. */
export type BookClient = BookClientPage['clients'][number];
/** A client needing attention. */
export type AttentionItem = AdvisorDashboard['attention'][number];
/** A recent order of a client. */
export type BookOrder = AdvisorDashboard['recentOrders'][number];
/** A recent cash request of a client. */
export type BookCashRequest = AdvisorDashboard['recentCashRequests'][number];
/** One client's details. */
export type ClientDetails = CallOutput<'advisor/loadClient'>;
/** An advisor's dated note on a client. */
export type AdvisorNote = ClientDetails['notes'][number];
/** The advanced search's filters (no paging). */
export type ClientSearch = Omit<CallInput<'advisor/searchClients'>, 'offset' | 'limit'>;

/** The advisors the acting session may filter by (a manager's; an advisor gets itself). */
export function useBookAdvisors(isEnabled: boolean) {
  return useQuery({
    queryKey: advisorKeys.advisors(),
    queryFn: ({ signal }) => callApi('advisor/listAdvisors', {}, { signal }),
    enabled: isEnabled,
  });
}

/** The dashboard of the book, or of one advisor's part of it. */
export function useDashboard(advisorAccountId: number | undefined) {
  const reportingCurrency = useReportingCurrency();
  const input = { advisorAccountId, reportingCurrency };
  return useQuery({
    queryKey: advisorKeys.dashboard(input),
    queryFn: ({ signal }) => callApi('advisor/loadDashboard', input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A page of the book's clients matching the filters (read only while `isEnabled`). */
export function useClientSearch(input: CallInput<'advisor/searchClients'>, isEnabled = true) {
  return useQuery({
    queryKey: advisorKeys.search(input),
    queryFn: ({ signal }) => callApi('advisor/searchClients', input, { signal }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/**
 * The CSV of every client matching `filters`, written by the server and saved as it names it;
 * shaped as the kit's CSV export so its bar runs it.
 */
export function useClientsCsv(filters: ClientSearch) {
  return useMutation({
    mutationFn: async () => {
      const file = await callFileApi('advisor/exportClients', filters);
      saveFile(file.fileName, file.blob);
      return file.fileName;
    },
  });
}

/** One client of the book. */
export function useClientDetails(clientCode: string) {
  const reportingCurrency = useReportingCurrency();
  const input = { clientCode, reportingCurrency };
  return useQuery({
    queryKey: advisorKeys.client(input),
    queryFn: ({ signal }) => callApi('advisor/loadClient', input, { signal }),
    enabled: clientCode !== '',
    retry: false,
  });
}

/** Adds the acting advisor's note on a client, then reads the client again. */
export function useAddNote(clientCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => callApi('advisor/addNote', { clientCode, text }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...advisorKeys.all, 'client'] }),
  });
}
