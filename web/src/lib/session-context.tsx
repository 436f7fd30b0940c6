import { createContext, use, type ReactNode } from 'react';
import type { Role } from '@shared/domain/roles';

/**
 * What the page knows about the signed-in session: the spec's session record without secrets
 * (ARCHITECTURE.md §4). Nobody can sign in yet, so the app provides null; the layout already
 * shows the role label from it.
 */
export type SessionSummary = { accountCode: string; role: Role };

const SessionContext = createContext<SessionSummary | null>(null);

/** Provides the current session (null when nobody is signed in). */
export function SessionProvider({
  session,
  children,
}: {
  session: SessionSummary | null;
  children: ReactNode;
}) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** The current session, or null when nobody is signed in. */
export function useSession(): SessionSummary | null {
  return use(SessionContext);
}
