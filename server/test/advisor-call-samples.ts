/**
 * The session sweep's sample inputs (server/test/session-call-samples.ts) of the advisor
 * workspace's calls (issue 27): made by A30001 for its client C10005.
 */
export const advisorCallSamples: Record<string, (accountCode: string) => object> = {
  'advisor/listAdvisors': () => ({}),
  'advisor/loadDashboard': () => ({}),
  'advisor/searchClients': () => ({ code: 'C10005' }),
  'advisor/exportClients': () => ({ code: 'C10005' }),
  'advisor/loadClient': () => ({ clientCode: 'C10005' }),
  'advisor/addNote': () => ({ clientCode: 'C10005', text: 'Sweep note.' }),
};
