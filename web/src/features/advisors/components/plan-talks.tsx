import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import {
  usePlanTalkMessages,
  usePlanTalkReply,
  usePlanTalkThreads,
  type PlanTalkThread,
} from '../api/plan-talk';
import { Name, QueryState, Section } from './advisor-page';
import classes from './advisors.module.css';

/** One thread's messages, oldest first, and the advisor's reply form. */
function ThreadView({ thread }: { thread: PlanTalkThread }) {
  const { t } = useTranslation('advisors');
  const format = useFormat();
  const messages = usePlanTalkMessages(thread.clientAccountCode, thread.planId);
  const reply = usePlanTalkReply(thread.clientAccountCode, thread.planId);
  const [text, setText] = useState('');
  const send = () =>
    reply.mutate(text.trim(), { onSuccess: (answer) => answer.message && setText('') });
  const isSent = reply.data?.message != null;
  const isFailed = reply.isError || (reply.data !== undefined && reply.data.message === null);
  return (
    <Stack gap="xs">
      <QueryState query={messages}>
        {(data) => (
          <Stack gap={6}>
            {data.messages.map((message) => (
              <Paper key={message.messageId} withBorder p="xs" radius="sm">
                <Text size="xs" c="dimmed">
                  {t(`talks.author.${message.author}`)} · <Name>{message.authorName}</Name> ·{' '}
                  {format.dateTime(message.sentAt)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.text}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryState>
      <Textarea
        label={t('talks.reply_label')}
        value={text}
        maxLength={2000}
        rows={3}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button loading={reply.isPending} disabled={text.trim() === ''} onClick={send}>
          {t('talks.send')}
        </Button>
      </Group>
      {isSent ? (
        <Text size="sm" className={classes.done} role="status">
          {t('talks.sent')}
        </Text>
      ) : null}
      {isFailed ? (
        <Text size="sm" className={classes.alert} role="alert">
          {t('talks.failed')}
        </Text>
      ) : null}
    </Stack>
  );
}

function ThreadRow({ thread }: { thread: PlanTalkThread }) {
  const { t } = useTranslation('advisors');
  const format = useFormat();
  const [isOpen, setOpen] = useState(false);
  const about = thread.planName ? format.text(thread.planName) : t('talks.general');
  return (
    <Paper withBorder p="xs" radius="sm" data-client-code={thread.clientAccountCode}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              <Name>
                {thread.clientAccountCode} {thread.clientName}
              </Name>
            </Text>
            <Text size="xs" c="dimmed">
              {about} · {t('talks.messages', { count: thread.messageCount })} ·{' '}
              {format.dateTime(thread.lastMessage.sentAt)}
            </Text>
          </Stack>
          <Group gap={6} wrap="nowrap">
            {thread.isAwaitingReply ? (
              <Badge color="orange.6" autoContrast>
                {t('talks.awaiting')}
              </Badge>
            ) : null}
            <Button
              size="xs"
              variant="default"
              aria-expanded={isOpen}
              aria-label={t('talks.thread', { name: thread.clientAccountCode })}
              onClick={() => setOpen((open) => !open)}
            >
              {isOpen ? t('talks.close') : t('talks.open')}
            </Button>
          </Group>
        </Group>
        {isOpen ? <ThreadView thread={thread} /> : null}
      </Stack>
    </Paper>
  );
}

/** The book's plan talks (spec §2.11 talk), newest first: each opens, and is answered, here. */
export function PlanTalks() {
  const { t } = useTranslation('advisors');
  const threads = usePlanTalkThreads();
  return (
    <Section title={t('talks.title')} testId="plan-talks">
      <QueryState
        query={threads}
        isEmpty={(data) => data.threads.length === 0}
        emptyText={t('talks.none')}
      >
        {(data) => (
          <Stack gap="xs">
            {data.threads.map((thread) => (
              <ThreadRow key={`${thread.clientAccountCode}:${thread.planId}`} thread={thread} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}
