import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { hasRoleAtLeast } from '@shared/domain/roles';
import { callApi } from './api-client';
import { storeAdviseeSession, type SessionRecord } from './sessions';
import { useGoAsSession } from './use-switch-session';

/**
 * An advisor's clients and the sessions opened for them (spec §2.15 switcher, §3 advisor
 * linkage): the switcher lists the clients of the browser's advisor session and opens a client
 * session on its behalf.
 */

/** The browser's active advisor session (advisor role or above, acting for itself), if any. */
export function advisorSessionOf(sessions: readonly SessionRecord[]): SessionRecord | undefined {
  return sessions.find(
    (session) =>
      session.status === 'active' &&
      !session.advisorSessionId &&
      hasRoleAtLeast(session.role, 'advisor'),
  );
}

/** The clients linked to `advisor` (`account/retrieveAdvisees`), asked as that session. */
export function useAdvisees(advisor: SessionRecord | undefined) {
  const sessionId = advisor?.sessionId;
  return useQuery({
    queryKey: ['account', 'retrieveAdvisees', sessionId],
    queryFn: ({ signal }) => callApi('account/retrieveAdvisees', {}, { signal, sessionId }),
    enabled: sessionId !== undefined,
  });
}

/** Why a client session was not opened: spec §8 V (not active) or S (suspended). */
export type AdviseeRefusal = 'V' | 'S';

/**
 * Opens a session for one of `advisor`'s clients, keeps it, and goes to the client's fund
 * portfolio as that session (spec §2.17). Answers the refusal code when the server refused.
 */
export function useOpenAdviseeSession() {
  const goAs = useGoAsSession();
  return useCallback(
    async (advisor: SessionRecord, accountCode: string): Promise<AdviseeRefusal | null> => {
      const { sessionId } = advisor;
      const answer = await callApi('account/openAdviseeSession', { accountCode }, { sessionId });
      if (answer.result !== 'Y') return answer.result;
      await goAs(storeAdviseeSession(answer));
      return null;
    },
    [goAs],
  );
}
