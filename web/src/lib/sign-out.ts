import { ApiError, callApi } from './api-client';
import { findSession, removeSession } from './sessions';

/**
 * Spec §4 logout of one session: `account/accountLogout`, then the record, its linkages and its
 * password information are removed. A session an advisor opened for a client is part of an
 * advisor linkage: it is only removed here, and the server ends it with the advisor's session.
 * A 401 means the server already ended the session, which is as good. Answers whether the
 * session is gone; on any other failure nothing changes (spec §4: "if the logout call fails,
 * nothing further happens").
 */
export async function signOut(sessionId: string): Promise<boolean> {
  if (!findSession(sessionId)?.advisorSessionId) {
    try {
      await callApi('account/accountLogout', { sessionId }, { sessionId });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) return false;
    }
  }
  removeSession(sessionId);
  return true;
}
