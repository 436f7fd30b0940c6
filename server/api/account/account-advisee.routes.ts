import { accountAdviseeContracts } from '../../../shared/contracts/account-advisee';
import { raqExpiryTime } from '../../../shared/domain/raq-scoring';
import { openAdviseeSession } from '../../commands/open-advisee-session.command';
import { findAdvisorClients } from '../../repositories/advisor-link.repository';
import { defineCall } from '../registry';

/** `account/retrieveAdvisees`: the clients linked to the acting advisor (spec §2.15 switcher). */
export const retrieveAdviseesCall = defineCall({
  service: 'account',
  method: 'retrieveAdvisees',
  ...accountAdviseeContracts.retrieveAdvisees,
  access: { minRole: 'advisor' },
  feature: 'advisor',
  handler: async (_input, { db, session }) => {
    const clients = await findAdvisorClients(db, session.accountId);
    return {
      advisees: clients.map((client) => ({
        accountCode: client.accountCode,
        source: client.source,
        name: client.displayName,
        isActive: client.status === 'active',
        riskExpiryTime: client.lastApprovedAt
          ? raqExpiryTime(client.lastApprovedAt).toISOString()
          : null,
      })),
    };
  },
});

/**
 * `account/openAdviseeSession`: a session for a linked client on behalf of the advisor's session
 * (spec §1, §3 advisor linkage); its secrets go into cookies like any session's.
 */
export const openAdviseeSessionCall = defineCall({
  service: 'account',
  method: 'openAdviseeSession',
  ...accountAdviseeContracts.openAdviseeSession,
  access: { minRole: 'advisor' },
  feature: 'advisor',
  account: { field: 'accountCode', reach: 'client' },
  handler: async (client, context) => {
    const { session: advisor, clientAddress, now } = context;
    const opened = await openAdviseeSession(context.db, { advisor, client, clientAddress, now });
    if (opened.kind === 'refused') return { result: opened.result };
    context.cookies.write(opened.answer.sessionId, opened.secrets);
    const present = new Set(context.cookies.sessionIds());
    for (const replaced of opened.replacedSessionIds) {
      if (present.has(replaced)) context.cookies.clear(replaced);
    }
    return opened.answer;
  },
});

/** The advisor calls of the account service. */
export const accountAdviseeCalls = [retrieveAdviseesCall, openAdviseeSessionCall];
