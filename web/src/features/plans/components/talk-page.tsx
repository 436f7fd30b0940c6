import { Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/data/query-state';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';
import { useFormat } from '../../../lib/use-format';
import { usePlans } from '../api/plan';
import { usePlanThread, useSendPlanMessage } from '../api/plan-talk';
import { PlansPage } from './page-frame';
import { usePlanQueryTexts, usePlanResultText } from './plan-labels';

const GENERAL = '';
const MAX = 2000;

/** The thread's messages, oldest first, the client's on the right. */
function Thread(props: { accountCode: string; planId: string | null }) {
  const { t } = useTranslation('plans');
  const format = useFormat();
  const query = usePlanThread(props.accountCode, props.planId);
  const texts = usePlanQueryTexts(t('talk.empty'));
  return (
    <QueryState query={query} texts={texts}>
      {(data) => (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {data.counterpart.kind === 'advisor' ? (
              // A person's name as the books hold it, not a word to translate.
              <Trans
                t={t}
                i18nKey="talk.with_advisor"
                values={{ name: data.counterpart.name }}
                components={{ name: <span translate="no" /> }}
              />
            ) : (
              t('talk.with_desk')
            )}
          </Text>
          {data.messages.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('talk.empty')}
            </Text>
          ) : (
            <Stack
              gap="xs"
              component="ol"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-live="polite"
            >
              {data.messages.map((message) => {
                const isMine = message.author === 'client';
                return (
                  <Paper
                    key={message.messageId}
                    component="li"
                    withBorder
                    p="sm"
                    maw="85%"
                    ml={isMine ? 'auto' : 0}
                    bg={isMine ? 'var(--mantine-primary-color-light)' : undefined}
                    data-author={message.author}
                  >
                    <Text size="xs" c="dimmed">
                      {isMine
                        ? t('talk.author.client')
                        : `${t(`talk.author.${message.author}`)} ${message.authorName}`}{' '}
                      · {format.dateTime(message.sentAt)}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {message.text}
                    </Text>
                  </Paper>
                );
              })}
            </Stack>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

/** The message box: 1 to 2,000 characters, Enter with Ctrl or Cmd sends. */
function Composer(props: { accountCode: string; planId: string | null }) {
  const { t } = useTranslation('plans');
  const resultText = usePlanResultText();
  const send = useSendPlanMessage(props.accountCode, props.planId);
  const [text, setText] = useState('');
  const isTooLong = text.length > MAX;
  const submit = () => {
    if (!text.trim() || isTooLong) return;
    send.mutate(text.trim(), {
      onSuccess: (answer) => {
        if (answer.result === 0) setText('');
      },
    });
  };
  const refused = send.data && send.data.result !== 0 ? resultText(send.data.result) : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t('talk.message')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
          }}
          rows={3}
          error={isTooLong ? t('talk.too_long') : (refused ?? undefined)}
        />
        {send.error ? <MessageAlert message={apiErrorMessage(send.error)} /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} disabled={!text.trim() || isTooLong}>
            {t('talk.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * `/plans/talk` (spec §2.11): a thread about a plan (or plans in general) with the client's
 * advisor, or the firm's desk when there is none. `?plan=<id>` opens a plan's thread.
 */
export function TalkPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('plans');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const plans = usePlans({});
  const planId = params.get('plan') || null;
  const options = [
    { value: GENERAL, label: t('talk.general') },
    ...(plans.data?.plans ?? []).map((plan) => ({
      value: plan.planId,
      label: format.text(plan.name),
    })),
  ];
  return (
    <PlansPage title={t('talk.title')}>
      <Stack maw={760} gap="md">
        <Select
          label={t('talk.about')}
          data={options}
          value={planId ?? GENERAL}
          onChange={(value) => setParams(value ? { plan: value } : {}, { replace: true })}
          allowDeselect={false}
        />
        <Thread key={planId ?? GENERAL} accountCode={accountCode} planId={planId} />
        <Composer key={`c-${planId ?? GENERAL}`} accountCode={accountCode} planId={planId} />
      </Stack>
    </PlansPage>
  );
}
