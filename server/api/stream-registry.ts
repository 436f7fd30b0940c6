/**
 * Every live stream of this process, whatever its kind (quotes, the unread count): the streams
 * one client address may hold open together (config.maxStreamsPerAddress), and the open streams
 * of each session, so a session that ends (logout, kick, a login replacing it, a password reset,
 * idle expiry) has its streams closed at once, not at their next minute's session check. The app
 * hears session ends from every process through the database (`SESSION_ENDED_CHANNEL`).
 */
export type StreamRegistry = {
  /** Takes a stream slot for the address; false when it holds its maximum already. */
  admit(clientAddress: string): boolean;
  /** Gives a slot of the address back. */
  release(clientAddress: string): void;
  /** Notes an open stream of a session and how to close it; answers the function that forgets it. */
  track(sessionId: string, close: () => void): () => void;
  /** Closes every open stream of the session. */
  endSession(sessionId: string): void;
};

/** A registry; without a maximum, an address may hold any number of streams. */
export function createStreamRegistry(
  options: { maxStreamsPerAddress?: number } = {},
): StreamRegistry {
  const maxPerAddress = options.maxStreamsPerAddress ?? Number.POSITIVE_INFINITY;
  const perAddress = new Map<string, number>();
  const bySession = new Map<string, Set<() => void>>();
  return {
    admit(clientAddress) {
      const open = perAddress.get(clientAddress) ?? 0;
      if (open >= maxPerAddress) return false;
      perAddress.set(clientAddress, open + 1);
      return true;
    },
    release(clientAddress) {
      const left = (perAddress.get(clientAddress) ?? 1) - 1;
      if (left > 0) perAddress.set(clientAddress, left);
      else perAddress.delete(clientAddress);
    },
    track(sessionId, close) {
      const closers = bySession.get(sessionId) ?? new Set();
      bySession.set(sessionId, closers);
      closers.add(close);
      return () => {
        closers.delete(close);
        if (closers.size === 0 && bySession.get(sessionId) === closers) bySession.delete(sessionId);
      };
    },
    endSession(sessionId) {
      // Each close forgets its stream, so the set is copied before it empties.
      for (const close of [...(bySession.get(sessionId) ?? [])]) close();
    },
  };
}
