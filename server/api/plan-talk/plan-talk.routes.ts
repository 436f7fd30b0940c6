import { planTalkContracts } from '../../../shared/contracts/plan-talk';
import { planResult } from '../../../shared/domain/plan-result';
import { ForbiddenError } from '../../http/errors';
import { findAccountByCode } from '../../repositories/account.repository';
import { findPlan } from '../../repositories/plan.repository';
import {
  findAdvisorOf,
  findThreadMessages,
  findThreads,
  findVisibleClientIds,
  insertTalkMessage,
  type PlanTalkMessageRow,
} from '../../repositories/plan-talk.repository';
import { clientClaim } from '../client-claim';
import { defineCall, type SessionCallContext } from '../registry';

const messageView = (row: PlanTalkMessageRow) => ({
  messageId: row.id,
  planId: row.planId,
  author: row.author,
  authorName: row.authorName,
  text: row.text,
  sentAt: row.sentAt.toISOString(),
});

const DESK_NAME = 'Client Services';

/** A message's text as stored, or null when empty or too long. */
const cleanText = (text: string) => {
  const trimmed = text.trim();
  return trimmed.length === 0 || trimmed.length > 2000 ? null : trimmed;
};

/** A plan id that exists, or null; an unknown one is refused. */
async function knownPlan(context: SessionCallContext, planId: string | null) {
  if (planId === null) return true;
  const plan = await findPlan(context.db, planId);
  return plan !== undefined && plan.status !== 'draft';
}

export const loadThreadCall = defineCall({
  service: 'plan-talk',
  method: 'loadThread',
  ...planTalkContracts.loadThread,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'plan',
  handler: async ({ planId }, context) => {
    const advisor = await findAdvisorOf(context.db, context.client.accountId);
    const messages = await findThreadMessages(context.db, context.client.accountId, planId);
    return {
      counterpart: advisor
        ? { kind: 'advisor' as const, name: advisor.displayName }
        : { kind: 'desk' as const, name: DESK_NAME },
      messages: messages.map(messageView),
    };
  },
});

export const sendMessageCall = defineCall({
  service: 'plan-talk',
  method: 'sendMessage',
  ...planTalkContracts.sendMessage,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'plan',
  handler: async ({ planId, text }, context) => {
    const clean = cleanText(text);
    if (clean === null) return { ...planResult('messageInvalid'), message: null };
    if (!(await knownPlan(context, planId)))
      return { ...planResult('planNotFound'), message: null };
    const row = await insertTalkMessage(context.db, {
      accountId: context.client.accountId,
      planId,
      author: 'client',
      authorAccountId: context.session.accountId,
      authorName: context.client.holderName,
      text: clean,
      sentAt: context.now,
    });
    return { ...planResult('success'), message: messageView(row) };
  },
});

const staff = { minRole: 'advisor' } as const;

export const listThreadsCall = defineCall({
  service: 'plan-talk',
  method: 'listThreads',
  ...planTalkContracts.listThreads,
  access: staff,
  feature: 'plan',
  handler: async ({ isAwaitingReplyOnly }, context) => {
    const visible = await findVisibleClientIds(context.db, context.session);
    const rows = await findThreads(context.db, visible);
    const threads = [];
    for (const row of rows) {
      const isAwaitingReply = row.author === 'client';
      if (isAwaitingReplyOnly && !isAwaitingReply) continue;
      const plan = row.planId ? await findPlan(context.db, row.planId) : undefined;
      threads.push({
        clientAccountCode: row.clientAccountCode,
        clientName: row.clientName,
        planId: row.planId,
        planName: plan?.texts.name ?? null,
        lastMessage: messageView(row),
        messageCount: row.messageCount,
        isAwaitingReply,
      });
    }
    return { threads };
  },
});

/** The client account the staff session may see, or 403. */
async function visibleClient(context: SessionCallContext, clientAccountCode: string) {
  const client = await findAccountByCode(context.db, clientAccountCode, 'gateway');
  if (!client) throw new ForbiddenError();
  const visible = await findVisibleClientIds(context.db, context.session);
  if (visible !== null && !visible.includes(client.id)) throw new ForbiddenError();
  return client;
}

export const loadClientThreadCall = defineCall({
  service: 'plan-talk',
  method: 'loadClientThread',
  ...planTalkContracts.loadClientThread,
  access: staff,
  feature: 'plan',
  handler: async ({ clientAccountCode, planId }, context) => {
    const client = await visibleClient(context, clientAccountCode);
    const messages = await findThreadMessages(context.db, client.id, planId);
    return { messages: messages.map(messageView) };
  },
});

export const replyCall = defineCall({
  service: 'plan-talk',
  method: 'reply',
  ...planTalkContracts.reply,
  access: staff,
  feature: 'plan',
  handler: async ({ clientAccountCode, planId, text }, context) => {
    const client = await visibleClient(context, clientAccountCode);
    const clean = cleanText(text);
    if (clean === null) return { ...planResult('messageInvalid'), message: null };
    if (!(await knownPlan(context, planId)))
      return { ...planResult('planNotFound'), message: null };
    const isAdvisor = context.session.role === 'advisor' || context.session.role === 'manager';
    const row = await insertTalkMessage(context.db, {
      accountId: client.id,
      planId,
      author: isAdvisor ? 'advisor' : 'desk',
      authorAccountId: context.session.accountId,
      authorName: isAdvisor ? context.session.account.holderName : DESK_NAME,
      text: clean,
      sentAt: context.now,
    });
    return { ...planResult('success'), message: messageView(row) };
  },
});

export const planTalkCalls = [
  loadThreadCall,
  sendMessageCall,
  listThreadsCall,
  loadClientThreadCall,
  replyCall,
];
