import { z } from 'zod';
import { accountCode, isoDateTime } from './common';
import { localisedText } from './fund';
import { planId } from './plan';

/**
 * The `plan-talk` service (spec §2.11 talk): a message thread between a client and their advisor
 * (`advisor_link`), or the firm's desk when the client has none. One thread per client and plan
 * (`planId` null: about plans in general). An advisor only ever sees threads of clients linked
 * to them; a manager those of the advisors they manage; an admin every thread.
 */

export const planTalkMessage = z.object({
  messageId: z.number().int(),
  planId: planId.nullable(),
  /** Who wrote it: the client, their advisor, or the desk (an admin answering). */
  author: z.enum(['client', 'advisor', 'desk']),
  authorName: z.string(),
  text: z.string(),
  sentAt: isoDateTime,
});

export const planTalkThread = z.object({
  clientAccountCode: z.string(),
  clientName: z.string(),
  planId: planId.nullable(),
  planName: localisedText.nullable(),
  lastMessage: planTalkMessage,
  messageCount: z.number().int(),
  /** True when the client wrote last (the thread waits for an answer). */
  isAwaitingReply: z.boolean(),
});

const messageText = z.string().max(2000);
const answer = z.object({
  result: z.number().int(),
  resultName: z.string(),
  message: planTalkMessage.nullable(),
});

/** The `plan-talk` service's calls. */
export const planTalkContracts = {
  /** Client side: the thread about one plan (or general), oldest first, and who answers. */
  loadThread: {
    input: z.strictObject({ accountCode, planId: planId.nullable().default(null) }),
    output: z.object({
      counterpart: z.object({ kind: z.enum(['advisor', 'desk']), name: z.string() }),
      messages: z.array(planTalkMessage),
    }),
  },
  /** Client side: sends a message (1 to 2,000 characters). */
  sendMessage: {
    input: z.strictObject({
      accountCode,
      planId: planId.nullable().default(null),
      text: messageText,
    }),
    output: answer,
  },
  /** Advisor side: the threads of the caller's clients (admin: every thread), newest first. */
  listThreads: {
    input: z.strictObject({ isAwaitingReplyOnly: z.boolean().default(false) }),
    output: z.object({ threads: z.array(planTalkThread) }),
  },
  /** Advisor side: one client's thread; a client not linked to the caller answers 403. */
  loadClientThread: {
    input: z.strictObject({
      clientAccountCode: accountCode,
      planId: planId.nullable().default(null),
    }),
    output: z.object({ messages: z.array(planTalkMessage) }),
  },
  /** Advisor side: a reply into a client's thread. */
  reply: {
    input: z.strictObject({
      clientAccountCode: accountCode,
      planId: planId.nullable().default(null),
      text: messageText,
    }),
    output: answer,
  },
};
