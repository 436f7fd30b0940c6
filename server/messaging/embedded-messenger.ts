import type { Messenger, OutgoingMessage } from './messenger';

/** A message the embedded messenger handled, with when. */
export type SentMessage = OutgoingMessage & { sentAt: string };

/** The embedded messenger: a Messenger that also lists what it sent (newest first). */
export interface EmbeddedMessenger extends Messenger {
  recent(): readonly SentMessage[];
}

/** Where the embedded messenger writes its outbox lines. */
export type OutboxLog = { info(details: object, message: string): void };

/** How many sent messages the embedded messenger keeps (demo book: the last 100). */
export const OUTBOX_CAPACITY = 100;

/**
 * The messenger of a machine with no SMS or email gateway (demo book, The messenger): each message
 * becomes one JSON log line `"msg":"outbox"`, and the last 100 are kept in memory for
 * /portal/dev/outbox.
 */
export function createEmbeddedMessenger(log: OutboxLog): EmbeddedMessenger {
  const sent: SentMessage[] = [];
  return {
    send(message) {
      const { accountCode, to, channel, text, code } = message;
      log.info(
        { accountCode, to, channel, text, ...(code === undefined ? {} : { code }) },
        'outbox',
      );
      sent.unshift({ ...message, sentAt: new Date().toISOString() });
      sent.length = Math.min(sent.length, OUTBOX_CAPACITY);
      return Promise.resolve();
    },
    recent: () => [...sent],
  };
}
